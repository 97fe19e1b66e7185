package innovation

import "fmt"

// The Exec primitives of the 4th edition (Innovation Ultimate, RULES.md
// "The 4th edition"): the junk, the available achievements, self-execute
// and super-execute with the chain achievement, and losing. An effect of
// another edition that calls one stops with an error: they are the 4th
// edition's words.

// ultimateOnly stops the game when a 4th-edition primitive runs in a game
// of another edition.
func (x *Exec) ultimateOnly(verb string) {
	if x.g.cfg.Edition != Fourth {
		x.g.fail(fmt.Errorf("innovation: %s: %s is a word of the 4th edition, and this game plays the %s", x.g.effect, verb, x.g.cfg.Edition))
	}
}

// Junk puts card c, which must lie in one of the zones of from (p's hand
// when none is given), face down into the junk (ULT-KEY-JUNK).
func (x *Exec) Junk(p int, c Card, from ...Place) {
	x.ultimateOnly("junk")
	if len(from) == 0 {
		from = []Place{HandPlace(p)}
	}
	x.expect(EvJunk, c, from...)
	x.g.junk(p, c, "ULT-KEY-JUNK")
}

// JunkAll junks every card of s, each in one of the zones of from, one at
// a time in id order (ULT-KEY-ALL: the junk is face down, so the order
// changes nothing a player sees). It returns how many were junked.
func (x *Exec) JunkAll(p int, s Set, from ...Place) int {
	n := 0
	s.Each(func(c Card) {
		x.Junk(p, c, from...)
		n++
	})
	return n
}

// JunkSupply junks every card of the supply pile of age, from the top
// down (ULT-KEY-JUNK: "junk the N pile"), and returns how many. The pile is
// then empty for draws until a card of its age is returned (ULT-JUNK-1).
func (x *Exec) JunkSupply(p, age int) int {
	x.ultimateOnly("junk a supply pile")
	if age < 1 || age > AgeCap {
		return 0
	}
	n := 0
	for x.g.s.supply[age].n > 0 {
		x.g.junk(p, x.g.s.supply[age].top(), "ULT-KEY-JUNK")
		n++
	}
	return n
}

// AvailableAchievements returns the available achievements
// (ULT-KEY-AVAILABLE): the standard achievements still set aside and the
// special achievements no one holds and not in the junk.
func (x *Exec) AvailableAchievements() Set {
	s := x.g.s.Specials.Union(x.g.s.moreAchievements)
	for age := 1; age <= AgeCap; age++ {
		if c := x.g.s.ageAchievements[age]; c != NoCard {
			s.Add(c)
		}
	}
	return s
}

// StandardAchievement returns the available standard achievement of value
// age, or NoCard (ULT-KEY-AVAILABLE: a special achievement has no value).
func (x *Exec) StandardAchievement(age int) Card {
	if age < 1 || age > AgeCap {
		return NoCard
	}
	return x.g.s.ageAchievements[age]
}

// JunkAchievement junks c, an available achievement (ULT-KEY-AVAILABLE),
// and reports whether it did: an achievement no longer available stays
// where it is.
func (x *Exec) JunkAchievement(p int, c Card) bool {
	x.ultimateOnly("junk an achievement")
	if c == NoCard || !x.AvailableAchievements().Has(c) {
		return false
	}
	x.g.junk(p, c, "ULT-KEY-JUNK")
	return true
}

// Junked returns the cards in the junk. Their fronts are hidden: an
// effect may count them and read their ages (ULT-JUNK-1).
func (x *Exec) Junked() Set { return x.g.s.Junk }

// junk moves c into the junk for p.
func (g *Game) junk(p int, c Card, clause string) {
	g.move(EvJunk, p, c, JunkPlace(), false, 0, clause)
}

// SelfExecute has the performer carry out alone each non-demand effect of
// card c, in order (ULT-KEY-SELF-EXECUTE): nobody shares and no share bonus
// follows. When the performer is itself self- or super-executing a
// non-demand effect, the chain achievement comes first (ULT-CHAIN-1).
func (x *Exec) SelfExecute(c Card) {
	x.ultimateOnly("self-execute")
	x.execute(c, false)
}

// SuperExecute has the performer carry out every effect of card c, in
// order (ULT-KEY-SUPER-EXECUTE): its demands on every opponent, clockwise
// from the performer's left (a partner never), whatever the icons, and its
// other effects alone. The chain achievement comes first as for
// SelfExecute (ULT-CHAIN-1).
func (x *Exec) SuperExecute(c Card) {
	x.ultimateOnly("super-execute")
	x.execute(c, true)
}

func (x *Exec) execute(c Card, super bool) {
	g := x.g
	p := x.Player
	if g.executing > 0 && !x.Demand {
		// rule ULT-CHAIN-1: executing within a self- or super-execution
		// first earns a chain achievement: draw an 11 and achieve it.
		k := g.draw(p, AgeCap, "ULT-CHAIN-1")
		g.move(EvChain, p, k, AchievementsPlace(p), false, 0, "ULT-CHAIN-1")
	}
	effects := g.deck.Effects(c, g.cfg.Edition)
	if effects == nil {
		g.noEffects(c)
	}
	clause := "ULT-KEY-SELF-EXECUTE"
	if super {
		clause = "ULT-KEY-SUPER-EXECUTE"
	}
	outer, outerEffect := g.act, g.effect
	// An execution keeps records of its own: "the demand" an executed
	// card's text names is that card's, which runs (super-executed) only
	// within the execution. ULT-KEY-THIS's "this action" reaches back to
	// the start of the Dogma action; in the base game no execution can
	// tell the two apart, since a self-execution skips the demands.
	g.act.demandMoved, g.act.demandReturn, g.act.returnRecord = false, false, 0
	g.executing++
	g.executeEchoes(p, c)
	for i := range effects {
		e := &effects[i]
		name := g.deck.label.effect(c, i)
		if e.Demand {
			if !super {
				continue
			}
			for k := 1; k < g.s.N; k++ {
				q := (p + k) % g.s.N
				if q == g.Partner(p) || !g.s.In(q) {
					continue
				}
				g.runExecuted(e, name, c, i, q, p, clause, false)
			}
			continue
		}
		g.runExecuted(e, name, c, i, p, p, clause, outer.sharerRunning)
	}
	g.executing--
	changed := g.act.sharerChanged
	g.act = outer
	g.act.sharerChanged = g.act.sharerChanged || changed
	g.effect = outerEffect
}

// runExecuted has q perform effect e of card c (index i) for executor p.
// sharer says that what q does counts for the share bonus of the Dogma
// action under way (ULT-DOGMA-6): q is a sharing opponent executing a
// card from a shared effect. The execution itself earns no bonus of its
// own (ULT-KEY-SELF-EXECUTE).
func (g *Game) runExecuted(e *Effect, name string, c Card, i, q, p int, clause string, sharer bool) {
	g.effect = name
	at := g.s.Where(c)
	g.act.sharerRunning = false
	g.emit(EvEffect, q, c, at, at, i, clause)
	g.act.sharerRunning = sharer
	g.execs = append(g.execs, Exec{g: g, Player: q, Activator: p, Card: c, Index: i, Demand: e.Demand})
	e.Run(&g.execs[len(g.execs)-1])
	g.execs = g.execs[:len(g.execs)-1]
}

// Lose makes player p lose (ULT-KEY-LOSE). When a single player is left,
// he wins at once: the other one in a game of two. Otherwise p is out:
// every card he has is junked, and he takes no more turns, shares and
// suffers no demand, and is nobody's opponent. The clause's two holes
// stop the game with a rule gap unless a fill variant says what happens:
// p has a partner (VAR-ULT-FILL-LOSE-TEAM: his team loses), or p is the
// active player or still has effects of the action under way to carry out
// (VAR-ULT-FILL-LOSE-ENDS-ACTION: the action ends at once).
func (x *Exec) Lose(p int) {
	x.ultimateOnly("lose")
	g := x.g
	s := &g.s
	if g.cfg.Teams {
		if !g.cfg.Variants.Has(VarFillLoseTeam) {
			g.gap("ULT-KEY-LOSE", fmt.Sprintf("%s loses and has a partner: whether the partner plays on, and whether the team has lost, is not said", SeatName(p)))
		}
		// rule ULT-KEY-LOSE under VAR-ULT-FILL-LOSE-TEAM: the team loses,
		// and the other team, left alone, wins.
		g.end(reasonDogma, VarFillLoseTeam.ID(), g.side((p+1)%s.N))
	}
	left, last := 0, -1
	for q := 0; q < s.N; q++ {
		if q != p && s.In(q) {
			left, last = left+1, q
		}
	}
	if left == 1 {
		// rule ULT-KEY-LOSE: the single player left wins.
		g.end(reasonDogma, "ULT-KEY-LOSE", uint8(1)<<last)
	}
	hole := g.stillActs(p)
	if hole && !g.cfg.Variants.Has(VarFillLoseEndsAction) {
		what := "still has effects of the action under way to carry out"
		if p == s.Current {
			what = "is the active player"
		}
		g.gap("ULT-KEY-LOSE", fmt.Sprintf("%s loses and %s: whether the action goes on is not said", SeatName(p), what))
	}
	// rule ULT-KEY-LOSE: every card of the player who lost goes to the
	// junk, and he is out.
	pl := &s.Players[p]
	pl.Hand.Each(func(c Card) { g.junk(p, c, "ULT-KEY-LOSE") })
	for col := Color(0); col < NumColors; col++ {
		for pl.Piles[col].n > 0 {
			g.junk(p, pl.Piles[col].Top(), "ULT-KEY-LOSE")
		}
	}
	pl.ScorePile.Each(func(c Card) { g.junk(p, c, "ULT-KEY-LOSE") })
	pl.Achievements.Each(func(c Card) { g.junk(p, c, "ULT-KEY-LOSE") })
	s.Out |= 1 << p
	g.emit(EvOut, p, NoCard, 0, 0, 0, "ULT-KEY-LOSE")
	if hole {
		// rule ULT-KEY-LOSE under VAR-ULT-FILL-LOSE-ENDS-ACTION: the
		// action under way ends at once, with no share bonus.
		g.emit(EvCut, p, NoCard, 0, 0, 0, VarFillLoseEndsAction.ID())
		panic(endActionSignal{})
	}
}

// stillActs reports whether player p, losing now, still has a part in
// the action under way (ULT-KEY-LOSE's second hole): p is the active
// player, p carries out an effect of an outer card that executes the
// running one, or a later effect of the action's card is p's to share or
// to suffer.
func (g *Game) stillActs(p int) bool {
	if p == g.s.Current || len(g.execs) == 0 {
		return true
	}
	for _, x := range g.execs[:len(g.execs)-1] {
		if x.Player == p {
			return true
		}
	}
	if !g.act.active {
		return false
	}
	effects := g.deck.Effects(g.act.card, g.cfg.Edition)
	for i := g.execs[0].Index + 1; i < len(effects); i++ {
		e := &effects[i]
		if (e.Demand && g.act.demanded&(1<<p) != 0) || (!e.Demand && !e.Solo && g.act.sharing&(1<<p) != 0) {
			return true
		}
	}
	return false
}

// endOfAction runs the checks of the end of an action in the 4th edition
// (ULT-TURN-3): the special achievements whose condition holds, then the
// achievement victory (ULT-END-1). The other editions check at once, at
// every change (changed).
func (g *Game) endOfAction() {
	if g.cfg.Edition != Fourth || g.s.Phase != PhasePlay {
		return
	}
	// rule ULT-SPECIAL-CLAIM: each available special achievement goes to
	// the first player who fulfils its condition, clockwise from the
	// active player's left, the active player last (ULT-SPECIAL-TIE).
	for _, sp := range g.deck.Specials() {
		if !g.s.Specials.Has(sp) {
			continue
		}
		first, n := -1, 0
		for k := 1; k <= g.s.N; k++ {
			p := (g.s.Current + k) % g.s.N
			if g.s.In(p) && g.EligibleUltimate(p, sp) {
				if first < 0 {
					first = p
				}
				n++
			}
		}
		if first < 0 {
			continue
		}
		clause := UltimateSpecialClause(sp)
		if n > 1 {
			clause = "ULT-SPECIAL-TIE"
		}
		g.claimSpecial(first, sp, clause)
	}
	// rule ULT-END-1: enough achievements win; the most among several,
	// and among those tied the first clockwise from the active player's
	// left.
	need, clause := g.achievementsToWin()
	winner, best := -1, -1
	for k := 1; k <= g.s.N; k++ {
		p := (g.s.Current + k) % g.s.N
		if n := g.AchievementCount(p); g.s.In(p) && n >= need && n > best {
			winner, best = p, n
		}
	}
	if winner >= 0 {
		g.end(reasonAchievements, clause, g.side(winner))
	}
}

// achievementsToWin returns how many achievements win now in the 4th
// edition, and the clause that says so: ULT-END-1's number for the players
// who began (ULT-KEY-LOSE), or, once a player has lost and under
// VAR-ULT-GOAL-AFTER-LOSS, eight less one for each player still in, and at
// least three. A team game ends at a loss (VAR-ULT-FILL-LOSE-TEAM), so its
// number never changes.
func (g *Game) achievementsToWin() (int, string) {
	need := g.cfg.AchievementsToWin()
	if !g.cfg.Variants.Has(VarGoalAfterLoss) || g.s.Out == 0 || g.cfg.Teams {
		return need, "ULT-END-1"
	}
	in := 0
	for q := 0; q < g.s.N; q++ {
		if g.s.In(q) {
			in++
		}
	}
	// rule ULT-KEY-LOSE under VAR-ULT-GOAL-AFTER-LOSS.
	return max(3, 8-in), VarGoalAfterLoss.ID()
}

// ultSpecialClause holds the clause that states the condition of each
// special achievement in the 4th edition, in id order from Empire.
var ultSpecialClause = [...]string{"ULT-SPECIAL-CLAIM", "ULT-SPECIAL-MONUMENT", "ULT-SPECIAL-WONDER", "ULT-SPECIAL-CLAIM", "ULT-SPECIAL-CLAIM"}

// EligibleUltimate reports whether player p fulfils the 4th edition's
// condition of special achievement sp now (ULT-SPECIAL-CLAIM). The avatar
// counts for none of them.
func (g *Game) EligibleUltimate(p int, sp Card) bool {
	pl := &g.s.Players[p]
	switch sp {
	case Monument:
		// rule ULT-SPECIAL-MONUMENT: four top cards with a demand effect.
		n := 0
		for c := Color(0); c < NumColors; c++ {
			if t := pl.Piles[c].Top(); t != NoCard && g.deck.Facts[t].Demand {
				n++
			}
		}
		return n >= 4
	case Wonder:
		// rule ULT-SPECIAL-WONDER: five colours, each splayed right, up or
		// aslant.
		for c := Color(0); c < NumColors; c++ {
			pile := &pl.Piles[c]
			if pile.n == 0 || (pile.splay != Right && pile.splay != Up && pile.splay != Aslant) {
				return false
			}
		}
		return true
	case Wealth, Destiny, Heritage, History, Supremacy:
		return g.eligibleEchoes(p, sp)
	}
	return g.Eligible(p, sp) // Empire, World and Universe keep their conditions
}

// shareChange reports whether an event of kind, made by a sharing
// opponent, earns the share bonus (ULT-DOGMA-6 in the 4th edition:
// revealing a card does not).
func (g *Game) shareChange(kind string) bool {
	return g.cfg.Edition != Fourth || kind != EvReveal
}
