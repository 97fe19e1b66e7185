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

// PlantedGames is the most games a campaign against one planted bug may
// play before the suite fails: a default campaign finds each within a few
// dozen.
const PlantedGames = 1000

// Run runs every scenario file of game s under dir (the files of other
// games are left out), then a campaign of Games games of s on one worker
// that must find nothing, then, for each of the game's planted bugs, a
// campaign that must find it within PlantedGames games: a mutant that
// blinds a check the properties rely on (a replay that moves no hidden
// card, a clone that copies too little) lets a planted bug through.
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
	for _, b := range s.Bugs {
		setups, err := fuzz.PlantedSetups(s.Registration, s.Setups(), b.Name)
		if err != nil {
			t.Fatal(err)
		}
		res, err := fuzz.Run(context.Background(), fuzz.Options{Suite: s, Setups: setups, Seed: 1, Games: PlantedGames, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Found) == 0 {
			t.Errorf("planted bug %s: %d games found nothing", b.Name, res.Stats.Games)
		}
	}
}
