package audit

import (
	"bufio"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"
)

// benchPassage is one passage of the benchmark: the clause it renders,
// the class of the error planted in it ("ok": none) and its text.
type benchPassage struct {
	clause, class, text string
	line                int
}

func readBenchmark(t *testing.T, name string) []benchPassage {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []benchPassage
	clause := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "clause "):
			clause = strings.TrimPrefix(line, "clause ")
		default:
			class, text, ok := strings.Cut(line, "\t")
			if !ok || clause == "" {
				t.Fatalf("%s:%d: want CLASS<tab>text after a clause line", name, n)
			}
			out = append(out, benchPassage{clause, class, text, n})
		}
	}
	return out
}

// benchTypos is the class of spelling and grammar mistakes, which the
// proofreading tools find.
const benchTypos = "typos"

// TestRulesBenchmark runs the checks of a pair on the passages of
// testdata/rules-bench-fr.txt and measures, for each class of error, the
// recall (planted errors found by their check) and the precision
// (findings of a check that are its planted errors). It fails under 90%
// recall or 80% precision in a class, or on any finding on a correct
// passage. Typos are measured when hunspell is installed.
func TestRulesBenchmark(t *testing.T) {
	orig := loadTestGlossary(t, "en")
	tr := loadTestGlossary(t, "fr")
	texts := map[string]string{}
	for _, c := range loadTestClauses(t) {
		texts[c.ID] = c.Text
	}
	ps := readBenchmark(t, "testdata/rules-bench-fr.txt")
	_, errSpell := exec.LookPath("hunspell")
	var lines []SpellLine
	for i, p := range ps {
		lines = append(lines, SpellLine{Subject: p.clause, File: "bench", Line: p.line, Text: p.text, Group: i + 1})
	}
	typos := map[int][]Finding{}
	if errSpell == nil {
		fs, skipped := Proofread(lines, tr)
		for _, s := range skipped {
			t.Log("skipped: " + s)
		}
		for _, f := range fs {
			typos[f.Line] = append(typos[f.Line], f)
		}
	} else {
		t.Log("typos not measured: hunspell is not installed (Debian: apt-get install hunspell hunspell-fr)")
	}
	planted, found, reported := map[string]int{}, map[string]int{}, map[string]int{}
	passages := map[string]bool{}
	for _, p := range ps {
		clause, ok := texts[p.clause]
		if !ok {
			t.Fatalf("line %d: no clause %s", p.line, p.clause)
		}
		passages[p.clause] = true
		got := map[string][]string{}
		for _, c := range comparePair(p.clause, clause, p.text, orig, tr) {
			got[c.Check] = append(got[c.Check], c.Message+" « "+c.Quote+" »")
		}
		for _, f := range typos[p.line] {
			got[benchTypos] = append(got[benchTypos], f.Message+" « "+f.Quote+" »")
		}
		if p.class == "ok" {
			for check, msgs := range got {
				t.Errorf("line %d (%s, correct): %s finds %q", p.line, p.clause, check, msgs)
				reported[check] += len(msgs)
			}
			continue
		}
		if p.class == benchTypos && errSpell != nil {
			continue
		}
		planted[p.class]++
		if len(got[p.class]) > 0 {
			found[p.class]++
		} else {
			t.Logf("line %d (%s, %s): not found", p.line, p.clause, p.class)
		}
		for check, msgs := range got {
			reported[check]++
			if check != p.class {
				t.Logf("line %d (%s, %s): %s also finds %q", p.line, p.clause, p.class, check, msgs)
			}
		}
	}
	if len(passages) < 30 {
		t.Errorf("%d passages, want at least 30", len(passages))
	}
	classes := append(append([]string{}, Checks...), benchTypos)
	for _, class := range classes {
		if class == benchTypos && errSpell != nil {
			continue
		}
		n, tp := planted[class], found[class]
		fp := reported[class] - tp
		recall, precision := ratio(tp, n), ratio(tp, tp+fp)
		t.Logf("%-12s planted %2d  found %2d  false %2d  recall %3.0f%%  precision %3.0f%%", class, n, tp, fp, 100*recall, 100*precision)
		switch {
		case n < 5:
			t.Errorf("%s: %d planted errors, want at least 5", class, n)
		case recall < 0.9:
			t.Errorf("%s: recall %.0f%%, want 90%%", class, 100*recall)
		case precision < 0.8:
			t.Errorf("%s: precision %.0f%%, want 80%%", class, 100*precision)
		}
	}
}

func loadTestGlossary(t *testing.T, lang string) *Glossary {
	t.Helper()
	g, err := LoadGlossary("innovation", lang)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func loadTestClauses(t *testing.T) []ClauseText {
	t.Helper()
	f, err := Data().Open("innovation-clauses.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cs, err := ParseClauses("innovation-clauses.tsv", f)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// TestAlignRulesBenchmark: the correct passages of the benchmark, as one
// rulebook of paragraphs in the order of the clauses, with a title and a
// paragraph that no clause says between them, are each aligned with their
// clause, and the others with none.
func TestAlignRulesBenchmark(t *testing.T) {
	orig := loadTestGlossary(t, "en")
	tr := loadTestGlossary(t, "fr")
	var clauses []ClauseText
	for _, c := range loadTestClauses(t) {
		if c.HoldsIn(tr.Settings()) && !strings.HasPrefix(c.ID, "VAR-") {
			clauses = append(clauses, c)
		}
	}
	order := map[string]int{}
	for i, c := range clauses {
		order[c.ID] = i
	}
	var ok []benchPassage
	for _, p := range readBenchmark(t, "testdata/rules-bench-fr.txt") {
		if p.class == "ok" {
			ok = append(ok, p)
		}
	}
	sort.SliceStable(ok, func(i, j int) bool { return order[ok[i].clause] < order[ok[j].clause] })
	lines := []string{"• RÈGLES DU JEU", ""}
	want := map[int]string{}
	for i, p := range ok {
		want[len(lines)+1] = p.clause
		lines = append(lines, p.text, "")
		if i%5 == 4 {
			lines = append(lines, "Bonne partie à tous, et que le meilleur gagne !", "")
		}
	}
	paras := Paragraphs(lines)
	right := 0
	for _, p := range AlignRules(clauses, paras, orig, tr) {
		clause := want[p.Line()]
		switch {
		case len(p.Clauses) == 1 && p.Clauses[0] == clause:
			right++
		default:
			t.Logf("line %d (%s) aligned with %v (confidence %.2f)", p.Line(), clause, p.Clauses, p.Confidence)
		}
	}
	t.Logf("%d of %d passages aligned with their clause", right, len(ok))
	if float64(right) < 0.9*float64(len(ok)) {
		t.Errorf("%d of %d passages aligned with their clause, want 90%%", right, len(ok))
	}
}
