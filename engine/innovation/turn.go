package innovation

import "github.com/dogma-engine/dogma/engine"

// action is one of the four actions of a turn (TURN-1). A top-level
// option carries its action with the card or age it concerns, packed by
// engine.Aux.
type action int

const (
	actDraw action = iota
	actMeld
	actDogma
	actAchieve
)

// on packs the action with the card or age it concerns, as the aux value
// of its option.
func (a action) on(arg int) int { return engine.Aux(int(a), arg) }

// turnStep asks the current player for one action, performs it and moves
// the turn on when no action is left (TURN-1, TURN-2).
func (g *Game) turnStep() {
	s := &g.s
	p := s.Current
	pl := &s.Players[p]
	g.offerActions(p)
	kind, arg := engine.SplitAux(g.Ask(p, engine.KindAction, "choose an action"))
	switch action(kind) {
	case actDraw:
		// rule DRAW-1: draw a card of the value of your highest top card.
		g.draw(p, s.HighestTop(g.deck, p), "DRAW-1")
		for g.bug(BugTermination) && pl.Hand.Len() >= 5 {
			// planted bug: a question that never ends the step.
			g.NewDecision()
			pl.Hand.Each(func(c Card) { g.Option(g.deck.Facts[c].Name, int(c)) })
			g.Ask(p, engine.KindCard, "choose a card to keep")
		}
	case actMeld:
		g.meld(p, Card(arg), "MELD-1")
		if g.cfg.Expansions.Has(Echoes) {
			g.promote(p, Card(arg))
		}
	case actDogma:
		g.dogma(p, Card(arg))
	case actAchieve:
		g.achieve(p, arg)
	case actParley:
		g.parleyDogma(p, Card(arg))
	}
	g.endOfAction()
	s.ActionsLeft--
	if s.ActionsLeft == 0 || !s.In(p) {
		// rule ULT-KEY-LOSE: the players out take no more turns, and the
		// turn of an active player who lost passes at once.
		g.beginTurn(s.NextIn(p))
	}
}

// offerActions opens the top-level decision of player p with the actions
// p may take: draw, meld each card of the hand, dogma each top card, and
// achieve each age p is eligible for.
func (g *Game) offerActions(p int) {
	s := &g.s
	pl := &s.Players[p]
	g.NewDecision()
	g.Option(LabelDraw, actDraw.on(0))
	if g.bug(BugHiddenInfo) && s.supply[1].n > 0 && s.supply[1].top()&1 == 1 {
		// planted bug: the order depends on a card nobody may see.
		cs := pl.Hand.Cards()
		for i := len(cs) - 1; i >= 0; i-- {
			g.Option(g.deck.label.meld[cs[i]], actMeld.on(int(cs[i])))
		}
	} else {
		pl.Hand.Each(func(c Card) { g.Option(g.deck.label.meld[c], actMeld.on(int(c))) })
	}
	for col := Color(0); col < NumColors; col++ {
		if t := pl.Piles[col].Top(); t != NoCard {
			g.Option(g.deck.label.dogma[t], actDogma.on(int(t)))
		}
	}
	g.offerParleys(p)
	// rule ACHIEVE-1, as in CanAchieve, with the score and the highest top
	// card worked out once.
	score, high := s.Score(g.deck, p), s.HighestTop(g.deck, p)
	if g.bug(BugAchievement) {
		score += 5 // planted bug
	}
	for age := 1; age < g.cfg.Ages && age <= high && 5*age <= score; age++ {
		if s.ageAchievements[age] != NoCard {
			g.Option(g.deck.label.achieve[age], actAchieve.on(age))
		}
	}
}

// CanAchieve reports whether player p may claim the age achievement of age
// now (ACHIEVE-1): it is available, p's score is at least 5×age and p has a
// top card of value age or more.
func (g *Game) CanAchieve(p, age int) bool {
	s := &g.s
	need := 5 * age
	if g.bug(BugAchievement) {
		need -= 5 // planted bug
	}
	return age >= 1 && age <= AgeCap && s.ageAchievements[age] != NoCard &&
		s.Score(g.deck, p) >= need && s.HighestTop(g.deck, p) >= age
}

// achieve claims the age achievement of age for p (ACHIEVE-1).
func (g *Game) achieve(p, age int) {
	c := g.s.ageAchievements[age]
	g.move(EvAchieve, p, c, AchievementsPlace(p), false, age, "ACHIEVE-1")
	if g.cfg.Edition != Fourth {
		g.checkAchievementWin(p)
	}
}
