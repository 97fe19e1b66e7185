package uruk

import (
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
	engine.Machine

	cfg   Config
	s     State
	start State // the state when the current step began

	pendingEnd bool   // the action in progress ends the turn (a god activated, URUK-GOD-2)
	effect     string // the card whose function or text is running, for events
}

// rules is the game as the step machine drives it (engine.Rules).
type rules Game

// settings are how the machine asks Uruk's questions: a question inside a
// step with a single option is not asked, its option is taken (RULES.md,
// "How the engine asks"); a top-level action is always asked.
var settings = engine.Settings{AnswerSingle: true}

func (r *rules) Over() bool { return r.s.Phase == PhaseOver }
func (r *rules) Commit()    { r.start = r.s }
func (r *rules) Rewind()    { r.s = r.start }

// newGame returns a game of cfg on state s, bound to the step machine.
func newGame(cfg Config, s State) *Game {
	g := &Game{cfg: cfg, s: s}
	g.Bind((*rules)(g), cfg.Players, settings)
	return g
}

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
	g := newGame(cfg, State{})
	g.setup(engine.NewRand(seed))
	return g, g.Start()
}

// Config returns the game's configuration.
func (g *Game) Config() Config { return g.cfg }

// Configuration returns the game's configuration, normalized.
func (g *Game) Configuration() engine.Config { return g.cfg }

// State returns the live state. It must not be modified.
func (g *Game) State() *State { return &g.s }

// Result describes how the game ended.
func (g *Game) Result() engine.Result {
	if g.s.Phase != PhaseOver {
		return engine.Result{}
	}
	return engine.Ended("score", "URUK-SCORE-3", uint64(g.s.Winners))
}

// Clone returns an independent copy of the game, in pull mode.
func (g *Game) Clone() engine.Game { return engine.CopyGame(g, nil, asRules) }

// CopyTo makes dst a copy of g, reusing its buffers, when dst is an Uruk
// game other than g, or returns a new copy.
func (g *Game) CopyTo(dst engine.Game) engine.Game { return engine.CopyGame(g, dst, asRules) }

// asRules returns g as the step machine drives it.
func asRules(g *Game) engine.Rules { return (*rules)(g) }

// Step runs one step from the current state.
func (r *rules) Step() {
	g := (*Game)(r)
	g.pendingEnd = false
	g.effect = ""
	switch g.s.Phase {
	case PhasePlay:
		g.turnStep()
	case PhaseResolve:
		g.resolveStep()
	case PhaseScoring:
		g.scoringStep()
	}
}

// fail stops the game with err.
func (g *Game) fail(err error) { g.Fail(err) }

// gap stops the game with a rule gap: the text does not say what happens.
func (g *Game) gap(clause, format string, args ...any) {
	g.fail(&engine.RuleGap{Clause: clause, Situation: fmt.Sprintf(format, args...)})
}

// filled logs that the fill-... variant v decides what the text leaves
// open, at the hole its clause names.
func (g *Game) filled(p int, v *Variant) {
	g.emit(EvFill, p, NoCard, NoPlace, NoPlace, 0, v.ID())
}

// yes asks player p a yes/no question.
func (g *Game) yes(p int, prompt string) bool {
	g.NewDecision()
	g.Option("yes", 1)
	g.Option("no", 0)
	return g.Ask(p, engine.KindYesNo, prompt) == 1
}

// emit appends an event to the log.
func (g *Game) emit(kind string, player int, c Card, from, to Place, arg int, clause string) {
	card := -1
	if c != NoCard {
		card = int(c)
	}
	g.Emit(engine.Event{Kind: kind, Player: player, Card: card, From: int(from), To: int(to), Arg: arg, Clause: clause, Effect: g.effect})
}

var (
	_ engine.Game         = (*Game)(nil)
	_ engine.StepReplayer = (*Game)(nil)
)
