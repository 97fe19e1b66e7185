package audit

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"
)

// The kinds of glossary entry.
const (
	KindAction    = "action"    // a game action: draw, meld, tuck, score, ...
	KindCondition = "condition" // demand, may, if-you-do, if-affected, ...
	KindNumber    = "number"    // a number word: its canonical form is the digit
	KindColor     = "color"
	KindIcon      = "icon"
	KindZone      = "zone"
	KindSpecial   = "special"   // a special achievement
	KindCard      = "card"      // a card's translated title: canonical is the original
	KindWord      = "word"      // a game word that is no spelling mistake
	KindReading   = "reading"   // a condition concept read as a rule variant
	KindConfig    = "config"    // a setting of the configuration the translation follows
	KindAmbiguous = "ambiguous" // words that admit two readings ("et/ou")
)

// Entry is one glossary line: a translated term and its canonical keyword.
type Entry struct {
	Kind      string
	Canonical string
	Term      string
	// Family groups the terms of one concept that are forms of one word
	// ("mettez en jeu", "mise en jeu"), when the language has several
	// words for the concept ("poser"); a text that uses two families of
	// one concept uses two terms for it.
	Family string
	Line   int
	words  []string
}

// Glossary maps the terms of one language to canonical keywords.
type Glossary struct {
	Name    string
	Entries []Entry
	byFirst map[string][]*Entry // entries by their first word, longest first
}

// ParseGlossary reads a glossary: one entry a line, three tab-separated
// fields KIND, CANONICAL, TERM and an optional FAMILY (see Entry); blank
// lines and lines starting with # are skipped. name is the file name
// errors give.
func ParseGlossary(name string, r io.Reader) (*Glossary, error) {
	g := &Glossary{Name: name, byFirst: map[string][]*Entry{}}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 3 || len(f) > 4 || f[0] == "" || f[1] == "" || f[2] == "" {
			return nil, fmt.Errorf("%s:%d: want KIND<tab>CANONICAL<tab>TERM[<tab>FAMILY]", name, n)
		}
		if !knownKind(f[0]) {
			return nil, fmt.Errorf("%s:%d: unknown kind %q", name, n, f[0])
		}
		e := Entry{Kind: f[0], Canonical: f[1], Term: f[2], Family: f[1], Line: n, words: Words(f[2])}
		if len(f) == 4 && f[3] != "" {
			e.Family = f[3]
		}
		if len(e.words) == 0 {
			return nil, fmt.Errorf("%s:%d: term %q has no word", name, n, f[2])
		}
		g.Entries = append(g.Entries, e)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for i := range g.Entries {
		e := &g.Entries[i]
		if e.Kind == KindReading || e.Kind == KindConfig || e.Kind == KindSuffix {
			continue
		}
		g.byFirst[e.words[0]] = append(g.byFirst[e.words[0]], e)
	}
	for _, es := range g.byFirst {
		sort.SliceStable(es, func(i, j int) bool { return len(es[i].words) > len(es[j].words) })
	}
	return g, nil
}

func knownKind(k string) bool {
	switch k {
	case KindAction, KindCondition, KindNumber, KindColor, KindIcon, KindZone,
		KindSpecial, KindCard, KindWord, KindReading, KindConfig, KindAmbiguous,
		KindDirection, KindExtreme, KindCompare, KindRelative, KindLink, KindRepeat, KindOwner, KindPlace,
		KindQuantity, KindNeutral, KindSuffix:
		return true
	}
	return ruleKinds[k]
}

// Reading returns the rule variant that plays the condition concept, or "".
func (g *Glossary) Reading(concept string) string {
	for _, e := range g.Entries {
		if e.Kind == KindReading && e.Canonical == concept {
			return e.Term
		}
	}
	return ""
}

// Settings returns the settings of the configuration the translation
// follows ("edition=1st").
func (g *Glossary) Settings() []string {
	var out []string
	for _, e := range g.Entries {
		if e.Kind == KindConfig {
			out = append(out, e.Term)
		}
	}
	return out
}

// Suffixes returns the pronouns the language joins to a verb, as the
// glossary's suffix entries write them ("-la").
func (g *Glossary) Suffixes() []string {
	var out []string
	for _, e := range g.Entries {
		if e.Kind == KindSuffix {
			out = append(out, e.Term)
		}
	}
	return out
}

// Card returns the original title of a translated card title, or "".
func (g *Glossary) Card(title string) string {
	w := strings.Join(Words(title), " ")
	for _, e := range g.Entries {
		if e.Kind == KindCard && strings.Join(e.words, " ") == w {
			return e.Canonical
		}
	}
	return ""
}

// Match is a glossary term found in a text.
type Match struct {
	*Entry
	Start, End int    // the word positions matched, End excluded
	Text       string // the words as the text wrote them
}

// Find returns the glossary terms of text, left to right, the longest at
// each position. Words no entry covers are skipped.
func (g *Glossary) Find(text string) []Match { return g.FindPreferring(text, nil) }

// FindPreferring is Find where two entries of the same length match at a
// position: the one whose kind prefer accepts is taken. The same words are
// often two kinds of term, one for each audit (« la plus haute » is the
// extreme of a card text and the comparison of a rule); each audit prefers
// its own. A nil prefer takes the first entry of the file.
func (g *Glossary) FindPreferring(text string, prefer func(kind string) bool) []Match {
	words := Words(text)
	var out []Match
	for i := 0; i < len(words); {
		m := g.matchAt(words, i, prefer)
		if m == nil {
			i++
			continue
		}
		n := len(m.words)
		out = append(out, Match{Entry: m, Start: i, End: i + n, Text: strings.Join(words[i:i+n], " ")})
		i += n
	}
	return out
}

// matchAt returns the longest entry that matches the words from i on, of
// a kind prefer accepts among those of that length when there is one.
func (g *Glossary) matchAt(words []string, i int, prefer func(kind string) bool) *Entry {
	var found *Entry
	for _, e := range g.byFirst[words[i]] {
		if found != nil && len(e.words) < len(found.words) {
			break
		}
		if i+len(e.words) > len(words) {
			continue
		}
		ok := true
		for j, w := range e.words {
			if words[i+j] != w {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if prefer == nil || prefer(e.Kind) {
			return e
		}
		if found == nil {
			found = e
		}
	}
	return found
}
