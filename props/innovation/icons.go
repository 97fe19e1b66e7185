package innovation

import (
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// Icons checks the icon cache against a full recount (ICON-1).
var Icons = &props.Property{
	Name:    "icons",
	Clauses: []string{"ICON-1", "COMP-2"},
	Doc:     "each player's cached icon counts equal a recount of every pile by its splay",
	Cost:    props.Cheap,
	Check: func(s *props.Step) error {
		st := game(s).State()
		for p := 0; p < st.N; p++ {
			cnt := stateIcons(deck(s), st, p)
			for i := inn.Castle; i < inn.NumIcons; i++ {
				if got := st.Players[p].Icons(i); got != cnt[i] {
					return s.Failf("ICON-1", "%s shows %d %s icons, but the cache says %d", inn.SeatName(p), cnt[i], i, got)
				}
			}
		}
		return nil
	},
}
