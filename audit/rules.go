package audit

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/internal/clip"
)

// ClauseText is one rule clause and its text in the original language.
type ClauseText struct {
	ID, Text string
	// Settings are the settings of the configurations the clause holds in
	// ("edition=4th"); none: every configuration.
	Settings []string
}

// HoldsIn reports whether the clause holds in a configuration of
// settings: it names none, or one of settings.
func (c ClauseText) HoldsIn(settings []string) bool {
	if len(c.Settings) == 0 {
		return true
	}
	for _, s := range c.Settings {
		if slices.Contains(settings, s) {
			return true
		}
	}
	return false
}

// ParseClauses reads clause texts: one a line, ID<tab>text and, for a
// clause that holds in some configurations only, <tab> and their settings
// separated by spaces; # starts a comment line.
func ParseClauses(name string, r io.Reader) ([]ClauseText, error) {
	var out []ClauseText
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 2 || len(f) > 3 || f[0] == "" || f[1] == "" || (len(f) == 3 && strings.TrimSpace(f[2]) == "") {
			return nil, fmt.Errorf("%s:%d: want ID<tab>text[<tab>settings]", name, n)
		}
		c := ClauseText{ID: f[0], Text: f[1]}
		if len(f) == 3 {
			c.Settings = strings.Fields(f[2])
		}
		out = append(out, c)
	}
	return out, sc.Err()
}

// clauseLine is a clause's first line in a rules document written as a
// Markdown list: "- DRAW-1 Draw action: ...".
var clauseLine = regexp.MustCompile(`^- ([A-Z]+(?:-[A-Z0-9]+)+) (.*)$`)

// ParseRulesMarkdown reads the clauses of a rules document written as
// Markdown lists (RULES.md): a clause is a list item that starts with its
// ID, and goes on over the indented lines that follow it.
func ParseRulesMarkdown(name string, r io.Reader) ([]ClauseText, error) {
	var out []ClauseText
	sc := bufio.NewScanner(r)
	in := false
	for sc.Scan() {
		line := sc.Text()
		if m := clauseLine.FindStringSubmatch(line); m != nil {
			out = append(out, ClauseText{ID: m[1], Text: m[2]})
			in = true
			continue
		}
		if in && strings.HasPrefix(line, "  ") && strings.TrimSpace(line) != "" {
			out[len(out)-1].Text += " " + strings.TrimSpace(line)
			continue
		}
		in = false
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no clause (want lines \"- ID text\")", name)
	}
	return out, nil
}

// Passage is the lines of a translated rulebook that render one clause.
type Passage struct {
	Clause string // the clause ID; AdditionID for text no clause says
	Ranges [][2]int
	// Variant is the rule variant that plays a second reading of the
	// passage, as the auditor judged it.
	Variant string
	Line    int // the line of the alignment file
}

// AdditionID marks, in an alignment, a passage that no clause says.
const AdditionID = "+"

// Alignment maps rule clauses to the lines of a translated rulebook,
// written by the auditor.
type Alignment struct {
	Name     string
	Passages []Passage
	// Absent are clauses the auditor found no counterpart of.
	Absent map[string]int // clause → line of the alignment file
}

// ParseAlignment reads an alignment: one clause a line, tab-separated
// CLAUSE, LINES and an optional "variant=NAME". LINES are line numbers
// and ranges of the rulebook ("84", "97-105", "444-450,459-462"), or "-"
// for a clause the translation does not render. CLAUSE "+" marks text that
// no clause says. known checks clause IDs (nil: any).
func ParseAlignment(name string, r io.Reader, known func(id string) bool) (*Alignment, error) {
	a := &Alignment{Name: name, Absent: map[string]int{}}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 2 || len(f) > 3 {
			return nil, fmt.Errorf("%s:%d: want CLAUSE<tab>LINES[<tab>variant=NAME]", name, n)
		}
		id := f[0]
		if id != AdditionID && known != nil && !known(id) {
			return nil, fmt.Errorf("%s:%d: no clause %s", name, n, id)
		}
		if f[1] == "-" {
			a.Absent[id] = n
			continue
		}
		p := Passage{Clause: id, Line: n}
		for _, part := range strings.Split(f[1], ",") {
			lo, hi, isRange := strings.Cut(part, "-")
			from, err1 := strconv.Atoi(lo)
			to, err2 := from, error(nil)
			if isRange {
				to, err2 = strconv.Atoi(hi)
			}
			if err1 != nil || err2 != nil || from < 1 || to < from {
				return nil, fmt.Errorf("%s:%d: bad line range %q", name, n, part)
			}
			p.Ranges = append(p.Ranges, [2]int{from, to})
		}
		if len(f) == 3 {
			v, ok := strings.CutPrefix(f[2], "variant=")
			if !ok || v == "" {
				return nil, fmt.Errorf("%s:%d: want variant=NAME, not %q", name, n, f[2])
			}
			p.Variant = v
		}
		a.Passages = append(a.Passages, p)
	}
	return a, sc.Err()
}

// RulesInput is what CompareRules checks.
type RulesInput struct {
	Rulebook string   // its file name, for findings
	Lines    []string // the rulebook's lines; Lines[0] is line 1
	// Paragraphs are the units the aligner places; nil: Paragraphs(Lines).
	// A translation file (XLIFF, PO) gives its units, pinned to a clause
	// when their id names one.
	Paragraphs []Paragraph
	Clauses    []ClauseText
	// Alignment is an alignment written by hand, which replaces the
	// automatic one; nil: the aligner's.
	Alignment    *Alignment
	Translated   *Glossary // the rulebook's language
	Original     *Glossary // the clauses' language
	VariantKnown func(name string) bool
}

// minCompared is the confidence below which a pair is not compared: the
// aligner is not sure enough that the passage renders the clause.
const minCompared = 0.45

// minSentences is the confidence a pair needs for its sentences to be
// compared one by one (omitted and added sentences): a rulebook says a
// clause over several paragraphs, with more words than the clause, and
// only a pair the aligner is sure of shows what it lacks or adds.
const minSentences = 0.6

// bringsRule reports whether an added sentence says a rule of its own: a
// number, an action, a modal verb or a condition that its clause does not
// say anywhere.
func bringsRule(sentence, clause string, orig, tr *Glossary) bool {
	have := map[string]bool{}
	for _, c := range conceptsIn(orig, clause) {
		have[c.key()] = true
	}
	for _, c := range conceptsIn(tr, sentence) {
		if statesRule([]concept{c}) && !have[c.key()] {
			return true
		}
	}
	return false
}

// AlignedPair is a pair of the alignment and what its comparison found.
type AlignedPair struct {
	Pair
	Source   string    // the text of its clauses
	Findings []Checked // nil when the pair is too weak to compare
	Compared bool
}

// Checked is a finding of the comparison of a pair and the check that
// made it (one of Checks).
type Checked struct {
	Check string `json:"check"`
	Finding
}

// RulesAudit is the comparison of a rulebook with the clauses: the pairs
// and their findings, and the findings of the whole rulebook (clauses
// with no passage, passages of no clause, terms).
type RulesAudit struct {
	Pairs    []AlignedPair
	Findings []Finding // every finding, the pairs' included
	Notes    []string
}

// CompareRules compares each passage with its clause, and returns every
// finding; see AuditRules.
func CompareRules(in RulesInput) ([]Finding, error) {
	a, err := AuditRules(in)
	if err != nil {
		return nil, err
	}
	return a.Findings, nil
}

// AuditRules aligns the rulebook with the clauses (or takes the hand
// alignment) and compares each pair the aligner is sure enough of
// (comparePair): numbers, and/or, may/must, counts, zones, directions,
// comparisons, conditions, omitted and added sentences, key terms and the
// words the glossary lists as admitting two readings ("et/ou"). Clauses
// with no passage are missing, passages of no clause additions, and
// concepts written with several terms across the rulebook are terms. A
// clause that does not hold in the configuration the translation follows
// (the glossary's settings) is not looked for.
func AuditRules(in RulesInput) (*RulesAudit, error) {
	follows := in.Translated.Settings()
	var clauses []ClauseText
	texts := map[string]string{}
	for _, c := range in.Clauses {
		texts[c.ID] = c.Text
		if !strings.HasPrefix(c.ID, "VAR-") && c.HoldsIn(follows) {
			clauses = append(clauses, c)
		}
	}
	pairs, err := rulePairs(in, clauses)
	if err != nil {
		return nil, err
	}
	a := &RulesAudit{}
	aligned := map[string]bool{}
	var uses []termUse
	sure := surePairs(pairs)
	for k, p := range pairs {
		ap := AlignedPair{Pair: p}
		var src []string
		for _, id := range p.Clauses {
			aligned[id] = true
			src = append(src, SourceText(texts[id]))
		}
		ap.Source = strings.Join(src, " ")
		subject := strings.Join(p.Clauses, "+")
		if p.Clauses[0] == AdditionID {
			a.Findings = append(a.Findings, Finding{Class: Addition, Subject: "no clause", File: in.Rulebook, Line: p.Line(), Quote: clip.Text(p.Text, 90),
				Message: "the translation says something no clause of the rules says"})
			a.Pairs = append(a.Pairs, ap)
			continue
		}
		if sure[k] {
			ap.Compared = true
			ap.Findings = comparePairAt(subject, ap.Source, p.Text, in.Original, in.Translated, p.Confidence < 1)
			if p.Confidence < minSentences {
				ap.Findings = slices.DeleteFunc(ap.Findings, func(c Checked) bool { return c.Check == CheckOmitted || c.Check == CheckAdded })
			}
			ap.Findings = slices.DeleteFunc(ap.Findings, func(c Checked) bool {
				return c.Check == CheckAdded && !bringsRule(c.Quote, ap.Source, in.Original, in.Translated)
			})
			for _, m := range in.Translated.FindPreferring(p.Text, isRuleKind) {
				if m.Kind == KindAmbiguous {
					ap.Findings = append(ap.Findings, Checked{CheckAndOr, Finding{Class: Ambiguous, Subject: subject, Quote: m.Text,
						Message: fmt.Sprintf("%q admits a second reading of the clause", m.Canonical), Variant: p.Variant}})
				}
			}
			sortChecked(ap.Findings)
			for i := range ap.Findings {
				f := &ap.Findings[i]
				f.File, f.Line = in.Rulebook, lineOf(in.Lines, p, f.Quote)
				a.Findings = append(a.Findings, f.Finding)
			}
		} else {
			a.Notes = append(a.Notes, fmt.Sprintf("%s:%d: %s: aligned with confidence %.2f only; not compared", in.Rulebook, p.Line(), subject, p.Confidence))
		}
		for _, m := range in.Translated.FindPreferring(p.Text, isRuleKind) {
			if m.Kind == KindAction || m.Kind == KindCondition {
				uses = append(uses, termUse{m.Kind + " " + m.Canonical, m.Text, m.Family, subject, lineOf(in.Lines, p, m.Text)})
			}
		}
		a.Pairs = append(a.Pairs, ap)
	}
	var unaligned []string
	for _, c := range clauses {
		if !aligned[c.ID] {
			unaligned = append(unaligned, c.ID)
		}
	}
	var closest map[string]Pair
	if in.Alignment == nil && !in.Translated.partial() {
		paras := in.Paragraphs
		if paras == nil {
			paras = Paragraphs(in.Lines)
		}
		closest = closestParagraphs(clauses, unaligned, paras, in.Original, in.Translated)
	}
	for _, c := range clauses {
		if aligned[c.ID] || in.Translated.partial() {
			continue
		}
		f := Finding{Class: Missing, Subject: c.ID, Message: "no passage of the translation renders the clause: " + clip.Text(c.Text, 90)}
		if p, ok := closest[c.ID]; ok {
			f.Message += fmt.Sprintf(" (the closest paragraph, at line %d, shares %.2f with it)", p.Line(), p.Confidence)
		}
		if in.Alignment != nil {
			if n, ok := in.Alignment.Absent[c.ID]; ok {
				f.File, f.Line = in.Alignment.Name, n
			}
		}
		a.Findings = append(a.Findings, f)
	}
	a.Findings = append(a.Findings, ruleTerms(in.Rulebook, uses)...)
	return a, nil
}

// surePairs reports, for each pair, whether the aligner is sure enough of
// it to compare it: its confidence is minCompared or more, or it lies in
// the rulebook's order between pairs that have it (with one such
// neighbour at either end), so that its place vouches for it. A passage
// that gets a number wrong shares less with its clause, and its place is
// then what tells that it renders it.
func surePairs(pairs []Pair) []bool {
	sure := make([]bool, len(pairs))
	for k, p := range pairs {
		sure[k] = p.Confidence >= minCompared
	}
	var order []int // the pairs in the rulebook's order
	for k, p := range pairs {
		if !p.OutOfOrder {
			order = append(order, k)
		}
	}
	for x, k := range order {
		if sure[k] || len(order) < 2 {
			continue
		}
		before := x == 0 || pairs[order[x-1]].Confidence >= minCompared
		after := x == len(order)-1 || pairs[order[x+1]].Confidence >= minCompared
		sure[k] = before && after
	}
	return sure
}

// rulePairs returns the pairs of the hand alignment, or the aligner's.
func rulePairs(in RulesInput, clauses []ClauseText) ([]Pair, error) {
	if in.Alignment == nil {
		paras := in.Paragraphs
		if paras == nil {
			paras = Paragraphs(in.Lines)
		}
		return AlignRules(clauses, paras, in.Original, in.Translated), nil
	}
	var out []Pair
	for _, p := range in.Alignment.Passages {
		for _, r := range p.Ranges {
			if r[1] > len(in.Lines) {
				return nil, fmt.Errorf("%s:%d: line %d is past the end of %s (%d lines)", in.Alignment.Name, p.Line, r[1], in.Rulebook, len(in.Lines))
			}
		}
		if p.Variant != "" && in.VariantKnown != nil && !in.VariantKnown(p.Variant) {
			return nil, fmt.Errorf("%s:%d: no variant %s", in.Alignment.Name, p.Line, p.Variant)
		}
		var texts []string
		for _, l := range passageLines(in.Lines, p) {
			texts = append(texts, l.text)
		}
		out = append(out, Pair{Clauses: []string{p.Clause}, Ranges: p.Ranges, Text: strings.Join(texts, "\n"), Confidence: 1, Variant: p.Variant})
	}
	return out, nil
}

// lineOf returns the line of the pair's passage where quote starts, or
// the passage's first line.
func lineOf(lines []string, p Pair, quote string) int {
	qw := Words(quote)
	if len(qw) > 0 && len(lines) > 0 {
		for _, r := range p.Ranges {
			for n := r[0]; n <= r[1] && n <= len(lines); n++ {
				if slices.Contains(Words(lines[n-1]), qw[0]) {
					return n
				}
			}
		}
	}
	return p.Line()
}

type numberedLine struct {
	n    int
	text string
}

func passageLines(all []string, p Passage) []numberedLine {
	var out []numberedLine
	for _, r := range p.Ranges {
		for n := r[0]; n <= r[1]; n++ {
			if t := strings.TrimSpace(all[n-1]); t != "" {
				out = append(out, numberedLine{n, t})
			}
		}
	}
	if len(out) == 0 {
		out = append(out, numberedLine{p.Ranges[0][0], ""})
	}
	return out
}

type termUse struct {
	concept, term, family, clause string
	line                          int
}

// ruleTerms reports a concept the rulebook writes with several families of
// terms.
func ruleTerms(file string, uses []termUse) []Finding {
	fams := map[string]map[string][]termUse{}
	for _, u := range uses {
		if fams[u.concept] == nil {
			fams[u.concept] = map[string][]termUse{}
		}
		fams[u.concept][u.family] = append(fams[u.concept][u.family], u)
	}
	var out []Finding
	for _, c := range sortedKeys(fams) {
		fs := fams[c]
		if len(fs) < 2 {
			continue
		}
		names := sortedKeys(fs)
		sort.SliceStable(names, func(i, j int) bool { return fs[names[i]][0].line < fs[names[j]][0].line })
		var parts, quotes []string
		for _, n := range names {
			u := fs[n][0]
			parts = append(parts, fmt.Sprintf("« %s » at line %d (%s) and %d more", u.term, u.line, u.clause, len(fs[n])-1))
			quotes = append(quotes, u.term)
		}
		_, name, _ := strings.Cut(c, " ")
		first := fs[names[0]][0]
		out = append(out, Finding{Class: Term, Subject: name, File: file, Line: first.line, Quote: strings.Join(quotes, " / "),
			Message: fmt.Sprintf("%q is written %d ways: %s", name, len(fs), strings.Join(parts, "; "))})
	}
	return out
}

// ProofLines returns the lines of the whole rulebook to proofread, with
// the clause of the pair that covers each: a paragraph is a group for the
// grammar check, a word cut by a hyphen at the end of a line is joined
// again ("déve-" "lopper"), and a paragraph the layout prints again (or an
// extraction repeats over and over) is read once.
func ProofLines(in RulesInput, pairs []AlignedPair) []SpellLine {
	subject := map[int]string{}
	for _, p := range pairs {
		for _, r := range p.Ranges {
			for n := r[0]; n <= r[1]; n++ {
				subject[n] = strings.Join(p.Clauses, "+")
			}
		}
	}
	paras := in.Paragraphs
	if paras == nil {
		paras = Paragraphs(in.Lines)
	}
	var out []SpellLine
	seen := map[string]bool{}
	for i, p := range paras {
		key := strings.Join(Words(p.Text), " ")
		if seen[key] || repeats(key) {
			continue
		}
		seen[key] = true
		s := subject[p.First]
		if s == "" || s == AdditionID {
			s = "no clause"
		}
		if p.First == p.Last || p.Last > len(in.Lines) {
			t := undouble(initialLigature.ReplaceAllString(p.Text, "$1$2$3"))
			out = append(out, SpellLine{Subject: s, File: in.Rulebook, Line: p.First, Text: t, Group: i + 1})
			continue
		}
		carry := false
		for n := p.First; n <= p.Last; n++ {
			// The cells of a table are sentences of their own.
			t := strings.TrimSpace(strings.ReplaceAll(extractionMark.ReplaceAllString(in.Lines[n-1], " "), "\t", ". "))
			if t == "" {
				continue
			}
			t = undouble(initialLigature.ReplaceAllString(t, "$1$2$3"))
			if strings.Contains(in.Lines[n-1], "\t") && !strings.HasSuffix(t, ".") {
				t += "."
			}
			if carry {
				t, carry = strings.CutSuffix(t, "-")
				carry = carry && n < p.Last
				out[len(out)-1].Text += t
				continue
			}
			if cut, ok := strings.CutSuffix(t, "-"); ok && n < p.Last && !strings.HasSuffix(cut, " ") {
				t, carry = cut, true
			}
			ls := subject[n]
			if ls == "" || ls == AdditionID {
				ls = "no clause"
			}
			out = append(out, SpellLine{Subject: ls, File: in.Rulebook, Line: n, Text: t, Group: i + 1})
		}
	}
	return out
}

// initialLigature finds the gap a PDF extraction leaves after a ligature
// that starts a word ("en fi nissant").
var initialLigature = regexp.MustCompile(`(^|[\s(«"'’])(ff[il]|f[il]) (\p{Ll})`)

// undouble returns a line that an extraction printed as one phrase over
// and over ("vers ma Zone de Jeu ! vers ma Zone de Jeu !") as the phrase
// once.
func undouble(line string) string {
	t := strings.TrimSpace(line)
	rs := []rune(t)
	for n := 8; n <= len(rs)/2; n++ {
		piece := strings.TrimSpace(string(rs[:n]))
		if piece == "" {
			continue
		}
		rest := t
		k := 0
		for strings.HasPrefix(rest, piece) {
			rest = strings.TrimSpace(rest[len(piece):])
			k++
		}
		if k >= 2 && (rest == "" || strings.HasPrefix(piece, rest)) {
			return piece
		}
	}
	return line
}

// numbers returns "the number 3" or "the numbers 1, 10".
func numbers(list []string) string {
	if len(list) == 1 {
		return "the number " + list[0]
	}
	return "the numbers " + strings.Join(list, ", ")
}
