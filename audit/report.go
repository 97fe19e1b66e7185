package audit

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/dogma-engine/dogma/internal/clip"
)

// Classes lists the classes of finding, in the order reports give them.
var Classes = []string{Different, Ambiguous, Missing, Addition, Term, Typo}

// Rank orders findings by consequence: first those a rule variant plays
// (the reading changes games), then by class in the order of Classes, then
// by file and line.
func Rank(fs []Finding) {
	order := map[string]int{}
	for i, c := range Classes {
		order[c] = i
	}
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if (a.Variant != "") != (b.Variant != "") {
			return a.Variant != ""
		}
		if order[a.Class] != order[b.Class] {
			return order[a.Class] < order[b.Class]
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})
}

// Count returns how many findings there are of each class.
func Count(fs []Finding) map[string]int {
	out := map[string]int{}
	for _, f := range fs {
		out[f.Class]++
	}
	return out
}

// CardsReport is the audit of translated card texts (dogma audit cards);
// it is also the command's JSON output.
type CardsReport struct {
	Game     string         `json:"game"`
	Lang     string         `json:"lang"`
	Texts    string         `json:"texts"`
	Effects  int            `json:"effects"`
	Games    int            `json:"games"`
	Seed     uint64         `json:"seed"`
	Setups   []string       `json:"setups"`
	Counts   map[string]int `json:"counts"`
	Findings []Finding      `json:"findings"`
	Notes    []string       `json:"notes,omitempty"`
	Skipped  []string       `json:"skipped,omitempty"`
}

// Compare compares the card texts with the signatures of their effects
// and, when cc is not nil, with the terms of their contracts, and
// proofreads them with glossary g; it sets the report's findings, ranked,
// their counts, its notes and what was skipped. A signature's finding is
// left out where a contract's finding of the same class is on its line:
// the contract's says more (the contract line, the clause).
func (r *CardsReport) Compare(texts []CardText, sigs map[string]*Signature, g *Glossary, cc *ContractCheck) error {
	sigFindings, notes := CompareCards(texts, sigs, g)
	r.Notes = notes
	var fs []Finding
	if cc != nil {
		cfs, cnotes, err := cc.Compare(texts)
		if err != nil {
			return err
		}
		fs = cfs
		r.Notes = append(r.Notes, cnotes...)
		if cc.Morph != nil && cc.Morph.Missing != "" {
			r.Skipped = append(r.Skipped, cc.Morph.Missing)
		}
	}
	covered := map[string]bool{}
	for _, f := range fs {
		covered[fmt.Sprintf("%s:%d %s", f.File, f.Line, f.Class)] = true
	}
	for _, f := range sigFindings {
		if !covered[fmt.Sprintf("%s:%d %s", f.File, f.Line, f.Class)] {
			fs = append(fs, f)
		}
	}
	typos, skipped := ProofreadCards(texts, g)
	fs = append(fs, typos...)
	for i := range fs {
		if fs[i].Aspect == "" && fs[i].Class == Term {
			fs[i].Aspect = AspectTerm
		}
	}
	r.Findings = fs
	r.Skipped = append(r.Skipped, skipped...)
	Rank(r.Findings)
	r.Counts = Count(r.Findings)
	return nil
}

// WriteText writes the report for people: what was audited, each
// finding, note and skipped line, and the count by class.
func (r *CardsReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "audit of %d card texts of %s (%s) in %s: signatures from %d games from seed %d\n",
		r.Effects, r.Game, r.Lang, r.Texts, r.Games, r.Seed)
	writeFindings(w, r.Findings, r.Counts, r.Notes, r.Skipped)
}

// RulesReport is the audit of a translated rulebook against the rule
// clauses (dogma audit rules); it is also the command's JSON output.
type RulesReport struct {
	Game      string         `json:"game"`
	Lang      string         `json:"lang"`
	Rulebook  string         `json:"rulebook"`
	Alignment string         `json:"alignment,omitempty"` // the hand alignment, if any
	Clauses   string         `json:"clauses"`
	Passages  int            `json:"passages"`
	Counts    map[string]int `json:"counts"`
	Findings  []Finding      `json:"findings"`
	Pairs     []AlignedPair  `json:"-"`
	Notes     []string       `json:"notes,omitempty"`
	Skipped   []string       `json:"skipped,omitempty"`
}

// Compare aligns the rulebook of in with the clauses, compares each pair
// and proofreads the whole text, and sets the report's findings, ranked,
// their counts, the pairs and what was skipped.
func (r *RulesReport) Compare(in RulesInput) error {
	a, err := AuditRules(in)
	if err != nil {
		return err
	}
	r.Pairs, r.Passages, r.Notes = a.Pairs, len(a.Pairs), a.Notes
	typos, skipped := Proofread(ProofLines(in, a.Pairs), in.Translated)
	r.Findings = append(a.Findings, typos...)
	pf, skip := Pofilter(LangCode(r.Lang), in.Rulebook, a.Pairs)
	r.Findings = append(r.Findings, pf...)
	if skip != "" {
		skipped = append(skipped, skip)
	}
	r.Skipped = skipped
	Rank(r.Findings)
	r.Counts = Count(r.Findings)
	return nil
}

// WriteText writes the report for people: what was audited, each
// finding, note and skipped line, and the count by class.
func (r *RulesReport) WriteText(w io.Writer) {
	how := "aligned automatically"
	if r.Alignment != "" {
		how = "aligned in " + r.Alignment
	}
	fmt.Fprintf(w, "audit of %s (%s) against the rules of %s: %d passages %s\n",
		r.Rulebook, r.Lang, r.Game, r.Passages, how)
	writeFindings(w, r.Findings, r.Counts, r.Notes, r.Skipped)
}

// writeFindings writes findings, notes and what was skipped, then the
// closing count by class.
func writeFindings(w io.Writer, fs []Finding, counts map[string]int, notes, skipped []string) {
	for _, f := range fs {
		fmt.Fprintln(w, f.String())
	}
	for _, n := range notes {
		fmt.Fprintln(w, "note: "+n)
	}
	for _, s := range skipped {
		fmt.Fprintln(w, "skipped: "+s)
	}
	var parts []string
	for _, c := range Classes {
		if counts[c] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[c], c))
		}
	}
	if len(parts) == 0 {
		fmt.Fprintln(w, "no finding")
		return
	}
	fmt.Fprintf(w, "%s: %s\n", clip.Count(len(fs), "finding"), strings.Join(parts, ", "))
}

// ProofreadCards proofreads card texts (Proofread) and marks the findings
// with the typo aspect.
func ProofreadCards(texts []CardText, g *Glossary) ([]Finding, []string) {
	fs, skipped := Proofread(CardLines(texts), g)
	for i := range fs {
		fs[i].Aspect = AspectTypo
	}
	return fs, skipped
}
