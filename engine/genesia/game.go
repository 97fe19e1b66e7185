package genesia

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// Game is one game of Genesia. It implements engine.Game.
//
// A game advances in steps: a player's choice of objective, one pick of
// the draft, one action of a phase (with every question it leads to: a
// card's placements, the copies other players make, a walk of clans), one
// secret War-or-Peace choice, one assault, one offer of a copy to
// another player, one end-of-Age card, one
// choice of place in the turn order. What follows a step without a
// question (the start and the end of an Age, the final scoring) runs in
// the step that leads to it.
type Game struct {
	engine.Machine

	cfg   Config
	data  *Data
	board *Board
	s     State
	start State // the state when the current step began
	// ages are the Age decks, top first, as setup shuffled them (nil in a
	// game set up from a position, which shuffles each at the start of its
	// Age). They are never changed: clones share them.
	ages [3][]int
}

// rules is the game as the step machine drives it (engine.Rules).
type rules Game

func (r *rules) Over() bool { return r.s.Phase == PhaseOver }
func (r *rules) Commit()    { r.start = r.s }
func (r *rules) Rewind()    { r.s = r.start }

// settings: every question is asked, even with a single option (RULES.md,
// "How the engine asks").
var settings = engine.Settings{}

// newGame returns a game of cfg on state s, bound to the step machine.
// The key of s's hash is worked out afresh: s may have been filled
// wholesale (Simplify's positions).
func newGame(cfg Config, d *Data, s State) *Game {
	s.rekey()
	g := &Game{cfg: cfg, data: d, board: d.BoardFor(cfg.Peoples()), s: s}
	g.Bind((*rules)(g), cfg.Players, settings)
	return g
}

// SeatName names seat p (from 0): "P1".."P5".
func SeatName(p int) string { return engine.SeatName(p) }

// New sets up a game of cfg from seed with the repository's data.
func New(cfg Config, seed uint64) (*Game, error) {
	return NewWithData(cfg, seed, defaultData, defaultDataErr)
}

// NewWithData sets up a game of cfg from seed with the data d (err, when
// not nil, is the error of reading d).
func NewWithData(cfg Config, seed uint64, d *Data, err error) (*Game, error) {
	if err != nil {
		return nil, err
	}
	cfg, err = cfg.Normalize()
	if err != nil {
		return nil, err
	}
	g := newGame(cfg, d, State{})
	g.setup(seed)
	return g, g.Start()
}

// Config returns the game's configuration.
func (g *Game) Config() Config { return g.cfg }

// Configuration returns the game's configuration, normalized.
func (g *Game) Configuration() engine.Config { return g.cfg }

// State returns the live state. It must not be modified.
func (g *Game) State() *State { return &g.s }

// Board returns the board the game is played on.
func (g *Game) Board() *Board { return g.board }

// Data returns the map and cards the game is played with.
func (g *Game) Data() *Data { return g.data }

// Card returns the facts of card c.
func (g *Game) Card(c int) *CardInfo { return &g.data.Cards[c] }

// Result describes how the game ended.
func (g *Game) Result() engine.Result {
	if g.s.Phase != PhaseOver {
		return engine.Result{}
	}
	// The score depends on the data: on the placeholder set, the reason
	// says so, and so does every report of end reasons.
	note := ""
	if g.data.Placeholder {
		note = " (" + Placeholder + ")"
	}
	switch {
	case g.cfg.Solo():
		return engine.Ended("solo"+note, "GEN-SOLO-1", uint64(g.s.Winners))
	case g.cfg.Teams:
		return engine.Ended("score"+note, "GEN-TEAM-1", uint64(g.s.Winners))
	}
	return engine.Ended("score"+note, "GEN-SCORE-5", uint64(g.s.Winners))
}

// Hash returns a hash of the state and the choices of the step in
// progress.
func (g *Game) Hash() uint64 { return engine.StepHash(g.s.Hash(), g.StepChoices()) }

// Clone returns an independent copy of the game, in pull mode.
func (g *Game) Clone() engine.Game { return engine.CopyGame(g, nil, asRules) }

// CopyTo makes dst a copy of g, reusing its buffers.
func (g *Game) CopyTo(dst engine.Game) engine.Game { return engine.CopyGame(g, dst, asRules) }

func asRules(g *Game) engine.Rules { return (*rules)(g) }

// Step runs one step from the current state.
func (r *rules) Step() {
	g := (*Game)(r)
	if g.s.CopyCard > 0 {
		g.copyStep()
		return
	}
	switch g.s.Phase {
	case PhaseObjective:
		g.objectiveStep()
	case PhaseDraft:
		g.draftStep()
	case PhaseGrowth, PhaseExpansion:
		g.phaseStep()
	case PhaseWar:
		g.warStep()
	case PhaseAssault:
		g.assaultStep()
	case PhaseEndCards:
		g.endCardsStep()
	case PhaseReseat:
		g.reseatStep()
	}
}

// seat returns the seat that decides for people p: the solo player
// decides for both peoples.
func (g *Game) seat(p int) int {
	if g.cfg.Solo() {
		return 0
	}
	return p
}

// people returns the name of people p in labels and events: its seat,
// or in the solo game "people 1" and "people 2".
func (g *Game) people(p int) string {
	if g.cfg.Solo() {
		return fmt.Sprintf("people %d", p+1)
	}
	return SeatName(p)
}

// gap stops the game with a rule gap: the text does not say what happens.
func (g *Game) gap(clause, format string, args ...any) {
	g.Fail(&engine.RuleGap{Clause: clause, Situation: fmt.Sprintf(format, args...)})
}

// filled logs that the fill-... variant v decides what the text leaves
// open.
func (g *Game) filled(p int, v *Variant) {
	g.emit(EvFill, p, -1, -1, -1, 0, v.ID())
}

// emit logs an event.
func (g *Game) emit(kind string, p, card, from, to, arg int, clause string) {
	g.Emit(engine.Event{Kind: kind, Player: p, Card: card, From: from, To: to, Arg: arg, Clause: clause})
}

// emitCard logs an event of a card effect.
func (g *Game) emitCard(kind string, p, card, from, to, arg int, clause string, effect int) {
	e := engine.Event{Kind: kind, Player: p, Card: card, From: from, To: to, Arg: arg, Clause: clause}
	if effect >= 0 {
		e.Effect = g.data.Cards[effect].Name
	}
	g.Emit(e)
}

// takeCoins gives people p n coins from the reserve (GEN-AGE-2,
// GEN-CARD-6, GEN-EFFECT-COINS); a reserve short of them is a hole.
func (g *Game) takeCoins(p, n int, clause string, effect int) {
	if n <= 0 {
		return
	}
	if int(g.s.Reserve) < n {
		if !g.cfg.Has(VarFillReserveShort) {
			g.gap("GEN-AGE-2", "%s is to take %d coins (%s) and the reserve holds %d", g.people(p), n, clause, g.s.Reserve)
		}
		g.filled(p, VarFillReserveShort)
		n = int(g.s.Reserve)
	}
	g.s.Reserve -= int16(n)
	g.s.Coins[p] += int16(n)
	g.emitCard(EvCoins, p, -1, -1, -1, n, clause, effect)
}

// pay moves n coins of people p to the reserve (GEN-CARD-5, GEN-GROW-1,
// GEN-MOVE-1).
func (g *Game) pay(p, n int) {
	g.s.Coins[p] -= int16(n)
	g.s.Reserve += int16(n)
}

var _ engine.Game = (*Game)(nil)
