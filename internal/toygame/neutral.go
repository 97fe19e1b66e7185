package toygame

import (
	"fmt"
	"strconv"

	"github.com/dogma-engine/dogma/engine"
)

// DeckName is the name of Tally's one deck in the referee protocol.
const DeckName = "deck"

// Neutral returns the zones of g, a Tally game, in the referee protocol's
// neutral form: "deck" and "discard" top first, "hand.P" in card order,
// "row.P" in play order; Tally has no fields.
func Neutral(g engine.Game) engine.NeutralState {
	s := &g.(*Game).s
	n := engine.NeutralState{
		Turn:   s.turn,
		Zones:  make(map[string][]string, 2+2*s.players),
		Fields: map[string]string{},
	}
	n.Zones[DeckName] = cardNames(s.deck.list(), false)
	n.Zones["discard"] = cardNames(s.discard.list(), true)
	for p := 0; p < s.players; p++ {
		n.Zones["hand."+strconv.Itoa(p)] = cardNames(s.hands[p].list(), false)
		n.Zones["row."+strconv.Itoa(p)] = cardNames(s.rows[p].list(), false)
	}
	return n
}

// cardNames returns the names of cs, reversed when reverse is set.
func cardNames(cs []Card, reverse bool) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		if reverse {
			i = len(cs) - 1 - i
		}
		out[i] = c.String()
	}
	return out
}

// Decks returns the deck of a game of cfg, top first, as the shuffle of
// seed leaves it before the deal (TALLY-SETUP-1).
func Decks(cfg engine.Config, seed uint64) map[string][]string {
	var deck zone
	for c := Card(0); c < NumCards; c++ {
		deck.push(c)
	}
	cs := deck.list()
	engine.NewRand(seed).Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	return map[string][]string{DeckName: cardNames(cs, false)}
}

// NewFromDecks sets up a game of cfg from its deck, top first: the deal
// takes the top cards as it does after a shuffle (TALLY-SETUP-2). The
// deck must hold each of the 36 cards once.
func NewFromDecks(cfg engine.Config, decks map[string][]string) (engine.Game, error) {
	c, err := configOf(cfg)
	if err != nil {
		return nil, err
	}
	if err := c.check(); err != nil {
		return nil, err
	}
	for name := range decks {
		if name != DeckName {
			return nil, fmt.Errorf("unknown deck %q (Tally has one deck, %q)", name, DeckName)
		}
	}
	list, ok := decks[DeckName]
	if !ok {
		return nil, fmt.Errorf("no deck %q", DeckName)
	}
	g := bound(c, &state{players: c.Players})
	var seen [NumCards]bool
	for _, name := range list {
		card, err := ParseCard(name)
		if err != nil {
			return nil, fmt.Errorf("deck: %v", err)
		}
		if seen[card] {
			return nil, fmt.Errorf("deck: %s twice", card)
		}
		seen[card] = true
		g.s.deck.push(card)
	}
	if len(list) != NumCards {
		return nil, fmt.Errorf("deck: %d cards, want all %d", len(list), NumCards)
	}
	g.deal()
	return g, g.Start()
}
