package uruk

import (
	"fmt"
	"strconv"
	"strings"
)

// A position is the text form of a state, which scenario files start from
// and the round-trip property prints and parses. One line per zone,
// "subject: items", cards named by their German names (umlauts optional
// when read: "Strasse"), copies of a type repeated:
//
//	game: players=2 variants=street-all
//	turn: P1 actions=3 number=1 first=P1     phase=, stage=, final=, activator= when not play/normal
//	used: Axt                                functions used this turn (URUK-TURN-3)
//	done: take, lay                          actions taken this turn (VAR-DISTINCT-ACTIONS)
//	received: red                            colours the current player received this turn
//	P1 summary: Summary DDD
//	P1 tableau: Lehmhaus [village yellow=2], Axt [city], Straße [red=1 blue=1]
//	P1 hand: Axt, Axt, Netz
//	P1 stock: red=2 blue=1
//	P1 facedown: Enlil                       P1 kept: Ninurta     P1 lyre: Waage     P1 volcano
//	display: Axt, -, Brennofen               "-" is an empty position
//	godslot: Nergal
//	pile: Zahnrad, Enlil                     top first
//	discard: Netz, Axt                       the card discarded first first
//	box: Tongefäß                            out of the game
//	table: Epoche I, Epoche II, Epoche III, Epoche IV
//	discs: I=3 II=6 III=4 IV=3 common=0 box=4
//	reserve: red=9 pink=12 yellow=9 blue=12
//	exhausted: 1                             times the pile ran out
//	rand: 12345                              the seed of the next shuffle
//	scores: 20, 18                           winners: P1     (a finished game)
//
// Lines may come in any order; blank lines and text after '#' are
// ignored. Every card is in exactly one place (URUK-COMP-5): naming more
// copies of a type than exist is an error. Cards not named lie in the box,
// except the epoch cards, which lie on the table. Without a discs line the
// epoch cards hold their setup discs (URUK-SETUP-8); the box's discs and
// the reserve's cubes are what is left of the 24 and the 48, and when the
// text gives them they must be that.

// Position returns the text of the current state, naming every card, when
// the state is the start of the step in progress: ParsePosition of it gives
// an equal game, asking the same decision. In the middle of a step (once
// the step has changed the state, as a resolution does before its first
// question) it returns "": a position starts a step, and the text would
// start another one.
func (g *Game) Position() string {
	if g.s != g.start || len(g.StepChoices()) > 0 {
		return ""
	}
	return FormatPosition(g.cfg, &g.s)
}

// FormatPosition renders a state as position text.
func FormatPosition(cfg Config, s *State) string {
	var b strings.Builder
	line := func(subject string, items []string) {
		fmt.Fprintf(&b, "%s: %s\n", subject, strings.Join(items, ", "))
	}
	fmt.Fprintf(&b, "game: %s\n", cfg)
	fmt.Fprintf(&b, "turn: %s actions=%d number=%d first=%s", SeatName(s.Current), s.ActionsLeft, s.Turn, SeatName(s.First))
	if s.Phase != PhasePlay {
		fmt.Fprintf(&b, " phase=%s", s.Phase)
	}
	if s.Phase == PhaseResolve {
		fmt.Fprintf(&b, " activator=%s", SeatName(s.Activator))
	}
	if s.Stage != StageNormal {
		fmt.Fprintf(&b, " stage=%s", s.Stage)
	}
	if s.Stage == StageFinal {
		fmt.Fprintf(&b, " final=%d", s.FinalLeft)
	}
	b.WriteByte('\n')
	if s.Used != 0 {
		var used []string
		for t := 0; t < NumTypes; t++ {
			if s.Used&(1<<t) != 0 {
				used = append(used, Type(t).String())
			}
		}
		line("used", used)
	}
	if s.Actions != 0 {
		var done []string
		for a := 0; a < NumActionKinds; a++ {
			if s.Actions&(1<<a) != 0 {
				done = append(done, actionNames[a])
			}
		}
		line("done", done)
	}
	if s.Received != 0 {
		line("received", colorList(s.Received))
	}
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		who := SeatName(p)
		if pl.Summary != NoCard {
			line(who+" summary", []string{pl.Summary.String()})
		}
		var tab []string
		for i := 0; i < pl.N; i++ {
			tab = append(tab, slotText(&pl.Tableau[i]))
		}
		line(who+" tableau", tab)
		if pl.Lyre != NoCard {
			line(who+" lyre", []string{pl.Lyre.String()})
		}
		line(who+" hand", names(pl.Hand.Cards()))
		fmt.Fprintf(&b, "%s stock: %s\n", who, cubeList(pl.Stock))
		if pl.FaceDown != NoCard {
			line(who+" facedown", []string{pl.FaceDown.String()})
		}
		if !pl.Kept.Empty() {
			line(who+" kept", names(pl.Kept.Cards()))
		}
		if pl.Volcano {
			fmt.Fprintf(&b, "%s volcano\n", who)
		}
	}
	line("display", names(s.Display[:]))
	if s.GodSlot != NoCard {
		line("godslot", []string{s.GodSlot.String()})
	}
	line("pile", names(s.Pile()))
	line("discard", names(s.Discard()))
	line("box", names(s.Box.Cards()))
	line("table", names(s.Table.Cards()))
	fmt.Fprintf(&b, "discs: I=%d II=%d III=%d IV=%d common=%d box=%d\n", s.Epochs[0], s.Epochs[1], s.Epochs[2], s.Epochs[3], s.Common, s.BoxDiscs)
	fmt.Fprintf(&b, "reserve: %s\n", cubeList(s.Reserve))
	if s.Exhausted > 0 {
		fmt.Fprintf(&b, "exhausted: %d\n", s.Exhausted)
	}
	fmt.Fprintf(&b, "rand: %d\n", s.Rng)
	if s.Phase == PhaseOver {
		var sc []string
		for p := 0; p < s.N; p++ {
			sc = append(sc, strconv.Itoa(s.Scores[p]))
		}
		line("scores", sc)
		fmt.Fprintf(&b, "winners: %s\n", seatList(s.Winners))
	}
	return b.String()
}

// slotText writes a discovery of a tableau with its discs and cubes.
func slotText(sl *Slot) string {
	var extra []string
	switch sl.Discs {
	case 1:
		extra = append(extra, "village")
	case 2:
		extra = append(extra, "city")
	}
	for col, k := range sl.Cubes {
		if k > 0 {
			extra = append(extra, fmt.Sprintf("%s=%d", Color(col), k))
		}
	}
	if len(extra) == 0 {
		return sl.Card.String()
	}
	return sl.Card.String() + " [" + strings.Join(extra, " ") + "]"
}

func names(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// cubeList writes cube counts, "red=2 pink=0 yellow=1 blue=0".
func cubeList(k [NumColors]uint8) string {
	parts := make([]string, NumColors)
	for col := range k {
		parts[col] = fmt.Sprintf("%s=%d", Color(col), k[col])
	}
	return strings.Join(parts, " ")
}

func colorList(mask uint8) []string {
	var out []string
	for col := Color(0); col < NumColors; col++ {
		if mask&(1<<col) != 0 {
			out = append(out, col.String())
		}
	}
	return out
}
