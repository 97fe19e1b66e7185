package innovation

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// engineOracles are the engine's helpers that compute a quantity some
// property checks: icon counts, scores, top cards, eligibility, dogma sets,
// partners, winners and thresholds. A property that called one would share
// the engine's bug instead of catching it.
var engineOracles = map[string]bool{
	"PileIcons": true, "Score": true, "HighestTop": true, "TopCards": true,
	"AchievementsToWin": true, "DogmaSets": true, "Partner": true,
	"AchievementCount": true, "SideScore": true, "ScoreWinners": true,
	"Eligible": true, "CanAchieve": true, "Icons": true,
}

// allowedOracles names the calls a property may make because the value is
// the engine's claim under test, not the property's reference.
var allowedOracles = map[string]bool{
	"icons.go:Icons": true, // the icon cache, compared with a full recount
}

// TestPropertiesAreIndependentOracles keeps the properties independent of
// the engine: no property source calls an engine helper for a quantity it
// checks; each recomputes it from the card facts (naive.go).
func TestPropertiesAreIndependentOracles(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	contracts, err := filepath.Glob("contract/*.go")
	if err != nil || len(contracts) == 0 {
		t.Fatalf("no card contracts found: %v", err)
	}
	files = append(files, contracts...)
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			// In the card contracts, Score is the contract's verb "score
			// this card"; they hold no engine state to ask for points.
			verb := ok && strings.HasPrefix(name, "contract/") && sel.Sel.Name == "Score"
			if !ok || !engineOracles[sel.Sel.Name] || allowedOracles[name+":"+sel.Sel.Name] || verb {
				return true
			}
			t.Errorf("%s: a property calls the engine's %s; recompute it from the card facts instead", fset.Position(call.Pos()), sel.Sel.Name)
			return true
		})
	}
}
