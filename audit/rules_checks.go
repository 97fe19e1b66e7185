package audit

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/dogma-engine/dogma/internal/clip"
)

// The checks of a clause against its passage, by the class of error each
// finds.
const (
	CheckNumbers     = "numbers"     // a number of the clause differs or is gone
	CheckAndOr       = "and-or"      // "or" read "and", or the reverse
	CheckMayMust     = "may-must"    // an option made compulsory, or the reverse
	CheckCounts      = "counts"      // all, each, at least, at most, a single, none
	CheckZones       = "zones"       // hand, board, score pile, supply, achievements, box
	CheckDirections  = "directions"  // left, right, up, clockwise
	CheckComparisons = "comparisons" // highest, lowest, more, fewer, most, as many
	CheckConditions  = "conditions"  // if, unless
	CheckOmitted     = "omitted"     // a sentence of the clause with no counterpart
	CheckAdded       = "added"       // a sentence of the passage that no clause says
	CheckTerms       = "terms"       // a key term of the clause (an action, a name) is not rendered
)

// minSentenceSimilarity is the similarity below which two sentences the
// length model pairs are not compared word for word, when the clause's
// says enough (three concepts) to tell; a pair the aligner found
// (rather than one a file pins) needs minAlignedSentenceSimilarity: a
// rulebook's paragraph says more than its clause, and its sentences pair
// less surely.
const (
	minSentenceSimilarity        = 0.3
	minAlignedSentenceSimilarity = 0.5
)

// Checks lists the checks of a pair, in the order findings give them.
var Checks = []string{CheckNumbers, CheckAndOr, CheckMayMust, CheckCounts, CheckZones, CheckDirections,
	CheckComparisons, CheckConditions, CheckOmitted, CheckAdded, CheckTerms}

// comparePair compares a clause (in the original's language, read
// through orig) with the passage that renders it (read through tr) and
// returns what each check finds. The sentences of both are aligned first
// (compareSentences): a sentence of the clause with no counterpart is
// omitted, one of the passage that states a rule is added, and the
// concepts of each pair of sentences are compared (compareConcepts). The
// findings quote the passage's words and name the clause as subject; file
// and line are the caller's.
func comparePair(subject, clause, passage string, orig, tr *Glossary) []Checked {
	return comparePairAt(subject, clause, passage, orig, tr, false)
}

// comparePairAt is comparePair for a pair the aligner found (aligned) or
// a file pinned.
func comparePairAt(subject, clause, passage string, orig, tr *Glossary, aligned bool) []Checked {
	src := splitSentences(bracketed.ReplaceAllString(clause, ""))
	var tgt []string
	for _, s := range splitSentences(passage) {
		if !isAside(tr, s) {
			tgt = append(tgt, s)
		}
	}
	if len(src) == 0 || len(tgt) == 0 {
		return compareConcepts(subject, conceptsIn(orig, clause), conceptsIn(tr, passage))
	}
	var out []Checked
	for _, b := range alignSentences(src, tgt, orig, tr) {
		switch {
		case b.SrcTo > b.SrcFrom && b.TgtTo == b.TgtFrom:
			out = append(out, Checked{CheckOmitted, Finding{Class: Missing, Subject: subject,
				Message: "a sentence of the clause has no counterpart in the passage: " + clip.Text(src[b.SrcFrom], 90)}})
		case b.TgtTo > b.TgtFrom && b.SrcTo == b.SrcFrom:
			if s := tgt[b.TgtFrom]; statesRule(conceptsIn(tr, s)) {
				out = append(out, Checked{CheckAdded, Finding{Class: Addition, Subject: subject, Quote: clip.Text(s, 90),
					Message: "a sentence of the passage says something the clause does not"}})
			}
		default:
			want := conceptsIn(orig, strings.Join(src[b.SrcFrom:b.SrcTo], " "))
			got := conceptsIn(tr, strings.Join(tgt[b.TgtFrom:b.TgtTo], " "))
			// Sentences that share too little are paired by their length
			// alone: their words are not compared.
			wf := sentenceFeatures(want)
			sim := similarity(wf, sentenceFeatures(got))
			least := minSentenceSimilarity
			if aligned {
				least = minAlignedSentenceSimilarity
			}
			// One sentence on each side pair for sure.
			if len(wf) >= 3 && sim < least && (len(src) > 1 || len(tgt) > 1) {
				continue
			}
			out = append(out, compareConcepts(subject, want, got)...)
		}
	}
	// One finding a check and message.
	seen := map[string]bool{}
	kept := out[:0]
	for _, c := range out {
		k := c.Check + "\x00" + c.Message
		if !seen[k] {
			seen[k] = true
			kept = append(kept, c)
		}
	}
	return kept
}

// tally counts the concepts of a text by kind and canonical name, and
// keeps the words of the first of each.
type tally struct {
	n     map[string]map[string]int
	quote map[string]map[string]string
}

func newTally(cs []concept) tally {
	t := tally{n: map[string]map[string]int{}, quote: map[string]map[string]string{}}
	for _, c := range cs {
		if t.n[c.kind] == nil {
			t.n[c.kind], t.quote[c.kind] = map[string]int{}, map[string]string{}
		}
		t.n[c.kind][c.canonical]++
		if _, ok := t.quote[c.kind][c.canonical]; !ok {
			t.quote[c.kind][c.canonical] = c.text
		}
	}
	return t
}

func (t tally) has(kind, canonical string) bool { return t.n[kind][canonical] > 0 }

// compareConcepts compares the concepts a clause's sentences say (want)
// with those of the passage's sentences that render them (got).
func compareConcepts(subject string, wantCs, gotCs []concept) []Checked {
	var out []Checked
	add := func(check, class, quote, format string, args ...any) {
		out = append(out, Checked{check, Finding{Class: class, Subject: subject, Quote: quote, Message: fmt.Sprintf(format, args...)}})
	}
	want, got := newTally(wantCs), newTally(gotCs)
	// missing: the names one side has and the other not at all; fewer,
	// more: those one side has more times than the other.
	missing := func(kind string) (lost []string) {
		for _, k := range sortedKeys(want.n[kind]) {
			if !got.has(kind, k) {
				lost = append(lost, k)
			}
		}
		return lost
	}
	counted := func(kind string) (lost, extra []string) {
		for _, k := range sortedKeys(want.n[kind]) {
			if want.n[kind][k] > got.n[kind][k] {
				lost = append(lost, k)
			}
		}
		for _, k := range sortedKeys(got.n[kind]) {
			if got.n[kind][k] > want.n[kind][k] {
				extra = append(extra, k)
			}
		}
		return lost, extra
	}
	quotes := func(kind string, keys []string) string {
		var q []string
		for _, k := range keys {
			q = append(q, got.quote[kind][k])
		}
		return strings.Join(q, ", ")
	}

	// Numbers: one the clause gives and the passage replaces, or does not
	// give at all. A number of the passage alone is an example's.
	if lost, extra := counted(KindNumber); len(lost) > 0 && len(extra) > 0 {
		add(CheckNumbers, Different, quotes(KindNumber, extra), "the clause has %s; the passage has %s instead", numbers(lost), strings.Join(extra, ", "))
	} else if lost := missing(KindNumber); len(lost) > 0 {
		add(CheckNumbers, Missing, "", "the clause has %s; the passage does not", numbers(lost))
	}

	// And/or.
	wantOr := want.has(kindConjunction, "or") || want.has(kindConjunction, "nor")
	gotOr := got.has(kindConjunction, "or") || got.has(kindConjunction, "nor")
	switch {
	case wantOr && !gotOr && got.has(kindConjunction, "and"):
		add(CheckAndOr, Different, got.quote[kindConjunction]["and"], "the clause says \"or\"; the passage says only \"and\"")
	case !wantOr && gotOr && want.has(kindConjunction, "and"):
		add(CheckAndOr, Different, got.quote[kindConjunction]["or"], "the clause says \"and\", never \"or\"; the passage says \"or\"")
	}

	// May/must: an option of the clause must stay one, and what the
	// clause states as a fact or a duty must not become an option.
	switch {
	case want.has(kindModal, "may") && !got.has(kindModal, "may") && got.has(kindModal, "must"):
		add(CheckMayMust, Different, got.quote[kindModal]["must"], "the clause lets the player choose (\"may\"); the passage makes it compulsory")
	case !want.has(kindModal, "may") && got.has(kindModal, "may") && !got.has(kindModal, "must"):
		add(CheckMayMust, Different, got.quote[kindModal]["may"], "the clause makes it compulsory; the passage makes it an option (\"may\")")
	case want.has(kindModal, "may") && got.has(kindModal, "must") && !want.has(kindModal, "must") && got.n[kindModal]["may"] < want.n[kindModal]["may"]:
		add(CheckMayMust, Different, got.quote[kindModal]["must"], "the clause lets the player choose (\"may\"); the passage makes it compulsory")
	}

	// Counts, zones, directions, comparisons: a word of the clause
	// replaced by another of its kind; directions and comparisons also
	// when one is lost.
	for _, k := range []struct {
		check, kind, what string
		lostToo           bool
	}{
		{CheckCounts, kindQuantity, "how many", false},
		{CheckZones, KindZone, "the zone", false},
		{CheckDirections, kindDirection, "the direction", true},
		{CheckComparisons, kindComparison, "the comparison", true},
	} {
		lost, extra := counted(k.kind)
		if k.kind == kindComparison {
			lost, extra = comparable(lost, extra)
		}
		switch {
		case len(lost) > 0 && len(extra) > 0:
			add(k.check, Different, quotes(k.kind, extra), "%s: the clause says %s; the passage says %s", k.what, strings.Join(lost, ", "), strings.Join(extra, ", "))
		case k.lostToo && len(missing(k.kind)) > 0:
			lost := slices.DeleteFunc(missing(k.kind), func(s string) bool { return s == "equal" })
			if k.kind == kindComparison {
				lost, _ = comparable(lost, sortedKeys(got.n[k.kind]))
			}
			if len(lost) == 0 {
				continue
			}
			add(k.check, Missing, "", "%s: the clause says %s; the passage does not", k.what, strings.Join(lost, ", "))
		}
	}

	// Conditions.
	switch {
	case want.has(kindConnective, "unless") != got.has(kindConnective, "unless"):
		q := got.quote[kindConnective]["unless"]
		if q == "" {
			q = got.quote[kindConnective]["if"]
		}
		add(CheckConditions, Different, q, "the clause says %s; the passage says %s", unlessOr(want), unlessOr(got))
	case want.has(kindConnective, "if") && !got.has(kindConnective, "if") && !got.has(kindModal, "must"):
		// A requirement ("il faut", "doit") states a condition too.
		add(CheckConditions, Missing, "", "the clause sets a condition (\"if\", \"when\"); the passage sets none")
	}

	// Terms: an action of the clause replaced by another, a name of the
	// clause not rendered.
	if lost, extra := counted(KindAction); len(lost) > 0 && len(extra) > 0 {
		add(CheckTerms, Different, quotes(KindAction, extra), "the clause says %s; the passage says %s", strings.Join(lost, ", "), strings.Join(extra, ", "))
	}
	for _, kind := range []string{KindSpecial, KindCard} {
		if lost, extra := counted(kind); len(lost) > 0 && len(extra) > 0 {
			add(CheckTerms, Different, quotes(kind, extra), "the clause names %s; the passage names %s", strings.Join(lost, ", "), strings.Join(extra, ", "))
		}
	}
	return out
}

func unlessOr(t tally) string {
	if t.has(kindConnective, "unless") {
		return "\"unless\""
	}
	return "no \"unless\""
}

// comparable keeps, of the comparisons one side lost and the other added,
// those a translation can swap: highest with lowest, more with fewer or as
// many, most with fewest. "Most" and "the highest" say one thing.
func comparable(lost, extra []string) ([]string, []string) {
	group := map[string]string{"highest": "hilo", "lowest": "hilo", "most": "hilo", "more": "more", "fewer": "more", "as-many": "more", "equal": "more"}
	same := map[string]string{"most": "highest"}
	norm := func(s string) string {
		if t, ok := same[s]; ok {
			return t
		}
		return s
	}
	var l2, e2 []string
	for _, l := range lost {
		for _, e := range extra {
			if group[l] == group[e] && norm(l) != norm(e) {
				l2, e2 = append(l2, l), append(e2, e)
			}
		}
	}
	if len(l2) == 0 {
		// A lost comparison is reported only when no other one of its
		// group stands in for it.
		for _, l := range lost {
			if !slicesHasGroup(extra, group[l], group) {
				l2 = append(l2, l)
			}
		}
		return l2, nil
	}
	return l2, e2
}

func slicesHasGroup(list []string, g string, group map[string]string) bool {
	for _, s := range list {
		if group[s] == g {
			return true
		}
	}
	return false
}

// alignSentences aligns the sentences of a clause with those of its
// passage: Gale and Church's length model, with the concepts they share.
func alignSentences(src, tgt []string, orig, tr *Glossary) []Bead {
	sf := make([]features, len(src))
	for i, s := range src {
		sf[i] = sentenceFeatures(conceptsIn(orig, s))
	}
	tf := make([]features, len(tgt))
	for j, s := range tgt {
		tf[j] = sentenceFeatures(conceptsIn(tr, s))
	}
	join := func(fs []features) features {
		out := features{}
		for _, f := range fs {
			for k, w := range f {
				out[k] = w
			}
		}
		return out
	}
	length := func(ss []string) float64 {
		n := 0
		for _, s := range ss {
			n += len([]rune(s))
		}
		return float64(n)
	}
	prior := map[[2]int]float64{{1, 1}: 0.89, {1, 2}: 0.089, {2, 1}: 0.089}
	return alignSequences(len(src), len(tgt), func(i0, i1, j0, j1 int) float64 {
		lp := lengthLogProb(length(src[i0:i1]), length(tgt[j0:j1]))
		sim := similarity(join(sf[i0:i1]), join(tf[j0:j1]))
		return math.Log(prior[[2]int{i1 - i0, j1 - j0}]) + lp + 6*(sim-0.3)
	}, func(i, j int) float64 { return math.Log(0.02) }, 5)
}

func sentenceFeatures(cs []concept) features {
	f := features{}
	for _, c := range cs {
		if alignKinds[c.kind] {
			f[c.key()] = 1
		}
	}
	return f
}

// statesRule reports whether a sentence's concepts state a rule: a
// number, an action, a modal verb or a condition.
func statesRule(cs []concept) bool {
	for _, c := range cs {
		switch c.kind {
		case KindNumber, KindAction, kindModal, kindConnective, KindCondition:
			return true
		}
	}
	return false
}

// lengthLogProb is Gale and Church's length model: the log of the
// probability that a passage of l2 characters translates one of l1, with
// c characters of French per character of English and variance s2 per
// character.
func lengthLogProb(l1, l2 float64) float64 {
	const c, s2 = 1.15, 6.8
	if l1 == 0 && l2 == 0 {
		return 0
	}
	mean := (l1 + l2/c) / 2
	d := (l2 - l1*c) / math.Sqrt(mean*s2)
	p := 2 * (1 - normalCDF(math.Abs(d)))
	return math.Log(math.Max(p, 1e-12))
}

func normalCDF(x float64) float64 { return 0.5 * (1 + math.Erf(x/math.Sqrt2)) }

// sortChecked orders findings by check, in the order of Checks.
func sortChecked(cs []Checked) {
	order := map[string]int{}
	for i, c := range Checks {
		order[c] = i
	}
	sort.SliceStable(cs, func(i, j int) bool { return order[cs[i].Check] < order[cs[j].Check] })
}
