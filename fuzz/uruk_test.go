package fuzz

import (
	"errors"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

// urukSetups are the Uruk games the fuzz target plays: 2, 3 and 4 players
// with every fill-... variant, the games that play past the holes of the
// text to their end.
func urukSetups() []engine.Config {
	var out []engine.Config
	for p := 2; p <= uruk.MaxPlayers; p++ {
		out = append(out, uruk.Config{Players: p, Variants: uruk.FillAll()})
	}
	return out
}

// FuzzUrukGame plays a game of Uruk whose seed, setup (one of urukSetups)
// and choices come from the fuzz input (see DecodeGame) under every
// property of Uruk. A rule gap fails it as it fails a campaign: the fill
// variants leave none that random play has met (testdata/fuzz/FuzzUrukGame
// holds the input that met the last one, URUK-DRAW-6's empty draw).
func FuzzUrukGame(f *testing.F) {
	fuzzCheckedGame(f, urukprops.Suite, urukSetups())
}

// fuzzCheckedGame runs the fuzz target of a game: an input decodes into
// one of setups, a seed and the choices (DecodeGame), played under every
// property of suite; a failure, a rule gap included, fails the input.
func fuzzCheckedGame(f *testing.F, suite *props.Suite, setups []engine.Config) {
	for seed := uint64(1); seed <= 3; seed++ {
		f.Add(EncodeGame(GameInput{Setup: int(seed) % len(setups), Seed: seed, Rest: []byte{0, 1, 2, 3, 4, 5, 6, 7}}))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		in := DecodeGame(data, setups)
		c := &props.Checker{Suite: suite}
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
