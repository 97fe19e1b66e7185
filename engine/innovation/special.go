package innovation

// Special achievements (SPECIAL-*), claimed at once by whoever meets the
// condition, at any moment.

// specialClause holds the clause of each special achievement, in id order
// from Empire.
var specialClause = [...]string{"SPECIAL-EMPIRE", "SPECIAL-MONUMENT", "SPECIAL-WONDER", "SPECIAL-WORLD", "SPECIAL-UNIVERSE"}

// SpecialClause returns the clause of special achievement c.
func SpecialClause(c Card) string { return specialClause[c-Empire] }

// changed runs after every card movement or splay: it claims the special
// achievements whose condition now holds. When several players become
// eligible at once, the current player goes first, then clockwise
// (SPECIAL-TIE).
func (g *Game) changed() {
	if g.checking || g.s.Specials.Empty() || g.s.Phase != PhasePlay || g.cfg.Edition == Fourth {
		return // the 4th edition checks at the end of each action (endOfAction)
	}
	g.checking = true
	for k := 0; k < g.s.N; k++ {
		p := (g.s.Current + k) % g.s.N
		for sp := Empire; sp <= Universe; sp++ {
			if g.s.Specials.Has(sp) && g.Eligible(p, sp) {
				g.claimSpecial(p, sp, g.claimClause(k, sp))
			}
		}
	}
	g.checking = false
}

// claimClause returns the clause that gives special achievement sp to the
// player k seats after the current one: SPECIAL-TIE when a player later in
// the order is eligible too, the variant when only its reading makes the
// player eligible, else the achievement's own clause.
func (g *Game) claimClause(k int, sp Card) string {
	for j := k + 1; j < g.s.N; j++ {
		if g.Eligible((g.s.Current+j)%g.s.N, sp) {
			return "SPECIAL-TIE"
		}
	}
	if pl := &g.s.Players[(g.s.Current+k)%g.s.N]; sp == Monument && g.cfg.Variants.Has(VarMonumentCombined) && pl.tucked < 6 && pl.scored < 6 {
		return VarMonumentCombined.ID()
	}
	return specialClause[sp-Empire]
}

// Eligible reports whether player p meets the condition of special
// achievement sp now.
func (g *Game) Eligible(p int, sp Card) bool {
	pl := &g.s.Players[p]
	switch sp {
	case Monument:
		if g.cfg.Variants.Has(VarMonumentCombined) {
			return pl.tucked+pl.scored >= 6
		}
		return pl.tucked >= 6 || pl.scored >= 6
	case Empire:
		for i := Castle; i <= Clock; i++ {
			if pl.icons[i] < 3 {
				return false
			}
		}
		return true
	case World:
		return pl.icons[Clock] >= 12
	case Wonder:
		for c := Color(0); c < NumColors; c++ {
			pile := &pl.Piles[c]
			if pile.n == 0 || (pile.splay != Right && pile.splay != Up) {
				return false
			}
		}
		return true
	case Universe:
		for c := Color(0); c < NumColors; c++ {
			t := pl.Piles[c].Top()
			if t == NoCard || g.deck.Facts[t].Age < 8 {
				return false
			}
		}
		return true
	}
	return false
}

// claimSpecial moves special achievement sp to p's achievements, if it is
// still available, and checks the achievement victory (END-1).
func (g *Game) claimSpecial(p int, sp Card, clause string) bool {
	if !g.s.Specials.Has(sp) {
		return false
	}
	from, _ := g.take(sp)
	g.put(sp, AchievementsPlace(p), false)
	g.emit(EvSpecial, p, sp, from, AchievementsPlace(p), 0, clause)
	if g.cfg.Edition != Fourth {
		g.checkAchievementWin(p)
	}
	return true
}
