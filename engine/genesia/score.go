package genesia

import "fmt"

// ScorePart is one category of a people's final score.
type ScorePart struct {
	What   string // "progress", "influence", "conquest", "objective"
	Clause string
	Points int
}

// ScoreParts returns the four categories of people p's score in the
// current state (GEN-SCORE-1 to GEN-SCORE-4); the solo game has no
// objective (GEN-SOLO-5).
func (g *Game) ScoreParts(p int) []ScorePart {
	s := &g.s
	progress := 0
	for a := 0; a < 3; a++ {
		progress += int(s.PP[a][p])
	}
	influence, conquest := 0, 0
	for r, reg := range g.board.Regions {
		if !s.Occupies(p, r) {
			continue
		}
		if reg.Continent != Genesia && reg.Continent != p {
			influence += 2
		}
		conquest += reg.Value
	}
	parts := []ScorePart{
		{"progress", "GEN-SCORE-1", progress},
		{"influence", "GEN-SCORE-2", influence},
		{"conquest", "GEN-SCORE-3", conquest},
	}
	if !g.cfg.Solo() {
		parts = append(parts, ScorePart{"objective", "GEN-SCORE-4", g.ObjectivePoints(p)})
	}
	return parts
}

// ObjectivePoints returns the points of people p's secret objective in
// the current state (GEN-SCORE-4).
func (g *Game) ObjectivePoints(p int) int {
	for i, o := range g.s.Obj {
		if o == ObjKept+ObjLoc(p) {
			ob := &g.data.Objectives[i]
			return ob.Points * g.objectiveCount(p, ob.Counts)
		}
	}
	return 0
}

// objectiveCount counts what an objective counts for people p.
func (g *Game) objectiveCount(p int, c Count) int {
	s := &g.s
	n := 0
	switch c {
	case CountCities:
		return s.Cities(p)
	case CountCoins5:
		return int(s.Coins[p]) / 5
	case CountInventions:
		for cd, w := range s.Where {
			if w == LocInvention.At(p) || s.Marker[cd]&(1<<p) != 0 {
				n++
			}
		}
		return n
	}
	for r, reg := range g.board.Regions {
		if !s.Occupies(p, r) {
			continue
		}
		var ok bool
		switch c {
		case CountSingleClan:
			ok = s.Clans[r][p] == 1
		case CountGenesia:
			ok = reg.Continent == Genesia
		case CountForeign:
			ok = reg.Continent != Genesia && reg.Continent != p
		case CountStacks3:
			ok = s.Clans[r][p] >= 3
		case CountValue5:
			ok = reg.Value == 5
		case CountHomelands:
			ok = reg.Home && reg.Continent != p
		case CountRegions:
			ok = true
		}
		if ok {
			n++
		}
	}
	return n
}

// finalScore scores the game and names the winners (GEN-SCORE-5,
// GEN-SOLO-1, GEN-TEAM-1).
func (g *Game) finalScore() {
	s := &g.s
	n := int(s.N)
	var obj, prog [MaxPeoples]int
	for p := 0; p < n; p++ {
		total := 0
		for _, pt := range g.ScoreParts(p) {
			total += pt.Points
			switch pt.What {
			case "objective":
				obj[p] = pt.Points
			case "progress":
				prog[p] = pt.Points
			}
		}
		s.Scores[p] = int16(total)
		g.emit(EvScore, p, -1, -1, -1, total, "GEN-SCORE-5")
	}
	switch {
	case g.cfg.Solo():
		s.Winners = 1
	case g.cfg.Teams:
		g.teamWinners(obj, prog)
	default:
		s.Winners = best(n, func(p int) [3]int { return [3]int{int(s.Scores[p]), obj[p], prog[p]} })
	}
	g.emit(EvEnd, -1, -1, -1, -1, int(s.Winners), "GEN-SCORE-5")
	s.Phase = PhaseOver
	g.EndStep()
}

// best returns the peoples (a bit each) whose keys are the greatest,
// compared key by key.
func best(n int, key func(p int) [3]int) uint8 {
	var top [3]int
	var win uint8
	for p := 0; p < n; p++ {
		k := key(p)
		switch {
		case win == 0 || greater(k, top):
			top, win = k, 1<<p
		case k == top:
			win |= 1 << p
		}
	}
	return win
}

func greater(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] > b[i]
		}
	}
	return false
}

// Team returns the team of seat p: 0 for P1, P3, P5, 1 for P2, P4
// (GEN-TEAM-1).
func Team(p int) int { return p % 2 }

// TeamLowest returns the member of team t with the lowest total, the
// first in seat order on a tie.
func (g *Game) TeamLowest(t int) int {
	low := -1
	for p := t; p < int(g.s.N); p += 2 {
		if low < 0 || g.s.Scores[p] < g.s.Scores[low] {
			low = p
		}
	}
	return low
}

// teamWinners names the members of the winning team: a team scores its
// lowest member's total; teams tied are a hole (GEN-TEAM-1).
func (g *Game) teamWinners(obj, prog [MaxPeoples]int) {
	s := &g.s
	low := [2]int{g.TeamLowest(0), g.TeamLowest(1)}
	w := best(2, func(t int) [3]int { return [3]int{int(s.Scores[low[t]]), 0, 0} })
	if w == 3 {
		if !g.cfg.Has(VarFillTeamTies) {
			g.gap("GEN-TEAM-1", "the teams tie on %d points: the text gives no tie-break between teams", s.Scores[low[0]])
		}
		g.filled(-1, VarFillTeamTies)
		w = best(2, func(t int) [3]int { p := low[t]; return [3]int{int(s.Scores[p]), obj[p], prog[p]} })
	}
	s.Winners = 0
	for p := 0; p < int(s.N); p++ {
		if w&(1<<Team(p)) != 0 {
			s.Winners |= 1 << p
		}
	}
}

// scoreLine writes people p's score as the score command and the view
// show it.
func (g *Game) scoreLine(p int) string {
	total := 0
	var b []byte
	for i, pt := range g.ScoreParts(p) {
		total += pt.Points
		if i > 0 {
			b = append(b, ", "...)
		}
		b = fmt.Appendf(b, "%s %d", pt.What, pt.Points)
	}
	return fmt.Sprintf("%s %d (%s)", g.people(p), total, b)
}
