package fuzz

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	"github.com/dogma-engine/dogma/scenarios"
	"pgregory.net/rapid"
)

// long reports whether the long test sizes were asked for (DOGMA_LONG=1).
func long() bool { return os.Getenv("DOGMA_LONG") != "" }

// configGen draws a game profile: 2, 3 or 4 players, teams, both editions,
// variants, and 1 to the playable number of ages.
func configGen(ages int) *rapid.Generator[inn.Config] {
	return rapid.Custom(func(t *rapid.T) inn.Config {
		cfg := inn.Config{Players: rapid.IntRange(2, 4).Draw(t, "players")}
		cfg.Teams = cfg.Players == 4 && rapid.Bool().Draw(t, "teams")
		if rapid.Bool().Draw(t, "third") {
			cfg.Edition = inn.Third
		}
		if rapid.Bool().Draw(t, "monument-combined") {
			cfg.Variants = cfg.Variants.With(inn.VarMonumentCombined)
		}
		// The IELLO reading of if-affected belongs to the 1st edition, which
		// IELLO follows; with 3rd-edition texts the engine reports a rule gap.
		if cfg.Edition == inn.First && rapid.Bool().Draw(t, "if-affected") {
			cfg.Variants = cfg.Variants.With(inn.VarIfAffected)
		}
		cfg.Ages = rapid.IntRange(1, ages).Draw(t, "ages")
		return cfg
	})
}

// checkedGame is the rapid property: a whole game, drawn decision by
// decision, keeps every property (strict mode: all of them every time).
func checkedGame(t *rapid.T) {
	cfg := configGen(inn.MaxAge).Draw(t, "config")
	seed := rapid.Uint64().Draw(t, "seed")
	c := &props.Checker{Suite: innprops.Suite, Strict: rapid.Bool().Draw(t, "strict")}
	res := c.Run(cfg, seed, NewRapid(t))
	if err := res.Err(); err != nil {
		t.Fatalf("%v seed %d: %v\ndecisions: %s", cfg, seed, err, strings.Join(res.Log.Labels, " / "))
	}
}

// TestRapidGames plays whole games from rapid draws under every property.
// With DOGMA_LONG set it also plays many more seeded random games.
func TestRapidGames(t *testing.T) {
	rapid.Check(t, checkedGame)
	if !long() {
		return
	}
	for seed := uint64(1); seed <= 20000; seed++ {
		cfg := DecodeGame([]byte{0, 0, 0, 0, 0, 0, 0, 0, byte(seed)}, innprops.Suite.Setups()).Config
		c := &props.Checker{Suite: innprops.Suite}
		if err := c.Run(cfg, seed, NewRandom(seed)).Err(); err != nil {
			t.Fatalf("%v seed %d: %v", cfg, seed, err)
		}
	}
}

// FuzzRapidGame runs the same property under go test -fuzz.
func FuzzRapidGame(f *testing.F) {
	f.Fuzz(rapid.MakeFuzz(checkedGame))
}

// FuzzGame plays a game of Innovation whose seed, setup (one of the
// game's Setups) and choices come from the fuzz input (see DecodeGame)
// under every property.
func FuzzGame(f *testing.F) {
	setups := innprops.Suite.Setups()
	for seed := uint64(1); seed <= 4; seed++ {
		// Setups 0 to 2: two, three and four players, 1st edition.
		f.Add(EncodeGame(GameInput{Setup: int(seed % 3), Seed: seed, Rest: []byte{0, 1, 2, 3, 4, 5, 6, 7}}))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		in := DecodeGame(data, setups)
		c := &props.Checker{Suite: innprops.Suite}
		res := c.Run(in.Config, in.Seed, NewBytes(in.Rest))
		if err := res.Err(); err != nil {
			var f *props.Failure
			if errors.As(err, &f) && f.Stack != "" {
				t.Fatalf("%v seed %d: %v\n%s", in.Config, in.Seed, err, f.Stack)
			}
			t.Fatalf("%v seed %d: %v\ndecisions: %s", in.Config, in.Seed, err, strings.Join(res.Log.Labels, " / "))
		}
	})
}

// FuzzPosition feeds arbitrary text to the position parser: it must never
// panic, a refusal must name its line, and a position it accepts prints
// and parses back to the same state.
func FuzzPosition(f *testing.F) {
	deck := cards.Base()
	g, err := cards.NewGame(inn.Config{Players: 3, Ages: 3}, 5)
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte(g.Position()))
	f.Add([]byte("game: players=2 ages=3\nP1 red left: Oars, Archery\nP1 hand: Sailing\navailable: 1, 2, Empire\n"))
	f.Add([]byte("P5 hand: Writing\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := inn.ParsePosition(inn.Config{Players: 2, Ages: 3}, deck, string(data))
		if err != nil {
			var pe *inn.PositionError
			if !errors.As(err, &pe) || pe.Line < 1 {
				t.Fatalf("error without a line: %v", err)
			}
			return
		}
		text := g.Position()
		g2, err := inn.ParsePosition(g.Config(), deck, text)
		if err != nil {
			t.Fatalf("a printed position does not parse: %v\n%s", err, text)
		}
		if g2.Hash() != g.Hash() || g2.Position() != text {
			t.Fatalf("round trip differs:\n%s\n----\n%s", text, g2.Position())
		}
	})
}

// scenarioSeeds are real scenario files the scenario fuzz target starts
// from, beside the inputs in testdata/fuzz/FuzzScenario.
var scenarioSeeds = []string{
	"rules/check.txt", "rules/splay.txt", "rules/share_bonus.txt", "rules/draw_overflow.txt", "cards/age1/archery.txt",
}

// FuzzScenario runs arbitrary text as a scenario file through the whole
// runner (scenarios.Check: parsing, positions, play, every command and the
// property check): it must never panic, and a refusal names the file.
func FuzzScenario(f *testing.F) {
	for _, name := range scenarioSeeds {
		data, err := os.ReadFile(filepath.Join("..", "scenarios", "testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		err := scenarios.Check("fuzz.txt", data)
		if errors.Is(err, scenarios.ErrPanic) {
			t.Fatal(err)
		}
		if err != nil && !strings.Contains(err.Error(), "fuzz.txt") {
			t.Fatalf("a refusal that does not name the file: %v", err)
		}
	})
}
