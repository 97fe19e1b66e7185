// Package enginetest is a conformance suite for the games of the kernel, in
// the manner of testing/fstest: a game's own test calls Run with its
// Registration, and Run plays seeded random games of the game and checks,
// in subtests, what the harness assumes of every engine.Game:
//
//   - determinism: the same seed and the same choices give the same state
//     hashes, the same events and the same decisions, whether the choices
//     are given one at a time (Choose, pull mode) or asked for (Play, push
//     mode);
//   - scripts: the labels of a game's decisions, answered by label, replay
//     the game;
//   - options: every decision goes to a seat of the game, offers at least
//     one option, no label twice, and every option it offers succeeds
//     (or meets a rule gap); an index outside the options is refused
//     with an engine.ErrIllegal and leaves the game as it was;
//   - clone: a clone has the state of its original and each goes on alone:
//     playing one changes nothing in the other;
//   - copyto: CopyTo onto the game itself, onto nil and onto a used game
//     (another setup, played for a while or to its end) gives a copy that
//     plays on as the original does, and leaves the original alone;
//   - hash: two states with the same hash print the same position and ask
//     the same decision, and every choice changes the hash;
//   - position: a position printed and parsed back is the same game (the
//     same hash, text and decision) and plays on the same way;
//   - hidden: for a game with hidden cards (an engine.StepReplayer), the
//     replay of a step with hidden cards exchanged is deterministic, makes
//     no exchange when every card is kept, and leaves a game whose
//     position prints and parses back;
//   - result: a game over asks nothing, refuses a choice and names its
//     clause and winners among its seats;
//   - perft: the decision-tree counts the caller pins (Options.Perft,
//     or a perft case of Options.Golden);
//   - malformed: the positions the caller gives that the game must
//     refuse, each at the line at fault (Options.Malformed, or a malformed
//     case of Options.Golden).
//
// A game stopped by an *engine.RuleGap ends there and counts as played: a
// rule gap is a finding of a campaign, not of the engine's contracts. Any
// other error is a failure.
package enginetest

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// Options says what Run plays and which golden counts it checks.
type Options struct {
	// Setups are the configurations played, as texts the registration's
	// ParseConfig reads; nil means the registration's Setups.
	Setups []string
	// Seeds are the seeds each setup is played from; nil means 1 and 2.
	Seeds []uint64
	// MaxDecisions caps the decisions of one game (0: 2000). A game still
	// running at the cap is checked as far as it went.
	MaxDecisions int
	// Every is the stride of the costly checks (every option tried, clone,
	// CopyTo, position, hidden-card replay): they run at decisions 0,
	// Every, 2*Every, ... of each game and at its last one (0: 1, every
	// decision).
	Every int
	// Perft are golden perft counts the game must reproduce.
	Perft []Perft
	// Malformed are position texts the game must refuse.
	Malformed []Malformed
	// Golden is a file of more perft counts and malformed positions (see
	// ReadGolden), as a game keeps them beside its test:
	// "testdata/conformance.golden".
	Golden string
}

// Perft is a golden perft count: the number of lines of play below a game,
// by depth, as `dogma perft` and fuzz.Perft count them. A leaf is a line of
// Depth decisions, or a shorter line that ends the game; a line stopped by
// an error is not a leaf.
type Perft struct {
	Name string
	// Setup is the configuration text of the game counted.
	Setup string
	// Seed is the seed of the game counted, when Position is empty.
	Seed uint64
	// Position is a position text to count from, read in Setup.
	Position string
	// Leaves are the counts at depths 1, 2, ...
	Leaves []int64
}

// follow is how many decisions a clone or a copy is played on for, to
// compare with its original.
const follow = 6

// shuffles is the number of exchanges of hidden cards a replay tries.
const shuffles = 40

// game is one seeded random game, as played once: its choices, the labels
// chosen, and the hash of each state.
type game struct {
	name    string
	cfg     engine.Config
	seed    uint64
	choices []int
	labels  []string
	hashes  []uint64 // hashes[k] is the hash before choice k; one more at the end
	events  [][]engine.Event
	end     error // the rule gap that stopped it, or nil
}

// Run plays seeded random games of reg and checks them, each family of
// checks in a subtest of t (see the package comment).
func Run(t *testing.T, reg *engine.Registration, opts Options) {
	t.Helper()
	if opts.MaxDecisions <= 0 {
		opts.MaxDecisions = 2000
	}
	if opts.Every <= 0 {
		opts.Every = 1
	}
	if opts.Seeds == nil {
		opts.Seeds = []uint64{1, 2}
	}
	if opts.Golden != "" {
		perfts, bad, err := ReadGolden(opts.Golden)
		if err != nil {
			t.Fatalf("%s: %v", reg.Name, err)
		}
		opts.Perft = append(slices.Clip(opts.Perft), perfts...)
		opts.Malformed = append(slices.Clip(opts.Malformed), bad...)
	}
	var cfgs []engine.Config
	if opts.Setups == nil {
		cfgs = reg.Setups()
	} else {
		for _, s := range opts.Setups {
			cfg, err := reg.ParseConfig(s)
			if err != nil {
				t.Fatalf("%s: setup %q: %v", reg.Name, s, err)
			}
			cfgs = append(cfgs, cfg)
		}
	}
	if len(cfgs) == 0 {
		t.Fatalf("%s: no setup to play", reg.Name)
	}
	var games []*game
	for _, cfg := range cfgs {
		for _, seed := range opts.Seeds {
			g, err := play(reg, cfg, seed, opts.MaxDecisions)
			if err != nil {
				t.Fatalf("%s: %v", reg.Name, err)
			}
			games = append(games, g)
		}
	}
	c := &checker{reg: reg, games: games, every: opts.Every}
	t.Run("determinism", c.determinism)
	t.Run("scripts", c.scripts)
	t.Run("options", c.options)
	t.Run("clone", c.clone)
	t.Run("copyto", c.copyTo)
	t.Run("hash", c.hash)
	t.Run("position", c.position)
	t.Run("hidden", c.hidden)
	t.Run("result", c.result)
	t.Run("perft", func(t *testing.T) {
		if len(opts.Perft) == 0 {
			t.Skip("no golden perft count given")
		}
		for _, p := range opts.Perft {
			t.Run(p.Name, func(t *testing.T) { checkPerft(t, reg, p) })
		}
	})
	t.Run("malformed", func(t *testing.T) {
		if len(opts.Malformed) == 0 {
			t.Skip("no malformed position given")
		}
		for _, m := range opts.Malformed {
			checkMalformed(t, reg, m)
		}
	})
}

// play plays a game of cfg from seed, choosing each option at random with
// a generator seeded by seed.
func play(reg *engine.Registration, cfg engine.Config, seed uint64, limit int) (*game, error) {
	g, err := reg.New(cfg, seed)
	if err != nil {
		return nil, fmt.Errorf("setup %q, seed %d: %v", cfg, seed, err)
	}
	out := &game{name: fmt.Sprintf("%s seed %d", cfg, seed), cfg: cfg, seed: seed}
	r := engine.NewRand(engine.Mix64(seed ^ 0x656e67696e65))
	for len(out.choices) < limit {
		d := g.Decision()
		if d == nil {
			break
		}
		i := r.Intn(len(d.Options))
		out.hashes = append(out.hashes, g.Hash())
		out.choices = append(out.choices, i)
		out.labels = append(out.labels, d.Options[i].Label)
		mark := g.Mark()
		err := g.Choose(i)
		out.events = append(out.events, slices.Clone(g.EventsSince(mark)))
		if err != nil {
			if gap := (*engine.RuleGap)(nil); errors.As(err, &gap) {
				out.end = err
				break
			}
			return nil, fmt.Errorf("%s: decision %d (%q): %v", out.name, len(out.choices)-1, d.Options[i].Label, err)
		}
	}
	out.hashes = append(out.hashes, g.Hash())
	return out, nil
}

// checker runs the checks over the games played.
type checker struct {
	reg   *engine.Registration
	games []*game
	every int
}

// start sets g up again from its seed.
func (c *checker) start(t *testing.T, g *game) engine.Game {
	t.Helper()
	h, err := c.reg.New(g.cfg, g.seed)
	if err != nil {
		t.Fatalf("%s: %v", g.name, err)
	}
	return h
}

// sampled reports whether the costly checks run at decision k of g.
func (c *checker) sampled(g *game, k int) bool {
	return k%c.every == 0 || k == len(g.choices)-1
}

// walk sets g up again and calls f before each of its choices, with the
// game in the state the choice was made in, then makes the choice. It
// stops at the first failure f reports.
func (c *checker) walk(t *testing.T, g *game, f func(k int, h engine.Game) bool) {
	t.Helper()
	h := c.start(t, g)
	for k, i := range g.choices {
		if !f(k, h) {
			return
		}
		if err := h.Choose(i); err != nil && k != len(g.choices)-1 {
			t.Errorf("%s: decision %d (%q) refused on replay: %v", g.name, k, g.labels[k], err)
			return
		}
	}
}

// isGap reports whether err is a rule gap.
func isGap(err error) bool {
	var gap *engine.RuleGap
	return errors.As(err, &gap)
}

// sameDecision reports whether two decisions ask the same player the same
// question with the same options.
func sameDecision(a, b *engine.Decision) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Player == b.Player && a.Kind == b.Kind && a.Count == b.Count && slices.Equal(a.Labels(), b.Labels())
}

// describe renders a decision for a failure message.
func describe(d *engine.Decision) string {
	if d == nil {
		return "no decision"
	}
	return fmt.Sprintf("%s to %s", d, engine.SeatName(d.Player))
}

// goOn plays h on with the choices of g from decision k, for n decisions
// at most, and reports the first one after which its hash is not the one g
// had, or "" when none.
func goOn(h engine.Game, g *game, k, n int) string {
	for j := k; j < len(g.choices) && j < k+n; j++ {
		if h.Hash() != g.hashes[j] {
			return fmt.Sprintf("before decision %d (%q) its hash is %#x, not %#x", j, g.labels[j], h.Hash(), g.hashes[j])
		}
		err := h.Choose(g.choices[j])
		if err != nil && !(j == len(g.choices)-1 && g.end != nil) {
			return fmt.Sprintf("decision %d (%q) is refused: %v", j, g.labels[j], err)
		}
		if h.Hash() != g.hashes[j+1] {
			return fmt.Sprintf("after decision %d (%q) its hash is %#x, not %#x", j, g.labels[j], h.Hash(), g.hashes[j+1])
		}
	}
	return ""
}
