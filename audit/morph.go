package audit

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os/exec"
	"strings"
)

// ErrStopped is the error of a language tool a signal stopped: the audit
// did not run to its end.
var ErrStopped = errors.New("stopped by a signal")

// Morphology gives the stems and parts of speech of a language's words,
// from Hunspell's morphological analysis (hunspell -m, with the stems of
// -s), so that a conjugation, a subjunctive or an agreement reads as the
// word the glossary lists. Without Hunspell every word is its own stem.
type Morphology struct {
	dict    string
	path    string
	words   map[string]*analysis
	Missing string // what is missing when Hunspell or the dictionary is, "" when present
	// Suffixes are the pronouns the language joins to a verb ("-la" in
	// « comptabilisez-la »): the glossary's suffix entries.
	Suffixes []string
}

// analysis is what Hunspell says of one word.
type analysis struct {
	stems  []string
	verb   bool // a verb as a card says an action: imperative or subjunctive of « vous », or infinitive
	known  bool // Hunspell knows the word
	verbal bool // some reading of the word is a verb
}

// baseWord returns word without a joined pronoun.
func (m *Morphology) baseWord(word string) string {
	for _, c := range m.Suffixes {
		if b, ok := strings.CutSuffix(word, c); ok && b != "" {
			return b
		}
	}
	return word
}

// NewMorphology returns the morphology of Hunspell dictionary dict
// ("fr_FR"); when Hunspell or the dictionary is missing, the morphology
// knows no stem and Missing says what to install.
func NewMorphology(dict string) *Morphology {
	m := &Morphology{dict: dict, words: map[string]*analysis{}}
	sp, err := NewSpeller(dict)
	if err != nil {
		m.Missing = "morphology: " + err.Error() + "; conjugated forms match only as the glossary writes them"
		return m
	}
	m.path = sp.path
	return m
}

// Learn analyses the words not analysed yet, in one run of Hunspell.
func (m *Morphology) Learn(words []string) error {
	var todo []string
	seen := map[string]bool{}
	for _, w := range words {
		b := m.baseWord(w)
		if _, ok := m.words[b]; ok || seen[b] || b == "" {
			continue
		}
		seen[b] = true
		todo = append(todo, b)
	}
	if len(todo) == 0 {
		return nil
	}
	if m.path == "" {
		for _, w := range todo {
			m.words[w] = &analysis{}
		}
		return nil
	}
	cmd := exec.Command(m.path, "-m", "-d", m.dict, "-i", "utf-8")
	cmd.Stdin = strings.NewReader(strings.Join(todo, "\n") + "\n")
	out, err := cmd.Output()
	var ee *exec.ExitError
	if errors.As(err, &ee) && ee.ExitCode() == -1 {
		return fmt.Errorf("hunspell -m: %w", ErrStopped)
	}
	if err != nil {
		return fmt.Errorf("hunspell -m: %v", err)
	}
	// One group of lines a word, groups separated by a blank line.
	i := 0
	a := &analysis{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			if i < len(todo) {
				m.words[todo[i]] = a
			}
			i++
			a = &analysis{}
			continue
		}
		tags := map[string]bool{}
		for _, f := range strings.Fields(line) {
			if st, ok := strings.CutPrefix(f, "st:"); ok {
				st = strings.ToLower(st)
				if !contains(a.stems, st) {
					a.stems = append(a.stems, st)
				}
				a.known = true
			}
			if strings.HasPrefix(f, "po:v") {
				a.verbal = true
			}
			tags[f] = true
		}
		if tags["po:infi"] || (tags["po:impe"] || tags["po:spre"]) && tags["po:2pl"] {
			a.verb = true
		}
	}
	for ; i < len(todo); i++ {
		m.words[todo[i]] = &analysis{}
	}
	return nil
}

// Forms returns the word, its form without a joined pronoun and its stems.
func (m *Morphology) Forms(word string) []string {
	out := []string{word}
	b := m.baseWord(word)
	if b != word {
		out = append(out, b)
	}
	if a := m.words[b]; a != nil {
		for _, s := range a.stems {
			if !contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// Unknown reports whether Hunspell is present and does not know word: a
// misspelling, which the spelling check reports. A compound word
// (« non-mauves ») is checked by its parts there, and is never unknown.
func (m *Morphology) Unknown(word string) bool {
	b := m.baseWord(word)
	a := m.words[b]
	return m.path != "" && a != nil && !a.known && !strings.Contains(b, "-")
}

// Describes reports whether Hunspell reads word as a verb in none of the
// forms that give an action: a participle or a third person (« décalée »,
// « produit ») describes a card, it does not act.
func (m *Morphology) Describes(word string) bool {
	a := m.words[m.baseWord(word)]
	return a != nil && a.verbal && !a.verb
}

// ActionForm reports whether Hunspell reads word as a verb in a form a
// card text gives an action: the imperative or subjunctive of « vous », or
// the infinitive.
func (m *Morphology) ActionForm(word string) bool {
	a := m.words[m.baseWord(word)]
	return a != nil && a.verb
}

// HunspellDictionary returns the Hunspell dictionary of a language code:
// "fr" is fr_FR, "en" en_US; a code with a region ("fr_CA") is itself.
func HunspellDictionary(lang string) string {
	switch lang {
	case "fr":
		return "fr_FR"
	case "en":
		return "en_US"
	}
	return lang
}
