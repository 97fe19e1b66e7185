package props

import (
	"github.com/dogma-engine/dogma/engine"
)

// NewDeterminism returns the property that games replay exactly and that
// clones and position texts are faithful. replay is the clause that makes
// a game a function of its seed and decisions (Innovation: SETUP-1, the
// only randomness is the setup shuffle), position the clause a position
// text must keep (COMP-5, every card in one place).
func NewDeterminism(replay, position string) *Property {
	return &Property{
		Name:    "determinism",
		Clauses: []string{replay, position},
		Doc:     "a clone given the same choice reaches the same state; a position printed and parsed is equal; at the end, replaying the decision log from its start (the seed, or the position RunFrom began at) reproduces every state hash",
		Cost:    Expensive,
		Check:   func(s *Step) error { return checkDeterminism(s, replay, position) },
	}
}

// The rates of determinism's parts (see cadence.go): a clone answers the
// decision at one cadence point in cloneEvery; the position round trip,
// as dear as a third of a game's play, runs at one cadence point in
// roundTripEvery, so in about one game in ten; the replay of the log,
// as dear as playing the game again, at the end of one game in
// replayEvery.
const (
	cloneEvery     = 8
	roundTripEvery = 96
	replayEvery    = 48
)

// Salts of the schedules of determinism's parts.
const (
	saltClone     = 0x636c6f6e65
	saltRoundTrip = 0x726f756e64
	saltReplay    = 0x7265706c6179
)

func checkDeterminism(s *Step, replay, position string) error {
	if s.Prior != nil && s.Sampled(saltClone, cloneEvery) {
		g := s.Try()
		if err := g.Choose(s.Choice); err != nil {
			return s.Failf(replay, "a clone refuses the same choice %q: %v", s.Decision.Options[s.Choice].Label, err)
		}
		if g.Hash() != s.Game.Hash() || !sameDecision(g.Decision(), s.Game.Decision()) {
			return s.Failf(replay, "a clone given the same choice %q reaches another state", s.Decision.Options[s.Choice].Label)
		}
	}
	if s.Sampled(saltRoundTrip, roundTripEvery) {
		if err := checkRoundTrip(s, position); err != nil {
			return err
		}
	}
	if !s.Final || !s.Sampled(saltReplay, replayEvery) {
		return nil
	}
	g, err := s.Log.restart(s.Suite)
	if err != nil {
		return s.Failf(replay, "the game does not start again: %v", err)
	}
	if s.work != nil {
		// The replay goes on in a copy the checker keeps, whose buffers
		// have grown to a whole game's log: replaying allocates nothing.
		s.work.replay = g.CopyTo(s.work.replay)
		g = s.work.replay
	}
	// The log is replayed in push mode, its answers given as they are
	// asked, each state hash compared when the next decision is asked:
	// the state after a decision is the state its successor is asked in.
	r := &logReplay{g: g, log: s.Log, bad: -1}
	if _, err := g.Play(r, len(s.Log.Choices)); err != nil && r.bad < 0 {
		return s.Failf(replay, "replaying decision %d (%q) fails: %v", r.i-1, s.Log.Labels[max(r.i-1, 0)], err)
	}
	if r.bad < 0 && r.i == len(s.Log.Choices) && r.i > 0 && g.Hash() != s.Log.Hashes[r.i-1] {
		r.bad = r.i - 1
	}
	if r.bad >= 0 {
		return s.Failf(replay, "replaying the decision log from its start gives another state after decision %d (%q)", r.bad, s.Log.Labels[r.bad])
	}
	if r.i != len(s.Log.Choices) {
		return s.Failf(replay, "replaying the decision log from its start asks %d decisions, not %d", r.i, len(s.Log.Choices))
	}
	return nil
}

// checkRoundTrip checks that the game's position, printed and parsed,
// gives the same game and prints the same.
func checkRoundTrip(s *Step, position string) error {
	text := s.Game.Position()
	if text == "" {
		return nil
	}
	g, err := s.Suite.ParsePosition(s.Config, text, 1)
	if err != nil {
		return s.Failf(position, "the position does not parse back: %v\n%s", err, text)
	}
	if g.Hash() != s.Game.Hash() {
		return s.Failf(position, "a printed and parsed position has another hash:\n%s", text)
	}
	if again := g.Position(); again != text {
		return s.Failf(position, "a printed and parsed position prints differently:\n%s\n----\n%s", text, again)
	}
	return nil
}

// logReplay answers a game's decisions from a log and checks, as each
// decision is asked, that the state is the one the log recorded after the
// decision before.
type logReplay struct {
	g   engine.Game
	log *Log
	i   int // the next decision to answer
	bad int // the first decision after which the state differs, or -1
}

func (r *logReplay) Choose(d *engine.Decision) int {
	if r.i > 0 && r.g.Hash() != r.log.Hashes[r.i-1] {
		r.bad = r.i - 1
		return len(d.Options) // out of range: stops the game
	}
	if r.i >= len(r.log.Choices) {
		return len(d.Options)
	}
	c := r.log.Choices[r.i]
	r.i++
	return c
}
