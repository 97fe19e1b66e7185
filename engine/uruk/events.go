package uruk

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// FormatEvent renders an event on one line, with every card named.
func (g *Game) FormatEvent(e engine.Event) string { return FormatEvent(e) }

// FormatEvent renders an event of an Uruk game.
func FormatEvent(e engine.Event) string {
	var b strings.Builder
	who := SeatName(e.Player)
	card := ""
	if e.Card >= 0 {
		card = Card(e.Card).String()
	}
	from, to := Place(e.From), Place(e.To)
	switch e.Kind {
	case EvTurn:
		fmt.Fprintf(&b, "%s turn (%d action%s)", who, e.Arg, plural(e.Arg))
	case EvFirst:
		fmt.Fprintf(&b, "%s plays first", who)
	case EvAction:
		fmt.Fprintf(&b, "%s action: %s", who, actionNames[e.Arg])
		if card != "" {
			fmt.Fprintf(&b, " %s", card)
		}
	case EvTake, EvRefill, EvGod, EvLay, EvReplace, EvDiscard, EvBox, EvShuffle, EvKeep:
		if e.Player >= 0 {
			fmt.Fprintf(&b, "%s ", who)
		}
		fmt.Fprintf(&b, "%s %s: %s -> %s", e.Kind, card, from, to)
	case EvCube:
		fmt.Fprintf(&b, "%s cube %s: %s -> %s", who, Color(e.Arg), onCard(from, card), onCard(to, card))
	case EvDisc:
		if e.Player >= 0 {
			fmt.Fprintf(&b, "%s ", who)
		}
		src := ""
		if e.Arg >= 0 {
			src = Card(e.Arg).String()
		}
		fmt.Fprintf(&b, "disc: %s -> %s", onCard(from, src), onCard(to, card))
	case EvActivate:
		fmt.Fprintf(&b, "%s is activated (by %s)", card, who)
	case EvHandLimit:
		fmt.Fprintf(&b, "%s keeps %d card%s", who, e.Arg, plural(e.Arg))
	case EvBid:
		fmt.Fprintf(&b, "%s bids %d for %s", who, e.Arg, card)
	case EvPass:
		fmt.Fprintf(&b, "%s passes on %s", who, card)
	case EvSealed:
		fmt.Fprintf(&b, "%s opens a fist of %d against %s: offer %d", who, e.Arg&0xff, card, e.Arg>>8)
	case EvWin:
		fmt.Fprintf(&b, "%s wins %s (%d)", who, card, e.Arg)
	case EvSuffer:
		fmt.Fprintf(&b, "%s suffers %s", who, card)
	case EvVolcano:
		if e.Arg == 1 {
			fmt.Fprintf(&b, "%s loses 2 actions of his next turn", who)
		} else {
			fmt.Fprintf(&b, "%s takes 1 action (volcano)", who)
		}
	case EvHalf:
		fmt.Fprintf(&b, "%s pays half price with %s (%d left out)", who, card, e.Arg)
	case EvLastDisc:
		b.WriteString("the last disc is taken: the round is finished, then the last turns")
	case EvFinal:
		fmt.Fprintf(&b, "last turns, from %s", who)
	case EvPoints:
		fmt.Fprintf(&b, "%s scores %d for %s", who, e.Arg, e.Effect)
	case EvScore:
		fmt.Fprintf(&b, "%s has %d points", who, e.Arg)
	case EvEnd:
		fmt.Fprintf(&b, "game ends, winners: %s", seatList(uint8(e.Arg)))
	case EvReduce:
		fmt.Fprintf(&b, "%s's %s makes %s cost a card less", who, card, Type(e.Arg))
	case EvRoom:
		fmt.Fprintf(&b, "%s's %s makes room for a sixth discovery", who, card)
	case EvBonus:
		fmt.Fprintf(&b, "%s's Leuchtturm adds %d to his offers", who, e.Arg)
	case EvFill:
		b.WriteString("the text does not say: the fill variant decides")
	case EvNone:
		fmt.Fprintf(&b, "%s: nothing happens", who)
	default:
		fmt.Fprintf(&b, "%s %s %s", who, e.Kind, card)
	}
	engine.WriteCitation(&b, &e, e.Kind != EvPoints)
	return b.String()
}

// onCard names the place of a cube or disc: a tableau slot by the
// discovery on it ("P1 Straße").
func onCard(pl Place, card string) string {
	if pl.Kind() == PlaceTableau && card != "" {
		return SeatName(pl.Player()) + " " + card
	}
	return pl.String()
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
