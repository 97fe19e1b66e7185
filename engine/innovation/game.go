package innovation

import (
	"errors"
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// Game is one game of Innovation. It implements engine.Game.
//
// A game advances in steps: one setup choice, or one top-level action with
// every decision its effects ask. The state at the start of the current step
// and the choices made since are kept, so that a game can be cloned, or
// answered one decision at a time (pull mode), at any point: the step is
// replayed from its start with the recorded choices. In push mode (Play) the
// effects call the Chooser directly and nothing is replayed.
type Game struct {
	cfg  Config
	deck *Deck
	s    State

	start    State // the state when the current step began
	startLog int   // the length of the event log then (an index into log)
	choices  []int // choices made since the current step began
	next     int   // replay cursor into choices
	dirty    bool  // s differs from start, and choices are pending replay

	chooser engine.Chooser // push mode; nil in pull mode
	budget  int            // decisions the chooser may still make; <0 is no limit
	made    int            // decisions made by the chooser in this Play

	pending    engine.Decision
	hasPending bool
	opts       []engine.Option // options of the decision being built
	aux        []int           // what each option means to the code that built it
	count      engine.Count    // the count of the card choice being built

	log     []engine.Event
	logBase int   // the mark of log[0]: a clone keeps only the current step's events
	err     error // sticky: set once the game failed

	act      dogmaAction // the dogma action being resolved
	effect   string      // the effect running, for events
	cite     string      // a clause every event cites for now (Exec.Citing)
	checking bool        // inside the special-achievement check
	execs    []Exec      // the effects running, innermost last; reused
	cardBuf  []Card      // cards handed to effects during the step; reused
}

// Signals used to unwind straight-line effect code. They never leave the
// package: runStep recovers them.
type suspendSignal struct{}
type endSignal struct{}
type errSignal struct{ err error }

// New creates a game from a configuration, a deck and a seed. The seed
// decides the setup shuffles (SETUP-1); nothing else is random.
func New(cfg Config, deck *Deck, seed uint64) (*Game, error) {
	cfg, err := cfg.Normalize()
	if err != nil {
		return nil, err
	}
	g := newGame(cfg, deck)
	g.setup(engine.NewRand(seed))
	g.commit()
	g.advance()
	return g, g.err
}

func newGame(cfg Config, deck *Deck) *Game {
	g := &Game{}
	g.init(cfg, deck)
	return g
}

// init makes g a game with no card dealt yet. It keeps the buffers g
// owns alone: the options, the choices, the running effects and the event
// log (clones copy the events they keep).
func (g *Game) init(cfg Config, deck *Deck) {
	*g = Game{
		cfg:     cfg,
		deck:    deck,
		budget:  -1,
		opts:    g.opts[:0],
		aux:     g.aux[:0],
		choices: g.choices[:0],
		execs:   g.execs[:0],
		cardBuf: g.cardBuf[:0],
		log:     g.log[:0],
	}
	g.s.N = cfg.Players
	for i := range g.s.setupMeld {
		g.s.setupMeld[i] = NoCard
	}
	for i := range g.s.ageAchievements {
		g.s.ageAchievements[i] = NoCard
	}
}

// Reset starts a new game in g, with the same configuration and deck, as
// New does from seed. It reuses what g allocated before, so that a player
// of many games in a row allocates nothing once its buffers have grown.
// Slices returned by EventsSince before Reset are overwritten; clones
// taken before are not affected.
func (g *Game) Reset(seed uint64) error {
	g.init(g.cfg, g.deck)
	g.setup(engine.NewRand(seed))
	g.commit()
	g.advance()
	return g.err
}

// Config returns the game's configuration.
func (g *Game) Config() Config { return g.cfg }

// Deck returns the deck the game is played with.
func (g *Game) Deck() *Deck { return g.deck }

// State returns the live state. It must not be modified.
func (g *Game) State() *State { return &g.s }

// Players returns the number of players.
func (g *Game) Players() int { return g.cfg.Players }

// Err returns the error that stopped the game, if any.
func (g *Game) Err() error { return g.err }

// Decision returns the pending decision, or nil once the game is over or
// has failed.
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
	if i < 0 || i >= len(g.pending.Options) && !(bugOn(BugLegality) && i == len(g.pending.Options)) {
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

// Play answers decisions with c until the game ends or fails, or limit
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

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.s.Phase == PhaseOver }

// Result describes how the game ended.
func (g *Game) Result() engine.Result {
	if g.s.Phase != PhaseOver {
		return engine.Result{}
	}
	r := engine.Result{Over: true, Reason: g.s.result.reason, Clause: g.s.result.clause}
	for p := 0; p < g.s.N; p++ {
		if g.s.result.winners&(1<<p) != 0 {
			r.Winners = append(r.Winners, p)
		}
	}
	return r
}

// Current returns the seat whose turn it is (the last one, once the game
// is over).
func (g *Game) Current() int { return g.s.Current }

// Turn returns the number of the turn being played, from 1.
func (g *Game) Turn() int { return g.s.Turn }

// Configuration returns the game's configuration, normalized.
func (g *Game) Configuration() engine.Config { return g.cfg }

// CopyTo makes dst a copy of g when dst is an Innovation game (see
// CloneInto), or returns a new copy.
func (g *Game) CopyTo(dst engine.Game) engine.Game {
	d, ok := dst.(*Game)
	if !ok || d == nil || d == g {
		return g.CloneGame()
	}
	g.CloneInto(d)
	return d
}

// Clone returns an independent copy of the game, in pull mode.
func (g *Game) Clone() engine.Game { return g.CloneGame() }

// CloneGame is Clone with the concrete type.
func (g *Game) CloneGame() *Game {
	c := &Game{}
	g.CloneInto(c)
	return c
}

// CloneInto makes dst an independent copy of g, in pull mode, as CloneGame
// does, but reuses the buffers dst owns: once they have grown, copying a
// game into the same dst again and again allocates nothing. dst must not
// be g, and must not share buffers with a game still in use (a game made by
// CloneGame or New, or given to CloneInto before, owns its buffers).
func (g *Game) CloneInto(dst *Game) {
	choices, log, opts, aux, pending := dst.choices[:0], dst.log[:0], dst.opts[:0], dst.aux[:0], dst.pending.Options[:0]
	execs, cardBuf := dst.execs[:0], dst.cardBuf[:0]
	*dst = *g
	dst.choices = append(choices, g.choices...)
	// The copy keeps the events of the current step onward: earlier
	// events stay with the original, and sharing a backing array would let
	// a replay of one overwrite the other's.
	dst.log = append(log, g.log[g.startLog:]...)
	dst.logBase = g.logBase + g.startLog
	dst.startLog = 0
	dst.opts = append(opts, g.opts...)
	dst.aux = append(aux, g.aux...)
	dst.pending.Options = append(pending, g.pending.Options...)
	dst.execs = execs
	dst.cardBuf = cardBuf
	dst.chooser = nil
	dst.budget = -1
}

// Mark returns the current position in the event log.
func (g *Game) Mark() int { return g.logBase + len(g.log) }

// EventsSince returns the events logged after mark.
func (g *Game) EventsSince(mark int) []engine.Event {
	i := mark - g.logBase
	if i < 0 {
		i = 0 // a clone does not keep events before its current step
	}
	if i > len(g.log) {
		return nil
	}
	return g.log[i:]
}

// Choices returns the choices made since the current step began.
func (g *Game) Choices() []int { return g.choices }

// StepChoices is Choices, for engine.StepReplayer.
func (g *Game) StepChoices() []int { return g.choices }

// advance runs steps until a decision is pending, the game ends or fails.
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

// runStep runs one step from the current state, replaying recorded choices.
// It reports whether the step completed; if not, a decision is pending or
// the game failed.
func (g *Game) runStep() (done bool) {
	g.next = 0
	g.checking = false
	g.effect = ""
	g.cite = ""
	g.act = dogmaAction{}
	g.execs = g.execs[:0]
	g.cardBuf = g.cardBuf[:0]
	defer func() {
		if r := recover(); r != nil {
			switch sig := r.(type) {
			case suspendSignal:
				done = false
			case endSignal:
				done = true
			case errSignal:
				g.err = sig.err
				done = false
			default:
				panic(r)
			}
		}
	}()
	switch g.s.Phase {
	case PhaseSetup:
		g.setupStep()
	case PhasePlay:
		g.turnStep()
	}
	return true
}

// reserveCards returns room for n cards that stays the caller's until the
// step ends. Once the buffer has grown it allocates nothing; when it grows,
// regions handed out before keep the old array.
func (g *Game) reserveCards(n int) []Card {
	i := len(g.cardBuf)
	if i+n > cap(g.cardBuf) {
		g.cardBuf = make([]Card, i, 2*(i+n))
	}
	g.cardBuf = g.cardBuf[:i+n]
	return g.cardBuf[i : i+n : i+n]
}

// fail stops the game with err.
func (g *Game) fail(err error) { panic(errSignal{err}) }

// gap stops the game with a rule gap.
func (g *Game) gap(clause, situation string) {
	g.fail(&engine.RuleGap{Clause: clause, Situation: situation})
}

// newDecision starts building a decision; add options with option.
func (g *Game) newDecision() {
	g.opts = g.opts[:0]
	g.aux = g.aux[:0]
	g.count = engine.Count{}
}

func (g *Game) option(label string, aux int) {
	g.opts = append(g.opts, engine.Option{Label: label})
	g.aux = append(g.aux, aux)
}

// ask offers the decision built with newDecision/option to player p and
// returns the aux value of the chosen option.
func (g *Game) ask(p int, kind engine.Kind, prompt string) int {
	if len(g.opts) == 0 {
		g.fail(errors.New("innovation: internal error: a decision with no option"))
	}
	if g.next < len(g.choices) {
		i := g.choices[g.next]
		g.next++
		if i >= len(g.aux) {
			g.fail(fmt.Errorf("innovation: replayed choice %d out of range (%d options): nondeterministic step", i, len(g.aux)))
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

// emit appends an event to the log. While a sharing opponent performs a
// shared effect, any event is a change that earns the share bonus (DOGMA-6).
func (g *Game) emit(kind string, player int, c Card, from, to Place, arg int, clause string) {
	card := -1
	if c != NoCard {
		card = int(c)
	}
	if g.cite != "" && cited(kind) {
		clause = g.cite
	}
	g.log = append(g.log, engine.Event{
		Kind: kind, Player: player, Card: card, From: int(from), To: int(to),
		Arg: arg, Clause: clause, Effect: g.effect,
	})
	if g.act.sharerRunning {
		g.act.sharerChanged = true
	}
}
