package innovation

// Exec primitives of the Echoes cards of ages 8 and 9.

// TransferToAvailable transfers card c, which must be in one of the zones
// of from, to the available achievements (ULT-KEY-AVAILABLE): it becomes
// the standard achievement of its value, face down, as the age cards set
// aside at the start (ULT-COMP-4). It reports whether c moved. The
// available achievements hold one standard achievement of each value, and
// the rules do not say what a second one of a value already there becomes,
// nor what an 11 becomes, a value no standard achievement has (ULT-SETUP-2
// sets aside the ages 1 to 10): each is a rule gap (Crossword, Chintz).
func (x *Exec) TransferToAvailable(p int, c Card, from ...Place) bool {
	x.ultimateOnly("transfer to the available achievements")
	age := x.g.deck.Facts[c].Age
	if age < 1 || age > AgeCap {
		return false
	}
	if age > MaxAge {
		x.Gap("ULT-KEY-AVAILABLE", "a card of value 11 transferred to the available achievements, where no standard achievement has that value")
	}
	if x.g.s.ageAchievements[age] != NoCard {
		x.Gap("ULT-KEY-AVAILABLE", "a card transferred to the available achievements, where one of its value is available already")
		return false
	}
	x.expect(EvTransfer, c, from...)
	x.g.move(EvTransfer, p, c, mkPlace(PlaceAgeAchievements, 0, age), false, 0, "KEY-TRANSFER")
	return true
}
