package toygame

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// Game is one game of Tally. It implements engine.Game and
// engine.StepReplayer.
//
// A game advances in steps of one turn each: the action and the match
// questions it leads to. The state at the start of the turn and the
// choices made since are kept, so that the turn can be replayed.
type Game struct {
	cfg Config
	s   state

	start      state // the state when the current turn began
	startLog   int   // the index in log of the turn's first event
	turnLogged bool  // the turn's events begin with its EvTurn event
	choices    []int // the choices made since the turn began
	steps      int   // the turns completed

	pending engine.Decision
	aux     []int // what each pending option means: a card, a seat, yes/no

	log     []engine.Event
	logBase int // the mark of log[0]: a clone keeps only the current turn's events
	err     error
}

// New sets up a game of cfg from seed: the seed decides the shuffle
// (TALLY-SETUP-1), and nothing else is random.
func New(cfg Config, seed uint64) (*Game, error) {
	cfg = cfg.normalize()
	if err := cfg.check(); err != nil {
		return nil, err
	}
	g := &Game{cfg: cfg}
	g.s.players = cfg.Players
	g.setup(engine.NewRand(seed))
	return g, nil
}

// setup shuffles the deck and deals (TALLY-SETUP-1, TALLY-SETUP-2), then
// begins P1's turn.
func (g *Game) setup(r *engine.Rand) {
	s := &g.s
	for c := Card(0); c < NumCards; c++ {
		s.deck.push(c)
	}
	cs := s.deck.list()
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	g.event(EvShuffle, -1, -1, 0, 0, NumCards, ClauseDeck)
	for k := 0; k < HandSize; k++ {
		for p := 0; p < s.players; p++ {
			c := s.deck.removeAt(0)
			s.hands[p].insert(c)
			g.event(EvDeal, p, int(c), placeCode(inDeck, -1), placeCode(inHand, p), 0, ClauseDeal)
		}
	}
	g.beginTurn()
	g.decide()
}

// Config returns the game's configuration.
func (g *Game) Config() Config { return g.cfg }

// Configuration returns the game's configuration, normalized.
func (g *Game) Configuration() engine.Config { return g.cfg }

// Players returns the number of players.
func (g *Game) Players() int { return g.cfg.Players }

// Err returns the error that stopped the game, or nil.
func (g *Game) Err() error { return g.err }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.s.ended != notOver }

// Result describes how the game ended.
func (g *Game) Result() engine.Result {
	if g.s.ended == notOver {
		return engine.Result{}
	}
	r := engine.Result{Over: true, Reason: endingNames[g.s.ended], Clause: endingClauses[g.s.ended]}
	for p := 0; p < g.s.players; p++ {
		if g.s.winners&(1<<p) != 0 {
			r.Winners = append(r.Winners, p)
		}
	}
	return r
}

// Hash returns a hash of the whole state (not of its history).
func (g *Game) Hash() uint64 { return g.s.hash() }

// Decision returns the pending decision, or nil once the game is over or
// has failed.
func (g *Game) Decision() *engine.Decision {
	if g.s.ended != notOver || g.err != nil {
		return nil
	}
	return &g.pending
}

// Choose answers the pending decision with option i. An option that is
// not offered is refused with an error wrapping engine.ErrIllegal, and the
// game goes on.
func (g *Game) Choose(i int) error {
	if g.err != nil {
		return g.err
	}
	if g.s.ended != notOver {
		return engine.ErrOver
	}
	if i < 0 || i >= len(g.pending.Options) {
		return fmt.Errorf("%w: option %d of a decision with %d options", engine.ErrIllegal, i, len(g.pending.Options))
	}
	g.apply(i)
	return nil
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
		return fmt.Errorf("%w: %q is not offered to %s (%s)", engine.ErrIllegal, label, engine.SeatName(d.Player), d.Prompt)
	}
	return g.Choose(i)
}

// Play answers decisions with c until the game ends or fails, or limit
// decisions have been made (no limit if limit <= 0). A chooser that
// answers an option not offered stops the game with an error.
func (g *Game) Play(c engine.Chooser, limit int) (int, error) {
	made := 0
	for g.err == nil && g.s.ended == notOver && (limit <= 0 || made < limit) {
		i := c.Choose(&g.pending)
		if i < 0 || i >= len(g.pending.Options) {
			g.err = fmt.Errorf("%w: chooser answered %d to a decision with %d options (%s)", engine.ErrIllegal, i, len(g.pending.Options), g.pending.Prompt)
			break
		}
		g.apply(i)
		made++
	}
	return made, g.err
}

// Mark returns the current position in the event log.
func (g *Game) Mark() int { return g.logBase + len(g.log) }

// EventsSince returns the events logged after mark. A clone keeps only
// the events of the turn in progress onward.
func (g *Game) EventsSince(mark int) []engine.Event {
	i := max(mark-g.logBase, 0)
	if i > len(g.log) {
		return nil
	}
	return g.log[i:]
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() engine.Game { return g.copyInto(&Game{}) }

// CopyTo makes dst a copy of g, reusing its buffers, when dst is a Tally
// game other than g, or returns a new copy.
func (g *Game) CopyTo(dst engine.Game) engine.Game {
	d, ok := dst.(*Game)
	if !ok || d == nil || d == g {
		return g.Clone()
	}
	return g.copyInto(d)
}

// copyInto makes d a copy of g with d's own buffers. The copy keeps the
// events of the current turn onward.
func (g *Game) copyInto(d *Game) *Game {
	choices, log, opts, aux := d.choices[:0], d.log[:0], d.pending.Options[:0], d.aux[:0]
	*d = *g
	d.choices = append(choices, g.choices...)
	d.log = append(log, g.log[g.startLog:]...)
	d.logBase = g.logBase + g.startLog
	d.startLog = 0
	d.pending.Options = append(opts, g.pending.Options...)
	d.aux = append(aux, g.aux...)
	return d
}

func (g *Game) event(kind string, player, card, from, to, arg int, clause string) {
	g.log = append(g.log, engine.Event{Kind: kind, Player: player, Card: card, From: from, To: to, Arg: arg, Clause: clause})
}

var (
	_ engine.Game         = (*Game)(nil)
	_ engine.StepReplayer = (*Game)(nil)
)
