package main

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	modlayout "github.com/dogma-engine/dogma/internal/layout"
)

// No file of cmd/dogma but games.go imports a game package: flags, help,
// validation and every command reach a game through its registration
// (engine.Registration, props.Suite), so that a new game is one line in
// games.go.
func TestOnlyGamesGoImportsGames(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			path, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				t.Fatal(err)
			}
			if modlayout.IsGame(path) && name != "games.go" {
				t.Errorf("%s imports the game package %s: only games.go names games; reach the game through its Registration", name, path)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d files checked", checked)
	}
	if _, err := os.Stat("games.go"); err != nil {
		t.Fatalf("games.go, the list of games: %v", err)
	}
}
