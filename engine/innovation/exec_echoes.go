package innovation

import "fmt"

// The Exec primitives of Echoes of the Past: foreshadowing, the forecast,
// draws of an expansion's cards, bonus points and "if foreseen".

// echoesOnly stops an effect that uses a keyword of Echoes in a game
// without the expansion: the card code is wrong, not the player.
func (x *Exec) echoesOnly(verb string) {
	if !x.g.cfg.Expansions.Has(Echoes) {
		x.g.fail(fmt.Errorf("%s: %s is a keyword of Echoes of the Past, not in play", x.g.effect, verb))
	}
}

// ForecastLimit returns how many cards player p's forecast may hold
// (ECHO-FORESHADOW): 5 with no splayed pile, 4 when his best splay is
// left, 3 right, 2 up, 1 aslant.
func (s *State) ForecastLimit(p int) int {
	best := Unsplayed
	for col := Color(0); col < NumColors; col++ {
		best = max(best, s.Players[p].Piles[col].splay)
	}
	return 5 - int(best)
}

// Forecast returns the cards of player p's forecast (ECHO-FORECAST).
func (x *Exec) Forecast(p int) Set { return x.g.s.Players[p].Forecast }

// Foreshadow puts card c face down into player p's forecast, from where
// it is, and reports whether it did: a forecast already at its limit or
// above takes nothing, and c stays (ECHO-FORESHADOW).
func (x *Exec) Foreshadow(p int, c Card) bool {
	x.echoesOnly("foreshadow")
	g := x.g
	if g.s.Players[p].Forecast.Len() >= g.s.ForecastLimit(p) {
		return false
	}
	g.move(EvForeshadow, p, c, ForecastPlace(p), false, 0, "ECHO-FORESHADOW")
	return true
}

// DrawAndForeshadow draws a card of age and foreshadows it (KEY-DRAWX,
// ECHO-FORESHADOW): at the limit, it stays in the hand.
func (x *Exec) DrawAndForeshadow(p, age int) Card {
	x.echoesOnly("foreshadow")
	c := x.g.draw(p, age, "KEY-DRAWX")
	x.Foreshadow(p, c)
	return c
}

// DrawExpansion draws "an Echoes N" (EXP-DRAW-1: the effect names the
// expansion): the expansion's pile of the age, whatever its draw rule
// says; the base pile when that one is empty (EXP-DRAW-EMPTY-EXP). An
// empty base age is skipped as for every draw (EXP-DRAW-EMPTY-AGE).
func (x *Exec) DrawExpansion(p int, xp Expansion, age int) Card {
	x.echoesOnly("draw an Echoes card")
	clause := "DOGMA-4"
	if x.Demand {
		clause = "DOGMA-5"
	}
	return x.g.drawFrom(p, age, clause, int(xp))
}

// BonusPoints returns the points player p's visible bonuses add to his
// score (ECHO-BONUS-SCORE); Points counts them already.
func (x *Exec) BonusPoints(p int) int { return x.g.s.BonusPoints(x.g.deck, p) }

// Foreseen reports whether "if this card was foreseen" holds for the
// effect running (ECHO-FORESEEN): during the free Dogma action its
// promotion gave the card, for every player carrying it out, and never in
// an execution of the card.
// Under VAR-ECHO-FORESEEN-PERFORMER it holds for the promoting player
// alone, the action's activator.
func (x *Exec) Foreseen() bool {
	if x.g.cfg.Variants.Has(VarEchoForeseenPerformer) && x.Player != x.Activator {
		return false
	}
	return x.g.foreseen == int(x.Card)+1 && x.g.executing == 0
}

// promote ends player p's Meld action of card melded (ECHO-PROMOTE): when
// his forecast holds cards of value melded's or lower, he must promote one
// (his choice) and meld it; the checks that end the Meld action follow,
// then a free Dogma action on it during which it was foreseen
// (ECHO-FORESEEN), and the turn's checks after it.
func (g *Game) promote(p int, melded Card) {
	var can Set
	limit := g.deck.Facts[melded].Age
	g.s.Players[p].Forecast.Each(func(c Card) {
		if g.deck.Facts[c].Age <= limit {
			can.Add(c)
		}
	})
	if can.Empty() {
		return
	}
	x := Exec{g: g, Player: p, Activator: p, Card: NoCard}
	c := x.ChooseCard(p, "promote a card from your forecast", can, false)
	g.meld(p, c, "ECHO-PROMOTE")
	// rule ECHO-PROMOTE: the free Dogma action is an action of its own.
	g.endOfAction()
	if g.s.Phase != PhasePlay || !g.s.In(p) {
		return
	}
	g.foreseen = int(c) + 1
	g.dogma(p, c)
	g.foreseen = 0
}
