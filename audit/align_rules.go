package audit

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// Paragraph is one unit of a translated rulebook that the aligner places:
// lines between blank lines, bullets and extraction marks.
type Paragraph struct {
	First, Last int    // its first and last lines, from 1
	Text        string // its lines joined, a word cut by a hyphen mended
	// Clause is the clause a translation file pins the paragraph to (the id
	// of its XLIFF unit, the context of its PO entry), or "".
	Clause string
}

// Paragraphs cuts the lines of a rulebook into paragraphs: a blank line,
// a line that starts a bullet ("•") and an extraction's mark end one.
func Paragraphs(lines []string) []Paragraph {
	var out []Paragraph
	var cur *Paragraph
	flush := func() {
		if cur != nil && len(Words(cur.Text)) > 0 {
			out = append(out, *cur)
		}
		cur = nil
	}
	for i, raw := range lines {
		n := i + 1
		t := strings.TrimSpace(raw)
		if extractionMark.MatchString(t) {
			flush()
			t = strings.TrimSpace(extractionMark.ReplaceAllString(t, " "))
		}
		if t == "" {
			// A word cut at the end of a line goes on after a blank line.
			if cur == nil || !cutWord.MatchString(cur.Text) {
				flush()
			}
			continue
		}
		if cur != nil && cur.Last < n-1 && !startsSmall(t) {
			flush()
		}
		if strings.HasPrefix(t, "•") {
			flush()
		}
		if cur == nil {
			cur = &Paragraph{First: n, Last: n, Text: t}
			continue
		}
		cur.Last = n
		if cut, ok := strings.CutSuffix(cur.Text, "-"); ok && !strings.HasSuffix(cut, " ") {
			cur.Text = cut + t
		} else {
			cur.Text += " " + t
		}
	}
	flush()
	return out
}

// cutWord matches a text that ends in a word cut by a hyphen ("supplé-").
var cutWord = regexp.MustCompile(`\p{Ll}-$`)

// startsSmall reports whether a line starts with a small letter.
func startsSmall(t string) bool {
	for _, r := range t {
		return unicode.IsLower(r)
	}
	return false
}

// Pair is a clause (or two) and the passage of the translation aligned
// with it.
type Pair struct {
	Clauses []string // the clause IDs, in order
	Ranges  [][2]int // the lines of the passage, first and last
	Text    string   // the passage
	// Confidence is how sure the aligner is of the pair, from 0 to 1: the
	// weighted share of rule terms, numbers and names the two sides have in
	// common. A pair an alignment file or a translation file pins has 1.
	Confidence float64
	// OutOfOrder marks a pair found outside the order of the rulebook,
	// after the ordered alignment left its clause unmatched.
	OutOfOrder bool
	Variant    string // the rule variant an alignment file names, if any
}

// Line returns the passage's first line.
func (p Pair) Line() int {
	if len(p.Ranges) == 0 {
		return 0
	}
	return p.Ranges[0][0]
}

// Thresholds of the aligner: a pair of the ordered alignment needs a
// similarity above alignThreshold, one found out of order above
// outOfOrderThreshold.
const (
	alignThreshold      = 0.22
	outOfOrderThreshold = 0.40
	// pairedThreshold is what each of two clauses sharing a paragraph
	// needs.
	pairedThreshold = 0.50
)

// features is a weighted bag of what a text says: its concepts, and the
// literal words a clause gives as hints ("lit archiver").
type features map[string]float64

// AlignRules aligns the paragraphs of a rulebook with the clauses in
// order: a dynamic programme over both sequences (in the manner of the
// length- and dictionary-based aligners of translation tools) whose moves
// match one clause with one to four paragraphs, two clauses with one
// paragraph, or leave a clause or a paragraph out, and whose score is the
// weighted share of concepts (numbers, glossary terms, names) the two
// sides have in common. Clauses the ordered alignment leaves out are then
// looked for anywhere in the rulebook, with a higher threshold. Paragraphs
// pinned to a clause are paired with it and taken out of the search.
func AlignRules(clauses []ClauseText, paras []Paragraph, original, translated *Glossary) []Pair {
	idf := clauseIDF(clauses, original)
	cf := make([]features, len(clauses))
	for i, c := range clauses {
		cf[i] = clauseFeatures(c.Text, original, idf)
	}
	pf := make([]features, len(paras))
	for i, p := range paras {
		pf[i] = paragraphFeatures(p.Text, translated, idf)
	}
	var out []Pair
	pinned := map[string]bool{}
	var freeC, freeP []int
	seen := map[string]bool{}
	for j, p := range paras {
		// A paragraph that repeats an earlier one is a copy the layout
		// prints twice (a player aid, a card): the first stands for both.
		key := strings.Join(Words(p.Text), " ")
		if seen[key] || repeats(key) {
			continue
		}
		seen[key] = true
		// An example states no rule: it renders no clause.
		if p.Clause == "" && isAside(translated, p.Text) {
			continue
		}
		if p.Clause != "" {
			pinned[p.Clause] = true
			out = append(out, Pair{Clauses: []string{p.Clause}, Ranges: [][2]int{{p.First, p.Last}}, Text: p.Text, Confidence: 1})
			continue
		}
		freeP = append(freeP, j)
	}
	for i, c := range clauses {
		if !pinned[c.ID] {
			freeC = append(freeC, i)
		}
	}
	simOf := func(cs, ps []int) float64 {
		a, b := features{}, features{}
		for _, i := range cs {
			for k, w := range cf[i] {
				a[k] = w
			}
		}
		for _, j := range ps {
			for k, w := range pf[j] {
				b[k] = w
			}
		}
		return similarity(a, b)
	}
	beads := alignSequences(len(freeC), len(freeP), func(i0, i1, j0, j1 int) float64 {
		// Each clause of a bead counts by what the paragraphs say of it
		// alone: two clauses share a paragraph only when it says both.
		total := 0.0
		for i := i0; i < i1; i++ {
			s := simOf(freeC[i:i+1], freeP[j0:j1])
			if i1-i0 > 1 && s < pairedThreshold {
				return -1
			}
			total += s - alignThreshold
		}
		return total - 0.02*float64(j1-j0-1)
	}, func(i, j int) float64 { return 0 }, 0)
	used := map[int]bool{}
	matched := map[int]bool{}
	for _, b := range beads {
		if !b.Matched() {
			continue
		}
		cs, ps := freeC[b.SrcFrom:b.SrcTo], freeP[b.TgtFrom:b.TgtTo]
		s := simOf(cs, ps)
		if s <= alignThreshold {
			continue
		}
		out = append(out, makePair(clauses, paras, cs, ps, s, false))
		for _, i := range cs {
			matched[i] = true
		}
		for _, j := range ps {
			used[j] = true
		}
	}
	// A clause the ordered alignment paired too weakly to compare, or not
	// at all, takes a
	// paragraph found anywhere that says it much better: the best such
	// pairs first, each paragraph once; a paragraph the ordered alignment
	// gave another clause only when it says this one well too.
	type candidate struct {
		sim  float64
		i, j int
		at   int // the clause's weak pair in out, or -1
	}
	var cands []candidate
	for _, i := range freeC {
		have, at := 0.0, -1
		for k, p := range out {
			if len(p.Clauses) == 1 && p.Clauses[0] == clauses[i].ID && !pinned[p.Clauses[0]] {
				have, at = p.Confidence, k
			}
		}
		if matched[i] && (at < 0 || have >= minCompared) {
			continue
		}
		for _, j := range freeP {
			s := simOf([]int{i}, []int{j})
			if s <= outOfOrderThreshold || used[j] && s < pairedThreshold || at >= 0 && s <= have+0.15 {
				continue
			}
			cands = append(cands, candidate{s, i, j, at})
		}
	}
	sort.SliceStable(cands, func(a, b int) bool { return cands[a].sim > cands[b].sim })
	taken, placed := map[int]bool{}, map[int]bool{}
	for _, c := range cands {
		if taken[c.j] || placed[c.i] {
			continue
		}
		taken[c.j], placed[c.i] = true, true
		p := makePair(clauses, paras, []int{c.i}, []int{c.j}, c.sim, true)
		if c.at >= 0 {
			out[c.at] = p
		} else {
			out = append(out, p)
		}
	}
	order := map[string]int{}
	for i, c := range clauses {
		order[c.ID] = i
	}
	sort.SliceStable(out, func(a, b int) bool { return order[out[a].Clauses[0]] < order[out[b].Clauses[0]] })
	return out
}

func makePair(clauses []ClauseText, paras []Paragraph, cs, ps []int, sim float64, outOfOrder bool) Pair {
	p := Pair{Confidence: math.Round(sim*100) / 100, OutOfOrder: outOfOrder}
	for _, i := range cs {
		p.Clauses = append(p.Clauses, clauses[i].ID)
	}
	var texts []string
	for _, j := range ps {
		p.Ranges = append(p.Ranges, [2]int{paras[j].First, paras[j].Last})
		texts = append(texts, paras[j].Text)
	}
	p.Text = strings.Join(texts, "\n")
	return p
}

// clauseIDF weighs each feature of the clauses by how few clauses have
// it: log(1 + N/df).
func clauseIDF(clauses []ClauseText, g *Glossary) map[string]float64 {
	df := map[string]int{}
	for _, c := range clauses {
		for k := range clauseFeatures(c.Text, g, nil) {
			df[k]++
		}
	}
	out := map[string]float64{}
	for k, n := range df {
		out[k] = math.Log(1 + float64(len(clauses))/float64(n))
	}
	return out
}

// alignKinds are the kinds of concept the aligner compares: the words a
// clause and its translation both say, whatever the wording.
var alignKinds = map[string]bool{KindNumber: true, KindAction: true, KindCondition: true, KindZone: true,
	KindSpecial: true, KindCard: true, KindWord: true, KindIcon: true, KindColor: true,
	kindModal: true, kindQuantity: true, kindDirection: true, kindComparison: true, kindConnective: true}

func clauseFeatures(text string, g *Glossary, idf map[string]float64) features {
	f := features{}
	for _, c := range conceptsIn(g, text) {
		if alignKinds[c.kind] {
			f[c.key()] = 1
		}
	}
	for _, w := range bracketWords(text) {
		f["lit "+w] = 1
	}
	return weigh(f, idf)
}

func paragraphFeatures(text string, g *Glossary, idf map[string]float64) features {
	f := features{}
	for _, c := range conceptsIn(g, text) {
		if alignKinds[c.kind] {
			f[c.key()] = 1
		}
	}
	for _, w := range Words(text) {
		f["lit "+w] = 1
	}
	return weigh(f, idf)
}

// weigh keeps the features idf knows, with their weight (nil: all, 1).
func weigh(f features, idf map[string]float64) features {
	if idf == nil {
		return f
	}
	out := features{}
	for k := range f {
		if w, ok := idf[k]; ok {
			out[k] = w
		}
	}
	return out
}

// similarity returns how much of clause features a a passage's features
// b cover, weighted, as an F-measure that counts the clause's share (the
// recall) four times as much as the passage's (the precision): a rulebook
// says more around a rule than its clause does.
func similarity(a, b features) float64 {
	var dot, na, nb float64
	for k, w := range a {
		na += w
		if _, ok := b[k]; ok {
			dot += w
		}
	}
	for _, w := range b {
		nb += w
	}
	if dot == 0 {
		return 0
	}
	r, p := dot/na, dot/nb
	return 5 * p * r / (4*p + r)
}

// repeats reports whether a text is mostly one phrase printed over and
// over, as an extraction gives the layers of a card's title.
func repeats(text string) bool {
	ws := strings.Fields(text)
	if len(ws) < 6 {
		return false
	}
	n := map[string]int{}
	for i := 0; i+3 <= len(ws); i++ {
		n[strings.Join(ws[i:i+3], " ")]++
	}
	most := 0
	for _, c := range n {
		most = max(most, c)
	}
	return most >= 3 && float64(most*3) > float64(len(ws))/2
}

// closestParagraphs returns, for each clause of ids, the paragraph that
// says the most of it and their similarity, for the finding that no
// passage renders the clause: the reader looks there first.
func closestParagraphs(clauses []ClauseText, ids []string, paras []Paragraph, original, translated *Glossary) map[string]Pair {
	idf := clauseIDF(clauses, original)
	want := map[string]bool{}
	for _, id := range ids {
		want[id] = true
	}
	pf := make([]features, len(paras))
	for j, p := range paras {
		pf[j] = paragraphFeatures(p.Text, translated, idf)
	}
	out := map[string]Pair{}
	for _, c := range clauses {
		if !want[c.ID] {
			continue
		}
		cf := clauseFeatures(c.Text, original, idf)
		best := Pair{Clauses: []string{c.ID}}
		for j, p := range paras {
			if s := similarity(cf, pf[j]); s > best.Confidence {
				best.Confidence, best.Ranges = math.Round(s*100)/100, [][2]int{{p.First, p.Last}}
			}
		}
		if best.Confidence > 0 {
			out[c.ID] = best
		}
	}
	return out
}
