package props

import "github.com/dogma-engine/dogma/engine"

// The cadence of the properties.
//
// Expensive properties (a replay of every offered option, a clone, a
// position printed and parsed, a shuffle of hidden cards) cost about as
// much as a whole step of play or more each, so running them at every
// decision would make checked play tens of times slower than bare play.
// By default they run after the decisions whose index is below
// Checker.Short (DefaultShort: the first two), after every decision whose
// index is a power of two (0, 1, 2, 4, 8, 16...), and after the last
// decision of the game: the cadence points. A game of n decisions thus
// pays about log2(n)+2 expensive checks, however long it is: the cost per
// decision shrinks as games grow, and the first decisions, where a game's
// shape is decided, are always covered. Different seeds put different
// situations at those indices, so a campaign of many games still checks
// the expensive properties over a wide range of positions.
//
// Cheap properties check three things, each where it is cheapest.
//
// What the events show, they check a window of decisions at a time: a
// window ends at one decision in WindowEvery, at every cadence point and
// at the last decision (Step.WindowEnd). A property replays the events of
// the whole window, from the state when it began (Step.Since) through
// every event logged since (Step.SinceEvents), so that every decision's
// events are checked, once, in order, from the state they were logged in;
// it checks what the events touched (the cards moved, the piles splayed,
// the players whose boards changed), where a defect shows first, and pays
// its fixed cost once a window rather than once a decision.
//
// What only a decision shows, the question it asks (the options offered,
// to whom), they check at a sample of the decisions (Step.Question): where
// a window ends, and at one other decision in QuestionEvery. What only an
// engine step shows as a whole (who shared a Dogma action, the turn that
// follows it) they check at the end of the steps whose first decision's
// question is checked: those steps begin from a snapshot (Step.Start); the
// share bonus, which needs none, at the end of every step.
//
// After the first decisions (below Checker.Short), at one cadence point in
// FullCadenceEvery and at one other decision in FullEvery, Step.Full is
// set: every cheap property checks the whole
// state, so that a change no event announced is caught too. A whole-state
// check of every cheap property costs as much as many decisions of play,
// so it is sampled like the other dear parts: the cadence points where it
// runs are drawn per game, and a campaign's games cover them all. A violation is reported after the
// decision where it is found, so a campaign's log of a failing game ends
// there.
//
// The parts of an expensive property that cost as much as many steps of
// play, or a whole game (every other option tried, the hidden cards
// shuffled, the position printed and parsed, the log replayed), run at a
// sample of the cadence points (Step.Sampled).
//
// A game checked so costs two to three times its bare play instead of
// about twenty times, so a campaign plays about eight times as many games
// a second. Every decision's events are still checked; the parts sampled
// at one cadence point in eight (a clone answering, the hidden cards
// shuffled, the refused option) run about three quarters as often per
// second as when the checker played in pull mode and ran them at one
// cadence point in four, the rarer ones (a
// question, about one decision in ten with the window ends; every option
// tried, one cadence point in 24; the log replayed, one game in 48; the
// position round trip, one cadence point in 96) less often. Strict mode
// runs every property after every decision, with every part and the whole
// state.
//
// Every sample is a fixed schedule drawn from the game's key (the hash of
// the state it began in) and the decision's index, never from the clock:
// the same game is checked at the same decisions every time it is played,
// so a campaign reports the same failure for the same seed, and a failing
// game replays to the same violation while it is shrunk from its seed. A
// game whose suite checks every decision (Suite.EveryDecision) has windows
// of one decision and every question and step checked; Full and the
// expensive parts keep their sample. A
// game started from a position (a scenario file, a candidate of the
// shrinker) is checked in full, as in strict mode but at the same cadence
// points: every window is one decision long, every question and every
// step is checked, Full is set at every decision and Sampled is always
// true, so a failure found under the sample reproduces from any position
// its game went through.

// FullEvery is the rate of the sampled decisions, besides the cadence
// points, at which Step.Full is set: one decision in FullEvery.
const FullEvery = 512

// WindowEvery is the rate of the sampled decisions, besides the cadence
// points and the last decision, that end a window: one decision in
// WindowEvery.
const WindowEvery = 128

// QuestionEvery is the rate of the sampled decisions, besides those that
// end a window, whose question the cheap properties check: one decision in
// QuestionEvery.
const QuestionEvery = 24

// expensiveAt reports whether the expensive properties run after decision
// i (from 0).
func expensiveAt(i, short int, strict bool) bool {
	return strict || i < short || i&(i-1) == 0
}

// schedule is the fixed sampling schedule of one game.
type schedule struct {
	key   uint64 // the game's key: the hash of the state it began in
	all   bool   // no sampling: strict mode, or a game started from a position
	every bool   // windows of one decision, every question (Suite.EveryDecision)
	drawn int    // one more than the decision whose mix h is; 0 for none
	h     uint64 // the mix of the key and that decision's index
}

// Fields of a decision's draw (schedule.in), one per sample of the
// decisions: those at which Step.Full is set, those at which a window
// ends, those whose question is checked. A field has 20 bits, so
// FullEvery, WindowEvery and QuestionEvery are at most 1<<20.
const (
	fieldFull = iota
	fieldWindow
	fieldQuestion
)

// in reports whether decision i is in the sample of one decision in every
// read from the given field of its draw: one mix of the game's key and
// the index serves the three samples of a decision.
func (sc *schedule) in(i, field int, every uint64) bool {
	if sc.drawn != i+1 {
		sc.drawn, sc.h = i+1, engine.Mix64(sc.key^uint64(i)*0x9e3779b97f4a7c15)
	}
	return (sc.h>>(20*field)&(1<<20-1))%every == 0
}

// windowEnd reports whether decision i ends a window: point says it is a
// cadence point or Step.Full is set after it, final that it is the last.
func (sc *schedule) windowEnd(i int, point, final bool) bool {
	return point || final || sc.all || sc.every || sc.in(i, fieldWindow, WindowEvery)
}

// FullCadenceEvery is the rate of the cadence points, besides the first
// decisions (below Checker.Short), at which Step.Full is set: one in
// FullCadenceEvery.
const FullCadenceEvery = 4

// saltFull is the salt of the sample of the cadence points where Step.Full
// is set.
const saltFull = 0x66756c6c

// full reports whether Step.Full is set after decision i, which is a
// cadence point when expensive is set: after the first decisions, at one
// cadence point in FullCadenceEvery, at one other decision in FullEvery.
func (sc *schedule) full(i, short int, expensive bool) bool {
	return sc.all || expensive && (i < short || sc.sampled(i, saltFull, FullCadenceEvery)) || sc.in(i, fieldFull, FullEvery)
}

// sampled reports whether decision i is in the sample named by salt, of
// one decision in every.
func (sc *schedule) sampled(i int, salt uint64, every int) bool {
	return sc.all || every <= 1 || engine.Mix64(sc.key^salt^uint64(i)*0x9e3779b97f4a7c15)%uint64(every) == 0
}

// question reports whether the question of decision i is checked: window
// says that the decision ends a window.
func (sc *schedule) question(i int, window bool) bool {
	return window || sc.all || sc.every || sc.in(i, fieldQuestion, QuestionEvery)
}

// wholeStep reports whether the engine step that begins at decision i is
// checked as a whole (Step.Start): when the schedule checks the question
// of its first decision (unless only because it is the last), and every
// step when nothing is sampled.
func (sc *schedule) wholeStep(i int, expensive bool) bool {
	return sc.question(i, sc.windowEnd(i, expensive || sc.in(i, fieldFull, FullEvery), false))
}

// Full reports whether the cheap properties check the whole state after
// this step's decision, rather than only what its events touched: after
// the first decisions, at one cadence point in
// FullCadenceEvery, at one other decision in FullEvery, after every decision
// of a game started from a position or in strict mode, and in a Step made
// by hand.
func (s *Step) Full() bool { return s.sched == nil || s.full }

// WindowEnd reports whether this step's decision ends a window, where the
// cheap properties check the window's events: at every cadence point and
// every full step, at the last decision, at one other decision in WindowEvery, and in a Step made
// by hand.
func (s *Step) WindowEnd() bool { return s.sched == nil || s.window }

// Question reports whether the cheap properties check the question of this
// step's decision (what was offered, to whom): where a window ends, at one
// other decision in QuestionEvery, and in a Step made by hand.
func (s *Step) Question() bool { return s.sched == nil || s.question }

// Sampled reports whether the costly part of a check named by salt (any
// constant the property picks) runs after this step's decision: at one
// decision in every, on the game's fixed schedule; always in a game
// started from a position, in strict mode and in a Step made by hand. A
// property asks at its cadence points, so the part runs at one cadence
// point in every.
func (s *Step) Sampled(salt uint64, every int) bool {
	return s.sched == nil || s.sched.sampled(s.Index, salt, every)
}

// SampledAt is Sampled for decision i of the game rather than this
// step's: a property that checks what an earlier decision began (an
// action, a performance) asks at the decision that began it, so that the
// whole of it is checked or none.
func (s *Step) SampledAt(i int, salt uint64, every int) bool {
	return s.sched == nil || s.sched.sampled(i, salt, every)
}

// priorOf returns a copy of g for Step.Prior, reusing the checker's
// buffers.
func (c *Checker) priorOf(g engine.Game) engine.Game {
	c.prior = g.CopyTo(c.prior)
	return c.prior
}

// Try returns a copy of the game just before the decision (Prior), to be
// answered differently by a property. The copy is reused by the next call
// to Try: it is valid until then. Try returns nil when Prior is nil.
func (s *Step) Try() engine.Game {
	if s.Prior == nil {
		return nil
	}
	if s.work == nil {
		return s.Prior.Clone()
	}
	s.work.scratch = s.Prior.CopyTo(s.work.scratch)
	return s.work.scratch
}
