package innovation

import "github.com/dogma-engine/dogma/engine"

// The Parley rules of the 4th edition (RULES.md ULT-PARLEY-1..3): in a
// game of four players without teams, a player's distant players are
// those who are not his neighbours, and to parley is to return a card from
// one's hand. The active player may parley to use a distant player's top
// card for a Dogma action; a distant opponent shares only if he parleys,
// and may parley to be spared the action's demands. One player may parley
// for both in one action, a card for each: the two parleys are kept apart
// (dogmaAction.shareAsked, dogmaAction.spared). In the base game the sets
// of DOGMA-2 are disjoint, so no action asks one player for both; the
// expansions' cards that reach sharers with demands would.

// EvParley is a parley or a parley turned down (Arg: a Parley* purpose).
const EvParley = "parley"

// The purposes of a parley event (its Arg).
const (
	ParleyDogma       = iota // the active player parleys to use a distant top card (ULT-PARLEY-2)
	ParleyShare              // a distant opponent parleys to share (ULT-PARLEY-3)
	ParleySpare              // a distant opponent parleys to be spared the demands (ULT-PARLEY-3)
	ParleyNoShare            // a distant opponent does not parley, and shares nothing (ULT-PARLEY-3)
	ParleySuffer             // a distant opponent does not parley, and suffers the demand (ULT-PARLEY-3)
	ParleyEmptyShare         // a distant opponent with an empty hand cannot parley, and shares nothing (ULT-PARLEY-1)
	ParleyEmptySuffer        // a distant opponent with an empty hand cannot parley, and suffers the demand (ULT-PARLEY-1)
	ParleyOfferShare         // a distant opponent is asked whether he parleys to share (ULT-PARLEY-3)
	ParleyOfferSpare         // a distant opponent is asked whether he parleys to be spared (ULT-PARLEY-3)
)

// ParleyPrompt opens the prompt of every question of a parley: which card
// to return, asked of the player who parleys, among the cards of his hand.
const ParleyPrompt = "parley: "

// actParley is the Dogma action on a distant player's top card, by parley.
const actParley action = actAchieve + 1

// Parleys reports whether the game plays the Parley rules (ULT-SETUP-7,
// ULT-PARLEY-1): the 4th edition with four players and no teams.
func (c Config) Parleys() bool {
	return c.Edition == Fourth && c.Players >= 4 && !c.Teams
}

// Distant reports whether players p and q are distant from each other
// (ULT-PARLEY-1): both still in a game that plays the Parley rules, and
// neither the other's neighbour, the next player still in on either side
// (ULT-KEY-LOSE: a player out is nobody's neighbour).
func (g *Game) Distant(p, q int) bool {
	s := &g.s
	if !g.cfg.Parleys() || p == q || !s.In(p) || !s.In(q) {
		return false
	}
	return q != s.NextIn(p) && p != s.NextIn(q)
}

// offerParleys adds to the actions of player p a Dogma action by parley on
// each top card of each distant player (ULT-PARLEY-2), when p has a card
// to return (ULT-PARLEY-1).
func (g *Game) offerParleys(p int) {
	if !g.cfg.Parleys() || g.s.Players[p].Hand.Empty() {
		return
	}
	for k := 1; k < g.s.N; k++ {
		q := (p + k) % g.s.N
		if !g.Distant(p, q) {
			continue
		}
		for col := Color(0); col < NumColors; col++ {
			if t := g.s.Players[q].Piles[col].Top(); t != NoCard {
				g.Option(g.deck.label.parley[t], actParley.on(int(t)))
			}
		}
	}
}

// parleyDogma performs the Dogma action of player p on card c, a top card
// of a distant player, after p has parleyed (ULT-PARLEY-2).
func (g *Game) parleyDogma(p int, c Card) {
	g.parley(p, c, ParleyDogma, false, "choose a card to return to dogma "+g.deck.Facts[c].Name)
	g.dogma(p, c)
}

// parley has player p return a card of his hand for purpose (a Parley*
// value) about card c of the action, and reports whether he did. With
// optional set p may pass; an empty hand returns false without asking.
func (g *Game) parley(p int, c Card, purpose int, optional bool, prompt string) bool {
	hand := g.s.Players[p].Hand
	if hand.Empty() {
		return false
	}
	if optional {
		// The question is public, as the end of the performance before it
		// is: it follows from what everybody sees, never from the cards
		// an earlier performer could not play (ULT-INFO-2).
		at := g.s.Where(c)
		g.emit(EvParley, p, c, at, at, purpose-ParleyShare+ParleyOfferShare, "ULT-PARLEY-3")
	}
	var r Card
	if hand.Len() == 1 && !optional {
		r = hand.First()
	} else {
		g.NewDecision()
		g.SetCount(engine.Count{Min: map[bool]int{true: 0, false: 1}[optional], Max: 1})
		hand.Each(func(h Card) { g.Option(g.deck.Facts[h].Name, int(h)) })
		if optional {
			g.Option(LabelPass, int(NoCard))
		}
		r = Card(g.Ask(p, engine.KindCard, ParleyPrompt+prompt))
	}
	if r == NoCard {
		return false
	}
	// rule ULT-PARLEY-1: to parley is to return a card from one's hand.
	g.move(EvReturn, p, r, g.supplyOf(r), false, 0, "ULT-PARLEY-1")
	clause := "ULT-PARLEY-3"
	if purpose == ParleyDogma {
		clause = "ULT-PARLEY-2"
	}
	at := g.s.Where(c)
	g.emit(EvParley, p, c, at, at, purpose, clause)
	return true
}

// parleyToShare reports whether opponent q shares the effect of the
// action of player p about to run (ULT-PARLEY-3): a distant opponent shares
// only if he parleys when he is first about to carry out a shared effect;
// if he does not, or cannot, he shares nothing of the action.
func (g *Game) parleyToShare(q, p int) bool {
	bit := uint8(1) << q
	if !g.Distant(p, q) {
		return true
	}
	if g.act.shareAsked&bit != 0 {
		return g.act.sharing&bit != 0
	}
	g.act.shareAsked |= bit
	c := g.act.card
	if g.parley(q, c, ParleyShare, true, "choose a card to return to share "+g.deck.Facts[c].Name) {
		return true
	}
	g.act.sharing &^= bit
	g.declined(q, ParleyNoShare)
	return false
}

// spared reports whether opponent q, about to suffer a demand of the
// action of player p, is spared it (ULT-PARLEY-3): a distant opponent may
// parley when a demand is about to reach him, and is then spared the
// action's demands. Turned down, the question comes again at the next
// demand of the action that reaches him.
func (g *Game) spared(q, p int) bool {
	bit := uint8(1) << q
	if g.act.spared&bit != 0 {
		return true
	}
	if !g.Distant(p, q) {
		return false
	}
	c := g.act.card
	if g.parley(q, c, ParleySpare, true, "choose a card to return to be spared the demands of "+g.deck.Facts[c].Name) {
		g.act.spared |= bit
		g.act.demanded &^= bit
		return true
	}
	g.declined(q, ParleySuffer)
	return false
}

// declined logs that distant opponent q did not parley for purpose
// (ParleyNoShare or ParleySuffer), or could not, his hand being empty
// (ULT-PARLEY-1).
func (g *Game) declined(q, purpose int) {
	c := g.act.card
	at := g.s.Where(c)
	if g.s.Players[q].Hand.Empty() {
		// rule ULT-PARLEY-1: a player with an empty hand cannot parley.
		g.emit(EvParley, q, c, at, at, purpose+ParleyEmptyShare-ParleyNoShare, "ULT-PARLEY-1")
		return
	}
	g.emit(EvParley, q, c, at, at, purpose, "ULT-PARLEY-3")
}

// formatParley renders a parley event.
func formatParley(who, card string, purpose int) string {
	switch purpose {
	case ParleyDogma:
		return who + " parleys to dogma " + card
	case ParleyShare:
		return who + " parleys to share " + card
	case ParleySpare:
		return who + " parleys to be spared the demands of " + card
	case ParleyNoShare:
		return who + " does not parley and shares nothing of " + card
	case ParleySuffer:
		return who + " does not parley and suffers the demand of " + card
	case ParleyEmptyShare:
		return who + " cannot parley (no card in hand) and shares nothing of " + card
	case ParleyEmptySuffer:
		return who + " cannot parley (no card in hand) and suffers the demand of " + card
	case ParleyOfferShare:
		return who + ", distant, may parley to share " + card
	case ParleyOfferSpare:
		return who + ", distant, may parley to be spared the demands of " + card
	}
	return who + " parleys"
}
