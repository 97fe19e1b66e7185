package props

import (
	"fmt"
	"runtime/debug"

	"github.com/dogma-engine/dogma/engine"
)

// Defaults of a Checker.
const (
	DefaultShort      = 2    // expensive properties run at every decision below this index (see cadence.go)
	DefaultCap        = 5000 // a game longer than this many decisions is reported
	DefaultStepBudget = 256  // an engine step with more decisions is reported
)

// Checker plays games while checking properties. The zero value is not
// usable: Suite must be set. A Checker is not safe for concurrent use;
// give each worker its own.
type Checker struct {
	Suite *Suite
	// Props are the properties to check; nil means Suite.Properties(). An
	// empty, non-nil slice checks nothing (to measure bare play).
	Props []*Property
	// Strict runs every property after every decision.
	Strict bool
	// Short is the number of first decisions after which expensive
	// properties always run; 0 means DefaultShort.
	Short int
	// Cap is the game length cap in decisions; 0 means DefaultCap.
	Cap int
	// CapStops makes a game that reaches Cap stop unfinished (Capped)
	// rather than break the termination property: for choosers that may
	// keep a legal game going for ever, such as a swarm policy that never
	// melds and returns its hand again and again.
	CapStops bool
	// StepBudget is the most decisions one engine step may ask; 0 means
	// DefaultStepBudget.
	StepBudget int

	props lineup
	snaps snapshots
	sched schedule
	dec   engine.Decision
	step  Step
	prior engine.Game // Step.Prior, reused
	work  workArea
}

// Log is the decision log of one game: with its configuration and seed it
// replays the game exactly.
type Log struct {
	Config  engine.Config
	Seed    uint64
	Choices []int    // the option index chosen at each decision
	Labels  []string // the label of each chosen option
	Players []int    // the seat that made each decision
	Hashes  []uint64 // the state hash after each decision

	// Start is a copy of the game RunFrom began with, or nil when the game
	// began from Seed: the log then replays from a clone of it.
	Start engine.Game
}

// Len returns the number of decisions in the log.
func (l *Log) Len() int { return len(l.Choices) }

// Failure kinds.
const (
	FailError   = "error"   // the engine returned an error that is not a rule outcome
	FailPanic   = "panic"   // the engine (or a property) panicked
	FailChooser = "chooser" // the chooser answered an option that does not exist
)

// Failure is a game that broke rather than a property that failed: an
// engine error, a rule gap, a recovered panic.
type Failure struct {
	Kind     string // FailError, FailPanic or FailChooser
	Decision int    // the index of the decision being made, or -1 at setup
	Where    string // "engine", or the name of the property that was running
	Err      error  // the error, or the panic value as an error
	Stack    string // the stack of a panic
}

func (f *Failure) Error() string {
	return fmt.Sprintf("%s in %s at decision %d: %v", f.Kind, f.Where, f.Decision, f.Err)
}

// Unwrap returns the underlying error.
func (f *Failure) Unwrap() error { return f.Err }

// Result is the outcome of one checked game.
type Result struct {
	Violation *Violation  // the first property that failed, or nil
	Failure   *Failure    // the engine error or panic that stopped the game, or nil
	Capped    bool        // the game reached the length cap unfinished
	Log       Log         // the decisions made
	Game      engine.Game // the game as it stands at the end
}

// Err returns the violation or the failure, or nil.
func (r *Result) Err() error {
	switch {
	case r.Violation != nil:
		return r.Violation
	case r.Failure != nil:
		return r.Failure
	}
	return nil
}

// Run plays one game from seed under cfg, answering every decision with
// ch, and checks the properties. It stops at the first violation, failure,
// the end of the game or the length cap.
func (c *Checker) Run(cfg engine.Config, seed uint64, ch engine.Chooser) *Result {
	res := &Result{}
	var g engine.Game
	var err error
	if f := protect(-1, "engine", func() error { g, err = c.Suite.New(cfg, seed); return err }); f != nil {
		res.Failure = f
		return res
	}
	res.Log = Log{Config: g.Configuration(), Seed: seed}
	return c.play(res, g, ch)
}

// play plays g on to the end, the length cap or the first failure, and
// checks the properties; res holds the log's start.
func (c *Checker) play(res *Result, g engine.Game, ch engine.Chooser) *Result {
	cfg := res.Log.Config
	props := c.Props
	if props == nil {
		props = c.Suite.Properties()
	}
	c.props.set(props)
	short, limit, budget := orDefault(c.Short, DefaultShort), orDefault(c.Cap, DefaultCap), orDefault(c.StepBudget, DefaultStepBudget)

	res.Game = g
	c.snaps.begin(c.Suite, g)
	c.sched = schedule{key: g.Hash(), all: c.Strict || c.Suite.EveryDecision || res.Log.Start != nil}
	stepMark := g.Mark()
	var stepChoices []int
	// The snapshots of a new step or window are taken once the next
	// decision is answered, so that a chooser that stops leaves the last
	// decision's own for the checks that end its window.
	newStep, newWindow := false, false
	for i := 0; ; i++ {
		d := g.Decision()
		if d == nil {
			break
		}
		expensive := expensiveAt(i, short, c.Strict)
		var prior engine.Game
		if expensive && c.props.prior {
			prior = c.priorOf(g)
		}
		choice := ch.Choose(d)
		if choice == Stop {
			if i > 0 && !c.step.window {
				// The window the game stops in ends.
				c.step.window, c.step.question = true, true
				c.work.steps++
				c.step.serial = c.work.steps
				res.Violation, res.Failure = runProps(c.props.at(&c.step, false), &c.step)
			}
			break
		}
		if newStep {
			c.snaps.newStep(g, c.sched.wholeStep(i, expensive))
		}
		if newWindow {
			c.snaps.newWindow(g, i)
		}
		newStep, newWindow = false, false
		before := c.snaps.beforeOf(g, len(stepChoices) == 0)
		c.dec.Player, c.dec.Kind, c.dec.Prompt = d.Player, d.Kind, d.Prompt
		c.dec.Options = append(c.dec.Options[:0], d.Options...)
		if choice < 0 || choice >= len(c.dec.Options) {
			res.Failure = &Failure{Kind: FailChooser, Decision: i, Where: "chooser",
				Err: fmt.Errorf("%w: option %d of %d", engine.ErrIllegal, choice, len(c.dec.Options))}
			return res
		}
		mark := g.Mark()
		c.snaps.decide(mark)
		if f := protect(i, "engine", func() error { return g.Choose(choice) }); f != nil {
			res.Failure = f
			return res
		}
		res.Log.Choices = append(res.Log.Choices, choice)
		res.Log.Labels = append(res.Log.Labels, c.dec.Options[choice].Label)
		res.Log.Players = append(res.Log.Players, c.dec.Player)
		res.Log.Hashes = append(res.Log.Hashes, g.Hash())
		stepDone := g.Over() || len(g.StepChoices()) == 0
		final := g.Over() || i+1 >= limit
		// The fields are set one by one: a composite literal would build
		// the whole Step aside and copy it in, at every decision.
		st := &c.step
		st.Suite, st.Game, st.Config, st.Before, st.Start = c.Suite, g, cfg, before, c.snaps.startOf()
		c.snaps.window(st, g, stepMark, mark)
		st.Index, st.Decision, st.Choice = i, &c.dec, choice
		st.StepDone, st.StepChoices, st.Prior = stepDone, stepChoices, prior
		st.Log, st.Final, st.Cap, st.CapStops, st.StepBudget = &res.Log, final, limit, c.CapStops, budget
		st.work, st.sched, st.full = &c.work, &c.sched, c.sched.full(i, expensive)
		st.window = c.sched.windowEnd(i, st.full, final)
		st.question = c.sched.question(i, st.window)
		c.work.steps++
		st.serial = c.work.steps
		if v, f := runProps(c.props.at(st, expensive), st); v != nil || f != nil {
			res.Violation, res.Failure = v, f
			return res
		}
		newWindow = st.window
		if stepDone {
			newStep = true
			stepMark = g.Mark()
			stepChoices = stepChoices[:0]
		} else {
			stepChoices = append(stepChoices, choice)
		}
		if final && !g.Over() {
			res.Capped = true
			break
		}
	}
	return res
}

func orDefault(v, def int) int {
	if v <= 0 {
		return def
	}
	return v
}

// protect runs f, turning a panic into a Failure and an error into a
// Failure of kind FailError.
func protect(decision int, where string, f func() error) (fail *Failure) {
	defer func() {
		if r := recover(); r != nil {
			fail = panicFailure(decision, where, r)
		}
	}()
	if err := f(); err != nil {
		return &Failure{Kind: FailError, Decision: decision, Where: where, Err: err}
	}
	return nil
}

// panicFailure is the Failure of a panic with value r, recovered in where
// at the given decision; it is called by the deferred function that
// recovered it, so that the stack is the panic's.
func panicFailure(decision int, where string, r any) *Failure {
	err, ok := r.(error)
	if !ok {
		err = fmt.Errorf("%v", r)
	}
	return &Failure{Kind: FailPanic, Decision: decision, Where: where, Err: err, Stack: string(debug.Stack())}
}
