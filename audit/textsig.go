package audit

import (
	"strconv"
	"strings"
)

// textSignature is what a translated text says, through a glossary.
type textSignature struct {
	actions    map[string][]string // keyword → the words that say it
	conditions map[string][]string
	draws      map[int]int    // age → cards of that age drawn
	drawQuote  map[int]string // age → the words that draw it
	matches    []Match
}

// readText returns the signature of text through g. A digit in a card
// text is an age (IELLO: « X [Période] : carte de Période X »); in a
// sentence that draws, the number word before it is how many.
func readText(g *Glossary, text string) *textSignature {
	s := &textSignature{actions: map[string][]string{}, conditions: map[string][]string{}, draws: map[int]int{}, drawQuote: map[int]string{}}
	for _, sentence := range sentences(text) {
		ms := g.FindPreferring(sentence, notRulesOnly)
		s.matches = append(s.matches, ms...)
		draws := false
		for _, m := range ms {
			switch m.Kind {
			case KindAction:
				s.actions[m.Canonical] = append(s.actions[m.Canonical], m.Text)
				draws = draws || m.Canonical == "draw"
			case KindCondition:
				s.conditions[m.Canonical] = append(s.conditions[m.Canonical], m.Text)
			}
		}
		if !draws {
			continue
		}
		words := Words(sentence)
		for i, w := range words {
			age, err := strconv.Atoi(w)
			if err != nil {
				continue
			}
			count, quote := 1, w
			if i > 0 {
				if n, ok := g.number(words[i-1]); ok {
					count, quote = n, words[i-1]+" "+w
				}
			}
			s.draws[age] += count
			s.drawQuote[age] = quote
		}
	}
	return s
}

// number returns the value of a number word.
func (g *Glossary) number(word string) (int, bool) {
	for _, e := range g.byFirst[word] {
		if e.Kind == KindNumber && len(e.words) == 1 {
			n, err := strconv.Atoi(e.Canonical)
			return n, err == nil
		}
	}
	return 0, false
}

// sentences splits a text at . ! ? and ;.
func sentences(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool {
		return r == '.' || r == '!' || r == '?' || r == ';'
	})
}
