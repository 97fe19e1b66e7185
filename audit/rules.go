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
	Rulebook     string   // its file name, for findings
	Lines        []string // the rulebook's lines; Lines[0] is line 1
	Clauses      []ClauseText
	Alignment    *Alignment
	Translated   *Glossary // the rulebook's language
	Original     *Glossary // the clauses' language
	VariantKnown func(name string) bool
}

// CompareRules compares each aligned passage with its clause: the numbers
// and the keywords each says, the terms of ambiguity the glossary lists;
// clauses with no passage are missing, passages of no clause additions,
// and concepts written with several terms across the rulebook are terms.
// A clause that does not hold in the configuration the translation follows
// (the glossary's settings) is not looked for.
func CompareRules(in RulesInput) ([]Finding, error) {
	var out []Finding
	texts := map[string]string{}
	for _, c := range in.Clauses {
		texts[c.ID] = c.Text
	}
	aligned := map[string]bool{}
	var uses []termUse
	for _, p := range in.Alignment.Passages {
		for _, r := range p.Ranges {
			if r[1] > len(in.Lines) {
				return nil, fmt.Errorf("%s:%d: line %d is past the end of %s (%d lines)", in.Alignment.Name, p.Line, r[1], in.Rulebook, len(in.Lines))
			}
		}
		if p.Variant != "" && in.VariantKnown != nil && !in.VariantKnown(p.Variant) {
			return nil, fmt.Errorf("%s:%d: no variant %s", in.Alignment.Name, p.Line, p.Variant)
		}
		aligned[p.Clause] = true
		lines := passageLines(in.Lines, p)
		if p.Clause == AdditionID {
			out = append(out, Finding{Class: Addition, Subject: "no clause", File: in.Rulebook, Line: lines[0].n, Quote: lines[0].text,
				Message: "the translation says something no clause of the rules says"})
			continue
		}
		out = append(out, comparePassage(in, p, texts[p.Clause], lines)...)
		for _, l := range lines {
			for _, m := range in.Translated.Find(l.text) {
				if m.Kind == KindAction || m.Kind == KindCondition {
					uses = append(uses, termUse{m.Kind + " " + m.Canonical, m.Text, m.Family, p.Clause, l.n})
				}
			}
		}
	}
	follows := in.Translated.Settings()
	for _, c := range in.Clauses {
		if aligned[c.ID] || strings.HasPrefix(c.ID, "VAR-") || !c.HoldsIn(follows) {
			continue
		}
		f := Finding{Class: Missing, Subject: c.ID, Message: "no passage of the translation renders the clause: " + clip.Text(c.Text, 90)}
		if n, ok := in.Alignment.Absent[c.ID]; ok {
			f.File, f.Line = in.Alignment.Name, n
		}
		out = append(out, f)
	}
	out = append(out, ruleTerms(in.Rulebook, uses)...)
	return out, nil
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

func comparePassage(in RulesInput, p Passage, clause string, lines []numberedLine) []Finding {
	var out []Finding
	add := func(class string, l numberedLine, format string, args ...any) *Finding {
		out = append(out, Finding{Class: class, Subject: p.Clause, File: in.Rulebook, Line: l.n, Quote: l.text, Message: fmt.Sprintf(format, args...)})
		return &out[len(out)-1]
	}
	want := conceptsOf(in.Original, clause)
	got := map[string]numberedLine{}
	for _, l := range lines {
		for c := range conceptsOf(in.Translated, l.text) {
			if _, ok := got[c]; !ok {
				got[c] = l
			}
		}
	}
	var extra []string // numbers of the passage the clause does not have
	for _, c := range sortedKeys(got) {
		if kind, name, _ := strings.Cut(c, " "); kind == KindNumber && !want[c] {
			extra = append(extra, name)
		}
	}
	var lost []string // numbers of the clause the passage does not have
	for _, c := range sortedKeys(want) {
		if _, ok := got[c]; ok {
			continue
		}
		kind, name, _ := strings.Cut(c, " ")
		if kind == KindNumber {
			lost = append(lost, name)
			continue
		}
		add(Missing, lines[0], "the clause has the %s %s; the passage does not", kind, name)
	}
	switch {
	case len(lost) > 0 && len(extra) > 0:
		add(Different, got["number "+extra[0]], "the clause has %s; the passage has %s instead", numbers(lost), strings.Join(extra, ", "))
	case len(lost) > 0:
		add(Missing, lines[0], "the clause has %s; the passage does not", numbers(lost))
	}
	for _, c := range sortedKeys(got) {
		kind, name, _ := strings.Cut(c, " ")
		switch {
		case kind == "ambiguous":
			f := add(Ambiguous, got[c], "%q admits a second reading of the clause", name)
			f.Variant = p.Variant
		}
	}
	return out
}

// conceptsOf returns the concepts of text that a passage and its clause
// must share, through g: numbers ("number 5"), conditions ("condition
// may") and words of two readings ("ambiguous et/ou"). Actions are left
// to the term check: a rulebook names them with nouns and verbs alike.
func conceptsOf(g *Glossary, text string) map[string]bool {
	out := map[string]bool{}
	for _, m := range g.Find(text) {
		switch m.Kind {
		case KindNumber:
			// "une", "one": an article as often as a number.
			if m.Canonical != "1" {
				out["number "+m.Canonical] = true
			}
		case KindCondition:
			out[m.Kind+" "+m.Canonical] = true
		case KindAmbiguous:
			out["ambiguous "+m.Canonical] = true
		}
	}
	for _, w := range Words(text) {
		if _, err := strconv.Atoi(w); err == nil {
			out["number "+w] = true
		}
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

// AlignedLines returns the lines of the rulebook the alignment maps to a
// clause, with their clause, for the spelling and grammar checks. A word
// cut by a hyphen at the end of a line is joined again ("déve-" "lopper"):
// the next line is read as part of its line.
func AlignedLines(in RulesInput) []SpellLine {
	var out []SpellLine
	carry := false
	for i, p := range in.Alignment.Passages {
		subject := p.Clause
		if subject == AdditionID {
			subject = "no clause"
		}
		for _, r := range p.Ranges {
			for n := r[0]; n <= r[1] && n <= len(in.Lines); n++ {
				t := strings.TrimSpace(in.Lines[n-1])
				if t == "" {
					continue
				}
				if carry {
					t, carry = strings.CutSuffix(t, "-")
					carry = carry && n < r[1]
					out[len(out)-1].Text += t
					continue
				}
				if cut, ok := strings.CutSuffix(t, "-"); ok && n < r[1] {
					t, carry = cut, true
				}
				out = append(out, SpellLine{Subject: subject, File: in.Rulebook, Line: n, Text: t, Group: i + 1})
			}
		}
	}
	return out
}

// numbers returns "the number 3" or "the numbers 1, 10".
func numbers(list []string) string {
	if len(list) == 1 {
		return "the number " + list[0]
	}
	return "the numbers " + strings.Join(list, ", ")
}
