package layout

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestHarnessImportsNoGame lists every package of the module with its
// dependencies (go list -deps) and fails for a harness package that
// depends on a game package.
func TestHarnessImportsNoGame(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go command is not on PATH")
	}
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}}{{range .Deps}} {{.}}{{end}}`, Module+"/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	harness := 0
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || MayImportGames(fields[0]) {
			continue
		}
		harness++
		for _, dep := range fields[1:] {
			if IsGame(dep) {
				t.Errorf("%s imports the game package %s: the harness reaches games only through engine.Registration and props.Suite", fields[0], dep)
			}
		}
	}
	if harness < 5 {
		t.Fatalf("only %d harness packages listed; go list output:\n%s", harness, out)
	}
}

func TestIsGame(t *testing.T) {
	for p, want := range map[string]bool{
		Module + "/engine":                  false,
		Module + "/engine/innovation":       true,
		Module + "/engine/innovation/cards": true,
		Module + "/props":                   false,
		Module + "/props/innovation":        true,
		Module + "/internal/toygame":        true,
		Module + "/fuzz":                    false,
		"github.com/other/engine/x":         false,
	} {
		if got := IsGame(p); got != want {
			t.Errorf("IsGame(%q) = %v, want %v", p, got, want)
		}
	}
}

// TestReadmeListsEveryPackage fails for a package of the module that the
// layout table of README.md does not list (a row "| `DIR/` | ... |").
func TestReadmeListsEveryPackage(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go command is not on PATH")
	}
	out, err := exec.Command("go", "list", Module+"/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range strings.Fields(string(out)) {
		rel, ok := strings.CutPrefix(p, Module+"/")
		if !ok {
			continue
		}
		if !bytes.Contains(readme, []byte("| `"+rel+"/` |")) {
			t.Errorf("README.md's layout table has no row for %s/", rel)
		}
	}
}
