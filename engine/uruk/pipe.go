package uruk

// PipeCapacity is the most cubes Tonrohr holds (URUK-CARD-TONROHR-1).
const PipeCapacity = 2

// fillPipes puts, at the end of the current player's turn, a cube like
// one he received on each Tonrohr of another player whose filler he is:
// the player with the most discs other than the owner
// (URUK-CARD-TONROHR-2). The owner chooses among several colours.
func (g *Game) fillPipes() {
	s := &g.s
	cur := s.Current
	if s.Received == 0 {
		return
	}
	for _, o := range s.seats(cur) {
		i := s.Players[o].HasFunction(FnPipe)
		if o == cur || i < 0 {
			continue
		}
		sl := &s.Players[o].Tableau[i]
		if int(sl.Cubes[0]+sl.Cubes[1]+sl.Cubes[2]+sl.Cubes[3]) >= PipeCapacity || !g.fills(o, cur) {
			continue
		}
		g.effect = sl.Card.String()
		col := g.askColor(o, func(c Color) bool { return s.Received&(1<<c) != 0 }, "the cube Tonrohr receives")
		if s.Reserve[col] == 0 {
			if !g.cfg.Has(VarFillPipeShort) {
				g.gap("URUK-CARD-TONROHR-2", "%s's Tonrohr is to receive a %s cube and the reserve has none", SeatName(o), col)
			}
			g.filled(o, VarFillPipeShort)
			g.effect = ""
			continue
		}
		g.moveCube(o, col, ReservePlace, TableauPlace(o, i), "URUK-CARD-TONROHR-2")
		g.effect = ""
	}
}

// fills reports whether player q is the player with the most discs other
// than owner, whose resources fill owner's Tonrohr. Ties among the
// players with the most are a hole of the text (URUK-CARD-TONROHR-2).
func (g *Game) fills(owner, q int) bool {
	s := &g.s
	overall := g.cfg.Has(VarPipeMostOverall)
	most, n := -1, 0
	for p := 0; p < s.N; p++ {
		if p == owner && !overall {
			continue
		}
		switch d := s.Players[p].Discs(); {
		case d > most:
			most, n = d, 1
		case d == most:
			n++
		}
	}
	if s.Players[q].Discs() != most {
		return false
	}
	if overall && s.Players[owner].Discs() == most && n == 1 {
		return false
	}
	if n > 1 {
		if g.cfg.Has(VarFillPipeTies) {
			g.filled(owner, VarFillPipeTies)
			return true
		}
		g.gap("URUK-CARD-TONROHR-2", "%s received resources and ties with %d other players for the most discs (%d): which of them fills %s's Tonrohr?", SeatName(q), n-1, most, SeatName(owner))
	}
	return true
}
