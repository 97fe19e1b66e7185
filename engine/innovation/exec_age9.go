package innovation

// runsOtherCards are the cards whose effects execute the effects of another
// card, chosen only as the game goes (EFFECTS.md §0.11: "Computers,
// Satellites, Software, Robotics and Self Service").
var runsOtherCards = [...]string{"Computers", "Satellites", "Software", "Robotics", "Self Service"}

// Playable reports whether a Dogma action on card c, in edition ed, cannot
// stop on an unwritten card (engine.NotImplemented): c's effects are
// written, and if c executes another card's effects (EFFECTS.md §0.11,
// DOGMA-9), every age card's effects are written too, since that card may
// be any of them. Random play keeps to playable cards while some cards are
// not written yet; once every card is written, every written card is
// playable.
func (d *Deck) Playable(c Card, ed Edition) bool {
	if d.Effects(c, ed) == nil {
		return false
	}
	runsOthers := false
	for _, name := range runsOtherCards {
		if d.Facts[c].Name == name {
			runsOthers = true
		}
	}
	if !runsOthers {
		return true
	}
	for k := Card(0); k < NumAgeCards; k++ {
		if d.Effects(k, ed) == nil {
			return false
		}
	}
	return true
}
