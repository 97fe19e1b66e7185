package innovation

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/dogma-engine/dogma/engine"
)

// Neutral returns the game's state in the referee protocol's neutral form
// (docs/referee-protocol.md): the supply piles "age1".. top first, the
// available achievements "achievements" (age and special), each seat's
// "hand.S", "score.S", "achieved.S" and "board.S.COLOR" (top first), the
// 4th edition's "junk" and the cards removed from the game, "removed";
// the fields "actions" (actions left in the turn) and "splay.S.COLOR".
// Zones whose order the rules do not give (hands, score piles,
// achievements, junk, removed) list their cards sorted by name. The turn
// is nobody's while the first melds are chosen.
func (g *Game) Neutral() engine.NeutralState {
	s := &g.s
	d := g.deck
	n := engine.NeutralState{
		Turn:   s.Current,
		Zones:  make(map[string][]string, g.cfg.Ages+4+s.N*(3+NumColors)),
		Fields: make(map[string]string, 1+s.N*NumColors),
	}
	if s.Phase == PhaseSetup {
		n.Turn = engine.NoSeat
	}
	for age := 1; age <= g.cfg.Ages; age++ {
		names := make([]string, s.SupplyLen(age))
		for i := range names {
			names[i] = d.Name(s.SupplyCard(age, i))
		}
		n.Zones[neutralNames.supply[age]] = names
	}
	var available []string
	for age := 1; age <= AgeCap; age++ {
		if c := s.ageAchievements[age]; c != NoCard {
			available = append(available, d.Name(c))
		}
	}
	n.Zones["achievements"] = sortedNames(d, s.Specials, available)
	if g.cfg.Edition == Fourth {
		n.Zones["junk"] = sortedNames(d, s.Junk, nil)
	}
	var removed Set
	s.Removed.Each(func(c Card) {
		if d.Facts[c].Age <= g.cfg.Ages {
			removed.Add(c) // ages above the last are out of the game, in no deck
		}
	})
	n.Zones["removed"] = sortedNames(d, removed, nil)
	n.Fields["actions"] = strconv.Itoa(s.ActionsLeft)
	t := &neutralNames
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		n.Zones[t.hand[p]] = sortedNames(d, pl.Hand, nil)
		n.Zones[t.score[p]] = sortedNames(d, pl.ScorePile, nil)
		n.Zones[t.achieved[p]] = sortedNames(d, pl.Achievements, nil)
		for c := Color(0); c < NumColors; c++ {
			pile := &pl.Piles[c]
			names := make([]string, pile.Len())
			for i := range names {
				names[i] = d.Name(pile.At(pile.Len() - 1 - i))
			}
			n.Zones[t.board[p][c]] = names
			n.Fields[t.splay[p][c]] = pile.Splay().String()
		}
	}
	return n
}

// neutralNames are the names of the zones and fields of the neutral
// state, made once.
var neutralNames = func() (t struct {
	supply                [AgeCap + 1]string
	hand, score, achieved [MaxPlayers]string
	board, splay          [MaxPlayers][NumColors]string
}) {
	for age := 1; age <= AgeCap; age++ {
		t.supply[age] = supplyName(age)
	}
	for p := 0; p < MaxPlayers; p++ {
		seat := strconv.Itoa(p)
		t.hand[p], t.score[p], t.achieved[p] = "hand."+seat, "score."+seat, "achieved."+seat
		for c := Color(0); c < NumColors; c++ {
			t.board[p][c] = "board." + seat + "." + c.String()
			t.splay[p][c] = "splay." + seat + "." + c.String()
		}
	}
	return t
}()

// sortedNames returns the names of the cards of set, and more, sorted.
func sortedNames(d *Deck, set Set, more []string) []string {
	out := make([]string, 0, set.Len()+len(more))
	set.Each(func(c Card) { out = append(out, d.Name(c)) })
	out = append(out, more...)
	slices.Sort(out)
	return out
}

// supplyName is the referee protocol's name of the supply pile of age.
func supplyName(age int) string { return "age" + strconv.Itoa(age) }

// Decks returns the supply piles of a game of cfg, played with deck, as
// the shuffle of seed leaves them before the age achievements are set
// aside and the first cards drawn (SETUP-1): "age1".. up to the last age
// in play, each top first.
func Decks(cfg Config, deck *Deck, seed uint64) (map[string][]string, error) {
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
	var buf [AgeCap + 1][maxSupply]Card
	var piles [AgeCap + 1][]Card
	shuffledSupply(deck, cfg, engine.NewRand(seed), &buf, &piles)
	out := make(map[string][]string, cfg.Ages)
	for age := 1; age <= cfg.Ages; age++ {
		names := make([]string, len(piles[age]))
		for i, c := range piles[age] {
			names[i] = deck.Name(c)
		}
		out[supplyName(age)] = names
	}
	return out, nil
}

// NewFromDecks sets up a game of cfg, played with deck, from its supply
// piles top first (Decks): the age achievements and the first cards come
// from their tops as after a shuffle (SETUP-2 to SETUP-4). Each pile must
// hold every card of its age exactly once, by its exact title.
func NewFromDecks(cfg Config, deck *Deck, decks map[string][]string) (*Game, error) {
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
	if cfg.Expansions != 0 {
		return nil, fmt.Errorf("%w: a game set up from decks has no expansion piles yet", engine.ErrNotPlayed)
	}
	for name := range decks {
		age, err := strconv.Atoi(name[min(3, len(name)):])
		if err != nil || supplyName(age) != name || age < 1 || age > cfg.Ages {
			return nil, fmt.Errorf("unknown deck %q (the supply piles are age1 to age%d)", name, cfg.Ages)
		}
	}
	var piles [AgeCap + 1][]Card
	var seen Set
	for age := 1; age <= cfg.Ages; age++ {
		name := supplyName(age)
		list, ok := decks[name]
		if !ok {
			return nil, fmt.Errorf("no deck %q", name)
		}
		want := 0
		for _, c := range deck.ageCards {
			if deck.Facts[c].Age == age {
				want++
			}
		}
		if len(list) != want {
			return nil, fmt.Errorf("%s: %d cards, want the %d cards of age %d", name, len(list), want, age)
		}
		for _, title := range list {
			c, ok := deck.Lookup(title)
			switch {
			case !ok || deck.Name(c) != title:
				return nil, fmt.Errorf("%s: no card %q in the %s edition", name, title, cfg.Edition)
			case deck.Facts[c].Age != age:
				return nil, fmt.Errorf("%s: %s is of age %d", name, title, deck.Facts[c].Age)
			case seen.Has(c):
				return nil, fmt.Errorf("%s: %s twice", name, title)
			}
			seen.Add(c)
			piles[age] = append(piles[age], c)
		}
	}
	g := newGame(cfg, deck)
	g.setupFrom(&piles)
	return g, g.Start()
}
