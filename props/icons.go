package props

import inn "github.com/dogma-engine/dogma/engine/innovation"

// Icons checks the icon cache against a full recount (ICON-1).
var Icons = &Property{
	Name:    "icons",
	Clauses: []string{"ICON-1", "COMP-2"},
	Doc:     "each player's cached icon counts equal a recount of every pile by its splay",
	Cost:    Cheap,
	Check: func(s *Step) error {
		st := s.Game.State()
		for p := 0; p < st.N; p++ {
			cnt := stateIcons(s.Deck, st, p)
			for i := inn.Castle; i < inn.NumIcons; i++ {
				if got := st.Players[p].Icons(i); got != cnt[i] {
					return s.Failf("ICON-1", "%s shows %d %s icons, but the cache says %d", inn.SeatName(p), cnt[i], i, got)
				}
			}
		}
		return nil
	},
}
