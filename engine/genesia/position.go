package genesia

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// A position is the text form of a state, which scenario files start from
// and the round-trip test prints and parses. One line per zone,
// "subject: items", cards and objectives by name, regions by name:
//
//	game: players=3 variants=fill-war-ends
//	phase: growth age=1 turn=0 round=0        first=P2 in the solo game
//	order: P2, P1, P3                         the turn order
//	reserve: 55                               the coins of the reserve
//	seed: 1234                                the seed of the next shuffle
//	P1: coins=15 supply=28 cities=20 moves=0 pp=3,0,0
//	P1 hand: Grains d'orge, Carte 1
//	P1 picked: ...     P1 packet: ...         the draft
//	P1 played: Drones, Carte 10>Carte 14      a copy card > the card it copied
//	P1 inventions: Invention de l'écriture
//	P1 objective: Petit peuple                P1 dealt: A, B (before the choice)
//	markers: Invention de l'écriture=P2+P3    marker clans on inventions
//	deck: ...                                 the Age decks, in card order
//	discard: ...
//	region A1a: P1=2 city=P2
//	war: chosen=P1,P2 war=P1 done=P1 changed  the War round in progress
//	reseat: P2, P1, P3 taken=-,P1,-           the choice of places in progress
//	copy: Carte 4 by=P1 next=2                the offers to copy a card in progress
//	over: scores=10,20,30 winners=P1
//
// Lines may come in any order; blank lines and text after '#' are ignored.
// Cards and objectives not named are in the box. Without a "P1:" line a
// people has no coins, and its supplies hold the clans and cities not on
// the board; without a reserve line the reserve holds the coins no people
// holds. A text that gives them must count 30 clans, 20 cities a people and
// 100 coins in all (GEN-COMP-6).

// Position returns the text of the current state when it is the start of
// the step in progress, or "" in the middle of a step.
func (g *Game) Position() string {
	if g.s != g.start || len(g.StepChoices()) > 0 {
		return ""
	}
	return g.FormatPosition()
}

// FormatPosition renders the live state as position text.
func (g *Game) FormatPosition() string {
	s := &g.s
	var b strings.Builder
	fmt.Fprintf(&b, "game: %s\n", g.cfg)
	fmt.Fprintf(&b, "phase: %s age=%d turn=%d round=%d", s.Phase, s.Age, s.Turn, s.Round)
	if g.cfg.Solo() {
		fmt.Fprintf(&b, " first=%s", peopleSeat(int(s.SoloFirst)))
	}
	b.WriteByte('\n')
	var ord []string
	for i := 0; i < int(s.N); i++ {
		ord = append(ord, peopleSeat(int(s.Order[i])))
	}
	fmt.Fprintf(&b, "order: %s\n", strings.Join(ord, ", "))
	fmt.Fprintf(&b, "reserve: %d\n", s.Reserve)
	fmt.Fprintf(&b, "seed: %d\n", s.Seed)
	zone := func(subject string, l Loc) {
		var names []string
		for c, w := range s.Where {
			if w == l {
				n := g.data.Cards[c].Name
				if k := s.CopyOf[c]; k > 0 {
					n += ">" + g.data.Cards[k-1].Name
				}
				names = append(names, n)
			}
		}
		if len(names) > 0 {
			fmt.Fprintf(&b, "%s: %s\n", subject, strings.Join(names, ", "))
		}
	}
	for p := 0; p < int(s.N); p++ {
		ps := peopleSeat(p)
		fmt.Fprintf(&b, "%s: coins=%d supply=%d cities=%d moves=%d pp=%d,%d,%d\n", ps, s.Coins[p], s.Supply[p], s.CitySupply[p], s.Moves[p], s.PP[0][p], s.PP[1][p], s.PP[2][p])
		zone(ps+" hand", LocHand.At(p))
		zone(ps+" picked", LocPicked.At(p))
		zone(ps+" packet", LocPacket.At(p))
		zone(ps+" played", LocPlayed.At(p))
		zone(ps+" inventions", LocInvention.At(p))
		var kept, dealt []string
		for i, o := range s.Obj {
			switch o {
			case ObjKept + ObjLoc(p):
				kept = append(kept, g.data.Objectives[i].Name)
			case ObjDealt + ObjLoc(p):
				dealt = append(dealt, g.data.Objectives[i].Name)
			}
		}
		if len(kept) > 0 {
			fmt.Fprintf(&b, "%s objective: %s\n", ps, strings.Join(kept, ", "))
		}
		if len(dealt) > 0 {
			fmt.Fprintf(&b, "%s dealt: %s\n", ps, strings.Join(dealt, ", "))
		}
	}
	var marks []string
	for c, m := range s.Marker {
		if m != 0 {
			marks = append(marks, g.data.Cards[c].Name+"="+strings.ReplaceAll(seatList(m), ",", "+"))
		}
	}
	if len(marks) > 0 {
		fmt.Fprintf(&b, "markers: %s\n", strings.Join(marks, ", "))
	}
	zone("deck", LocDeck)
	zone("discard", LocDiscard)
	for r, reg := range g.board.Regions {
		var items []string
		for p := 0; p < int(s.N); p++ {
			if s.Clans[r][p] > 0 {
				items = append(items, fmt.Sprintf("%s=%d", peopleSeat(p), s.Clans[r][p]))
			}
		}
		if s.City[r] > 0 {
			items = append(items, "city="+peopleSeat(int(s.City[r])-1))
		}
		if len(items) > 0 {
			fmt.Fprintf(&b, "region %s: %s\n", reg.Name, strings.Join(items, " "))
		}
	}
	if s.Chosen != 0 || s.War != 0 || s.Done != 0 || s.Changed {
		fmt.Fprintf(&b, "war: chosen=%s war=%s done=%s", seatList(s.Chosen), seatList(s.War), seatList(s.Done))
		if s.Changed {
			b.WriteString(" changed")
		}
		b.WriteByte('\n')
	}
	if s.CopyCard > 0 {
		fmt.Fprintf(&b, "copy: %s by=%s next=%d\n", g.data.Cards[s.CopyCard-1].Name, peopleSeat(int(s.CopyBy)), s.CopyNext)
	}
	if s.Reseat[0] >= 0 {
		var by, taken []string
		for i := 0; i < int(s.N); i++ {
			by = append(by, peopleSeat(int(s.Reseat[i])))
			if s.Taken[i] < 0 {
				taken = append(taken, "-")
			} else {
				taken = append(taken, peopleSeat(int(s.Taken[i])))
			}
		}
		fmt.Fprintf(&b, "reseat: %s taken=%s\n", strings.Join(by, ", "), strings.Join(taken, ","))
	}
	if s.Phase == PhaseOver {
		var sc []string
		for p := 0; p < int(s.N); p++ {
			sc = append(sc, strconv.Itoa(int(s.Scores[p])))
		}
		fmt.Fprintf(&b, "over: scores=%s winners=%s\n", strings.Join(sc, ","), seatList(s.Winners))
	}
	return b.String()
}

// peopleSeat names people p in position texts: "P1".."P5" (the two
// peoples of a solo game are P1 and P2 there).
func peopleSeat(p int) string { return engine.SeatName(p) }
