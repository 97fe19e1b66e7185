package innovation

import "github.com/dogma-engine/dogma/engine"

// Action kinds, packed in the aux value of a top-level option with the
// card or age they concern (engine.Aux).
const (
	actDraw = iota
	actMeld
	actDogma
	actAchieve
)

// turnStep asks the current player for one action, performs it and moves
// the turn on when no action is left (TURN-1, TURN-2).
func (g *Game) turnStep() {
	s := &g.s
	p := s.Current
	g.NewDecision()
	g.Option(LabelDraw, engine.Aux(actDraw, 0))
	pl := &s.Players[p]
	if g.bug(BugHiddenInfo) && s.supply[1].n > 0 && s.supply[1].top()&1 == 1 {
		// planted bug: the order depends on a card nobody may see.
		cs := pl.Hand.Cards()
		for i := len(cs) - 1; i >= 0; i-- {
			g.Option(g.deck.label.meld[cs[i]], engine.Aux(actMeld, int(cs[i])))
		}
	} else {
		pl.Hand.Each(func(c Card) { g.Option(g.deck.label.meld[c], engine.Aux(actMeld, int(c))) })
	}
	for col := Color(0); col < NumColors; col++ {
		if t := pl.Piles[col].Top(); t != NoCard {
			g.Option(g.deck.label.dogma[t], engine.Aux(actDogma, int(t)))
		}
	}
	// rule ACHIEVE-1, as in CanAchieve, with the score and the highest top
	// card worked out once.
	score, high := s.Score(g.deck, p), s.HighestTop(g.deck, p)
	if g.bug(BugAchievement) {
		score += 5 // planted bug
	}
	for age := 1; age < g.cfg.Ages && age <= high && 5*age <= score; age++ {
		if s.ageAchievements[age] != NoCard {
			g.Option(g.deck.label.achieve[age], engine.Aux(actAchieve, age))
		}
	}
	kind, arg := engine.SplitAux(g.Ask(p, engine.KindAction, "choose an action"))
	switch kind {
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
	case actDogma:
		g.dogma(p, Card(arg))
	case actAchieve:
		g.achieve(p, arg)
	}
	g.endOfAction()
	s.ActionsLeft--
	if s.ActionsLeft == 0 {
		g.beginTurn((p + 1) % s.N)
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
