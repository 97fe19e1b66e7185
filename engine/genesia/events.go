package genesia

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// The kinds of events Genesia logs. Card is an Age card's index (an
// objective's for EvObjective), From and To are regions (From is the
// people paid for EvFee and the defender for EvSiege), Arg a number.
const (
	EvObjective = "objective"  // Player keeps objective Card (secret)
	EvCoins     = "coins"      // Player takes Arg coins from the reserve
	EvDeal      = "deal"       // Player is dealt Card (secret; open in the solo game)
	EvPick      = "pick"       // Player picks Card in round Arg of the draft (secret)
	EvPass      = "pass"       // Player passes; the draft's packets pass (Player -1, Arg the direction)
	EvPlay      = "play"       // Player plays Card, paying Arg
	EvDiscard   = "discard"    // Player discards Card face down (secret)
	EvRecruit   = "recruit"    // Player recruits Arg clans into To
	EvClans     = "clans"      // Player gains Arg clans in To by a card
	EvFreeMoves = "moves"      // Player gains Arg free movements
	EvMove      = "move"       // Player moves Arg clans From To
	EvFee       = "fee"        // Player pays Arg to people From to cross To
	EvCity      = "city"       // Player builds a city in To
	EvCopy      = "copy"       // Player plays copy card Card on card Arg
	EvMarker    = "marker"     // Player marks invention Card with a clan
	EvChoose    = "choose"     // Player chooses War or Peace (secret)
	EvWar       = "war"        // Player's War, shown in round Arg
	EvPeace     = "peace"      // Player's Peace, shown in round Arg
	EvAssault   = "assault"    // Player assaults To from From, held by people Arg
	EvNoAssault = "no-assault" // Player can launch no assault
	EvLose      = "lose"       // Player loses Arg clans of From
	EvSiege     = "siege"      // Player takes people From's city in To
	EvMoveIn    = "move-in"    // Player moves Arg clans From To
	EvEndAge    = "end-age"    // the cities of the end of Age Arg are built
	EvProgress  = "progress"   // Player counts Arg progress points for the Age
	EvPlace     = "place"      // Player takes place Arg of the next turn order
	EvScore     = "score"      // Player's final score Arg
	EvEnd       = "end"        // the game ends; Arg the winning seats
	EvFill      = "fill"       // a fill-... variant decides a hole (Clause its ID)
)

// FormatEvent renders an event for people.
func (g *Game) FormatEvent(e engine.Event) string {
	return g.formatEvent(e, g.cardName, g.objectiveName)
}

func (g *Game) cardName(c int) string {
	if c < 0 || c >= len(g.data.Cards) {
		return "?"
	}
	return g.data.Cards[c].Name
}

func (g *Game) objectiveName(c int) string {
	if c < 0 || c >= len(g.data.Objectives) {
		return "?"
	}
	return g.data.Objectives[c].Name
}

func (g *Game) region(r int) string {
	if r < 0 || r >= len(g.board.Regions) {
		return "?"
	}
	return g.board.Regions[r].Name
}

// formatEvent renders e naming cards with card and objectives with obj,
// so that a Redactor can hide what its seat has not seen.
func (g *Game) formatEvent(e engine.Event, card, obj func(int) string) string {
	var b strings.Builder
	who := "all"
	if e.Player >= 0 {
		who = g.people(e.Player)
	}
	switch e.Kind {
	case EvObjective:
		fmt.Fprintf(&b, "%s keeps objective %s", who, obj(e.Card))
	case EvCoins:
		fmt.Fprintf(&b, "%s takes %d coins", who, e.Arg)
	case EvDeal:
		fmt.Fprintf(&b, "%s is dealt %s", who, card(e.Card))
	case EvPick:
		fmt.Fprintf(&b, "%s picks %s (round %d)", who, card(e.Card), e.Arg)
	case EvPass:
		if e.Player < 0 {
			dir := "left"
			if e.Arg != 1 {
				dir = "right"
			}
			fmt.Fprintf(&b, "the draft passes %s", dir)
		} else {
			fmt.Fprintf(&b, "%s passes", who)
		}
	case EvPlay:
		fmt.Fprintf(&b, "%s plays %s (cost %d)", who, card(e.Card), e.Arg)
	case EvDiscard:
		fmt.Fprintf(&b, "%s discards %s", who, card(e.Card))
	case EvRecruit:
		fmt.Fprintf(&b, "%s recruits %s into %s", who, clanCount(e.Arg), g.region(e.To))
	case EvClans:
		fmt.Fprintf(&b, "%s gains %s in %s", who, clanCount(e.Arg), g.region(e.To))
	case EvFreeMoves:
		fmt.Fprintf(&b, "%s gains %d free movements", who, e.Arg)
	case EvMove:
		fmt.Fprintf(&b, "%s moves %s %s -> %s", who, clanCount(e.Arg), g.region(e.From), g.region(e.To))
	case EvFee:
		fmt.Fprintf(&b, "%s pays %d to %s to cross %s", who, e.Arg, g.people(e.From), g.region(e.To))
	case EvCity:
		fmt.Fprintf(&b, "%s builds a city in %s", who, g.region(e.To))
	case EvCopy:
		fmt.Fprintf(&b, "%s copies %s with %s", who, card(e.Arg), card(e.Card))
	case EvMarker:
		fmt.Fprintf(&b, "%s marks %s with a clan", who, card(e.Card))
	case EvChoose:
		fmt.Fprintf(&b, "%s chooses in secret", who)
	case EvWar:
		fmt.Fprintf(&b, "%s shows War (round %d)", who, e.Arg)
	case EvPeace:
		fmt.Fprintf(&b, "%s shows Peace (round %d)", who, e.Arg)
	case EvAssault:
		fmt.Fprintf(&b, "%s assaults %s of %s from %s", who, g.region(e.To), g.people(e.Arg), g.region(e.From))
	case EvNoAssault:
		fmt.Fprintf(&b, "%s can launch no assault", who)
	case EvLose:
		fmt.Fprintf(&b, "%s loses %s in %s", who, clanCount(e.Arg), g.region(e.From))
	case EvSiege:
		fmt.Fprintf(&b, "%s takes the city of %s in %s", who, g.people(e.From), g.region(e.To))
	case EvMoveIn:
		fmt.Fprintf(&b, "%s moves %s %s -> %s", who, clanCount(e.Arg), g.region(e.From), g.region(e.To))
	case EvEndAge:
		fmt.Fprintf(&b, "the end of Age %d", e.Arg)
	case EvProgress:
		fmt.Fprintf(&b, "%s counts %d progress points", who, e.Arg)
	case EvPlace:
		fmt.Fprintf(&b, "%s takes place %d", who, e.Arg)
	case EvScore:
		fmt.Fprintf(&b, "%s scores %d", who, e.Arg)
	case EvEnd:
		fmt.Fprintf(&b, "the game ends: %s win", seatList(uint8(e.Arg)))
	case EvFill:
		b.WriteString("fill")
	default:
		fmt.Fprintf(&b, "%s %s", who, e.Kind)
	}
	engine.WriteCitation(&b, &e, true)
	return b.String()
}

// seatList writes a set of seats as "P1,P3".
func seatList(m uint8) string {
	var out []string
	for p := 0; p < MaxPeoples; p++ {
		if m&(1<<p) != 0 {
			out = append(out, SeatName(p))
		}
	}
	if len(out) == 0 {
		return "-"
	}
	return strings.Join(out, ",")
}
