package genesia

import (
	gen "github.com/dogma-engine/dogma/engine/genesia"
	"github.com/dogma-engine/dogma/props"
)

// Assaults checks every assault against the board before it: the
// attacked region adjacent to the attacking one, not a homeland, held by
// another people with no clan or fewer clans than the attacking region;
// both sides lose the same number of clans, at least one and at most the
// defender's stack; a War people assaults only when it may, and passes
// only when it can launch none.
var Assaults = &props.Property{
	Name:    "assaults",
	Clauses: []string{"GEN-ASSAULT-1", "GEN-ASSAULT-2", "GEN-ASSAULT-3", "GEN-ATK-3"},
	Doc:     "an assault names an adjacent region of another people, not a homeland, with no or fewer clans than the attacking region; both sides lose the same number; a War player passes only when no assault is legal",
	Cost:    props.Cheap,
	Check:   checkAssaults,
}

func checkAssaults(s *props.Step) error {
	b := before(s)
	if b == nil {
		return nil
	}
	g := game(s)
	st := g.State()
	board := g.Board()
	var lost [gen.MaxPeoples]int
	losses := 0
	// The War peoples of the round and those that assaulted or passed,
	// followed through the decision's events: a decision may end one round
	// and show the next.
	war, done := b.War, b.Done
	inRound := b.Phase == gen.PhaseAssault
	revealing := false
	roundOver := func() error {
		if inRound && war&^done != 0 {
			return s.Failf("GEN-ATK-3", "the round ends before %s assaults", seats(war&^done))
		}
		return nil
	}
	for _, e := range s.Events {
		if e.Kind != gen.EvWar && e.Kind != gen.EvPeace {
			revealing = false
		}
		switch e.Kind {
		case gen.EvWar, gen.EvPeace:
			if !revealing {
				if err := roundOver(); err != nil {
					return err
				}
				war, done, revealing, inRound = 0, 0, true, true
			}
			if e.Kind == gen.EvWar {
				war |= 1 << e.Player
			}
		case gen.EvEndAge:
			if err := roundOver(); err != nil {
				return err
			}
			inRound = false
		case gen.EvAssault:
			p, a, t, q := e.Player, e.From, e.To, e.Arg
			if war&(1<<p) == 0 || done&(1<<p) != 0 {
				return s.Failf("GEN-ATK-3", "%s assaults without War, or twice in a round", gen.SeatName(p))
			}
			done |= 1 << p
			switch {
			case !board.Adjacent(a, t):
				return s.Failf("GEN-ASSAULT-1", "%s is not adjacent to %s", board.Regions[t].Name, board.Regions[a].Name)
			case board.Regions[t].Home:
				return s.Failf("GEN-ASSAULT-1", "%s attacks a homeland, %s", gen.SeatName(p), board.Regions[t].Name)
			case q == p || !occupies(b, q, t):
				return s.Failf("GEN-ASSAULT-1", "%s holds nothing of %s", board.Regions[t].Name, gen.SeatName(q))
			case b.Clans[t][q] >= b.Clans[a][p]:
				return s.Failf("GEN-ASSAULT-1", "%s attacks %d clans with %d", gen.SeatName(p), b.Clans[t][q], b.Clans[a][p])
			}
		case gen.EvNoAssault:
			p := e.Player
			if war&(1<<p) == 0 || done&(1<<p) != 0 {
				return s.Failf("GEN-ATK-3", "%s passes an assault without War, or twice in a round", gen.SeatName(p))
			}
			done |= 1 << p
			// The board after the decision: what came before the pass in
			// it (the end of an assault) is on it, what follows moves
			// nothing that makes an assault legal.
			if a, t, ok := anyTarget(g, st, p); ok {
				return s.Failf("GEN-ASSAULT-2", "%s passes but may attack %s from %s", gen.SeatName(p), board.Regions[t].Name, board.Regions[a].Name)
			}
		case gen.EvLose:
			if e.Clause == "GEN-ASSAULT-3" {
				lost[e.Player] += e.Arg
				losses++
			}
		}
	}
	if losses > 0 {
		if losses != 2 {
			return s.Failf("GEN-ASSAULT-3", "%d sides lose clans in one choice", losses)
		}
		var n []int
		for _, k := range lost {
			if k > 0 {
				n = append(n, k)
			}
		}
		if len(n) != 2 || n[0] != n[1] {
			return s.Failf("GEN-ASSAULT-3", "the sides lose %v clans", lost)
		}
	}
	return nil
}

// anyTarget finds an assault people p may launch on the board of st,
// counted here (GEN-ASSAULT-1).
func anyTarget(g *gen.Game, st *gen.State, p int) (int, int, bool) {
	board := g.Board()
	nobelShields := !g.Config().Has(gen.VarNobelAttackable)
	for a, reg := range board.Regions {
		if st.Clans[a][p] == 0 {
			continue
		}
		for _, t := range reg.Adj {
			if board.Regions[t].Home {
				continue
			}
			for q := 0; q < int(st.N); q++ {
				if q == p || !occupies(st, q, t) || st.Clans[t][q] >= st.Clans[a][p] {
					continue
				}
				if nobelShields && hasNobel(g, st, q) {
					continue
				}
				return a, t, true
			}
		}
	}
	return 0, 0, false
}

// hasNobel reports whether people q has the Nobel Peace Prize in play in
// the current Age, itself or copied (GEN-ATK-4).
func hasNobel(g *gen.Game, st *gen.State, q int) bool {
	for c, w := range st.Where {
		if w != gen.LocPlayed.At(q) && w != gen.LocInvention.At(q) || g.Card(c).Age != int(st.Age) {
			continue
		}
		k := c
		if st.CopyOf[c] > 0 {
			k = int(st.CopyOf[c]) - 1
		}
		if g.Card(k).Effect.Kind == gen.EffNobel {
			return true
		}
	}
	return false
}

func seats(m uint8) string {
	out := ""
	for p := 0; p < gen.MaxPeoples; p++ {
		if m&(1<<p) != 0 {
			if out != "" {
				out += ", "
			}
			out += gen.SeatName(p)
		}
	}
	return out
}
