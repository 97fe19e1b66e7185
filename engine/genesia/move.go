package genesia

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// unit returns the cost of one movement of k clans, in coins, which is
// also the passage fee per region crossed (GEN-MOVE-1, GEN-MOVE-3): one
// per clan in Ages I and II, one per stack in Age III.
func (g *Game) unit(k int) int {
	if g.s.Age == 3 {
		return 1
	}
	return k
}

// stoppable reports whether people p's clans may end a movement in region
// r (GEN-MOVE-2, GEN-MOVE-4, GEN-HOME-1).
func (g *Game) stoppable(p, r int) bool {
	if r == g.board.Homes[p] {
		return true
	}
	_, other := g.s.Others(p, r)
	if g.board.Regions[r].Home {
		if g.cfg.Has(VarHomelandCardsOnly) {
			return false
		}
		return !other || g.s.Occupies(p, r)
	}
	return !other
}

// fee returns the passage fee k clans of people p pay to cross region r,
// and to whom (GEN-MOVE-3; none in a homeland, GEN-HOME-1).
func (g *Game) fee(p, r, k int) (int, int) {
	if g.board.Regions[r].Home {
		return 0, -1
	}
	q, other := g.s.Others(p, r)
	if !other {
		return 0, -1
	}
	return g.unit(k), q
}

// enterCost returns the coins k clans of people p pay to enter region r
// when they may not stop there, or a movement alone.
func (g *Game) enterCost(p, r, k int) int {
	c := g.unit(k)
	if !g.stoppable(p, r) {
		f, _ := g.fee(p, r, k)
		c += f
	}
	return c
}

// need returns the fewest coins k clans of people p standing in region x,
// where they may not stop, pay to reach a region where they may, or -1.
func (g *Game) need(p, x, k int) int {
	n := len(g.board.Regions)
	var dist [MaxRegions]int
	var done [MaxRegions]bool
	for i := range dist {
		dist[i] = -1
	}
	dist[x] = 0
	best := -1
	for {
		u := -1
		for i := 0; i < n; i++ {
			if !done[i] && dist[i] >= 0 && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		if u < 0 || best >= 0 && dist[u] >= best {
			return best
		}
		done[u] = true
		if u != x && g.stoppable(p, u) {
			if best < 0 || dist[u] < best {
				best = dist[u]
			}
			continue
		}
		for _, y := range g.board.Regions[u].Adj {
			d := dist[u] + g.enterCost(p, y, k)
			if !done[y] && (dist[y] < 0 || d < dist[y]) {
				dist[y] = d
			}
		}
	}
}

// steps returns the regions k clans of people p standing in region at
// may move to next: one where they may stop, paid for, or one they must
// cross, paid for with the coins to go on to a region where they may stop
// (GEN-MOVE-2 to GEN-MOVE-4). Free movements are spent first.
func (g *Game) steps(p, at, k int) []int {
	var out []int
	coins, pool := int(g.s.Coins[p]), int(g.s.Moves[p])
	u := g.unit(k)
	cash := max(0, u-pool)
	for _, x := range g.board.Regions[at].Adj {
		if g.stoppable(p, x) {
			if cash <= coins {
				out = append(out, x)
			}
			continue
		}
		f, _ := g.fee(p, x, k)
		if cash+f > coins {
			continue
		}
		if nd := g.need(p, x, k); nd >= 0 && nd <= coins-cash-f {
			out = append(out, x)
		}
	}
	return out
}

// moveAction moves clans of people p from region from, region by region
// (GEN-MOVE-1 to GEN-MOVE-6): how many, then each region walked into,
// until they stop where they may.
func (g *Game) moveAction(p, from int) {
	s := &g.s
	g.NewDecision()
	for k := 1; k <= int(s.Clans[from][p]); k++ {
		if len(g.steps(p, from, k)) > 0 {
			g.Option(clanCount(k), k)
		}
	}
	k := g.Ask(g.seat(p), engine.KindValue, "how many clans move from "+g.board.Regions[from].Name)
	s.setClans(from, p, s.Clans[from][p]-uint8(k))
	s.Transit[p] = uint8(k)
	at := from
	for moved := 0; ; moved++ {
		g.NewDecision()
		if moved > 0 && g.stoppable(p, at) {
			g.Option("stop", -1)
		}
		for _, x := range g.steps(p, at, k) {
			g.Option("to "+g.board.Regions[x].Name, x)
		}
		x := g.Ask(g.seat(p), engine.KindValue, fmt.Sprintf("%s moves on from %s", clanCount(k), g.board.Regions[at].Name))
		if x < 0 {
			break
		}
		u := g.unit(k)
		free := min(u, int(s.Moves[p]))
		s.Moves[p] -= int8(free)
		g.pay(p, u-free)
		g.emit(EvMove, p, -1, at, x, k, "GEN-MOVE-1")
		if !g.stoppable(p, x) {
			if f, q := g.fee(p, x, k); f > 0 {
				s.Coins[p] -= int16(f)
				s.Coins[q] += int16(f)
				g.emit(EvFee, p, -1, q, x, f, "GEN-MOVE-3")
			}
		}
		at = x
	}
	s.setClans(at, p, s.Clans[at][p]+uint8(k))
	s.Transit[p] = 0
}

// clanCount writes "1 clan" or "k clans".
func clanCount(k int) string {
	if k == 1 {
		return "1 clan"
	}
	return fmt.Sprintf("%d clans", k)
}
