package toygame

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Event kinds logged by a game. An event's From and To are place codes
// (see placeCode); its Arg is described here per kind.
const (
	EvShuffle = "shuffle" // the deck is shuffled (Arg: its size)
	EvDeal    = "deal"    // a card dealt from the deck to a hand
	EvTurn    = "turn"    // a turn begins
	EvDraw    = "draw"    // a card drawn from the deck into a hand
	EvPlay    = "play"    // a card played from a hand to its row (Arg: the row's new total)
	EvMatch   = "match"   // a color match (Arg: the player who discards, or MatchDeclined or MatchNobody)
	EvDiscard = "discard" // a card discarded from a hand
	EvEnd     = "end"     // the game ends (Arg: a bit per winning seat)
)

// Values of the Arg of an EvMatch event when nobody discards.
const (
	MatchDeclined = -1 // the player said no
	MatchNobody   = -2 // no other player held a card
)

// placeCode encodes a place as an event's From or To: 10 the deck, 20 the
// discard pile, 31 to 34 the hands of P1 to P4, 41 to 44 their rows, 0 no
// place.
func placeCode(kind placeKind, player int) int {
	return int(kind)*10 + player + 1
}

func placeName(code int) string {
	kind, p := placeKind(code/10), code%10-1
	switch kind {
	case inDeck:
		return "the deck"
	case inDiscard:
		return "the discard pile"
	case inHand:
		return engine.SeatName(p) + " hand"
	case inRow:
		return engine.SeatName(p) + " row"
	}
	return "nowhere"
}

// FormatEvent renders an event on one line, with every card named.
func (g *Game) FormatEvent(e engine.Event) string { return FormatEvent(e) }

// FormatEvent renders an event of a Tally game on one line.
func FormatEvent(e engine.Event) string { return formatEvent(e, Card.String) }

// formatEvent renders an event with its card named by name.
func formatEvent(e engine.Event, name func(Card) string) string {
	who, card := engine.SeatName(e.Player), ""
	if e.Card >= 0 && e.Card < NumCards {
		card = name(Card(e.Card))
	}
	switch e.Kind {
	case EvShuffle:
		return fmt.Sprintf("the deck of %d cards is shuffled", e.Arg)
	case EvDeal:
		return fmt.Sprintf("%s is dealt %s", who, card)
	case EvTurn:
		return fmt.Sprintf("%s turn", who)
	case EvDraw:
		return fmt.Sprintf("%s draws %s", who, card)
	case EvPlay:
		return fmt.Sprintf("%s plays %s (row %d)", who, card, e.Arg)
	case EvMatch:
		switch e.Arg {
		case MatchDeclined:
			return fmt.Sprintf("%s matches %s and declines", who, card)
		case MatchNobody:
			return fmt.Sprintf("%s matches %s; nobody holds a card", who, card)
		}
		return fmt.Sprintf("%s matches %s: %s discards", who, card, engine.SeatName(e.Arg))
	case EvDiscard:
		return fmt.Sprintf("%s discards %s", who, card)
	case EvEnd:
		return fmt.Sprintf("game over: %s %s", seatList(uint8(e.Arg)), winVerb(uint8(e.Arg)))
	}
	return fmt.Sprintf("%s %s %s: %s -> %s", who, e.Kind, card, placeName(e.From), placeName(e.To))
}

// seatList names the seats of a mask: "P1,P3".
func seatList(mask uint8) string {
	var names []string
	for p := 0; p < MaxPlayers; p++ {
		if mask&(1<<p) != 0 {
			names = append(names, engine.SeatName(p))
		}
	}
	return strings.Join(names, ",")
}

func winVerb(mask uint8) string {
	if mask&(mask-1) == 0 {
		return "wins"
	}
	return "win"
}
