package innovation

import "fmt"

// Checks of a position that parses but cannot occur in a game.

// checkAgeAchievements refuses two claimed achievements of one age: each
// age has one achievement, claimed once (ACHIEVE-1). In the 4th edition
// other cards are achieved besides the standard achievements (an 11 by
// the chain rule, ULT-CHAIN-1, as many times as it happens), so a player
// may hold several of an age there.
func (pp *positionParser) checkAgeAchievements() error {
	if pp.cfg.Edition == Fourth {
		return nil
	}
	s := &pp.s
	var holder [AgeCap + 1]int // 1 + the seat that holds the age's achievement
	for p := 0; p < s.N; p++ {
		var err error
		s.Players[p].Achievements.Each(func(c Card) {
			if err != nil || c.IsSpecial() {
				return
			}
			age := pp.deck.Facts[c].Age
			if q := holder[age] - 1; q >= 0 {
				err = &PositionError{Line: pp.first, Msg: fmt.Sprintf("%s and %s both hold an age %d achievement: each age has one (ACHIEVE-1)", SeatName(q), SeatName(p), age)}
				if q == p {
					err = &PositionError{Line: pp.first, Msg: fmt.Sprintf("%s holds two age %d achievements: each age has one (ACHIEVE-1)", SeatName(p), age)}
				}
				return
			}
			holder[age] = p + 1
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// checkOut checks the players out of the game (ULT-KEY-LOSE): they hold no
// card, two players at least are still in a game in play, and the turn is
// not one of theirs.
func (pp *positionParser) checkOut() error {
	s := &pp.s
	if s.Out == 0 {
		return nil
	}
	in := 0
	for p := 0; p < s.N; p++ {
		if s.In(p) {
			in++
			continue
		}
		pl := &s.Players[p]
		held := pl.Hand.Len() + pl.ScorePile.Len() + pl.Achievements.Len()
		for col := Color(0); col < NumColors; col++ {
			held += pl.Piles[col].Len()
		}
		if held > 0 {
			return &PositionError{Line: pp.first, Msg: fmt.Sprintf("%s is out of the game and holds %d card(s): a player who lost has none", SeatName(p), held)}
		}
	}
	switch {
	case pp.cfg.Teams:
		return &PositionError{Line: pp.first, Msg: "a team game has nobody out: a loss there ends the game or is a rule gap (ULT-KEY-LOSE)"}
	case s.Phase != PhaseOver && in < 2:
		return &PositionError{Line: pp.first, Msg: "a game in play needs two players still in"}
	case s.Phase != PhaseOver && !s.In(s.Current):
		return &PositionError{Line: pp.first, Msg: fmt.Sprintf("%s is out of the game and cannot have the turn", SeatName(s.Current))}
	}
	return nil
}
