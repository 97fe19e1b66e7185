// Package mutationsuite is the test suite mutation testing runs against
// every mutant of the engine (CI.yml "mutation"): the scenario files,
// which pin the rules and every card, and a short checked campaign, which
// finds what the scenarios miss. A mutant the suite does not kill is a
// change to the engine no test notices.
package mutationsuite

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// Games is the length of the campaign, in games.
const Games = 200

// Run runs every scenario file of game s under dir (the files of other
// games are left out), then a campaign of Games games of s on one worker
// that must find nothing.
func Run(t *testing.T, s *props.Suite, dir string) {
	props.Register(s)
	files, err := scenarios.Files([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range files {
		game, err := scenarios.GameOf(path)
		if err != nil {
			t.Fatal(err)
		}
		if game != s.Name {
			continue
		}
		name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
		t.Run(name, func(t *testing.T) { scenarios.RunFile(t, path) })
	}
	res, err := fuzz.Run(context.Background(), fuzz.Options{Suite: s, Seed: 1, Games: Games, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, fd := range res.Found {
		t.Errorf("campaign: %v", fd.Failure)
	}
}
