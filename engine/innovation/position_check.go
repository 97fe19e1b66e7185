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
