package audit

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// CardText is the translated text of one card effect.
type CardText struct {
	Effect string // the effect as the engine names it: "City States 1"
	Title  string // the title as the file writes it: "Cités-États 1"
	Text   string
	File   string
	Line   int
}

// ParseCardTexts reads a file of card texts: one effect a line,
// "TITLE N: text", where TITLE is the card's title in the translation
// (the glossary gives the original) or in the original, and N the place of
// the effect on the card, from 1. Blank lines and lines starting with #
// are skipped.
func ParseCardTexts(name string, r io.Reader, g *Glossary) ([]CardText, error) {
	var out []CardText
	seen := map[string]int{}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		t, err := ParseCardLine(name, n, line, g)
		if err != nil {
			return nil, err
		}
		effect := t.Effect
		if prev, dup := seen[effect]; dup {
			return nil, fmt.Errorf("%s:%d: %s again (first at line %d)", name, n, effect, prev)
		}
		seen[effect] = n
		out = append(out, t)
	}
	return out, sc.Err()
}

// ParseCardLine reads line n of file name, "TITLE N: text" (see
// ParseCardTexts).
func ParseCardLine(name string, n int, line string, g *Glossary) (CardText, error) {
	head, text, ok := strings.Cut(line, ":")
	text = strings.TrimSpace(text)
	if !ok || text == "" {
		return CardText{}, fmt.Errorf("%s:%d: want \"TITLE N: text\"", name, n)
	}
	sp := strings.LastIndexByte(head, ' ')
	num, err := strconv.Atoi(head[sp+1:])
	if sp < 0 || err != nil || num < 1 {
		return CardText{}, fmt.Errorf("%s:%d: %q does not end in the effect's number", name, n, head)
	}
	title := strings.TrimSpace(head[:sp])
	if orig := g.Card(title); orig != "" {
		title = orig
	}
	return CardText{Effect: fmt.Sprintf("%s %d", title, num), Title: strings.TrimSpace(head), Text: text, File: name, Line: n}, nil
}
