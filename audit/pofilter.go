package audit

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// pofilterChecks are the checks of translate-toolkit's pofilter that
// speak of a rule text, and the class of finding each gives: words
// doubled, translations left blank or unchanged. Its number check, which
// counts digits only, is left to comparePair, which reads number words
// too and knows an example's numbers from a rule's; brackets and
// punctuation are the layout's, not the rule's.
var pofilterChecks = map[string]string{
	"doublewords": Typo, "blank": Missing, "unchanged": Missing,
}

// Pofilter runs translate-toolkit's pofilter on the pairs, written as a
// PO file, and returns its findings: each failed check of an entry, on
// the entry's pair, in the pair's file and line.
// When pofilter is missing it returns no finding and says what it
// skipped.
func Pofilter(lang, rulebook string, pairs []AlignedPair) ([]Finding, string) {
	path, err := exec.LookPath("pofilter")
	if err != nil {
		return nil, "pofilter: pofilter is not installed (Debian: apt-get install translate-toolkit)"
	}
	dir, err := os.MkdirTemp("", "audit-po-")
	if err != nil {
		return nil, "pofilter: " + err.Error()
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "pairs.po"), filepath.Join(dir, "failed.po")
	// Only compared pairs are checked: their passage renders their clause.
	var compared []AlignedPair
	for _, p := range pairs {
		if p.Compared {
			compared = append(compared, p)
		}
	}
	if len(compared) == 0 {
		return nil, ""
	}
	var buf bytes.Buffer
	if err := WritePO(&buf, lang, rulebook, compared); err != nil {
		return nil, "pofilter: " + err.Error()
	}
	if err := os.WriteFile(in, buf.Bytes(), 0o644); err != nil {
		return nil, "pofilter: " + err.Error()
	}
	args := []string{"--progress=none", "-i", in, "-o", out}
	for _, c := range sortedKeys(pofilterChecks) {
		args = append(args, "-t", c)
	}
	if msg, err := exec.Command(path, args...).CombinedOutput(); err != nil {
		return nil, fmt.Sprintf("pofilter: %v: %s", err, strings.TrimSpace(string(msg)))
	}
	f, err := os.Open(out)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, "" // pofilter writes no file when every entry passes
	}
	if err != nil {
		return nil, "pofilter: " + err.Error()
	}
	defer f.Close()
	es, err := ParsePO(out, f)
	if err != nil {
		return nil, "pofilter: " + err.Error()
	}
	byContext := map[string]AlignedPair{}
	for _, p := range compared {
		byContext[strings.Join(p.Clauses, " ")] = p
	}
	var found []Finding
	for _, e := range es {
		p, ok := byContext[e.Context]
		if !ok {
			continue
		}
		for _, c := range e.Comments {
			rest, ok := strings.CutPrefix(c, "# (pofilter) ")
			if !ok {
				continue
			}
			check, msg, _ := strings.Cut(rest, ": ")
			class, ok := pofilterChecks[check]
			if !ok {
				continue
			}
			found = append(found, Finding{Class: class, Subject: strings.Join(p.Clauses, "+"), File: rulebook, Line: p.Line(),
				Message: "pofilter " + check + ": " + strings.ToLower(msg[:1]) + msg[1:]})
		}
	}
	return found, ""
}
