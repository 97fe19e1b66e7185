package uruk

import (
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// NeutralTracker returns a tracker of the game's neutral state
// (engine.NeutralTracking): at each call it builds again only the zones
// and fields of Neutral whose parts of the state changed since the
// previous call, found by comparing the state with a copy of it.
func (g *Game) NeutralTracker() engine.NeutralTracker {
	return &neutralTracker{g: g}
}

// neutralTracker is the engine.NeutralTracker of a Game.
type neutralTracker struct {
	g       *Game
	started bool
	prev    State // the state at the previous call
	zones   []engine.NeutralZone
	fields  []engine.NeutralField
	gone    []string
}

// Changes returns the turn and the zones and fields that changed
// (engine.NeutralTracker), as Neutral builds them.
func (t *neutralTracker) Changes() (int, []engine.NeutralZone, []engine.NeutralField, []string) {
	s, pv := &t.g.s, &t.prev
	all := !t.started
	t.started = true
	t.zones, t.fields, t.gone = t.zones[:0], t.fields[:0], t.gone[:0]
	zone := func(name string, cards []string) {
		t.zones = append(t.zones, engine.NeutralZone{Name: name, Cards: cards})
	}
	field := func(name, value string) {
		t.fields = append(t.fields, engine.NeutralField{Name: name, Value: value})
	}
	one := func(c Card) []string {
		if c == NoCard {
			return []string{}
		}
		return []string{c.String()}
	}
	if all || !sameCards(s.pile[:s.pileN], pv.pile[:pv.pileN]) {
		zone("pile", names(s.Pile()))
	}
	if all || !sameCards(s.discard[:s.discardN], pv.discard[:pv.discardN]) {
		discard := names(s.Discard())
		for i, j := 0, len(discard)-1; i < j; i, j = i+1, j-1 {
			discard[i], discard[j] = discard[j], discard[i]
		}
		zone("discard", discard)
	}
	for i, c := range s.Display {
		if all || c != pv.Display[i] {
			zone(displayName(i), one(c))
		}
	}
	if all || s.GodSlot != pv.GodSlot {
		zone("godslot", one(s.GodSlot))
	}
	if all || s.Box != pv.Box {
		zone("box", sortedNames(&s.Box))
	}
	if all || s.Table != pv.Table {
		zone("table", sortedNames(&s.Table))
	}
	if all || s.ActionsLeft != pv.ActionsLeft {
		field("actions", strconv.Itoa(s.ActionsLeft))
	}
	if all || s.Turn != pv.Turn {
		field("number", strconv.Itoa(s.Turn))
	}
	if all || s.First != pv.First {
		field("first", strconv.Itoa(s.First))
	}
	if all || s.Phase != pv.Phase {
		field("phase", s.Phase.String())
	}
	if all || s.Stage != pv.Stage {
		field("stage", s.Stage.String())
	}
	if all || s.FinalLeft != pv.FinalLeft {
		field("final", strconv.Itoa(s.FinalLeft))
	}
	if all || s.Phase != pv.Phase || s.Activator != pv.Activator {
		activator := ""
		if s.Phase == PhaseResolve {
			activator = strconv.Itoa(s.Activator)
		}
		field("activator", activator)
	}
	if all || s.Used != pv.Used {
		var used []string
		for ty := 0; ty < NumTypes; ty++ {
			if s.Used&(1<<ty) != 0 {
				used = append(used, Type(ty).String())
			}
		}
		field("used", strings.Join(used, ", "))
	}
	if all || s.Actions != pv.Actions {
		var done []string
		for a := 0; a < NumActionKinds; a++ {
			if s.Actions&(1<<a) != 0 {
				done = append(done, actionNames[a])
			}
		}
		field("done", strings.Join(done, ", "))
	}
	if all || s.Received != pv.Received {
		field("received", strings.Join(colorList(s.Received), ", "))
	}
	if all || s.Epochs != pv.Epochs || s.Common != pv.Common || s.BoxDiscs != pv.BoxDiscs {
		field("discs", discsText(s))
	}
	if all || s.Reserve != pv.Reserve {
		field("reserve", cubesText(s.Reserve))
	}
	if all || s.Exhausted != pv.Exhausted {
		field("exhausted", strconv.Itoa(int(s.Exhausted)))
	}
	for p := 0; p < s.N; p++ {
		pl, pp := &s.Players[p], &pv.Players[p]
		sn := namesOfSeat(p)
		if all || pl.Summary != pp.Summary {
			zone(sn.summary, one(pl.Summary))
		}
		tableau := all || pl.N != pp.N
		for i := 0; i < pl.N; i++ {
			sl, old := &pl.Tableau[i], &pp.Tableau[i]
			tableau = tableau || sl.Card != old.Card
			if all || i >= pp.N || sl.Discs != old.Discs || sl.Cubes != old.Cubes {
				field(sn.slot(i), slotField(sl))
			}
		}
		for i := pl.N; i < pp.N; i++ {
			t.gone = append(t.gone, sn.slot(i))
		}
		if tableau {
			tab := make([]string, pl.N)
			for i := range tab {
				tab[i] = pl.Tableau[i].Card.String()
			}
			zone(sn.tableau, tab)
		}
		if all || pl.Lyre != pp.Lyre {
			zone(sn.lyre, one(pl.Lyre))
		}
		if all || pl.Hand != pp.Hand {
			zone(sn.hand, sortedNames(&pl.Hand))
		}
		if all || pl.FaceDown != pp.FaceDown {
			zone(sn.facedown, one(pl.FaceDown))
		}
		if all || pl.Kept != pp.Kept {
			zone(sn.kept, sortedNames(&pl.Kept))
		}
		if all || pl.Stock != pp.Stock {
			field(sn.stock, cubesText(pl.Stock))
		}
		if all || pl.Volcano != pp.Volcano {
			field(sn.volcano, strconv.FormatBool(pl.Volcano))
		}
		switch over, was := s.Phase == PhaseOver, pv.Phase == PhaseOver && !all; {
		case over && (!was || s.Scores[p] != pv.Scores[p]):
			field(sn.score, strconv.Itoa(s.Scores[p]))
		case !over && was:
			t.gone = append(t.gone, sn.score)
		}
	}
	*pv = *s
	return s.Current, t.zones, t.fields, t.gone
}

// sameCards reports whether two lists hold the same cards in the same
// order.
func sameCards(a, b []Card) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
