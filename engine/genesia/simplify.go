package genesia

import "github.com/dogma-engine/dogma/engine"

// Simplify returns the positions one step simpler than g's, for the
// shrinker's position stage, the most drastic first: a region emptied
// (its clans and city back to their supplies), a card out of a hand or
// out of play (to the box), a people's coins back to the reserve.
func Simplify(eg engine.Game) []engine.Game {
	g, ok := eg.(*Game)
	if !ok || g.s.Phase == PhaseOver {
		return nil
	}
	var out []engine.Game
	try := func(change func(s *State)) {
		s := g.s
		change(&s)
		c := newGame(g.cfg, g.data, s)
		if c.Start() == nil {
			out = append(out, c)
		}
	}
	for r := range g.board.Regions {
		if g.s.City[r] == 0 && g.s.Clans[r] == [MaxPeoples]uint8{} {
			continue
		}
		try(func(s *State) {
			for p := 0; p < int(s.N); p++ {
				s.Supply[p] += int8(s.Clans[r][p])
				s.Clans[r][p] = 0
			}
			if k := s.City[r]; k > 0 {
				s.CitySupply[k-1]++
				s.City[r] = 0
			}
		})
	}
	for c, w := range g.s.Where {
		if k := w.Kind(); (k == LocHand || k == LocPlayed || k == LocInvention) && g.s.Marker[c] == 0 {
			try(func(s *State) { s.Where[c], s.CopyOf[c] = LocBox, 0 })
		}
	}
	for p := 0; p < int(g.s.N); p++ {
		if g.s.Coins[p] > 0 {
			try(func(s *State) { s.Reserve += s.Coins[p]; s.Coins[p] = 0 })
		}
	}
	return out
}

// PositionSize counts what a position text places: clans, cities and
// cards out of the box, or 0 for a text that does not read.
func PositionSize(text string) int {
	g, err := ParsePosition(Config{}, text, 1)
	if err != nil {
		return 0
	}
	n := 0
	for p := 0; p < int(g.s.N); p++ {
		n += g.s.OnBoard(p) + g.s.Cities(p)
	}
	for _, w := range g.s.Where {
		if w != LocBox {
			n++
		}
	}
	return n
}

// parseOwnPosition reads a position text in the configuration its game
// line names, for the shrinker's position stage.
func parseOwnPosition(text string) (engine.Game, error) {
	return engine.AsGame(ParsePosition(Config{}, text, 1))
}
