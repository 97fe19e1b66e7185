package audit

import (
	"fmt"
	"strconv"
	"strings"
)

// The aspects of a card text that the contract check compares, each a
// class of mistake a translation can make.
const (
	AspectNumber    = "number"       // another fixed age
	AspectAndOr     = "and-or"       // « et » for « ou » or back
	AspectMay       = "may"          // may for must or back
	AspectCount     = "count"        // another number of cards
	AspectZone      = "zone"         // another zone, or another owner's
	AspectDirection = "direction"    // another splay direction
	AspectRelative  = "relative-age" // another age relative to a card
	AspectCompare   = "comparison"   // highest/lowest, more/fewer swapped
	AspectCondition = "condition"    // a condition added, dropped or read otherwise
	AspectSentence  = "sentence"     // an action omitted or added
	AspectTerm      = "term"         // a word the glossary does not give for the concept
	AspectTypo      = "typo"         // a spelling or grammar mistake
)

// Aspects lists the aspects, in the order reports give them.
var Aspects = []string{AspectNumber, AspectAndOr, AspectMay, AspectCount, AspectZone, AspectDirection,
	AspectRelative, AspectCompare, AspectCondition, AspectSentence, AspectTerm, AspectTypo}

// verbClause is the rule clause that says what a verb does.
var verbClause = map[string]string{"draw": "DRAW-2", "meld": "KEY-MELD", "tuck": "KEY-TUCK", "score": "KEY-SCORE",
	"return": "KEY-RETURN", "transfer": "KEY-TRANSFER", "exchange": "KEY-EXCHANGE", "splay": "KEY-SPLAY",
	"unsplay": "KEY-SPLAY", "reveal": "KEY-REVEAL", "remove": "KEY-REMOVE", "win": "KEY-WIN", "claim": "ACHIEVE-1",
	"junk": "ULT-KEY-JUNK"}

// silentVerbs are contract steps a text need not say: a reveal that only
// shows a card, the end of an action.
var silentVerbs = map[string]bool{"reveal": true, "end": true, "execute": true, "rearrange": true, "unsplay": true}

// ContractCheck compares translated card texts with the terms of their
// contracts.
type ContractCheck struct {
	Terms    *ContractTerms
	Edition  string // the edition the translation follows: "1st", "3rd" or "4th"
	Glossary *Glossary
	Morph    *Morphology
	// Variants are the names of the game's rule variants, for the advice
	// a finding gives.
	Variants map[string]bool
}

// Compare returns the findings of texts against their contracts, and
// notes on the texts it could not check.
func (cc *ContractCheck) Compare(texts []CardText) (findings []Finding, notes []string, err error) {
	var all []string
	for _, t := range texts {
		all = append(all, t.Text)
	}
	r, err := newTermReader(cc.Glossary, cc.Morph, all)
	if err != nil {
		return nil, nil, err
	}
	for _, t := range texts {
		steps, ok := cc.Terms.Effect(t.Effect, cc.Edition)
		if !ok {
			notes = append(notes, fmt.Sprintf("%s:%d: %s has no contract terms in the %s edition: not compared with a contract", t.File, t.Line, t.Effect, cc.Edition))
			continue
		}
		findings = append(findings, cc.compare(t, r.read(t.Text), steps)...)
	}
	return findings, notes, nil
}

// effectCheck gathers the findings of one text.
type effectCheck struct {
	cc    *ContractCheck
	t     CardText
	steps []Step
	out   []Finding
}

func (e *effectCheck) add(class, aspect, quote string, at *Step, format string, args ...any) *Finding {
	f := Finding{Class: class, Aspect: aspect, Subject: e.t.Effect, File: e.t.File, Line: e.t.Line, Quote: quote,
		Message: fmt.Sprintf(format, args...)}
	if at == nil && len(e.steps) > 0 {
		at = &e.steps[0]
	}
	if at != nil {
		f.Contract = at.Source
		f.Clause = verbClause[at.Verb]
		if at.Variant != "" && e.cc.Variants[at.Variant] {
			f.Variant = at.Variant
			f.Message += fmt.Sprintf("; the variant %s plays the text's reading (dogma audit variants --variant %s measures how often it changes games)", at.Variant, at.Variant)
		}
	}
	e.out = append(e.out, f)
	return &e.out[len(e.out)-1]
}

// first returns the first contract step that passes ok, or nil.
func (e *effectCheck) first(ok func(s *Step) bool) *Step {
	for i := range e.steps {
		if ok(&e.steps[i]) {
			return &e.steps[i]
		}
	}
	return nil
}

func (cc *ContractCheck) compare(t CardText, tt *textTerms, steps []Step) []Finding {
	e := &effectCheck{cc: cc, t: t, steps: steps}
	e.verbs(tt)
	e.ages(tt)
	e.counts(tt)
	e.zones(tt)
	e.directions(tt)
	e.relatives(tt)
	e.comparisons(tt)
	e.conditions(tt)
	e.may(tt)
	e.andOr(tt)
	return e.out
}

// verbs compares the actions: one said in place of another is a term,
// one omitted or added a sentence, an unknown action word a term.
func (e *effectCheck) verbs(tt *textTerms) {
	said := map[string]string{}
	var saidOrder []string
	for _, s := range tt.steps {
		if _, ok := said[s.Verb]; !ok {
			said[s.Verb] = s.quote
			saidOrder = append(saidOrder, s.Verb)
		}
	}
	var missing []*Step
	seen := map[string]bool{}
	for i := range e.steps {
		s := &e.steps[i]
		if silentVerbs[s.Verb] || seen[s.Verb] {
			continue
		}
		seen[s.Verb] = true
		if _, ok := said[s.Verb]; !ok {
			missing = append(missing, s)
		}
	}
	var added []string
	for _, v := range saidOrder {
		if !seen[v] && e.first(func(s *Step) bool { return s.Verb == v }) == nil {
			added = append(added, v)
		}
	}
	unknown := tt.unknown
	for len(missing) > 0 && len(added) > 0 {
		m, a := missing[0], added[0]
		e.add(Different, AspectTerm, said[a], m, "the text says %q where the contract does %q", a, m.Verb)
		missing, added = missing[1:], added[1:]
	}
	for len(missing) > 0 && len(unknown) > 0 {
		m := missing[0]
		e.add(Term, AspectTerm, unknown[0], m, "« %s » is no glossary term; the contract's %q is not said with the glossary's word", unknown[0], m.Verb)
		missing, unknown = missing[1:], unknown[1:]
	}
	for _, w := range unknown {
		e.add(Term, AspectTerm, w, nil, "« %s » is no glossary term", w)
	}
	// A misspelt word may be the action: the spelling check reports it.
	missing = missing[min(len(tt.misspelt), len(missing)):]
	for _, m := range missing {
		e.add(Missing, AspectSentence, "", m, "the contract does %q; the text does not say it", m.Verb)
	}
	for _, a := range added {
		e.add(Addition, AspectSentence, said[a], nil, "the text says %q; the contract never does it", a)
	}
}

// ages compares the fixed ages drawn.
func (e *effectCheck) ages(tt *textTerms) {
	draw := e.first(func(s *Step) bool { return s.Verb == "draw" })
	if draw == nil {
		return
	}
	fixed := map[string]*Step{}
	for i := range e.steps {
		s := &e.steps[i]
		if s.Verb == "draw" && isNumber(s.Age) {
			fixed[s.Age] = s
		}
	}
	for _, a := range sortedKeys(tt.ages) {
		if fixed[a] != nil {
			continue
		}
		var want []string
		for _, k := range sortedKeys(fixed) {
			want = append(want, "a "+k)
		}
		if len(want) == 0 {
			want = []string{"no fixed age"}
		}
		e.add(Different, AspectNumber, tt.ages[a], draw, "the text draws a %s; the contract draws %s", a, strings.Join(want, " or "))
	}
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// counts compares how many cards each action moves.
func (e *effectCheck) counts(tt *textTerms) {
	done := map[string]bool{}
	for _, s := range tt.steps {
		if s.Count == "" || done[s.Verb] {
			continue
		}
		var same []*Step
		for i := range e.steps {
			c := &e.steps[i]
			if c.Verb == s.Verb && (s.Verb != "draw" || s.Age == "" || c.Age == s.Age) {
				same = append(same, c)
			}
		}
		if len(same) == 0 {
			continue
		}
		ok := false
		for _, c := range same {
			ok = ok || countFits(s.Count, c.Count, c.Repeat != "")
		}
		want := same[0].Count
		if s.Verb == "draw" && len(same) > 1 {
			// Draws of one age are one count: « deux 4 » is two draws of a 4.
			want = drawTotal(same)
			ok = ok || countFits(s.Count, want, false)
		}
		if !ok {
			done[s.Verb] = true
			e.add(Different, AspectCount, s.quote, same[0], "the text %ss %s; the contract %ss %s", s.Verb, countWords(s.Count), s.Verb, countWords(want))
		}
	}
}

// drawTotal returns how many cards draws of one age draw together, or
// "n" when one of them depends on the position.
func drawTotal(steps []*Step) string {
	n := 0
	for _, s := range steps {
		c, err := strconv.Atoi(s.Count)
		if err != nil || s.Repeat != "" {
			return "n"
		}
		n += c
	}
	return strconv.Itoa(n)
}

// countFits reports whether a count a text says fits the contract's.
func countFits(text, contract string, repeated bool) bool {
	if contract == "" || contract == "n" || text == contract || repeated {
		return true
	}
	lo, hi, ranged := strings.Cut(contract, "-")
	if !ranged {
		return text == "1" && contract == "all"
	}
	if strings.Contains(text, "-") {
		return false // another range: « jusqu'à deux » for « jusqu'à trois »
	}
	n, err := strconv.Atoi(text)
	if err != nil {
		return hi == "n" && text == "all"
	}
	l, _ := strconv.Atoi(lo)
	if hi == "n" {
		return n >= l
	}
	h, err := strconv.Atoi(hi)
	return err == nil && n >= l && n <= h
}

func countWords(c string) string {
	switch {
	case c == "all":
		return "every card"
	case c == "n" || c == "":
		return "as many cards as the position gives"
	case strings.HasPrefix(c, "0-"):
		return "up to " + c[2:]
	case c == "1":
		return "one card"
	}
	return c + " cards"
}

// zones compares where the moved cards come from and go to.
func (e *effectCheck) zones(tt *textTerms) {
	for _, s := range tt.steps {
		for _, side := range []string{"from", "to"} {
			z := s.From
			if side == "to" {
				z = s.To
			}
			if z == "" {
				continue
			}
			var first *Step
			ok := false
			for i := range e.steps {
				c := &e.steps[i]
				if c.Verb != s.Verb {
					continue
				}
				cz := c.From
				if side == "to" {
					cz = c.To
				}
				if first == nil {
					first = c
				}
				ok = ok || zoneFits(z, cz)
			}
			if first != nil && !ok {
				cz := first.From
				if side == "to" {
					cz = first.To
				}
				e.add(Different, AspectZone, s.quote, first, "the text %ss %s %s; the contract %s %s", s.Verb, side, zoneWords(z), side, zoneWords(cz))
				break
			}
		}
	}
}

// zoneFits reports whether a zone a text names fits the contract's: the
// same kind (a board and its top or bottom cards are one), the same owner
// when the text names one.
func zoneFits(text, contract string) bool {
	if contract == "" || contract == "n" {
		return true
	}
	tk, to, _ := strings.Cut(text, ":")
	ck, co, _ := strings.Cut(contract, ":")
	board := map[string]bool{"board": true, "top": true, "bottom": true}
	if tk != ck && !(board[tk] && board[ck]) {
		return false
	}
	return to == "" || co == "" || co == "any" || to == co
}

func zoneWords(z string) string {
	kind, owner, _ := strings.Cut(z, ":")
	names := map[string]string{"hand": "hand", "score": "score pile", "board": "board", "top": "top cards",
		"bottom": "bottom cards", "supply": "supply", "achievements": "achievements"}
	owners := map[string]string{"me": "your", "activator": "my (the activator's)", "opponent": "an opponent's", "any": "any player's"}
	n := names[kind]
	if n == "" {
		n = kind
	}
	if o := owners[owner]; o != "" {
		return o + " " + n
	}
	return n
}

// directions compares the splay directions.
func (e *effectCheck) directions(tt *textTerms) {
	for _, s := range tt.steps {
		if s.Verb != "splay" || s.Direction == "" {
			continue
		}
		var first *Step
		ok := false
		for i := range e.steps {
			c := &e.steps[i]
			if c.Verb == "splay" && c.Direction != "" {
				if first == nil {
					first = c
				}
				ok = ok || c.Direction == s.Direction
			}
		}
		if first != nil && !ok {
			e.add(Different, AspectDirection, s.quote, first, "the text splays %s; the contract splays %s", s.Direction, first.Direction)
		}
	}
}

// relatives compares the ages relative to a card (« supérieure de un »).
func (e *effectCheck) relatives(tt *textTerms) {
	rel := map[string]*Step{}
	for i := range e.steps {
		s := &e.steps[i]
		if strings.HasPrefix(s.Age, "+") || strings.HasPrefix(s.Age, "-") {
			rel[s.Age] = s
		}
	}
	for _, r := range sortedKeys(tt.relatives) {
		if rel[r] != nil {
			continue
		}
		want := sortedKeys(rel)
		at := e.first(func(s *Step) bool { return s.Verb == "draw" })
		if len(want) == 0 {
			e.add(Different, AspectRelative, tt.relatives[r], at, "the text draws an age %s relative to a card; the contract draws no relative age", r)
			continue
		}
		e.add(Different, AspectRelative, tt.relatives[r], rel[want[0]], "the text draws an age %s relative to a card; the contract draws %s", r, strings.Join(want, " or "))
	}
}

// comparisons compares highest/lowest and more/fewer.
func (e *effectCheck) comparisons(tt *textTerms) {
	opposite := map[string]string{"highest": "lowest", "lowest": "highest", "more": "fewer", "fewer": "more"}
	check := func(said map[string]string, field func(*Step) string, clause string) {
		for _, x := range sortedKeys(said) {
			has := e.first(func(s *Step) bool { return field(s) == x })
			other := e.first(func(s *Step) bool { return field(s) == opposite[x] })
			if has == nil && other != nil {
				f := e.add(Different, AspectCompare, said[x], other, "the text says %s; the contract reads the %s", x, opposite[x])
				if clause != "" {
					f.Clause = clause
				}
			}
		}
	}
	check(tt.extremes, func(s *Step) string { return s.Extreme }, "KEY-HILO")
	check(tt.compares, func(s *Step) string { return s.Compare }, "")
}

// conditions compares what the steps wait for.
func (e *effectCheck) conditions(tt *textTerms) {
	said := map[string]bool{}
	for _, s := range tt.steps {
		said[s.Verb] = true
	}
	ifDone := e.first(func(s *Step) bool { return s.Condition == "if-you-do" && said[s.Verb] })
	// A step done again is done again on a condition (« si elle produit
	// une couronne, recommencez »).
	anyIf := e.first(func(s *Step) bool { return s.Condition != "" || s.Repeat == "again" })
	variant := e.first(func(s *Step) bool { return s.Variant != "" })
	switch {
	case tt.conditions["if-affected"] != "":
		q := tt.conditions["if-affected"]
		switch {
		case variant != nil:
			f := e.add(Different, AspectCondition, q, variant, "the text makes the follow-up happen to every affected player; the contract does it only if the demand moved a card (if you do)")
			f.Clause = "DOGMA-5"
		case e.first(func(s *Step) bool { return s.Condition == "if-you-do" }) == nil:
			e.add(Addition, AspectCondition, q, nil, "the text sets a condition the contract does not have")
		}
	case tt.conditions["if-you-do"] != "" && anyIf == nil:
		e.add(Addition, AspectCondition, tt.conditions["if-you-do"], nil, "the text makes a step depend on another; the contract does every step unconditionally")
	case tt.conditions["if"] != "" && anyIf == nil:
		e.add(Addition, AspectCondition, tt.conditions["if"], nil, "the text sets a condition the contract does not have")
	case len(tt.conditions) == 0 && ifDone != nil:
		f := e.add(Missing, AspectCondition, "", ifDone, "the contract does %q only if an earlier step happened (if you do); the text sets no condition", ifDone.Verb)
		f.Clause = "DOGMA-8"
	}
}

// may compares what the player may decline.
func (e *effectCheck) may(tt *textTerms) {
	may := e.first(func(s *Step) bool { return s.May })
	switch {
	case tt.may != "" && may == nil:
		f := e.add(Addition, AspectMay, tt.may, nil, "the text says « may »; the contract makes every step compulsory")
		f.Clause = "DOGMA-8"
	case tt.may == "" && may != nil:
		f := e.add(Missing, AspectMay, "", may, "the contract lets the player decline %q; the text has no « may »", may.Verb)
		f.Clause = "DOGMA-8"
	}
}

// andOr compares alternatives with conjunctions.
func (e *effectCheck) andOr(tt *textTerms) {
	choiceColors := e.first(func(s *Step) bool { return strings.Contains(s.Colors, "|") })
	oneColor := e.first(func(s *Step) bool { return s.Colors != "" && !strings.Contains(s.Colors, "|") })
	choice := e.first(func(s *Step) bool { return s.Choice })
	switch {
	case tt.orColors != "" && choiceColors == nil && oneColor != nil:
		e.add(Different, AspectAndOr, tt.orColors, oneColor, "the text offers one color or the other; the contract acts on %s", oneColor.Colors)
	case tt.andColors != "" && choiceColors != nil:
		e.add(Different, AspectAndOr, tt.andColors, choiceColors, "the text acts on both colors; the contract on one of %s", strings.ReplaceAll(choiceColors.Colors, "|", ", "))
	}
	if tt.orVerbs != "" && choice == nil {
		e.add(Different, AspectAndOr, tt.orVerbs, nil, "the text offers a choice between actions; the contract does them all")
	}
}
