package innovation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Event kinds logged by an Innovation game.
const (
	EvDraw     = "draw"     // a card drawn into a hand
	EvMeld     = "meld"     // a card put on top of its pile
	EvTuck     = "tuck"     // a card put at the bottom of its pile
	EvScore    = "score"    // a card scored
	EvReturn   = "return"   // a card returned to its supply pile
	EvTransfer = "transfer" // a card transferred
	EvExchange = "exchange" // a card moved by an exchange
	EvReveal   = "reveal"   // a card shown to all
	EvSplay    = "splay"    // a pile splayed (Arg: the direction)
	EvUnsplay  = "unsplay"  // a pile's splay removed
	EvRemove   = "remove"   // a card removed from the game
	EvAchieve  = "achieve"  // an age achievement claimed by the Achieve action
	EvSpecial  = "special"  // a special achievement claimed
	EvDogma    = "dogma"    // a Dogma action begins (Arg: sharing mask | demanded mask<<8)
	EvEffect   = "effect"   // a player begins performing one effect (Arg: effect index)
	EvTurn     = "turn"     // a turn begins (Arg: actions in it)
	EvFirst    = "first"    // the first player is decided
	EvOverflow = "overflow" // a draw above the last age (Arg: the age asked)
	EvEnd      = "end"      // the game ends (Arg: the winners' mask)
	EvCut      = "cut"      // a card ends the Dogma action at once (Fission; cites DOGMA-7)
	EvJunk     = "junk"     // a card put into the junk (4th edition)
	EvChain    = "chain"    // a chain achievement: a drawn 11 achieved (4th edition)
	EvOut      = "out"      // a player who lost is out of the game (4th edition)

	EvForeshadow = "foreshadow" // a card put face down into a forecast (Echoes of the Past)
)

// FormatEvent renders an event on one line, with every card named.
func (g *Game) FormatEvent(e engine.Event) string {
	return FormatEvent(g.deck, e)
}

// FormatEvent renders an event of a game played with deck d.
func FormatEvent(d *Deck, e engine.Event) string {
	var b strings.Builder
	who := SeatName(e.Player)
	card := ""
	if e.Card >= 0 {
		card = d.Name(Card(e.Card))
	}
	from, to := Place(e.From), Place(e.To)
	switch e.Kind {
	case EvDraw:
		fmt.Fprintf(&b, "%s draws %s (asked %d)", who, card, e.Arg)
	case EvMeld, EvTuck, EvScore, EvReturn, EvRemove, EvJunk, EvForeshadow:
		fmt.Fprintf(&b, "%s %ss %s from %s", who, e.Kind, card, from)
	case EvTransfer, EvExchange:
		fmt.Fprintf(&b, "%s %ss %s: %s -> %s", who, e.Kind, card, from, to)
	case EvReveal:
		fmt.Fprintf(&b, "%s reveals %s", who, card)
	case EvSplay:
		fmt.Fprintf(&b, "%s splays %s %s", who, Color(from.Index()), Splay(e.Arg))
	case EvUnsplay:
		fmt.Fprintf(&b, "%s %s pile unsplayed", who, Color(from.Index()))
	case EvAchieve:
		fmt.Fprintf(&b, "%s achieves %d", who, e.Arg)
	case EvSpecial:
		fmt.Fprintf(&b, "%s claims %s", who, card)
	case EvChain:
		fmt.Fprintf(&b, "%s achieves %s by the chain rule", who, card)
	case EvDogma:
		// The demanded seats only for a card that has a demand (DOGMA-2).
		fmt.Fprintf(&b, "%s dogma %s (sharing: %s", who, card, seats(e.Arg&0xff))
		if e.Card >= 0 && d.Facts[e.Card].Demand {
			fmt.Fprintf(&b, "; demanded: %s", seats(e.Arg>>8&0xff))
		}
		b.WriteString(")")
	case EvEffect:
		fmt.Fprintf(&b, "%s performs %s", who, e.Effect)
	case EvTurn:
		fmt.Fprintf(&b, "%s turn (%d action", who, e.Arg)
		if e.Arg != 1 {
			b.WriteString("s")
		}
		b.WriteString(")")
	case EvRearrange:
		fmt.Fprintf(&b, "%s rearranges %s: %s at %d from the bottom", who, from, card, e.Arg+1)
	case EvCut:
		fmt.Fprintf(&b, "%s ends the Dogma action", who)
	case EvOut:
		fmt.Fprintf(&b, "%s is out of the game", who)
	case EvParley:
		b.WriteString(formatParley(who, card, e.Arg))
	case EvFirst:
		fmt.Fprintf(&b, "%s plays first", who)
	case EvOverflow:
		fmt.Fprintf(&b, "%s must draw %s: none left", who, AnAge(e.Arg))
	case EvEnd:
		fmt.Fprintf(&b, "game ends, winners: %s", seats(e.Arg))
	default:
		fmt.Fprintf(&b, "%s %s %s", who, e.Kind, card)
	}
	engine.WriteCitation(&b, &e, e.Kind != EvEffect)
	return b.String()
}

// AnAge writes an age with its English article: "a 3", "an 8", "an 11".
func AnAge(age int) string {
	n := strconv.Itoa(age)
	if n[0] == '8' || age == 11 || age == 18 {
		return "an " + n
	}
	return "a " + n
}

func seats(mask int) string {
	var names []string
	for p := 0; p < MaxPlayers; p++ {
		if mask&(1<<p) != 0 {
			names = append(names, SeatName(p))
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ",")
}
