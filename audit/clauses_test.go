package audit

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// data/innovation-clauses.tsv is what go generate makes of the clauses of
// engine/innovation/RULES.md: the generator, run in a scratch folder,
// writes the same file.
func TestClausesAreGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the generator")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH")
	}
	gen, err := filepath.Abs("gen_clauses.go")
	if err != nil {
		t.Fatal(err)
	}
	rules, err := filepath.Abs("../engine/innovation/RULES.md")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "clauses.tsv")
	cmd := exec.Command(goBin, "run", gen, rules, out)
	cmd.Dir = "."
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen_clauses.go: %v\n%s", err, msg)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("data/innovation-clauses.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("data/innovation-clauses.tsv is not what gen_clauses.go makes of engine/innovation/RULES.md: run go generate ./audit")
	}
}

// The shipped clause texts read, and carry no sources: what the audit
// compares with a translation is the rule, not the lines it cites.
func TestShippedClauses(t *testing.T) {
	f, err := Data().Open("innovation-clauses.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cs, err := ParseClauses("innovation-clauses.tsv", f)
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) == 0 {
		t.Fatal("no clause")
	}
	for _, c := range cs {
		if bytes.Contains([]byte(c.Text), []byte("(spec ")) || bytes.Contains([]byte(c.Text), []byte("IELLO l.")) {
			t.Errorf("%s keeps its sources: %s", c.ID, c.Text)
		}
	}
}
