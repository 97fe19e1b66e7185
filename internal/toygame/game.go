package toygame

import (
	"github.com/dogma-engine/dogma/engine"
)

// Game is one game of Tally. It implements engine.Game and
// engine.StepReplayer.
//
// A game advances in steps of one turn each: the action and the match
// questions it leads to, run by the kernel's step machine.
type Game struct {
	engine.Machine

	cfg   Config
	s     state
	start state // the state when the current turn began
}

// rules is the game as the step machine drives it (engine.Rules).
type rules Game

// settings are how the machine asks Tally's questions: every question is
// asked, a forced one too.
var settings = engine.Settings{AnswerSingle: false}

func (r *rules) Step()      { (*Game)(r).turn() }
func (r *rules) Over() bool { return r.s.ended != notOver }
func (r *rules) Commit()    { r.start = r.s }
func (r *rules) Rewind()    { r.s = r.start }

// bound returns a game of cfg in state s, bound to the step machine.
func bound(cfg Config, s *state) *Game {
	g := &Game{cfg: cfg, s: *s}
	g.Bind((*rules)(g), cfg.Players, settings)
	return g
}

// New sets up a game of cfg from seed: the seed decides the shuffle
// (TALLY-SETUP-1), and nothing else is random.
func New(cfg Config, seed uint64) (*Game, error) {
	cfg = cfg.normalize()
	if err := cfg.check(); err != nil {
		return nil, err
	}
	g := bound(cfg, &state{players: cfg.Players})
	g.setup(engine.NewRand(seed))
	return g, g.Start()
}

// setup shuffles the deck and deals (TALLY-SETUP-1, TALLY-SETUP-2); P1's
// turn begins.
func (g *Game) setup(r *engine.Rand) {
	s := &g.s
	for c := Card(0); c < NumCards; c++ {
		s.deck.push(c)
	}
	cs := s.deck.list()
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	g.deal()
}

// deal deals from the deck as it lies (TALLY-SETUP-2); P1's turn begins.
func (g *Game) deal() {
	s := &g.s
	g.event(EvShuffle, -1, -1, 0, 0, NumCards, ClauseDeck)
	for k := 0; k < HandSize; k++ {
		for p := 0; p < s.players; p++ {
			c := s.deck.removeAt(0)
			s.hands[p].insert(c)
			g.event(EvDeal, p, int(c), placeCode(inDeck, -1), placeCode(inHand, p), 0, ClauseDeal)
		}
	}
	s.announce = true
}

// Config returns the game's configuration.
func (g *Game) Config() Config { return g.cfg }

// Configuration returns the game's configuration, normalized.
func (g *Game) Configuration() engine.Config { return g.cfg }

// Result describes how the game ended.
func (g *Game) Result() engine.Result {
	if g.s.ended == notOver {
		return engine.Result{}
	}
	return engine.Ended(endingNames[g.s.ended], endingClauses[g.s.ended], uint64(g.s.winners))
}

// Hash returns a hash of the whole state (not of its history).
func (g *Game) Hash() uint64 { return g.s.hash() }

// Clone returns an independent copy of the game, in pull mode.
func (g *Game) Clone() engine.Game { return engine.CopyGame(g, nil, asRules) }

// CopyTo makes dst a copy of g, reusing its buffers, when dst is a Tally
// game other than g, or returns a new copy.
func (g *Game) CopyTo(dst engine.Game) engine.Game { return engine.CopyGame(g, dst, asRules) }

// asRules returns g as the step machine drives it.
func asRules(g *Game) engine.Rules { return (*rules)(g) }

func (g *Game) event(kind string, player, card, from, to, arg int, clause string) {
	g.Emit(engine.Event{Kind: kind, Player: player, Card: card, From: from, To: to, Arg: arg, Clause: clause})
}

var (
	_ engine.Game         = (*Game)(nil)
	_ engine.StepReplayer = (*Game)(nil)
)
