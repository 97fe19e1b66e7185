package scenarios

import (
	"path/filepath"
	"regexp"
	"strings"

	"github.com/dogma-engine/dogma/internal/inputfile"
)

// CardFileName returns the base name, without ".txt", of a card's own
// scenario file: its title in lower case, words joined by "_", dots
// dropped ("A.I." is "ai"), as the files of testdata/cards/ageN are named.
func CardFileName(title string) string {
	s := strings.ToLower(strings.ReplaceAll(title, ".", ""))
	return strings.Join(strings.Fields(s), "_")
}

// CardIndex tells which scenario files activate which cards: a card's
// own file under a cards/ folder, named by CardFileName, and every file
// that plays the card's dogma ("dogma NAME", answered by any seat).
type CardIndex struct {
	own     map[string]string   // a card's own file, by the file's base name
	dogmaOf map[string][]string // files that play "dogma NAME", by folded name
}

var dogmaLine = regexp.MustCompile(`(?m)^(?:P\d+: )?dogma (.+)$`)

// IndexCards reads the scenario files once; a file it cannot read is
// left out.
func IndexCards(files []string) *CardIndex {
	idx := &CardIndex{own: map[string]string{}, dogmaOf: map[string][]string{}}
	for _, f := range files {
		if strings.Contains(filepath.ToSlash(f), "/cards/") {
			idx.own[strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))] = f
		}
		data, err := inputfile.ReadFile(f)
		if err != nil {
			continue
		}
		seen := map[string]bool{}
		for _, m := range dogmaLine.FindAllStringSubmatch(string(data), -1) {
			name := strings.ToLower(strings.TrimSpace(m[1]))
			if !seen[name] {
				seen[name] = true
				idx.dogmaOf[name] = append(idx.dogmaOf[name], f)
			}
		}
	}
	return idx
}

// Of returns the scenario files of the card of title: its own file
// first, then every other file that activates it.
func (idx *CardIndex) Of(title string) []string {
	out := []string{}
	own := idx.own[CardFileName(title)]
	if own != "" {
		out = append(out, own)
	}
	for _, f := range idx.dogmaOf[strings.ToLower(title)] {
		if f != own {
			out = append(out, f)
		}
	}
	return out
}
