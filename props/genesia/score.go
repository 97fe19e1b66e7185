package genesia

import (
	gen "github.com/dogma-engine/dogma/engine/genesia"
	"github.com/dogma-engine/dogma/props"
)

// Score checks the final score against a recount made here from the final
// state (GEN-SCORE-1 to GEN-SCORE-5, GEN-SOLO-1, GEN-TEAM-1).
var Score = &props.Property{
	Name:    "score",
	Clauses: []string{"GEN-SCORE-1", "GEN-SCORE-2", "GEN-SCORE-3", "GEN-SCORE-4", "GEN-SCORE-5", "GEN-SOLO-1", "GEN-TEAM-1"},
	Doc:     "each people scores its progress points, 2 per region held on another continent, the value of each region held and its objective; the most points win, then objective points, then progress points; solo the lower people's score; a team its lowest member's",
	Cost:    props.Cheap,
	Check:   checkScore,
}

func checkScore(s *props.Step) error {
	g := game(s)
	st := g.State()
	if st.Phase != gen.PhaseOver {
		return nil
	}
	cfg := g.Config()
	n := int(st.N)
	var total, obj, prog [gen.MaxPeoples]int
	for p := 0; p < n; p++ {
		for a := 0; a < 3; a++ {
			prog[p] += int(st.PP[a][p])
		}
		total[p] = prog[p]
		for r, reg := range g.Board().Regions {
			if !occupies(st, p, r) {
				continue
			}
			total[p] += reg.Value
			if reg.Continent >= 0 && reg.Continent != p {
				total[p] += 2
			}
		}
		if !cfg.Solo() {
			obj[p] = objective(g, st, p)
			total[p] += obj[p]
		}
		if int(st.Scores[p]) != total[p] {
			return s.Failf("GEN-SCORE-5", "%s scores %d, the recount %d", gen.SeatName(p), st.Scores[p], total[p])
		}
	}
	var want uint8
	switch {
	case cfg.Solo():
		want = 1
	case cfg.Teams:
		var low [2]int
		for t := 0; t < 2; t++ {
			low[t] = -1
			for p := t; p < n; p += 2 {
				if low[t] < 0 || total[p] < total[low[t]] {
					low[t] = p
				}
			}
		}
		k := func(t int) [3]int { p := low[t]; return [3]int{total[p], obj[p], prog[p]} }
		a, b := k(0), k(1)
		if a[0] == b[0] && !cfg.Has(gen.VarFillTeamTies) {
			return nil // a rule gap stops such a game before its end
		}
		if a[0] == b[0] {
			a[1], a[2] = obj[low[0]], prog[low[0]]
		} else {
			a[1], a[2], b[1], b[2] = 0, 0, 0, 0
		}
		winTeam := -1
		switch {
		case less(b, a):
			winTeam = 0
		case less(a, b):
			winTeam = 1
		}
		for p := 0; p < n; p++ {
			if winTeam < 0 || p%2 == winTeam {
				want |= 1 << p
			}
		}
	default:
		var top [3]int
		for p := 0; p < n; p++ {
			k := [3]int{total[p], obj[p], prog[p]}
			switch {
			case want == 0 || less(top, k):
				top, want = k, 1<<p
			case k == top:
				want |= 1 << p
			}
		}
	}
	if want != st.Winners {
		return s.Failf("GEN-SCORE-5", "the winners are %s, the recount gives %s", seats(st.Winners), seats(want))
	}
	return nil
}

func less(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// objective recounts the points of people p's kept objective.
func objective(g *gen.Game, st *gen.State, p int) int {
	for i, o := range st.Obj {
		if o != gen.ObjKept+gen.ObjLoc(p) {
			continue
		}
		ob := g.Data().Objectives[i]
		n := 0
		switch ob.Counts {
		case gen.CountCities:
			n = gen.CitiesPerPeople - int(st.CitySupply[p])
		case gen.CountCoins5:
			n = int(st.Coins[p]) / 5
		case gen.CountInventions:
			for c, w := range st.Where {
				if w == gen.LocInvention.At(p) || st.Marker[c]&(1<<p) != 0 {
					n++
				}
			}
		default:
			for r, reg := range g.Board().Regions {
				if !occupies(st, p, r) {
					continue
				}
				foreign := reg.Continent >= 0 && reg.Continent != p
				if map[gen.Count]bool{
					gen.CountSingleClan: st.Clans[r][p] == 1,
					gen.CountGenesia:    reg.Continent == gen.Genesia,
					gen.CountForeign:    foreign,
					gen.CountStacks3:    st.Clans[r][p] >= 3,
					gen.CountValue5:     reg.Value == 5,
					gen.CountHomelands:  reg.Home && foreign,
					gen.CountRegions:    true,
				}[ob.Counts] {
					n++
				}
			}
		}
		return n * ob.Points
	}
	return 0
}
