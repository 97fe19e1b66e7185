package innovation_test

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// rulesClause is one clause of RULES.md: its ID, its text and its sources.
type rulesClause struct {
	id, text   string
	line       int
	spec, iell string // the "(spec ID; IELLO lines)" at its end
	// fourth is set for a clause of the 4th edition, which ends with
	// "(4th; seed004 lines; rulebook)" instead; seed is its lines.
	fourth bool
	seed   string
}

var (
	clauseStart = regexp.MustCompile(`^- ([A-Z]+(?:-[A-Z0-9]+)+) (.*)$`)
	clauseSrc   = regexp.MustCompile(`\(spec ([A-Z0-9-]+); IELLO ([^()]+)\)$`)
	// fourthSrc ends a clause of the 4th edition: the lines of the French
	// player aid (seed 004) and the pages of the English rulebooks.
	fourthSrc = regexp.MustCompile(`\(4th; seed004 ([^;()]+); ([^;()]+)\)$`)
	seedLines = regexp.MustCompile(`^(?:-|l\.[0-9]+(?:-[0-9]+)?(?:, l\.[0-9]+(?:-[0-9]+)?)*)$`)
	// citedID matches what code cites as an Innovation clause; a clause of
	// the 4th edition is "ULT-" and the family, one of its expansions' EXP-
	// or ECHO-.
	citedID = regexp.MustCompile(`\b(?:ULT-)?(?:COMP|SETUP|TURN|DRAW|MELD|ACHIEVE|DOGMA|KEY|ICON|SPECIAL|END|TEAM|INFO|JUNK|CHAIN|PARLEY|VAR|EXP|ECHO)-[A-Z0-9]+(?:-[A-Z0-9]+)*\b`)
)

// readRules reads the clauses of RULES.md: list items that start with an
// ID, continued over the indented lines below them.
func readRules(t *testing.T) []rulesClause {
	t.Helper()
	f, err := os.Open("RULES.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []rulesClause
	in := false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if m := clauseStart.FindStringSubmatch(line); m != nil {
			out = append(out, rulesClause{id: m[1], text: m[2], line: n})
			in = true
			continue
		}
		if in && strings.HasPrefix(line, "  ") && strings.TrimSpace(line) != "" {
			out[len(out)-1].text += " " + strings.TrimSpace(line)
			continue
		}
		in = false
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for i := range out {
		if m := fourthSrc.FindStringSubmatch(out[i].text); m != nil {
			out[i].fourth, out[i].seed = true, m[1]
			if !seedLines.MatchString(m[1]) {
				t.Errorf("RULES.md:%d: %s cites seed004 %q, want - or l.N, l.N-M, ...", out[i].line, out[i].id, m[1])
			}
			continue
		}
		m := clauseSrc.FindStringSubmatch(out[i].text)
		if m == nil {
			t.Errorf("RULES.md:%d: %s does not end with its sources, (spec ID; IELLO lines) or (4th; seed004 lines; rulebook)", out[i].line, out[i].id)
			continue
		}
		out[i].spec, out[i].iell = m[1], strings.ReplaceAll(m[2], " ", "")
	}
	return out
}

// RULES.md has exactly the clauses of Clauses, in the same order, each
// citing the clause of the same ID in the shared specification.
func TestRulesMatchClauses(t *testing.T) {
	var ids []string
	for _, c := range readRules(t) {
		ids = append(ids, c.id)
		if c.spec != "" && c.spec != c.id {
			t.Errorf("RULES.md:%d: %s cites spec %s", c.line, c.id, c.spec)
		}
	}
	if !slices.Equal(ids, inn.Clauses) {
		t.Errorf("RULES.md has the clauses\n%v\nclauses.go lists\n%v", ids, inn.Clauses)
	}
	for _, v := range inn.Variants {
		if !slices.Contains(ids, v.ID()) || !slices.Contains(ids, v.Clause) {
			t.Errorf("variant %s (%s of %s) has no clause in RULES.md", v.Name, v.ID(), v.Clause)
		}
	}
	for id := range inn.Definitions {
		if !slices.Contains(ids, id) {
			t.Errorf("definition %s has no clause in RULES.md", id)
		}
	}
}

// Every clause ID that the code of the game cites, in comments, events and
// properties, is a clause of RULES.md, and every clause of RULES.md is
// cited somewhere besides clauses.go.
func TestCitedClausesAreInRules(t *testing.T) {
	rules := map[string]bool{}
	for _, c := range readRules(t) {
		rules[c.id] = true
	}
	cited := map[string][]string{} // ID -> files
	for _, dir := range []string{".", "cards", "view", "../../props/innovation"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range citedID.FindAllString(string(src), -1) {
				if !slices.Contains(cited[id], f) {
					cited[id] = append(cited[id], f)
				}
			}
		}
	}
	var missing []string
	for id, files := range cited {
		if !rules[id] {
			missing = append(missing, id+" (cited in "+strings.Join(files, ", ")+")")
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("no clause in RULES.md for %s", m)
	}
	for id := range rules {
		byCode := slices.ContainsFunc(cited[id], func(f string) bool { return f != "clauses.go" })
		_, unplayed := inn.Unplayed[id]
		switch {
		case unplayed && byCode:
			t.Errorf("RULES.md clause %s is cited in %s but listed as unplayed in clauses.go", id, strings.Join(cited[id], ", "))
		case !unplayed && !byCode:
			t.Errorf("RULES.md clause %s is cited by no code but clauses.go", id)
		}
	}
	for id := range inn.Unplayed {
		if !rules[id] {
			t.Errorf("unplayed clause %s has no clause in RULES.md", id)
		}
	}
}

// The clauses of the 4th edition, those whose sources begin "(4th;", are
// exactly those clauses.go lists as Ultimate, then as Expansions: the last
// ones of RULES.md, each but the variants named ULT- and the family, or,
// for an expansion's, EXP- or ECHO- and the family.
func TestUltimateClauses(t *testing.T) {
	var fourth []string
	for _, c := range readRules(t) {
		if c.fourth {
			fourth = append(fourth, c.id)
			if !slices.ContainsFunc([]string{"ULT-", "VAR-ULT-", "EXP-", "VAR-EXP-", "ECHO-", "VAR-ECHO-"}, func(p string) bool { return strings.HasPrefix(c.id, p) }) {
				t.Errorf("RULES.md:%d: %s is a clause of the 4th edition, want ULT-, EXP- or ECHO-..., or VAR- and one of them", c.line, c.id)
			}
		}
	}
	if want := slices.Concat(inn.Ultimate, inn.Expansions); !slices.Equal(fourth, want) {
		t.Errorf("RULES.md has the 4th-edition clauses\n%v\nclauses.go lists\n%v", fourth, want)
	}
	if n := len(inn.Clauses); n < len(fourth) || !slices.Equal(inn.Clauses[n-len(fourth):], fourth) {
		t.Error("the 4th-edition clauses are not the last of RULES.md")
	}
}

// seed004 is the French player aid of Innovation Ultimate as the shared
// specification holds it, beside the repository.
const seed004 = "../../../shared/seeds/004_3f622afbe6d78ef5.txt"

// The lines of the player aid a 4th-edition clause cites exist and hold
// text.
func TestUltimateSeedLines(t *testing.T) {
	data, err := os.ReadFile(seed004)
	if err != nil {
		t.Skipf("the player aid of Innovation Ultimate is not beside the repository (%v)", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for _, c := range readRules(t) {
		if !c.fourth || c.seed == "-" {
			continue
		}
		for _, part := range strings.Split(c.seed, ", ") {
			lo, hi, isRange := strings.Cut(strings.TrimPrefix(part, "l."), "-")
			from, _ := strconv.Atoi(lo)
			to := from
			if isRange {
				to, _ = strconv.Atoi(hi)
			}
			if from < 1 || to < from || to > len(lines) {
				t.Errorf("RULES.md:%d: %s cites seed004 %s, past its %d lines", c.line, c.id, part, len(lines))
				continue
			}
			if strings.TrimSpace(strings.Join(lines[from-1:to], "")) == "" {
				t.Errorf("RULES.md:%d: %s cites seed004 %s, which is blank", c.line, c.id, part)
			}
		}
	}
}

// The French rulebook lines each clause cites are those of the alignment
// that dogma audit rules reads, and "-" where it has no passage.
func TestRulesSourcesMatchAlignment(t *testing.T) {
	const align = "../../audit/data/innovation-fr-iello2011-align.tsv"
	f, err := os.Open(align)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "+") {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) < 2 {
			t.Fatalf("%s: bad line %q", align, line)
		}
		want[fields[0]] = fields[1]
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for _, c := range readRules(t) {
		w, ok := want[c.id]
		if !ok {
			continue // the variants: the alignment names them on their clause's line
		}
		got := strings.ReplaceAll(c.iell, "l.", "")
		if got != w {
			t.Errorf("RULES.md:%d: %s cites IELLO %s, the alignment says %s", c.line, c.id, c.iell, w)
		}
	}
}

// The lines of the player aid each 4th-edition clause cites are those of
// the alignment that dogma audit rules reads for it (--lang fr-ultimate),
// and "-" where the aid has no passage; the variants are not aligned.
func TestUltimateSourcesMatchAlignment(t *testing.T) {
	const align = "../../audit/data/innovation-fr-ultimate-align.tsv"
	data, err := os.ReadFile(align)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) < 2 {
			t.Fatalf("%s: bad line %q", align, line)
		}
		want[fields[0]] = fields[1]
	}
	for _, c := range readRules(t) {
		if !c.fourth || strings.HasPrefix(c.id, "VAR-") {
			continue
		}
		w, ok := want[c.id]
		got := strings.ReplaceAll(strings.ReplaceAll(c.seed, "l.", ""), " ", "")
		switch {
		case !ok:
			t.Errorf("RULES.md:%d: %s is not in %s", c.line, c.id, align)
		case got != w:
			t.Errorf("RULES.md:%d: %s cites seed004 %s, the alignment says %s", c.line, c.id, c.seed, w)
		}
		delete(want, c.id)
	}
	for id := range want {
		t.Errorf("%s aligns %s, which is no clause of the 4th edition", align, id)
	}
}
