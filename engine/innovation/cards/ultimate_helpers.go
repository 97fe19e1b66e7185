package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// Helpers of the 4th edition's cards.

// third returns effect i of card c in the 3rd edition, for a 4th-edition
// card that keeps it word for word beside a changed one.
func third(c inn.Card, i int) inn.Effect { return base.Effects(c, inn.Third)[i] }

// junkAchievementOfAges has the performer junk an available standard
// achievement of one of the given ages (EFFECTS-4th.md §K.1): compulsory,
// the performer naming the age when several are available (achievements
// are face down: the choice is of a value, never of a card). It reports
// whether one was junked.
func junkAchievementOfAges(x *inn.Exec, prompt string, ages ...int) bool {
	var mask uint16
	for _, a := range ages {
		if x.StandardAchievement(a) != inn.NoCard {
			mask |= 1 << a
		}
	}
	age := x.ChooseValue(x.Player, prompt, mask)
	if age == 0 {
		return false
	}
	return x.JunkAchievement(x.Player, x.StandardAchievement(age))
}
