package fuzz

import (
	"os/exec"
	"strings"
	"testing"
)

// The package knows no game: none of the packages it builds on is a
// game's (engine/NAME, props/NAME, the toy game). Its tests may import
// games; its code reaches them only through a props.Suite.
func TestImportsNoGame(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list the dependencies")
	}
	out, err := exec.Command(gobin, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/dogma-engine/dogma/"
	for _, p := range strings.Fields(string(out)) {
		rel, ok := strings.CutPrefix(p, module)
		if !ok {
			continue
		}
		if strings.HasPrefix(rel, "engine/") || strings.HasPrefix(rel, "props/") || strings.HasPrefix(rel, "internal/toygame") {
			t.Errorf("fuzz depends on %s, a game's package", p)
		}
	}
}
