package audit

import (
	"regexp"
	"strconv"
	"strings"
)

// The kinds of glossary entry the rules audit reads besides the others: the
// words that carry a rule's logic, which a translated passage must render
// as its clause says them.
const (
	kindModal       = "modal"       // may, must
	kindConjunction = "conjunction" // and, or, nor
	kindQuantity    = "quantity"    // all, each, at least, at most, a single, none
	kindDirection   = "direction"   // left, right, up, clockwise
	kindComparison  = "comparison"  // highest, lowest, more, fewer, most, as many
	kindConnective  = "connective"  // if (when), unless
	kindAside       = "aside"       // opens an example or a note: no rule
	// kindDocument says what the translation is: "aid", a player aid,
	// which restates part of the rules only.
	kindDocument = "document"
)

// ruleKinds are the kinds of ParseGlossary accepts for the rules audit.
var ruleKinds = map[string]bool{kindModal: true, kindConjunction: true, kindQuantity: true,
	kindDirection: true, kindComparison: true, kindConnective: true, kindAside: true, kindDocument: true}

// isRuleKind prefers the rules audit's kinds where the same words are two
// kinds of term (Glossary.FindPreferring).
func isRuleKind(kind string) bool { return ruleKinds[kind] }

// rulesOnly are the kinds only the rules audit reads: the card-text reader
// leaves them out, having its own words for the same logic (link for
// conjunction, extreme and compare for comparison, condition for
// connective, neutral for modal).
var rulesOnly = map[string]bool{kindModal: true, kindConjunction: true, kindComparison: true,
	kindConnective: true, kindAside: true, kindDocument: true}

// notRulesOnly prefers the card audit's kinds (see rulesOnly).
func notRulesOnly(kind string) bool { return !rulesOnly[kind] }

// bracketed is the original's own hint of a translated term inside a
// clause text ("[comptabiliser]"), which the clause does not say.
var bracketed = regexp.MustCompile(`\[[^\]]*\]`)

// concept is one rule-bearing word of a text, read through a glossary.
type concept struct {
	kind, canonical string
	text            string // the words as the text wrote them
}

// key returns "kind canonical".
func (c concept) key() string { return c.kind + " " + c.canonical }

// conceptsIn returns the concepts of text through g, in order: glossary
// terms and digits. "One" and "a" are left out: an article as often as a
// number. The condition "may" is the modal "may".
func conceptsIn(g *Glossary, text string) []concept {
	text = bracketed.ReplaceAllString(text, " ")
	var out []concept
	ms := g.FindPreferring(text, isRuleKind)
	words := Words(text)
	mi := 0
	for i := 0; i < len(words); {
		if mi < len(ms) && ms[mi].Start == i {
			m := ms[mi]
			mi++
			i = m.End
			kind, canon := m.Kind, m.Canonical
			switch {
			case kind == KindNumber && canon == "1":
				continue
			case kind == KindCondition && canon == "may":
				kind = kindModal
			}
			out = append(out, concept{kind, canon, m.Text})
			continue
		}
		if n, err := strconv.Atoi(words[i]); err == nil && n != 1 {
			out = append(out, concept{KindNumber, words[i], words[i]})
		}
		i++
	}
	return out
}

// bracketWords returns the words of the translated hints a clause gives
// in brackets ("[archiver]"): anchors for the alignment.
func bracketWords(text string) []string {
	var out []string
	for _, b := range bracketed.FindAllString(text, -1) {
		for _, w := range Words(b) {
			if len([]rune(w)) > 3 {
				out = append(out, w)
			}
		}
	}
	return out
}

// isAside reports whether a sentence opens an example or a note, which
// states no rule.
func isAside(g *Glossary, sentence string) bool {
	ms := g.FindPreferring(sentence, isRuleKind)
	return len(ms) > 0 && ms[0].Start == 0 && ms[0].Kind == kindAside
}

// splitSentences splits a text into its sentences, at . ! ? and ; followed
// by a space or the end, with their words kept.
func splitSentences(text string) []string {
	var out []string
	rs := []rune(text)
	start := 0
	for i, r := range rs {
		if r != '.' && r != '!' && r != '?' && r != ';' {
			continue
		}
		if i+1 < len(rs) && rs[i+1] != ' ' && rs[i+1] != '\n' {
			continue
		}
		if s := strings.TrimSpace(string(rs[start : i+1])); len(Words(s)) > 0 {
			out = append(out, s)
		}
		start = i + 1
	}
	if s := strings.TrimSpace(string(rs[start:])); len(Words(s)) > 0 {
		out = append(out, s)
	}
	return out
}

// partial reports whether the glossary's translation is a document that
// restates part of the rules only (a player aid): a clause it does not
// render is no finding.
func (g *Glossary) partial() bool {
	for _, e := range g.Entries {
		if e.Kind == kindDocument && e.Canonical == "aid" {
			return true
		}
	}
	return false
}

// clauseRef is a reference to a clause inside a clause's text ("(DRAW-2)",
// "In place of KEY-SPLAY:"), which the translation need not say.
var clauseRef = regexp.MustCompile(`(?:In place of (?:the rule that opens "[^"]*"|[A-Z]+(?:-[A-Z0-9]+)+): )|\s*\((?:see )?[A-Z]+(?:-[A-Z0-9]+)+[^)]*\)|[A-Z]+(?:-[A-Z0-9]+)+`)

// SourceText returns a clause's text as a translator reads it: without
// the translated hints in brackets and the references to other clauses.
func SourceText(text string) string {
	text = bracketed.ReplaceAllString(text, "")
	text = clauseRef.ReplaceAllString(text, "")
	return strings.Join(strings.Fields(strings.ReplaceAll(text, " ,", ",")), " ")
}
