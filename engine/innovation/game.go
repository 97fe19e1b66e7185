package innovation

import (
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
	engine.Machine

	cfg   Config
	deck  *Deck
	s     State
	start State // the state when the current step began

	act       dogmaAction // the dogma action being resolved
	effect    string      // the effect running, for events
	cite      string      // a clause every event cites for now (Exec.Citing)
	checking  bool        // inside the special-achievement check
	executing int         // self- and super-executions under way (ULT-CHAIN-1)
	execs     []Exec      // the effects running, innermost last; reused
	cardBuf   []Card      // cards handed to effects during the step; reused
	foreseen  int         // 1 + the card its promotion's free Dogma action runs on, or 0 (ECHO-FORESEEN)
}

// rules is the game as the step machine drives it (engine.Rules).
type rules Game

// settings are how the machine asks Innovation's questions: every
// question is asked, one with a single option too, and the scenario files
// answer each.
var settings = engine.Settings{AnswerSingle: false}

func (r *rules) Over() bool { return r.s.Phase == PhaseOver }
func (r *rules) Commit()    { r.start = r.s }
func (r *rules) Rewind()    { r.s = r.start }

// AcceptIllegal is the planted legality bug: one option past the last is
// taken.
func (r *rules) AcceptIllegal(i int) bool {
	return (*Game)(r).bug(BugLegality) && i == len((*Game)(r).Decision().Options)
}

// New creates a game from a configuration, a deck and a seed. The seed
// decides the setup shuffles (SETUP-1); nothing else is random.
func New(cfg Config, deck *Deck, seed uint64) (*Game, error) {
	cfg, err := cfg.Normalize()
	if err != nil {
		return nil, err
	}
	if deck, err = deck.ForConfig(cfg); err != nil {
		return nil, err
	}
	if err := checkPlayable(cfg, deck); err != nil {
		return nil, err
	}
	g := newGame(cfg, deck)
	g.setup(engine.NewRand(seed))
	return g, g.Start()
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
		Machine: g.Machine,
		cfg:     cfg,
		deck:    deck,
		execs:   g.execs[:0],
		cardBuf: g.cardBuf[:0],
	}
	g.Bind((*rules)(g), cfg.Players, settings)
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
	return g.Start()
}

// Config returns the game's configuration.
func (g *Game) Config() Config { return g.cfg }

// Deck returns the deck the game is played with.
func (g *Game) Deck() *Deck { return g.deck }

// State returns the live state. It must not be modified.
func (g *Game) State() *State { return &g.s }

// Result describes how the game ended.
func (g *Game) Result() engine.Result {
	if g.s.Phase != PhaseOver {
		return engine.Result{}
	}
	return engine.Ended(g.s.result.reason, g.s.result.clause, uint64(g.s.result.winners))
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
		d = &Game{}
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
	execs, cardBuf := dst.execs[:0], dst.cardBuf[:0]
	engine.CopyGame(g, dst, asRules)
	dst.execs = execs
	dst.cardBuf = cardBuf
}

// asRules returns g as the step machine drives it.
func asRules(g *Game) engine.Rules { return (*rules)(g) }

// Choices returns the choices made since the current step began.
func (g *Game) Choices() []int { return g.StepChoices() }

// Step runs one step from the current state: a setup choice or a
// top-level action.
func (r *rules) Step() {
	g := (*Game)(r)
	g.checking = false
	g.effect = ""
	g.cite = ""
	g.act = dogmaAction{}
	g.executing = 0
	g.execs = g.execs[:0]
	g.cardBuf = g.cardBuf[:0]
	switch g.s.Phase {
	case PhaseSetup:
		g.setupStep()
	case PhasePlay:
		g.turnStep()
	}
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
func (g *Game) fail(err error) { g.Fail(err) }

// gap stops the game with a rule gap.
func (g *Game) gap(clause, situation string) {
	g.fail(&engine.RuleGap{Clause: clause, Situation: situation})
}

// emit appends an event to the log. While a sharing opponent performs a
// shared effect, any event is a change that earns the share bonus (DOGMA-6).
func (g *Game) emit(kind string, player int, c Card, from, to Place, arg int, clause string) {
	card := -1
	if c != NoCard {
		card = int(c)
	}
	if g.cite != "" && cited(kind) && !g.autoUnsplay(kind, from) {
		clause = g.cite
	}
	g.Emit(engine.Event{
		Kind: kind, Player: player, Card: card, From: int(from), To: int(to),
		Arg: arg, Clause: clause, Effect: g.effect,
	})
	if g.act.sharerRunning && g.shareChange(kind) {
		g.act.sharerChanged = true
	}
}
