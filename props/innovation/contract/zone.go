package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Zone is a set of places a card can be in: a player's hand, score pile or
// achievements, a pile or any pile of a board (any card, the top card or
// the bottom card), the supply, the available achievements, the removed
// cards. A player of -1 stands for any player.
type Zone struct {
	kind   int // an inn.Place kind
	player int // -1 for any player
	color  int // a board's color, -1 for any
	pos    int // on a board: anyCard, topCard or bottomCard
}

// Positions in a pile that a Zone may require.
const (
	anyCard = iota
	topCard
	bottomCard
)

// AnyPlayer stands for any seat in a Zone.
const AnyPlayer = -1

// Hand is player p's hand.
func Hand(p int) Zone { return Zone{kind: inn.PlaceHand, player: p, color: -1} }

// ScorePile is player p's score pile.
func ScorePile(p int) Zone { return Zone{kind: inn.PlaceScore, player: p, color: -1} }

// Board is any card of any pile of player p's board.
func Board(p int) Zone { return Zone{kind: inn.PlaceBoard, player: p, color: -1} }

// Tops is the top cards of player p's board.
func Tops(p int) Zone { return Zone{kind: inn.PlaceBoard, player: p, color: -1, pos: topCard} }

// Bottoms is the bottom cards of player p's board.
func Bottoms(p int) Zone { return Zone{kind: inn.PlaceBoard, player: p, color: -1, pos: bottomCard} }

// PileOf is any card of player p's pile of color col.
func PileOf(p int, col inn.Color) Zone {
	return Zone{kind: inn.PlaceBoard, player: p, color: int(col)}
}

// TopOf is the top card of player p's pile of color col.
func TopOf(p int, col inn.Color) Zone {
	return Zone{kind: inn.PlaceBoard, player: p, color: int(col), pos: topCard}
}

// supplyKind returns the kind of place pl, an expansion's supply pile
// being a supply pile (EXP-SET-1: an Echoes card is drawn from and returned
// to its own pile).
func supplyKind(pl inn.Place) int {
	if pl.Kind() == inn.PlaceExpSupply {
		return inn.PlaceSupply
	}
	return pl.Kind()
}

// Supply is the supply piles of every age, the expansions' among them.
func Supply() Zone { return Zone{kind: inn.PlaceSupply, player: AnyPlayer, color: -1} }

// Achievements is player p's claimed achievements.
func Achievements(p int) Zone { return Zone{kind: inn.PlaceAchievements, player: p, color: -1} }

// AgeAchievements is the age achievements still available.
func AgeAchievements() Zone {
	return Zone{kind: inn.PlaceAgeAchievements, player: AnyPlayer, color: -1}
}

// Removed is the cards removed from the game.
func Removed() Zone { return Zone{kind: inn.PlaceRemoved, player: AnyPlayer, color: -1} }

// SpecialAchievements is the special achievements still available.
func SpecialAchievements() Zone { return Zone{kind: inn.PlaceSpecials, player: AnyPlayer, color: -1} }

// Junk is the 4th edition's junk.
func Junk() Zone { return Zone{kind: inn.PlaceJunk, player: AnyPlayer, color: -1} }

// holds reports whether place pl is in z, for card k as the position t
// stands before k moves.
func (z Zone) holds(t *Table, pl inn.Place, k inn.Card) bool {
	if supplyKind(pl) != z.kind {
		return false
	}
	switch z.kind {
	case inn.PlaceSupply, inn.PlaceAgeAchievements, inn.PlaceRemoved, inn.PlaceSpecials, inn.PlaceJunk:
		return true
	}
	p := pl.Player()
	if z.player != AnyPlayer && p != z.player {
		return false
	}
	if z.kind != inn.PlaceBoard {
		return true
	}
	col := inn.Color(pl.Index())
	if z.color >= 0 && int(col) != z.color {
		return false
	}
	switch z.pos {
	case topCard:
		return t.Top(p, col) == k
	case bottomCard:
		return t.Bottom(p, col) == k
	}
	return true
}

// cards returns the cards of z as the position t stands, and false for a
// zone whose cards t does not list (the supply, the available
// achievements, the removed cards).
func (z Zone) cards(t *Table) (inn.Set, bool) {
	var out inn.Set
	for p := 0; p < t.N; p++ {
		if z.player != AnyPlayer && p != z.player {
			continue
		}
		switch z.kind {
		case inn.PlaceHand:
			out = out.Union(t.Hand(p))
		case inn.PlaceScore:
			out = out.Union(t.ScorePile(p))
		case inn.PlaceAchievements:
			out = out.Union(t.Achievements(p))
		case inn.PlaceBoard:
			for col := inn.Color(0); col < inn.NumColors; col++ {
				if z.color >= 0 && int(col) != z.color {
					continue
				}
				switch z.pos {
				case topCard:
					if k := t.Top(p, col); k != inn.NoCard {
						out.Add(k)
					}
				case bottomCard:
					if k := t.Bottom(p, col); k != inn.NoCard {
						out.Add(k)
					}
				default:
					for _, k := range t.Pile(p, col) {
						out.Add(k)
					}
				}
			}
		default:
			return inn.Set{}, false
		}
	}
	return out, true
}

// receives reports whether a card put at place pl lands in z: of the
// zone's kind, player and color (a card put on a board goes where its
// color says, on top or at the bottom as its verb says).
func (z Zone) receives(pl inn.Place) bool {
	if supplyKind(pl) != z.kind {
		return false
	}
	switch z.kind {
	case inn.PlaceSupply, inn.PlaceAgeAchievements, inn.PlaceRemoved, inn.PlaceSpecials, inn.PlaceJunk:
		return true
	}
	if z.player != AnyPlayer && pl.Player() != z.player {
		return false
	}
	return z.kind != inn.PlaceBoard || z.color < 0 || pl.Index() == z.color
}

// String names the zone for messages.
func (z Zone) String() string {
	who := "any player's"
	if z.player != AnyPlayer {
		who = inn.SeatName(z.player) + "'s"
	}
	switch z.kind {
	case inn.PlaceHand:
		return who + " hand"
	case inn.PlaceScore:
		return who + " score pile"
	case inn.PlaceAchievements:
		return who + " achievements"
	case inn.PlaceForecast:
		return who + " forecast"
	case inn.PlaceSupply:
		return "the supply"
	case inn.PlaceAgeAchievements:
		return "the available achievements"
	case inn.PlaceRemoved:
		return "the removed cards"
	case inn.PlaceJunk:
		return "the junk"
	}
	where := "board"
	if z.color >= 0 {
		where = inn.Color(z.color).String() + " pile"
	}
	switch z.pos {
	case topCard:
		return fmt.Sprintf("a top card of %s %s", who, where)
	case bottomCard:
		return fmt.Sprintf("a bottom card of %s %s", who, where)
	}
	return who + " " + where
}
