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
	// StepWindows checks the cheap properties one window per engine step
	// (an action with every decision its effects ask), the whole state at
	// its end, rather than one window per decision, in a game started
	// from a position: a failure that only a window of several decisions
	// shows, as a campaign's sampled windows are (a property whose model of
	// the board goes wrong within an action), shows from a position too.
	StepWindows bool
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
	loop  loop
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
//
// A game that runs on the kernel's step machine is played in push mode
// (Game.Play): the engine calls the checker at each decision, the checks
// of a decision run when the next one is asked (or when the game ends),
// and the checker answers engine.Suspend to stop. The engine then never
// replays a step to answer a decision, which in pull mode (Decision,
// Choose) costs about as much as the play itself. Both modes check the
// same states: a decision pending in push mode leaves the game as pull
// mode leaves it after Choose.
func (c *Checker) play(res *Result, g engine.Game, ch engine.Chooser) *Result {
	l := c.begin(res, g, ch)
	if _, ok := g.(engine.MachineGame); ok {
		c.push(l)
	} else {
		c.pull(l)
	}
	l.g, l.ch, l.res, l.prior = nil, nil, nil, nil
	if l.panicked {
		// A chooser's panic is its caller's (rapid's, a test's), as in
		// pull mode, not a failure of the engine that called it.
		panic(l.panicValue)
	}
	return res
}

// begin readies the checks of game g, played with ch (nil for a game that
// something else plays), whose log res holds, and returns the loop's
// state.
func (c *Checker) begin(res *Result, g engine.Game, ch engine.Chooser) *loop {
	props := c.Props
	if props == nil {
		props = c.Suite.Properties()
	}
	c.props.set(props)
	l := &c.loop
	*l = loop{
		res: res, g: g, ch: ch, cfg: res.Log.Config,
		short: orDefault(c.Short, DefaultShort), limit: orDefault(c.Cap, DefaultCap), budget: orDefault(c.StepBudget, DefaultStepBudget),
		stepChoices: l.stepChoices[:0],
	}
	res.Game = g
	c.snaps.begin(c.Suite, g)
	c.sched = schedule{key: g.Hash(), all: c.Strict || res.Log.Start != nil, every: c.Suite.EveryDecision}
	l.stepMark = g.Mark()
	return l
}

// loop is the state of the decision loop of the game a Checker plays.
type loop struct {
	res                  *Result
	g                    engine.Game
	ch                   engine.Chooser
	cfg                  engine.Config
	short, limit, budget int

	stepMark    int   // the mark of the step's first event
	stepChoices []int // the choices of the step before decision i
	// The snapshots of a new step or window are taken once the next
	// decision is answered, so that a chooser that stops leaves the last
	// decision's own for the checks that end its window.
	newStep, newWindow bool

	i         int         // the index of the decision being made
	answered  bool        // decision i is answered, its checks not run yet
	expensive bool        // decision i is a cadence point
	prior     engine.Game // a copy of the game before decision i, or nil
	before    Snapshot    // Step.Before of decision i
	choice    int         // the answer to decision i
	mark      int         // the event mark before decision i
	stop      bool        // the game is not to be played on

	panicked   bool // the chooser panicked with panicValue
	panicValue any
}

// pull plays the game in pull mode: Decision, then Choose.
func (c *Checker) pull(l *loop) {
	for !l.stop {
		d := l.g.Decision()
		if d == nil || !c.decide(l, d) {
			return
		}
		if f := protect(l.i, "engine", func() error { return l.g.Choose(l.choice) }); f != nil {
			l.res.Failure = f
			return
		}
		c.checked(l)
	}
}

// push plays the game in push mode (see play).
func (c *Checker) push(l *loop) {
	answer := engine.ChooserFunc(func(d *engine.Decision) int {
		if l.answered {
			c.checked(l)
			if l.stop {
				return engine.Suspend
			}
		}
		if !c.decide(l, d) {
			return engine.Suspend
		}
		l.answered = true
		return l.choice
	})
	f := protect(-1, "engine", func() error { _, err := l.g.Play(answer, 0); return err })
	if f != nil {
		// The engine failed while answering decision i.
		f.Decision = l.i
		l.res.Failure = f
		return
	}
	if l.answered {
		c.checked(l)
	}
}

// decide asks the chooser for decision d, the i-th, and readies its
// checks. It reports false when the game is not to be played on: the
// chooser stopped, or answered an option that does not exist.
func (c *Checker) decide(l *loop, d *engine.Decision) bool {
	c.ask(l)
	choice := c.choose(l, d)
	if l.panicked {
		return false
	}
	return c.answer(l, d, choice)
}

// ask readies decision i before it is answered: whether it is a cadence
// point, and the copy of the game the dear checks start from.
func (c *Checker) ask(l *loop) {
	l.expensive = expensiveAt(l.i, l.short, c.Strict)
	l.prior = nil
	if l.expensive && c.props.prior {
		l.prior = c.priorOf(l.g)
	}
}

// answer notes that decision d, the i-th, is answered with choice, before
// the engine applies it. It reports false when the game is not to be
// played on: the chooser stopped, or answered an option that does not
// exist.
func (c *Checker) answer(l *loop, d *engine.Decision, choice int) bool {
	g, i := l.g, l.i
	if choice == Stop {
		if i > 0 && !c.step.window {
			// The window the game stops in ends.
			c.step.window, c.step.question = true, true
			c.work.steps++
			c.step.serial = c.work.steps
			l.res.Violation, l.res.Failure = runProps(c.props.at(&c.step, false), &c.step)
		}
		return false
	}
	if l.newStep {
		c.snaps.newStep(g, c.sched.wholeStep(i, l.expensive))
	}
	if l.newWindow {
		c.snaps.newWindow(g, i)
	}
	l.newStep, l.newWindow = false, false
	l.before = c.snaps.beforeOf(g, len(l.stepChoices) == 0)
	c.dec.Player, c.dec.Kind, c.dec.Prompt = d.Player, d.Kind, d.Prompt
	c.dec.Options = append(c.dec.Options[:0], d.Options...)
	if choice < 0 || choice >= len(c.dec.Options) {
		l.res.Failure = &Failure{Kind: FailChooser, Decision: i, Where: "chooser",
			Err: fmt.Errorf("%w: option %d of %d", engine.ErrIllegal, choice, len(c.dec.Options))}
		return false
	}
	l.mark = g.Mark()
	c.snaps.decide(l.mark)
	l.choice = choice
	return true
}

// choose asks the chooser for decision d. A panic of the chooser is kept in
// l, to be raised again once the engine has returned (see play).
func (c *Checker) choose(l *loop, d *engine.Decision) (choice int) {
	defer func() {
		if r := recover(); r != nil {
			l.panicked, l.panicValue = true, r
			choice = Stop
		}
	}()
	return l.ch.Choose(d)
}

// checked records decision i, answered, and runs its checks on the game as
// the answer left it; it sets l.stop when the game is not to be played on.
func (c *Checker) checked(l *loop) {
	g, i, res, choice := l.g, l.i, l.res, l.choice
	l.answered = false
	res.Log.Choices = append(res.Log.Choices, choice)
	res.Log.Labels = append(res.Log.Labels, c.dec.Options[choice].Label)
	res.Log.Players = append(res.Log.Players, c.dec.Player)
	res.Log.Hashes = append(res.Log.Hashes, g.Hash())
	stepDone := g.Over() || len(g.StepChoices()) == 0
	final := g.Over() || i+1 >= l.limit
	// The fields are set one by one: a composite literal would build
	// the whole Step aside and copy it in, at every decision.
	st := &c.step
	st.Suite, st.Game, st.Config, st.Before, st.Start = c.Suite, g, l.cfg, l.before, c.snaps.startOf()
	c.snaps.window(st, g, l.stepMark, l.mark)
	st.Index, st.Decision, st.Choice = i, &c.dec, choice
	st.StepDone, st.StepChoices, st.Prior = stepDone, l.stepChoices, l.prior
	st.Log, st.Final, st.Cap, st.CapStops, st.StepBudget = &res.Log, final, l.limit, c.CapStops, l.budget
	st.work, st.sched, st.full = &c.work, &c.sched, c.sched.full(i, l.short, l.expensive)
	st.window = c.sched.windowEnd(i, st.full || l.expensive, final)
	if c.StepWindows {
		st.full, st.window = stepDone || final, stepDone || final
	}
	st.question = c.sched.question(i, st.window)
	c.work.steps++
	st.serial = c.work.steps
	if v, f := runProps(c.props.at(st, l.expensive), st); v != nil || f != nil {
		res.Violation, res.Failure = v, f
		l.stop = true
		return
	}
	l.newWindow = st.window
	if stepDone {
		l.newStep = true
		l.stepMark = g.Mark()
		l.stepChoices = l.stepChoices[:0]
	} else {
		l.stepChoices = append(l.stepChoices, choice)
	}
	if final && !g.Over() {
		res.Capped = true
		l.stop = true
	}
	l.i++
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
