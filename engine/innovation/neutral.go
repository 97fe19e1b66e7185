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
	// Every zone's names are cut from one list, each zone's capacity its
	// length, so that appending to a zone never writes into the next.
	z := zoneNames{all: make([]string, 0, d.n+AgeCap+16)}
	for age := 1; age <= g.cfg.Ages; age++ {
		for i := range s.SupplyLen(age) {
			z.add(d.Name(s.SupplyCard(age, i)))
		}
		n.Zones[neutralNames.supply[age]] = z.cut(false)
	}
	for age := 1; age <= AgeCap; age++ {
		if c := s.ageAchievements[age]; c != NoCard {
			z.add(d.Name(c))
		}
	}
	z.addSet(d, s.moreAchievements)
	z.addSet(d, s.Specials)
	n.Zones["achievements"] = z.cut(true)
	if g.cfg.Edition == Fourth {
		z.addSet(d, s.Junk)
		n.Zones["junk"] = z.cut(true)
	}
	s.Removed.Each(func(c Card) {
		if d.Facts[c].Age <= g.cfg.Ages {
			z.add(d.Name(c)) // ages above the last are out of the game, in no deck
		}
	})
	n.Zones["removed"] = z.cut(true)
	n.Fields["actions"] = strconv.Itoa(s.ActionsLeft)
	t := &neutralNames
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		z.addSet(d, pl.Hand)
		n.Zones[t.hand[p]] = z.cut(true)
		z.addSet(d, pl.ScorePile)
		n.Zones[t.score[p]] = z.cut(true)
		z.addSet(d, pl.Achievements)
		n.Zones[t.achieved[p]] = z.cut(true)
		for c := Color(0); c < NumColors; c++ {
			pile := &pl.Piles[c]
			for i := pile.Len() - 1; i >= 0; i-- {
				z.add(d.Name(pile.At(i)))
			}
			n.Zones[t.board[p][c]] = z.cut(false)
			n.Fields[t.splay[p][c]] = pile.Splay().String()
		}
	}
	return n
}

// zoneNames builds the card names of the zones of a neutral state in one
// list: add the names of a zone, then cut it.
type zoneNames struct {
	all   []string
	start int // where the zone being built starts
}

func (z *zoneNames) add(name string) { z.all = append(z.all, name) }

// addSet adds the names of the cards of set.
func (z *zoneNames) addSet(d *Deck, set Set) {
	set.Each(func(c Card) { z.add(d.Name(c)) })
}

// cut returns the zone built since the last cut, sorted by name when
// sorted is set, with no room after it: never nil, [] for an empty zone.
func (z *zoneNames) cut(sorted bool) []string {
	zone := z.all[z.start:len(z.all):len(z.all)]
	if sorted {
		slices.Sort(zone)
	}
	z.start = len(z.all)
	return zone
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
