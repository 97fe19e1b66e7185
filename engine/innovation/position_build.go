package innovation

import "fmt"

// Building the game from the lines of a position text: the achievements
// named by age, the available ones, the supply piles of the cards no line
// names, and the checks of the whole.

func (pp *positionParser) build() (*Game, error) {
	s := &pp.s
	for _, r := range pp.pending {
		c, err := pp.takeUnplaced(r.line, r.age)
		if err != nil {
			return nil, err
		}
		s.Players[r.player].Achievements.Add(c)
		s.loc[c] = uint16(AchievementsPlace(r.player))
	}
	if err := pp.checkAgeAchievements(); err != nil {
		return nil, err
	}
	claimed := func(c Card) bool {
		for p := 0; p < s.N; p++ {
			if s.Players[p].Achievements.Has(c) {
				return true
			}
		}
		return false
	}
	if pp.avail == nil {
		refs := []availRef{}
		for _, sp := range pp.deck.Specials() {
			if !claimed(sp) && !s.Junk.Has(sp) {
				refs = append(refs, availRef{0, sp, 0})
			}
		}
		for age := 1; age < pp.cfg.Ages; age++ {
			taken := false
			for p := 0; p < s.N; p++ {
				s.Players[p].Achievements.Each(func(c Card) {
					if !c.IsSpecial() && pp.deck.Facts[c].Age == age {
						taken = true
					}
				})
			}
			if !taken {
				refs = append(refs, availRef{0, NoCard, age})
			}
		}
		pp.avail = &refs
	}
	for _, r := range *pp.avail {
		c := r.card
		if c.IsSpecial() {
			if claimed(c) || s.Junk.Has(c) {
				return nil, &PositionError{Line: max(r.line, pp.first), Msg: fmt.Sprintf("%s is claimed or junked, and available at once", pp.deck.Name(c))}
			}
			s.Specials.Add(c)
			s.loc[c] = uint16(mkPlace(PlaceSpecials, 0, 0))
			continue
		}
		if c == NoCard {
			var err error
			if c, err = pp.takeUnplaced(r.line, r.age); err != nil {
				return nil, err
			}
		}
		switch {
		case s.ageAchievements[r.age] == NoCard:
			s.ageAchievements[r.age] = c
		case pp.cfg.Edition == Fourth:
			s.moreAchievements.Add(c) // rule ULT-KEY-AVAILABLE: a card an effect made available
		default:
			return nil, &PositionError{Line: max(r.line, pp.first), Msg: fmt.Sprintf("age %d has two available achievements", r.age)}
		}
		s.loc[c] = uint16(mkPlace(PlaceAgeAchievements, 0, r.age))
	}
	// Specials neither claimed nor available: out of the game would break
	// COMP-5, so they must be one or the other. An expansion's special
	// achievement that no line places is available (ECHO-COMP-1): an
	// "available:" line need not name it.
	for _, sp := range pp.deck.Specials() {
		if !sp.IsBaseSpecial() && pp.placed[sp] == 0 && !s.Specials.Has(sp) {
			s.Specials.Add(sp)
			s.loc[sp] = uint16(mkPlace(PlaceSpecials, 0, 0))
			continue
		}
		if !claimed(sp) && !s.Specials.Has(sp) && !s.Junk.Has(sp) {
			return nil, &PositionError{Line: pp.first, Msg: fmt.Sprintf("%s is neither claimed nor available", pp.deck.Name(sp))}
		}
	}
	for age := 1; age <= pp.cfg.Edition.LastAge(); age++ {
		pp.fillSupply(&s.supply[age], SupplyPlace(age), age, pp.deck.ageCards, age > pp.cfg.Ages || pp.exact[age], pp.supply[age])
	}
	pp.buildExpansionSupply()
	switch {
	case pp.over && pp.actions != 0 && s.ActionsLeft != 0:
		return nil, &PositionError{Line: pp.actions, Msg: "the game is over: no action is left (actions=0, or no actions= at all)"}
	case pp.over:
		// rule END-4: a finished game has no action left.
		s.Phase = PhaseOver
		s.result = pp.result
		s.ActionsLeft = 0
	case s.ActionsLeft == 0:
		return nil, &PositionError{Line: pp.actions, Msg: "actions=0 is for a finished game, with an over line; a game in play has 1 or 2"}
	}
	if err := pp.checkOut(); err != nil {
		return nil, err
	}
	g := newGame(pp.cfg, pp.deck)
	g.s = *s
	g.s.rekey()
	for p := 0; p < s.N; p++ {
		for col := Color(0); col < NumColors; col++ {
			g.pileChanged(p, col)
		}
	}
	return g, g.Start()
}
