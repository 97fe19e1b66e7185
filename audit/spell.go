package audit

import (
	"bytes"
	"fmt"
	"os/exec"
	"strings"
	"unicode"
)

// Speller checks the spelling of words with Hunspell.
type Speller struct {
	path, dict string
}

// NewSpeller returns a Hunspell speller of dictionary dict ("fr_FR"), or
// an error that says what is missing.
func NewSpeller(dict string) (*Speller, error) {
	path, err := exec.LookPath("hunspell")
	if err != nil {
		return nil, fmt.Errorf("hunspell is not installed (Debian: apt-get install hunspell hunspell-fr)")
	}
	out, err := exec.Command(path, "-D").CombinedOutput()
	if err == nil && !strings.Contains(string(out), "/"+dict) {
		return nil, fmt.Errorf("hunspell has no %s dictionary (Debian: apt-get install hunspell-fr)", dict)
	}
	return &Speller{path: path, dict: dict}, nil
}

// Misspelled returns the words of lines Hunspell does not know, by line
// index.
func (s *Speller) Misspelled(lines []string) (map[int][]string, error) {
	// -a: one answer line per word and an empty line after each input
	// line; "^" keeps a line from being read as a command.
	var in bytes.Buffer
	for _, l := range lines {
		in.WriteString("^" + strings.ReplaceAll(l, "\n", " ") + "\n")
	}
	cmd := exec.Command(s.path, "-d", s.dict, "-i", "utf-8", "-a")
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("hunspell: %v", err)
	}
	res := map[int][]string{}
	answers := strings.Split(string(out), "\n")
	i := 0
	for _, a := range answers[1:] { // the first line is the banner
		switch {
		case a == "":
			i++
		case a[0] == '&' || a[0] == '#':
			f := strings.Fields(a)
			if len(f) > 1 {
				res[i] = append(res[i], f[1])
			}
		}
	}
	return res, nil
}

// gameWord reports whether word is a term of the glossary: a game word,
// a card title, any term, which is no spelling mistake.
func (g *Glossary) gameWord(word string) bool {
	w := strings.ToLower(word)
	for _, e := range g.Entries {
		for _, x := range e.words {
			if x == w {
				return true
			}
		}
	}
	return false
}

// gameWords reports whether every word of w ("JUNK.") is a game word.
func (g *Glossary) gameWords(w string) bool {
	ws := Words(w)
	for _, x := range ws {
		if !g.gameWord(x) {
			return false
		}
	}
	return len(ws) > 0
}

// CardLines returns the texts as lines to proofread.
func CardLines(texts []CardText) []SpellLine {
	var lines []SpellLine
	for _, t := range texts {
		lines = append(lines, SpellLine{Subject: t.Effect, File: t.File, Line: t.Line, Text: t.Text})
	}
	return lines
}

// SpellLine is one line of text to check, and where it comes from.
type SpellLine struct {
	Subject, File string
	Line          int
	Text          string
	// Group joins consecutive lines of one passage into one paragraph for
	// the grammar check, where a sentence runs over several lines; 0
	// checks the line alone.
	Group int
}

// Spell reports the words of lines Hunspell's French dictionary does not
// know and the glossary does not list, after joining split ligatures.
// When Hunspell or the dictionary is missing it returns no finding and
// says what it skipped.
func Spell(lines []SpellLine, g *Glossary) ([]Finding, string) {
	sp, err := NewSpeller("fr_FR")
	if err != nil {
		return nil, "spelling: " + err.Error()
	}
	texts := make([]string, len(lines))
	for i, l := range lines {
		texts[i] = Normalize(l.Text)
	}
	bad, err := sp.Misspelled(texts)
	if err != nil {
		return nil, "spelling: " + err.Error()
	}
	var out []Finding
	for i, l := range lines {
		for _, w := range bad[i] {
			if g.gameWord(w) || g.gameWords(w) || strings.ContainsAny(strings.TrimRight(w, "."), ".@/") || extractionGarbage(w) {
				continue
			}
			out = append(out, Finding{Class: Typo, Subject: l.Subject, File: l.File, Line: l.Line, Quote: w, Message: "a word hunspell does not know"})
		}
	}
	return out, ""
}

// extractionGarbage reports whether a word is an artefact of a PDF
// extraction rather than a word of the text: it holds a digit (a page
// reference, a number glued to a title), a capital after a small letter
// (words glued together, the letters of an icon font: "dominez-leOu",
// "aZaZEERRR"), two to three letters of both cases ("Za"), one piece
// printed over and over ("AGRICULTUREAGRICULTURE"), or a hyphen that
// ends it (a word cut at the end of a line).
func extractionGarbage(w string) bool {
	rs := []rune(strings.TrimRight(w, "."))
	lower, upper := false, false
	for _, r := range rs {
		switch {
		case unicode.IsDigit(r):
			return true
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r):
			if lower {
				return true
			}
			upper = true
		}
	}
	if len(rs) <= 3 && lower && upper {
		return true
	}
	if strings.HasSuffix(w, "-") {
		return true
	}
	for n := 1; n <= len(rs)/2; n++ {
		if len(rs)%n == 0 && strings.Repeat(string(rs[:n]), len(rs)/n) == string(rs) {
			return true
		}
	}
	return false
}
