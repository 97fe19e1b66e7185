package innovation

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// Place is where a card is: a supply pile, a hand, a board pile, a score
// pile, a player's achievements, the available achievements, or out of the
// game (COMP-5). Events encode their From and To as Places; the index of
// a place is its age or its color.
type Place = engine.Place[placeNames]

// placeNames names Innovation's places.
type placeNames struct{}

// The kinds of place.
const (
	PlaceNone            = 0
	PlaceSupply          = 1 // index: age
	PlaceHand            = 2
	PlaceBoard           = 3 // index: color
	PlaceScore           = 4
	PlaceAchievements    = 5 // a player's claimed achievements
	PlaceAgeAchievements = 6 // index: age
	PlaceSpecials        = 7
	PlaceRemoved         = 8
	PlaceRevealed        = 9  // shown to all; the card stays where it was
	PlaceJunk            = 10 // the 4th edition's junk
	PlaceExpSupply       = 11 // an expansion's supply pile; player: the expansion, index: age
	PlaceForecast        = 12 // a player's forecast (ECHO-FORECAST)
)

func mkPlace(kind, player, index int) Place { return engine.MakePlace[placeNames](kind, player, index) }

// SupplyPlace returns the supply pile of an age.
func SupplyPlace(age int) Place { return mkPlace(PlaceSupply, 0, age) }

// JunkPlace returns the junk of the 4th edition.
func JunkPlace() Place { return mkPlace(PlaceJunk, 0, 0) }

// ExpansionSupplyPlace returns expansion x's supply pile of an age.
func ExpansionSupplyPlace(x Expansion, age int) Place { return mkPlace(PlaceExpSupply, int(x), age) }

// ForecastPlace returns player p's forecast.
func ForecastPlace(p int) Place { return mkPlace(PlaceForecast, p, 0) }

// HandPlace returns player p's hand.
func HandPlace(p int) Place { return mkPlace(PlaceHand, p, 0) }

// BoardPlace returns player p's pile of color c.
func BoardPlace(p int, c Color) Place { return mkPlace(PlaceBoard, p, int(c)) }

// ScorePlace returns player p's score pile.
func ScorePlace(p int) Place { return mkPlace(PlaceScore, p, 0) }

// AchievementsPlace returns player p's claimed achievements.
func AchievementsPlace(p int) Place { return mkPlace(PlaceAchievements, p, 0) }

// PlaceName names a place: "P1 hand", "supply 3", "P2 red".
func (placeNames) PlaceName(kind, player, index int) string {
	p := SeatName(player)
	switch kind {
	case PlaceNone:
		return "-"
	case PlaceSupply:
		return fmt.Sprintf("supply %d", index)
	case PlaceHand:
		return p + " hand"
	case PlaceBoard:
		return fmt.Sprintf("%s %s", p, Color(index))
	case PlaceScore:
		return p + " score"
	case PlaceAchievements:
		return p + " achievements"
	case PlaceAgeAchievements:
		return fmt.Sprintf("achievement %d", index)
	case PlaceSpecials:
		return "specials"
	case PlaceRemoved:
		return "removed"
	case PlaceRevealed:
		return p + " reveal"
	case PlaceJunk:
		return "junk"
	case PlaceExpSupply:
		return fmt.Sprintf("%s %d", Expansion(player), index)
	case PlaceForecast:
		return p + " forecast"
	}
	return fmt.Sprintf("place(%d)", int(mkPlace(kind, player, index)))
}
