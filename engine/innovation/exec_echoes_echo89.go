package innovation

// Exec primitives of the Echoes cards of ages 8 and 9.

// TransferToAvailable transfers card c, which must be in one of the zones
// of from, to the available achievements (ULT-KEY-AVAILABLE): it becomes a
// standard achievement of its value, face down, as the age cards set aside
// at the start (ULT-COMP-4), beside one of that value already there. It
// reports whether c moved. An 11 made available may be junked or taken by
// an effect; the Achieve action offers the ages below the last, as ever
// (ACHIEVE-1): claiming it would take 55 points, far past the score win.
func (x *Exec) TransferToAvailable(p int, c Card, from ...Place) bool {
	x.ultimateOnly("transfer to the available achievements")
	age := x.g.deck.Facts[c].Age
	if age < 1 || age > AgeCap {
		return false
	}
	x.expect(EvTransfer, c, from...)
	x.g.move(EvTransfer, p, c, mkPlace(PlaceAgeAchievements, 0, age), false, 0, "KEY-TRANSFER")
	return true
}
