package audit

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// benchmarkCheck is the contract check of the French benchmark, or a skip
// that says what is missing.
func benchmarkCheck(t *testing.T) (*ContractCheck, *Glossary) {
	t.Helper()
	g, err := LoadGlossary("innovation", "fr")
	if err != nil {
		t.Fatal(err)
	}
	terms, err := LoadContractTerms("innovation")
	if err != nil {
		t.Fatal(err)
	}
	m := NewMorphology("fr_FR")
	if m.Missing != "" {
		t.Skipf("the benchmark needs Hunspell's French dictionary, for stems and spelling: %s (.ci/run installs hunspell hunspell-fr)", m.Missing)
	}
	return &ContractCheck{Terms: terms, Edition: "1st", Glossary: g, Morph: m, Variants: map[string]bool{"if-affected": true}}, g
}

// audited returns the findings of the contract check and the proofreading
// of texts.
func audited(t *testing.T, cc *ContractCheck, g *Glossary, texts []CardText) []Finding {
	t.Helper()
	fs, notes, err := cc.Compare(texts)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range notes {
		t.Errorf("not compared: %s", n)
	}
	typos, skipped := ProofreadCards(texts, g)
	for _, s := range skipped {
		t.Logf("skipped: %s", s)
	}
	return append(fs, typos...)
}

// TestBenchmarkCorrect: the faithful translations give no finding.
func TestBenchmarkCorrect(t *testing.T) {
	cc, g := benchmarkCheck(t)
	const path = "testdata/cards-fr-correct.txt"
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	texts, err := ParseCardTexts(path, f, g)
	if err != nil {
		t.Fatal(err)
	}
	if len(texts) < 30 {
		t.Errorf("%d effects in %s, want at least 30", len(texts), path)
	}
	for _, x := range audited(t, cc, g, texts) {
		t.Errorf("a faithful text is flagged: %s", x)
	}
}

// TestBenchmarkPlanted: every class of planted error is found with a recall
// of 90% or more and a precision of 80% or more; a finding counts as true
// when its aspect is the class planted on its line.
func TestBenchmarkPlanted(t *testing.T) {
	cc, g := benchmarkCheck(t)
	const path = "testdata/cards-fr-planted.txt"
	texts, classes := readPlanted(t, path, g)
	fs := audited(t, cc, g, texts)
	found := map[string]bool{} // "line aspect"
	flagged := map[string]int{}
	right := map[string]int{}
	for _, f := range fs {
		found[fmt.Sprintf("%d %s", f.Line, f.Aspect)] = true
		flagged[f.Aspect]++
		if classes[f.Line] == f.Aspect {
			right[f.Aspect]++
		} else {
			t.Logf("line %d (planted %s): %s finding: %s", f.Line, classes[f.Line], f.Aspect, f)
		}
	}
	planted := map[string]int{}
	hits := map[string]int{}
	for line, class := range classes {
		planted[class]++
		if found[fmt.Sprintf("%d %s", line, class)] {
			hits[class]++
		} else {
			t.Logf("%s:%d: planted %s not found", path, line, class)
		}
	}
	var table strings.Builder
	fmt.Fprintf(&table, "%-13s %7s %6s %9s %7s %9s\n", "class", "planted", "found", "recall", "flagged", "precision")
	for _, class := range Aspects {
		if planted[class] < 5 {
			t.Errorf("%s: %d planted errors, want at least 5", class, planted[class])
		}
		recall := ratio(hits[class], planted[class])
		precision := ratio(right[class], flagged[class])
		fmt.Fprintf(&table, "%-13s %7d %6d %8.0f%% %7d %8.0f%%\n", class, planted[class], hits[class], 100*recall, flagged[class], 100*precision)
		if recall < 0.9 {
			t.Errorf("%s: recall %.0f%% (%d of %d), want 90%% or more", class, 100*recall, hits[class], planted[class])
		}
		if precision < 0.8 {
			t.Errorf("%s: precision %.0f%% (%d of %d), want 80%% or more", class, 100*precision, right[class], flagged[class])
		}
	}
	for a := range flagged {
		if !contains(Aspects, a) {
			t.Errorf("%d findings of no aspect of the benchmark (%q)", flagged[a], a)
		}
	}
	t.Logf("recall and precision by class, on %s:\n%s", path, table.String())
}

// ratio is a/b, 1 when b is 0: a recall or a precision with nothing to count.
func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// readPlanted reads a planted file: a comment "# CLASS: what" names the
// class of the error in the next text line. Each text is read on its own,
// so one effect may come several times.
func readPlanted(t *testing.T, path string, g *Glossary) ([]CardText, map[int]string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var texts []CardText
	classes := map[int]string{}
	pending := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if c, ok := strings.CutPrefix(line, "# "); ok {
			if class, _, ok := strings.Cut(c, ":"); ok && !strings.Contains(class, " ") {
				pending = class
			}
			continue
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if pending == "" {
			t.Fatalf("%s:%d: a text with no class of planted error above it", path, n)
		}
		ct, err := ParseCardLine(path, n, line, g)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, ct)
		classes[n] = pending
		pending = ""
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return texts, classes
}

// TestConjugationsMakeNoFinding: a subjunctive, a joined pronoun and an
// infinitive read as the glossary's terms; without Hunspell the test says
// so.
func TestConjugationsMakeNoFinding(t *testing.T) {
	cc, g := benchmarkCheck(t)
	var texts []CardText
	for i, line := range []string{
		"La Roue 1: Il faut que vous piochiez deux 1.",
		"Voiles 1: Vous devez piocher une 1, puis la mettre en jeu.",
		"Cartographie 2: Si au moins une carte a été transférée à cause de cette exigence, vous piochez une 1 et la comptabilisez.",
	} {
		ct, err := ParseCardLine("conjugations", i+1, line, g)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, ct)
	}
	for _, f := range audited(t, cc, g, texts) {
		t.Errorf("a conjugated form is flagged: %s", f)
	}
}

// Every card of the table has its French title in the glossary.
func TestGlossaryTitlesEveryCard(t *testing.T) {
	g, err := LoadGlossary("innovation", "fr")
	if err != nil {
		t.Fatal(err)
	}
	titled := map[string]bool{}
	for _, e := range g.Entries {
		if e.Kind == KindCard {
			titled[e.Canonical] = true
		}
	}
	terms, err := LoadContractTerms("innovation")
	if err != nil {
		t.Fatal(err)
	}
	cards := map[string]bool{}
	for k := range terms.steps {
		if card, ok := strings.CutSuffix(k, " 1st"); ok {
			cards[card[:strings.LastIndexByte(card, ' ')]] = true
		}
	}
	if len(cards) != 105 {
		t.Errorf("%d cards have 1st-edition contract terms, want 105", len(cards))
	}
	for c := range cards {
		if !titled[c] {
			t.Errorf("%s has no French title in the glossary", c)
		}
	}
}
