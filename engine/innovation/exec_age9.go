package innovation

// runsOtherCards are the cards whose effects execute the effects of another
// card, chosen only as the game goes (EFFECTS.md §0.11: "Computers,
// Satellites, Software, Robotics and Self Service").
var runsOtherCards = [...]string{"Computers", "Satellites", "Software", "Robotics", "Self Service"}

// Playable reports whether a Dogma action on card c, in edition ed and a
// game whose last age is ages, cannot stop on an unwritten card
// (engine.NotImplemented): c's effects are written, and if c executes
// another card's effects (EFFECTS.md §0.11, DOGMA-9), the effects of every
// card of ages 1 to ages are written too, since that card may be any of
// them; ages 0 means 10, as in Config. Random play keeps to playable cards while some cards are not
// written yet; once the ages in play are written, every written card is
// playable.
func (d *Deck) Playable(c Card, ed Edition, ages int) bool {
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
	if ages == 0 {
		ages = MaxAge
	}
	for k := Card(0); k < NumAgeCards; k++ {
		if d.Facts[k].Age <= ages && d.Effects(k, ed) == nil {
			return false
		}
	}
	return true
}
