package innovation

import "fmt"

// EvRearrange is the event of a pile put in a new order (EFFECTS.md
// Publications: "rearrange the cards of one of your colour piles into any
// order"). A rearrangement logs one such event per card of the pile, from
// the bottom up: Card is the card, From and To are both the pile (the card
// stays in it) and Arg is its new position counted from the bottom (0), so
// the last event of a rearrangement is the one whose Arg is the pile's size
// less one. It is not a move: every card keeps its place and the pile keeps
// its splay.
const EvRearrange = "rearrange"

// Rearrange puts the cards of p's pile of color col in the order given, top
// card first (EFFECTS.md Publications: "rearrange the cards of one of your
// colour piles into any order you like. The pile keeps its splay
// direction"). order must hold every card of the pile exactly once; any
// other order is an engine error. The visible icons are recounted, since
// the order decides what a splay shows (ICON-1). A new order equal to the
// old one changes nothing and logs nothing; a different one logs one
// EvRearrange event per card, counts as a change for the sharing bonus
// (DOGMA-6: cards moved) and is followed by the check of the special
// achievements, as every change is (TURN-3).
func (x *Exec) Rearrange(p int, col Color, order []Card) {
	g := x.g
	pile := &g.s.Players[p].Piles[col]
	n := int(pile.n)
	if len(order) != n {
		g.fail(fmt.Errorf("innovation: %s: rearrange: %d cards given for a pile of %d", g.effect, len(order), n))
	}
	var in, seen Set
	for i := 0; i < n; i++ {
		in.Add(pile.cards[i])
	}
	same := true
	for i, c := range order {
		if !in.Has(c) || seen.Has(c) {
			g.fail(fmt.Errorf("innovation: %s: rearrange: %s is not a card of the %s pile, or given twice", g.effect, g.deck.Name(c), col))
		}
		seen.Add(c)
		if pile.cards[n-1-i] != c {
			same = false
		}
	}
	if same {
		return
	}
	at := BoardPlace(p, col)
	for i := 0; i < n; i++ {
		g.s.cardsKey ^= cardKey(pile.cards[i], at, i)
	}
	for i, c := range order {
		pile.cards[n-1-i] = c
	}
	for i := 0; i < n; i++ {
		g.s.cardsKey ^= cardKey(pile.cards[i], at, i)
	}
	g.pileChanged(p, col)
	for i := 0; i < n; i++ {
		g.emit(EvRearrange, p, pile.cards[i], at, at, i, "DOGMA-4")
	}
	g.changed()
}
