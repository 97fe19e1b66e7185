package innovation

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// Splay checks splay consistency (KEY-SPLAY, MELD-1, KEY-TUCK).
var Splay = &props.Property{
	Name:    "splay",
	Clauses: []string{"KEY-SPLAY", "MELD-1", "KEY-TUCK"},
	Doc:     "piles of one card or none are unsplayed, a splay changes only by a splay event, and melds and tucks keep it",
	Cost:    props.Cheap,
	Check:   checkSplay,
}

func checkSplay(s *props.Step) error {
	var n [inn.MaxPlayers][inn.NumColors]int
	var sp [inn.MaxPlayers][inn.NumColors]inn.Splay
	for p := 0; p < before(s).N; p++ {
		for col := inn.Color(0); col < inn.NumColors; col++ {
			n[p][col] = before(s).Players[p].Piles[col].Len()
			sp[p][col] = before(s).Players[p].Piles[col].Splay()
		}
	}
	board := func(v int) (p int, col inn.Color, ok bool) {
		pl := inn.Place(v)
		return pl.Player(), inn.Color(pl.Sub()), pl.Kind() == inn.PlaceBoard
	}
	evs := s.Events
	for k := 0; k < len(evs); k++ {
		e := evs[k]
		switch {
		case moves(e.Kind):
			if p, col, ok := board(e.From); ok {
				n[p][col]--
				if n[p][col] <= 1 && sp[p][col] != inn.Unsplayed {
					// rule KEY-SPLAY: a pile reduced to one card loses its splay.
					if k+1 >= len(evs) || evs[k+1].Kind != inn.EvUnsplay || evs[k+1].From != e.From {
						return s.Failf("KEY-SPLAY", "after %q the %s pile of %s has %d card(s) but stays splayed %s", describe(deck(s), e), col, inn.SeatName(p), n[p][col], sp[p][col])
					}
					k++
					sp[p][col] = inn.Unsplayed
				}
			}
			if p, col, ok := board(e.To); ok {
				n[p][col]++
			}
		case e.Kind == inn.EvSplay || e.Kind == inn.EvUnsplay:
			p, col, ok := board(e.From)
			if !ok {
				return s.Failf("KEY-SPLAY", "event %q names no pile", describe(deck(s), e))
			}
			dir := inn.Splay(e.Arg)
			if e.Kind == inn.EvUnsplay {
				dir = inn.Unsplayed
			}
			if n[p][col] < 2 || sp[p][col] == dir {
				return s.Failf("KEY-SPLAY", "event %q changes nothing: the pile has %d card(s), splayed %s", describe(deck(s), e), n[p][col], sp[p][col])
			}
			sp[p][col] = dir
		}
	}
	st := game(s).State()
	for p := 0; p < st.N; p++ {
		for col := inn.Color(0); col < inn.NumColors; col++ {
			pile := &st.Players[p].Piles[col]
			if pile.Len() <= 1 && pile.Splay() != inn.Unsplayed {
				return s.Failf("KEY-SPLAY", "the %s pile of %s has %d card(s) and is splayed %s", col, inn.SeatName(p), pile.Len(), pile.Splay())
			}
			if pile.Splay() != sp[p][col] {
				return s.Failf(splayClause(s.Events, p, col), "the %s pile of %s is splayed %s, but the events of the decision leave it %s", col, inn.SeatName(p), pile.Splay(), sp[p][col])
			}
		}
	}
	return nil
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
