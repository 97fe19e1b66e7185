package uruk

import (
	"errors"
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// Game is one game of Uruk. It implements engine.Game and
// engine.StepReplayer.
//
// A game advances in steps: one top-level action of a player with every
// decision it leads to (and, after the action that ends a turn, the end
// of that turn), one resolution of a god or disaster between turns, or
// the final scoring. The rules are straight-line code that asks each
// decision where it arises. The state at the start of the current step
// and the choices made since are kept, so that the game can be cloned or
// answered one decision at a time (pull mode) anywhere: the step is
// replayed from its start with the recorded choices. In push mode (Play)
// the code calls the Chooser directly and nothing is replayed.
type Game struct {
	cfg Config
	s   State

	start    State // the state when the current step began
	startLog int   // the length of log then
	choices  []int // the choices made since the current step began
	next     int   // replay cursor into choices
	dirty    bool  // s differs from start and choices are pending replay

	chooser engine.Chooser // push mode; nil in pull mode
	budget  int            // decisions the chooser may still make; <0 is no limit
	made    int            // decisions the chooser made in this Play

	pending    engine.Decision
	hasPending bool
	opts       []engine.Option // options of the decision being built
	aux        []int           // what each option means to the code that built it
	count      engine.Count

	log     []engine.Event
	logBase int   // the mark of log[0]: a clone keeps only the current step's events
	err     error // sticky: the game failed or met a rule gap

	pendingEnd bool   // the action in progress ends the turn (a god activated, URUK-GOD-2)
	effect     string // the card whose function or text is running, for events
}

// Signals that unwind the straight-line rules code; runStep recovers them.
type suspendSignal struct{}
type errSignal struct{ err error }

// SeatName names seat p (from 0): "P1".."P4".
func SeatName(p int) string { return engine.SeatName(p) }

// New sets up a game of cfg from seed: the seed decides the setup draws
// and shuffles and every later shuffle (URUK-SETUP-2 to URUK-SETUP-5,
// URUK-DRAW-4).
func New(cfg Config, seed uint64) (*Game, error) {
	cfg, err := cfg.Normalize()
	if err != nil {
		return nil, err
	}
	g := &Game{cfg: cfg, budget: -1}
	g.setup(engine.NewRand(seed))
	g.commit()
	g.advance()
	return g, g.err
}

// Config returns the game's configuration.
func (g *Game) Config() Config { return g.cfg }

// Configuration returns the game's configuration, normalized.
func (g *Game) Configuration() engine.Config { return g.cfg }

// State returns the live state. It must not be modified.
func (g *Game) State() *State { return &g.s }

// Players returns the number of players.
func (g *Game) Players() int { return g.cfg.Players }

// Err returns the error that stopped the game (a rule gap, most often),
// or nil.
func (g *Game) Err() error { return g.err }

// Decision returns the pending decision, or nil once the game is over or
// has stopped.
func (g *Game) Decision() *engine.Decision {
	if !g.hasPending || g.err != nil {
		return nil
	}
	return &g.pending
}

// Choose answers the pending decision with option i.
func (g *Game) Choose(i int) error {
	if g.err != nil {
		return g.err
	}
	if g.s.Phase == PhaseOver || !g.hasPending {
		return engine.ErrOver
	}
	if i < 0 || i >= len(g.pending.Options) {
		return fmt.Errorf("%w: option %d of a decision with %d options", engine.ErrIllegal, i, len(g.pending.Options))
	}
	g.choices = append(g.choices, i)
	g.hasPending = false
	g.dirty = true
	g.advance()
	return g.err
}

// ChooseLabel answers the pending decision with the option labelled label.
func (g *Game) ChooseLabel(label string) error {
	d := g.Decision()
	if d == nil {
		if g.err != nil {
			return g.err
		}
		return engine.ErrOver
	}
	i := d.Index(label)
	if i < 0 {
		return fmt.Errorf("%w: %q is not offered to %s (%s)", engine.ErrIllegal, label, SeatName(d.Player), d.Prompt)
	}
	return g.Choose(i)
}

// Play answers decisions with c until the game ends or stops, or limit
// decisions have been made (no limit if limit <= 0).
func (g *Game) Play(c engine.Chooser, limit int) (int, error) {
	if g.err != nil {
		return 0, g.err
	}
	g.chooser, g.made = c, 0
	g.budget = -1
	if limit > 0 {
		g.budget = limit
	}
	if g.hasPending && g.budget != 0 {
		g.hasPending = false
		g.dirty = true
	}
	g.advance()
	g.chooser, g.budget = nil, -1
	return g.made, g.err
}

// Over reports whether the game has ended with a result.
func (g *Game) Over() bool { return g.s.Phase == PhaseOver }

// Result describes how the game ended.
func (g *Game) Result() engine.Result {
	if g.s.Phase != PhaseOver {
		return engine.Result{}
	}
	r := engine.Result{Over: true, Reason: "score", Clause: "URUK-SCORE-3"}
	for p := 0; p < g.s.N; p++ {
		if g.s.Winners&(1<<p) != 0 {
			r.Winners = append(r.Winners, p)
		}
	}
	return r
}

// Clone returns an independent copy of the game, in pull mode.
func (g *Game) Clone() engine.Game { return g.copyInto(&Game{}) }

// CopyTo makes dst a copy of g, reusing its buffers, when dst is an Uruk
// game other than g, or returns a new copy.
func (g *Game) CopyTo(dst engine.Game) engine.Game {
	d, ok := dst.(*Game)
	if !ok || d == nil || d == g {
		return g.Clone()
	}
	return g.copyInto(d)
}

// copyInto makes d a copy of g with d's own buffers. The copy keeps the
// events of the current step onward.
func (g *Game) copyInto(d *Game) *Game {
	choices, log, opts, aux, pending := d.choices[:0], d.log[:0], d.opts[:0], d.aux[:0], d.pending.Options[:0]
	*d = *g
	d.choices = append(choices, g.choices...)
	d.log = append(log, g.log[g.startLog:]...)
	d.logBase = g.logBase + g.startLog
	d.startLog = 0
	d.opts = append(opts, g.opts...)
	d.aux = append(aux, g.aux...)
	d.pending.Options = append(pending, g.pending.Options...)
	d.chooser = nil
	d.budget = -1
	return d
}

// Mark returns the current position in the event log.
func (g *Game) Mark() int { return g.logBase + len(g.log) }

// EventsSince returns the events logged after mark.
func (g *Game) EventsSince(mark int) []engine.Event {
	i := max(mark-g.logBase, 0)
	if i > len(g.log) {
		return nil
	}
	return g.log[i:]
}

// StepChoices returns the choices made since the current step began.
func (g *Game) StepChoices() []int { return g.choices }

// ReplayStep restarts the step in progress from its start and answers its
// decisions with choices, up to the next decision; it returns the mark of
// the step's first event. Properties use it on a clone to ask what a
// decision would have been after other answers (a sealed bid, URUK-INFO-1).
// An error means the choices do not fit the step.
func (g *Game) ReplayStep(choices []int) (mark int, err error) {
	if g.err != nil {
		return 0, g.err
	}
	g.choices = append(g.choices[:0], choices...)
	g.hasPending = false
	g.dirty = true
	g.advance()
	return g.logBase + g.startLog, g.err
}

// advance runs steps until a decision is pending or the game ends or
// stops.
func (g *Game) advance() {
	for g.err == nil && g.s.Phase != PhaseOver {
		if g.dirty {
			g.s = g.start
			g.log = g.log[:g.startLog]
		}
		if !g.runStep() {
			return
		}
		g.commit()
	}
	g.hasPending = false
}

// commit makes the current state the start of the next step.
func (g *Game) commit() {
	g.start = g.s
	g.startLog = len(g.log)
	g.choices = g.choices[:0]
	g.dirty = false
}

// runStep runs one step from the current state, replaying the recorded
// choices. It reports whether the step completed; if not, a decision is
// pending or the game stopped.
func (g *Game) runStep() (done bool) {
	g.next = 0
	g.pendingEnd = false
	g.effect = ""
	defer func() {
		if r := recover(); r != nil {
			switch sig := r.(type) {
			case suspendSignal:
				done = false
			case errSignal:
				g.err = sig.err
				done = false
			default:
				panic(r)
			}
		}
	}()
	switch g.s.Phase {
	case PhasePlay:
		g.turnStep()
	case PhaseResolve:
		g.resolveStep()
	case PhaseScoring:
		g.scoringStep()
	}
	if g.next < len(g.choices) {
		g.fail(fmt.Errorf("uruk: internal error: %d choices left over after the step", len(g.choices)-g.next))
	}
	return true
}

// fail stops the game with err.
func (g *Game) fail(err error) { panic(errSignal{err}) }

// gap stops the game with a rule gap: the text does not say what happens.
func (g *Game) gap(clause, format string, args ...any) {
	g.fail(&engine.RuleGap{Clause: clause, Situation: fmt.Sprintf(format, args...)})
}

// filled logs that the fill-... variant v decides what the text leaves
// open, at the hole its clause names.
func (g *Game) filled(p int, v *Variant) {
	g.emit(EvFill, p, NoCard, NoPlace, NoPlace, 0, v.ID())
}

// newDecision starts building a decision; add options with option.
func (g *Game) newDecision() {
	g.opts = g.opts[:0]
	g.aux = g.aux[:0]
	g.count = engine.Count{}
}

// option adds an option with its meaning to the decision being built.
func (g *Game) option(label string, aux int) {
	g.opts = append(g.opts, engine.Option{Label: label})
	g.aux = append(g.aux, aux)
}

// errNoOption is the internal error of a decision built with no option.
var errNoOption = errors.New("uruk: internal error: a decision with no option")

// ask offers the decision built with newDecision and option to player p
// and returns the aux value of the chosen option. A decision inside a step
// with a single option is not asked: its option is taken (RULES.md, "How
// the engine asks"); a top-level action is always asked.
func (g *Game) ask(p int, kind engine.Kind, prompt string) int {
	if len(g.opts) == 0 {
		g.fail(errNoOption)
	}
	if len(g.opts) == 1 && kind != engine.KindAction {
		return g.aux[0]
	}
	if g.next < len(g.choices) {
		i := g.choices[g.next]
		g.next++
		if i >= len(g.aux) {
			g.fail(fmt.Errorf("uruk: replayed choice %d out of range (%d options): the step went another way", i, len(g.aux)))
		}
		return g.aux[i]
	}
	g.pending = engine.Decision{Player: p, Kind: kind, Prompt: prompt, Options: g.opts, Count: g.count}
	g.hasPending = true
	if g.chooser != nil && g.budget != 0 {
		// The decision is pending while the chooser looks at it, so that
		// a clone taken now can answer it in pull mode.
		i := g.chooser.Choose(&g.pending)
		g.hasPending = false
		if i < 0 || i >= len(g.opts) {
			g.fail(fmt.Errorf("%w: chooser answered %d to a decision with %d options (%s)", engine.ErrIllegal, i, len(g.opts), prompt))
		}
		g.choices = append(g.choices, i)
		g.next++
		g.made++
		if g.budget > 0 {
			g.budget--
		}
		return g.aux[i]
	}
	panic(suspendSignal{})
}

// yes asks player p a yes/no question.
func (g *Game) yes(p int, prompt string) bool {
	g.newDecision()
	g.option("yes", 1)
	g.option("no", 0)
	return g.ask(p, engine.KindYesNo, prompt) == 1
}

// emit appends an event to the log.
func (g *Game) emit(kind string, player int, c Card, from, to Place, arg int, clause string) {
	card := -1
	if c != NoCard {
		card = int(c)
	}
	g.log = append(g.log, engine.Event{Kind: kind, Player: player, Card: card, From: int(from), To: int(to), Arg: arg, Clause: clause, Effect: g.effect})
}

var (
	_ engine.Game         = (*Game)(nil)
	_ engine.StepReplayer = (*Game)(nil)
)
