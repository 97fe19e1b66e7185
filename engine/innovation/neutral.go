package innovation

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Neutral returns the game's state in the referee protocol's neutral form
// (docs/referee-protocol.md): the supply piles "age1".. top first, the
// available achievements "achievements" (age and special), each seat's
// "hand.S", "score.S", "achieved.S" and "board.S.COLOR" (top first), the
// 4th edition's "junk" and the cards removed from the game, "removed";
// with Echoes of the Past, its supply piles "echoes1".. top first and
// each seat's forecast "forecast.S"; the fields "actions" (actions left in
// the turn) and "splay.S.COLOR". Zones whose order the rules do not give
// (hands, score piles, achievements, junk, removed, forecasts) list their
// cards sorted by name. The turn is nobody's while the first melds are
// chosen.
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
	for x := Expansion(0); x < numExpansions; x++ {
		if !g.cfg.Expansions.Has(x) {
			continue
		}
		for age := 1; age <= g.cfg.Ages; age++ {
			sp := &s.expSupply[x][age]
			for i := int(sp.n) - 1; i >= 0; i-- {
				z.add(d.Name(sp.cards[i]))
			}
			n.Zones[neutralNames.expSupply[x][age]] = z.cut(false)
		}
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
		if g.cfg.Expansions.Has(Echoes) {
			z.addSet(d, pl.Forecast)
			n.Zones[t.forecast[p]] = z.cut(true)
		}
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
	supply                          [AgeCap + 1]string
	expSupply                       [numExpansions][AgeCap + 1]string
	hand, score, achieved, forecast [MaxPlayers]string
	board, splay                    [MaxPlayers][NumColors]string
}) {
	for age := 1; age <= AgeCap; age++ {
		t.supply[age] = supplyName(age)
		for x := Expansion(0); x < numExpansions; x++ {
			t.expSupply[x][age] = expansionSupplyName(x, age)
		}
	}
	for p := 0; p < MaxPlayers; p++ {
		seat := strconv.Itoa(p)
		t.hand[p], t.score[p], t.achieved[p] = "hand."+seat, "score."+seat, "achieved."+seat
		t.forecast[p] = "forecast." + seat
		for c := Color(0); c < NumColors; c++ {
			t.board[p][c] = "board." + seat + "." + c.String()
			t.splay[p][c] = "splay." + seat + "." + c.String()
		}
	}
	return t
}()

// supplyName is the referee protocol's name of the supply pile of age.
func supplyName(age int) string { return "age" + strconv.Itoa(age) }

// expansionSupplyName is the referee protocol's name of expansion x's
// supply pile of age: "echoes3".
func expansionSupplyName(x Expansion, age int) string { return x.String() + strconv.Itoa(age) }

// Decks returns the supply piles of a game of cfg, played with deck, as
// the shuffle of seed leaves them before the age achievements are set
// aside and the first cards drawn (SETUP-1): "age1".. up to the last age
// in play, and for each expansion in play its piles of the same ages,
// "echoes1".. (EXP-SET-1), each top first.
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
	var expBuf expansionBufs
	var expPiles expansionPiles
	r := engine.NewRand(seed)
	shuffledSupply(deck, cfg, r, &buf, &piles)
	shuffledExpansionSupply(deck, cfg, r, &expBuf, &expPiles)
	out := make(map[string][]string, cfg.Ages*(1+len(cfg.Expansions.Names())))
	names := func(pile []Card) []string {
		out := make([]string, len(pile))
		for i, c := range pile {
			out[i] = deck.Name(c)
		}
		return out
	}
	for age := 1; age <= cfg.Ages; age++ {
		out[supplyName(age)] = names(piles[age])
	}
	for x := Expansion(0); x < numExpansions; x++ {
		if cfg.Expansions.Has(x) {
			for age := 1; age <= cfg.Ages; age++ {
				out[expansionSupplyName(x, age)] = names(expPiles[x][age])
			}
		}
	}
	return out, nil
}

// NewFromDecks sets up a game of cfg, played with deck, from its supply
// piles top first (Decks): the age achievements and the first cards come
// from their tops as after a shuffle (SETUP-2 to SETUP-4), and the piles
// of the expansions in play are dealt as they are given (EXP-SET-1). Each
// pile must hold every card of its age, of the base game or of its
// expansion, exactly once, by its exact title.
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
	for name := range decks {
		if !isDeckName(cfg, name) {
			return nil, fmt.Errorf("unknown deck %q (the supply piles are %s)", name, deckNames(cfg))
		}
	}
	var piles [AgeCap + 1][]Card
	var expPiles expansionPiles
	var seen Set
	for age := 1; age <= cfg.Ages; age++ {
		pile, err := pileFromNames(cfg, deck, decks, supplyName(age), age, baseGame, deck.ageCards, &seen)
		if err != nil {
			return nil, err
		}
		piles[age] = pile
	}
	for x := Expansion(0); x < numExpansions; x++ {
		if !cfg.Expansions.Has(x) {
			continue
		}
		for age := 1; age <= cfg.Ages; age++ {
			pile, err := pileFromNames(cfg, deck, decks, expansionSupplyName(x, age), age, x, deck.expCards[x], &seen)
			if err != nil {
				return nil, err
			}
			expPiles[x][age] = pile
		}
	}
	g := newGame(cfg, deck)
	g.setupExpansionsFrom(&expPiles)
	g.setupFrom(&piles)
	return g, g.Start()
}

// baseGame stands for the base game's cards where an expansion is asked
// for (pileFromNames).
const baseGame = numExpansions

// isDeckName reports whether name is the name of a supply pile of a game
// of cfg.
func isDeckName(cfg Config, name string) bool {
	for age := 1; age <= cfg.Ages; age++ {
		if name == supplyName(age) {
			return true
		}
		for x := Expansion(0); x < numExpansions; x++ {
			if cfg.Expansions.Has(x) && name == expansionSupplyName(x, age) {
				return true
			}
		}
	}
	return false
}

// deckNames describes the names of the supply piles of a game of cfg:
// "age1 to age11, echoes1 to echoes11".
func deckNames(cfg Config) string {
	out := fmt.Sprintf("age1 to age%d", cfg.Ages)
	for x := Expansion(0); x < numExpansions; x++ {
		if cfg.Expansions.Has(x) {
			out += fmt.Sprintf(", %s to %s", expansionSupplyName(x, 1), expansionSupplyName(x, cfg.Ages))
		}
	}
	return out
}

// pileFromNames reads the supply pile name of decks, top first: every
// card of age among cards, the cards of expansion x (baseGame: of the base
// game), exactly once, by its exact title. The cards read join seen, and a
// card seen already is refused.
func pileFromNames(cfg Config, deck *Deck, decks map[string][]string, name string, age int, x Expansion, cards []Card, seen *Set) ([]Card, error) {
	list, ok := decks[name]
	if !ok {
		return nil, fmt.Errorf("no deck %q", name)
	}
	want := 0
	for _, c := range cards {
		if deck.Facts[c].Age == age {
			want++
		}
	}
	if len(list) != want {
		return nil, fmt.Errorf("%s: %d cards, want the %d cards of age %d", name, len(list), want, age)
	}
	of := func(c Card) Expansion {
		if cx, ok := ExpansionOf(c); ok {
			return cx
		}
		return baseGame
	}
	pile := make([]Card, 0, len(list))
	for _, title := range list {
		c, ok := deck.Lookup(title)
		switch {
		case !ok || deck.Name(c) != title || c.IsSpecial():
			return nil, fmt.Errorf("%s: no card %q in the %s", name, title, gameOf(cfg))
		case of(c) != x && x == baseGame:
			return nil, fmt.Errorf("%s: %s is a card of %s, not of the base game", name, title, of(c).Title())
		case of(c) != x:
			return nil, fmt.Errorf("%s: %s is no card of %s", name, title, x.Title())
		case deck.Facts[c].Age != age:
			return nil, fmt.Errorf("%s: %s is of age %d", name, title, deck.Facts[c].Age)
		case seen.Has(c):
			return nil, fmt.Errorf("%s: %s twice", name, title)
		}
		seen.Add(c)
		pile = append(pile, c)
	}
	return pile, nil
}

// gameOf names the game of cfg as an error names it: "4th edition with
// echoes".
func gameOf(cfg Config) string {
	if cfg.Expansions == 0 {
		return cfg.Edition.String() + " edition"
	}
	return cfg.Edition.String() + " edition with " + strings.Join(cfg.Expansions.Names(), ",")
}
