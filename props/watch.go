package props

import (
	"errors"
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// Watcher checks the properties of games played in push mode (Game.Play),
// where the engine calls the chooser directly and replays nothing. The
// code that plays tells it about each game, decision and answer: Begin
// once the game is set up, Decide before each decision is answered, Answer
// once the chooser has answered, End after the game. It runs the same
// properties at the same cadence as a Checker, which plays in pull mode,
// and sees the same steps; it is what the bench package measures, through
// its Observer hook.
//
// The zero value is not usable: Suite must be set. A Watcher follows one
// game at a time and is not safe for concurrent use.
type Watcher struct {
	Suite *Suite
	// Props are the properties to check; nil means Suite.Properties().
	Props []*Property
	// Strict runs every property after every decision.
	Strict bool
	// Short, Cap and StepBudget are as in Checker; 0 means the default.
	Short, Cap, StepBudget int

	g           engine.Game
	cfg         engine.Config
	props       lineup
	log         Log
	i           int  // the index of the decision being made
	answered    bool // decision i is answered and not yet checked
	expensive   bool
	mark        int
	stepMark    int
	stepChoices []int
	snaps       snapshots
	cur         Snapshot // Step.Before of the decision being made
	sched       schedule
	dec         engine.Decision
	choice      int
	step        Step
	prior       engine.Game
	work        workArea
}

// Begin starts watching game g, set up from seed.
func (w *Watcher) Begin(g engine.Game, seed uint64) error {
	w.g, w.cfg = g, g.Configuration()
	props := w.Props
	if props == nil {
		props = w.Suite.Properties()
	}
	w.props.set(props)
	w.log = Log{Config: w.cfg, Seed: seed,
		Choices: w.log.Choices[:0], Labels: w.log.Labels[:0],
		Players: w.log.Players[:0], Hashes: w.log.Hashes[:0]}
	w.i, w.answered = 0, false
	w.snaps.begin(w.Suite, g)
	w.sched = schedule{key: g.Hash(), all: w.Strict || w.Suite.EveryDecision}
	w.stepMark = g.Mark()
	w.stepChoices = w.stepChoices[:0]
	return nil
}

// Decide checks the decision answered before d, then notes d, which is
// about to be answered. It returns a *Violation or a *Failure when a
// property fails, and a Violation of the termination property when the game
// reaches the length cap.
func (w *Watcher) Decide(g engine.Game, d *engine.Decision) error {
	if w.g == nil || w.g != g {
		return errors.New("props: Decide about a game the watcher did not begin")
	}
	if w.answered {
		if err := w.finish(w.i >= orDefault(w.Cap, DefaultCap)); err != nil {
			return err
		}
	}
	w.expensive = expensiveAt(w.i, orDefault(w.Short, DefaultShort), w.Strict)
	if len(w.stepChoices) == 0 && w.i > 0 {
		w.snaps.newStep(w.g, w.sched.wholeStep(w.i, w.expensive))
	}
	w.cur = w.snaps.beforeOf(w.g, len(w.stepChoices) == 0)
	w.dec.Player, w.dec.Kind, w.dec.Prompt = d.Player, d.Kind, d.Prompt
	w.dec.Options = append(w.dec.Options[:0], d.Options...)
	if w.expensive && w.props.prior {
		w.prior = w.g.CopyTo(w.prior)
	}
	w.mark = w.g.Mark()
	w.snaps.decide(w.mark)
	return nil
}

// Answer notes that the decision noted by Decide was answered with option
// choice.
func (w *Watcher) Answer(g engine.Game, d *engine.Decision, choice int) error {
	if choice < 0 || choice >= len(w.dec.Options) {
		return &Failure{Kind: FailChooser, Decision: w.i, Where: "chooser",
			Err: fmt.Errorf("%w: option %d of %d", engine.ErrIllegal, choice, len(w.dec.Options))}
	}
	w.choice, w.answered = choice, true
	w.log.Choices = append(w.log.Choices, choice)
	w.log.Labels = append(w.log.Labels, w.dec.Options[choice].Label)
	w.log.Players = append(w.log.Players, w.dec.Player)
	return nil
}

// End checks the last decision of the game, as the final one.
func (w *Watcher) End(g engine.Game) error {
	if w.g == nil || w.g != g {
		return errors.New("props: End of a game the watcher did not begin")
	}
	if !w.answered {
		return nil
	}
	return w.finish(true)
}

// Log returns the decisions of the game watched last. It is reused by the
// next Begin.
func (w *Watcher) Log() *Log { return &w.log }

// finish checks decision w.i, now answered, with the game as it stands.
func (w *Watcher) finish(final bool) error {
	g := w.g
	w.log.Hashes = append(w.log.Hashes, g.Hash())
	stepDone := g.Over() || len(g.StepChoices()) == 0
	final = final || g.Over()
	var prior engine.Game
	if w.expensive && w.props.prior {
		prior = w.prior
	}
	// The fields are set one by one: a composite literal would build the
	// whole Step aside and copy it in, at every decision. Those the
	// properties read are set only when some property runs.
	st := &w.step
	st.StepDone, st.Final, st.sched = stepDone, final, &w.sched
	st.full = w.sched.full(w.i, orDefault(w.Short, DefaultShort), w.expensive, final)
	st.window = w.sched.windowEnd(w.i, st.full || w.expensive, final)
	st.question = w.sched.question(w.i, st.window)
	if props := w.props.at(st, w.expensive); len(props) > 0 {
		st.Suite, st.Game, st.Config, st.Before, st.Start = w.Suite, g, w.cfg, w.cur, w.snaps.startOf()
		w.snaps.window(st, g, w.stepMark, w.mark)
		st.Index, st.Decision, st.Choice = w.i, &w.dec, w.choice
		st.StepChoices, st.Prior = w.stepChoices, prior
		st.Log, st.Cap, st.CapStops = &w.log, orDefault(w.Cap, DefaultCap), false
		st.StepBudget = orDefault(w.StepBudget, DefaultStepBudget)
		st.work = &w.work
		w.work.steps++
		st.serial = w.work.steps
		if v, f := runProps(props, st); v != nil {
			return v
		} else if f != nil {
			return f
		}
	}
	if st.window {
		w.snaps.newWindow(g, w.i+1)
	}
	if stepDone {
		w.stepMark = g.Mark()
		w.stepChoices = w.stepChoices[:0]
	} else {
		w.stepChoices = append(w.stepChoices, w.choice)
	}
	w.i++
	w.answered = false
	if final && !g.Over() {
		return &Violation{Property: TerminationName, Clause: w.Suite.Termination, Decision: w.i - 1,
			Message: fmt.Sprintf("the game has not ended after %d decisions", w.i)}
	}
	return nil
}
