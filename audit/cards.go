package audit

import (
	"fmt"
	"sort"
	"strings"
)

// MinPerformances is how many times the engine must have performed an
// effect before the audit trusts its signature.
const MinPerformances = 20

// CompareCards compares each translated text with the signature of its
// effect and returns the findings, in the order of the texts, then the
// terms used inconsistently across them. It also returns the effects it
// could not check (too rarely performed), as notes.
func CompareCards(texts []CardText, sigs map[string]*Signature, g *Glossary) (findings []Finding, notes []string) {
	var read []*textSignature
	for _, t := range texts {
		ts := readText(g, t.Text)
		read = append(read, ts)
		sig := sigs[t.Effect]
		if sig == nil || sig.Performances < MinPerformances {
			n := 0
			if sig != nil {
				n = sig.Performances
			}
			notes = append(notes, fmt.Sprintf("%s:%d: %s was performed %d times in the games played: not checked", t.File, t.Line, t.Effect, n))
			continue
		}
		findings = append(findings, compareCard(t, ts, sig, g)...)
	}
	findings = append(findings, termFindings(texts, read)...)
	return findings, notes
}

func compareCard(t CardText, ts *textSignature, sig *Signature, g *Glossary) []Finding {
	var out []Finding
	add := func(class, quote, format string, args ...any) *Finding {
		out = append(out, Finding{Class: class, Subject: t.Effect, File: t.File, Line: t.Line, Quote: quote, Message: fmt.Sprintf(format, args...)})
		return &out[len(out)-1]
	}
	// Keywords: what the engine does and the text does not say, and back.
	for _, k := range sig.Keys() {
		if sig.implicit[k] || 100*sig.Keywords[k] < sig.Performances {
			continue
		}
		if len(ts.actions[k]) == 0 {
			add(Missing, "", "the engine does %q in %d of %d performances; the text has no word for it", k, sig.Keywords[k], sig.Performances)
		}
	}
	for _, k := range sortedKeys(ts.actions) {
		if !sig.Has(k) {
			add(Addition, ts.actions[k][0], "the text says %q; the engine never does it in %d performances", k, sig.Performances)
		}
	}
	// Demand and "may".
	switch demand := ts.conditions["demand"]; {
	case sig.Demand && len(demand) == 0:
		add(Missing, "", "the engine performs it as a demand; the text does not demand")
	case !sig.Demand && len(demand) > 0:
		add(Different, demand[0], "the text demands; the engine performs it for every sharing player")
	}
	switch may := ts.conditions["may"]; {
	case sig.May && len(may) == 0:
		add(Missing, "", "the engine lets the player decline; the text has no « may »")
	case !sig.May && len(may) > 0:
		add(Addition, may[0], "the text says « may »; the engine never lets the player decline")
	}
	// Conditions of a demand's follow-up.
	if q := ts.conditions["if-affected"]; len(q) > 0 && sig.IfMoved {
		f := add(Different, q[0], "the text makes the follow-up happen to every affected player; the engine does it only when the demand transferred a card (if you do)")
		f.Variant = g.Reading("if-affected")
	}
	if q := ts.conditions["if-you-do"]; len(q) > 0 && sig.Demand && sig.unconditional() {
		add(Different, q[0], "the text makes the follow-up depend on the demand; the engine does it whether or not a card moved")
	}
	// Ages drawn.
	for _, age := range sortedInts(sig.Draws) {
		n, ok := ts.draws[age]
		switch {
		case !ok:
			add(Different, drawQuotes(ts), "the engine always draws %s; the text draws %s", ageCount(age, sig.Draws[age]), ageList(ts.draws))
		case n != sig.Draws[age]:
			add(Different, ts.drawQuote[age], "the engine draws %s; the text draws %s", ageCount(age, sig.Draws[age]), ageCount(age, n))
		}
	}
	for _, age := range sortedInts(ts.draws) {
		if _, ok := sig.Draws[age]; !ok && len(sig.Draws) == 0 {
			add(Different, ts.drawQuote[age], "the text draws %s; the engine draws no fixed age", ageCount(age, ts.draws[age]))
		}
	}
	return out
}

// termFindings reports a concept written with several terms across the
// texts: terms of one glossary family are one term.
func termFindings(texts []CardText, read []*textSignature) []Finding {
	type use struct {
		term, effect string
		line         int
	}
	families := map[string]map[string][]use{} // concept → family → uses
	for i, ts := range read {
		for _, m := range ts.matches {
			if m.Kind != KindAction && m.Kind != KindCondition {
				continue
			}
			concept := m.Kind + " " + m.Canonical
			fam := m.Family
			if families[concept] == nil {
				families[concept] = map[string][]use{}
			}
			families[concept][fam] = append(families[concept][fam], use{m.Text, texts[i].Effect, texts[i].Line})
		}
	}
	var out []Finding
	for _, concept := range sortedKeys(families) {
		fams := families[concept]
		if len(fams) < 2 {
			continue
		}
		// The families in the order the file first uses them.
		names := sortedKeys(fams)
		sort.SliceStable(names, func(i, j int) bool { return fams[names[i]][0].line < fams[names[j]][0].line })
		var parts, quotes []string
		for _, f := range names {
			u := fams[f][0]
			parts = append(parts, fmt.Sprintf("« %s » in %s (line %d) and %d more", u.term, u.effect, u.line, len(fams[f])-1))
			quotes = append(quotes, u.term)
		}
		_, name, _ := strings.Cut(concept, " ")
		out = append(out, Finding{Class: Term, Subject: name, File: texts[0].File, Line: fams[names[0]][0].line,
			Quote:   strings.Join(quotes, " / "),
			Message: fmt.Sprintf("%q is written %d ways: %s", name, len(fams), strings.Join(parts, "; "))})
	}
	return out
}

func (s *Signature) unconditional() bool {
	return s.Has("transfer") && s.Has("draw") && s.unmovedDrew > 0
}

func drawQuotes(ts *textSignature) string {
	var q []string
	for _, age := range sortedInts(ts.draws) {
		q = append(q, ts.drawQuote[age])
	}
	return strings.Join(q, " / ")
}

func ageCount(age, n int) string {
	if n == 1 {
		return fmt.Sprintf("a %d", age)
	}
	return fmt.Sprintf("%d %ds", n, age)
}

func ageList(draws map[int]int) string {
	if len(draws) == 0 {
		return "no fixed age"
	}
	var s []string
	for _, age := range sortedInts(draws) {
		s = append(s, ageCount(age, draws[age]))
	}
	return strings.Join(s, " and ")
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func sortedInts[V any](m map[int]V) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}
