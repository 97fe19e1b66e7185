package innovation

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// Splay checks splay consistency (KEY-SPLAY, MELD-1, KEY-TUCK).
var Splay = &props.Property{
	Name:     "splay",
	Clauses:  []string{"KEY-SPLAY", "MELD-1", "KEY-TUCK", "ULT-KEY-SPLAY"},
	Doc:      "piles of one card or none are unsplayed, a splay changes only by a splay event, and melds and tucks keep it",
	Cost:     props.Cheap,
	Windowed: true,
	Check:    checkSplay,
}

// checkSplay replays, at the end of each window of event checks, the
// window's events on the piles they touch, from the state the window began
// in, and checks those piles as they stand; at a full step it checks every
// pile.
func checkSplay(s *props.Step) error {
	if !s.WindowEnd() {
		return nil
	}
	if dg := digestOf(s); !s.Full() && dg.boards == 0 && !dg.has(splayKinds) {
		return nil // no pile touched
	}
	var r splayReplay
	b, evs := window(s)
	r.b = b
	ks := kinds(s)
	for k := 0; k < len(evs); k++ {
		e, kind := &evs[k], ks[k]
		switch {
		case kind.moves() && e.From == e.To:
			// A card tucked into its own pile (KEY-TUCK: the 4th edition's
			// Socialism) never leaves it: the pile keeps its count and its
			// splay.
			r.board(e.From)
		case kind.moves():
			if p, col, ok := r.board(e.From); ok {
				r.n[p][col]--
				if r.n[p][col] <= 1 && r.sp[p][col] != inn.Unsplayed {
					// rule KEY-SPLAY: a pile reduced to one card loses its splay.
					if k+1 >= len(evs) || evs[k+1].Kind != inn.EvUnsplay || evs[k+1].From != e.From {
						return s.Failf("KEY-SPLAY", "after %q the %s pile of %s has %d card(s) but stays splayed %s", describe(deck(s), *e), col, inn.SeatName(p), r.n[p][col], r.sp[p][col])
					}
					k++
					r.sp[p][col] = inn.Unsplayed
				}
			}
			if p, col, ok := r.board(e.To); ok {
				r.n[p][col]++
			}
		case kind == evSplay || kind == evUnsplay:
			p, col, ok := r.board(e.From)
			if !ok {
				return s.Failf("KEY-SPLAY", "event %q names no pile", describe(deck(s), *e))
			}
			dir := inn.Splay(e.Arg)
			if kind == evUnsplay {
				dir = inn.Unsplayed
			}
			if r.n[p][col] < 2 || r.sp[p][col] == dir {
				return s.Failf("KEY-SPLAY", "event %q changes nothing: the pile has %d card(s), splayed %s", describe(deck(s), *e), r.n[p][col], r.sp[p][col])
			}
			r.sp[p][col] = dir
		}
	}
	st, full := game(s).State(), s.Full()
	for p := 0; p < st.N; p++ {
		if !full && r.touched[p] == 0 {
			continue
		}
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if !full && r.touched[p]&(1<<col) == 0 {
				continue
			}
			r.load(p, col)
			pile := &st.Players[p].Piles[col]
			if pile.Len() <= 1 && pile.Splay() != inn.Unsplayed {
				return s.Failf("KEY-SPLAY", "the %s pile of %s has %d card(s) and is splayed %s", col, inn.SeatName(p), pile.Len(), pile.Splay())
			}
			if pile.Splay() != r.sp[p][col] {
				return s.Failf(splayClause(evs, p, col), "the %s pile of %s is splayed %s, but the events leave it %s", col, inn.SeatName(p), pile.Splay(), r.sp[p][col])
			}
		}
	}
	return nil
}

// splayReplay holds the size and splay of the piles a window's events
// touch, each taken from the state when the window began, when first
// touched.
type splayReplay struct {
	b       *inn.State
	n       [inn.MaxPlayers][inn.NumColors]int
	sp      [inn.MaxPlayers][inn.NumColors]inn.Splay
	touched [inn.MaxPlayers]uint8 // by color
}

// board returns the pile a place names, if it names one, taken from the
// state when the window began the first time.
func (r *splayReplay) board(v int) (p int, col inn.Color, ok bool) {
	pl := inn.Place(v)
	p, col = pl.Player(), inn.Color(pl.Index())
	if pl.Kind() != inn.PlaceBoard || p >= inn.MaxPlayers || col >= inn.NumColors {
		return 0, 0, false
	}
	r.load(p, col)
	return p, col, true
}

// load takes player p's pile of color col from the state before the
// decision, unless it has it.
func (r *splayReplay) load(p int, col inn.Color) {
	if r.touched[p]&(1<<col) == 0 {
		r.touched[p] |= 1 << col
		pile := &r.b.Players[p].Piles[col]
		r.n[p][col], r.sp[p][col] = pile.Len(), pile.Splay()
	}
}

// splayClause names the clause most likely broken when a pile's splay
// changed silently: a meld or tuck onto it, or KEY-SPLAY itself.
func splayClause(evs []engine.Event, p int, col inn.Color) string {
	to := int(inn.BoardPlace(p, col))
	for _, e := range evs {
		if e.To == to {
			switch e.Kind {
			case inn.EvMeld:
				return "MELD-1"
			case inn.EvTuck:
				return "KEY-TUCK"
			}
		}
	}
	return "KEY-SPLAY"
}
