package main

import (
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	modlayout "github.com/dogma-engine/dogma/internal/layout"
)

// No file of cmd/dogma but games.go depends on a game package, neither by
// importing it nor through a package of the module it imports: flags,
// help, validation and every command reach a game through its
// registration (engine.Registration, props.Suite), so that a new game is
// one line in games.go. games.go itself must depend on the games, or the
// check would find nothing to find.
func TestOnlyGamesGoImportsGames(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	imports := map[string][]string{} // file: the module's packages it imports
	var all []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		imports[name] = []string{}
		for _, imp := range f.Imports {
			path, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasPrefix(path, modlayout.Module+"/") {
				imports[name] = append(imports[name], path)
				all = append(all, path)
			}
		}
	}
	if len(imports) < 10 {
		t.Fatalf("only %d files checked", len(imports))
	}
	if _, err := os.Stat("games.go"); err != nil {
		t.Fatalf("games.go, the list of games: %v", err)
	}
	deps := moduleDeps(t, all)
	for name, pkgs := range imports {
		var games []string
		for _, p := range pkgs {
			for _, d := range append([]string{p}, deps[p]...) {
				if modlayout.IsGame(d) && !slices.Contains(games, d) {
					games = append(games, d)
				}
			}
		}
		switch {
		case name == "games.go" && len(games) == 0:
			t.Errorf("games.go depends on no game package: the list of games is elsewhere")
		case name != "games.go" && len(games) > 0:
			t.Errorf("%s depends on the game packages %s: only games.go names games; reach a game through its Registration", name, strings.Join(games, ", "))
		}
	}
}

// moduleDeps returns the packages of the module each of pkgs depends on.
func moduleDeps(t *testing.T, pkgs []string) map[string][]string {
	t.Helper()
	slices.Sort(pkgs)
	pkgs = slices.Compact(pkgs)
	args := append([]string{"list", "-f", `{{.ImportPath}}{{range .Deps}} {{.}}{{end}}`}, pkgs...)
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		for _, d := range f[1:] {
			if strings.HasPrefix(d, modlayout.Module+"/") {
				deps[f[0]] = append(deps[f[0]], d)
			}
		}
	}
	if len(deps) == 0 {
		t.Fatalf("go list found no dependencies of %s", strings.Join(pkgs, " "))
	}
	return deps
}
