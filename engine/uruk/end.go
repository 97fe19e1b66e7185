package uruk

import (
	"github.com/dogma-engine/dogma/engine"
)

// scoringStep ends the game: each Leier owner, clockwise from the first
// player, may lay one more discovery (URUK-CARD-LEIER); then every player
// scores (URUK-SCORE-1, URUK-SCORE-2 and the cards' clauses) and the most
// points win, then the most cities (URUK-SCORE-3).
func (g *Game) scoringStep() {
	s := &g.s
	for _, q := range s.seats(s.First) {
		if s.Players[q].HasFunction(FnLyre) < 0 {
			continue
		}
		g.effect = typeNamed(FnLyre)
		g.NewDecision()
		for _, t := range handTypes(&s.Players[q].Hand) {
			if g.canLay(q, t, layLyre) {
				g.Option(layLabels[t], int(t))
			}
		}
		g.Option(engine.LabelPass, -1)
		if t := g.Ask(q, engine.KindCard, "one more discovery with Leier"); t >= 0 {
			g.lay(q, Type(t), layLyre)
		}
		g.effect = ""
	}
	best, cities := -1, -1
	var winners uint8
	for q := 0; q < s.N; q++ {
		pts := g.score(q)
		s.Scores[q] = pts
		c := s.Players[q].Cities()
		g.emit(EvScore, q, NoCard, NoPlace, NoPlace, pts, "URUK-SCORE-3")
		switch {
		case pts > best || pts == best && c > cities:
			best, cities, winners = pts, c, 1<<q
		case pts == best && c == cities:
			winners |= 1 << q
		}
	}
	if winners&(winners-1) != 0 {
		if !g.cfg.Has(VarFillSharedWin) {
			g.gap("URUK-SCORE-3", "%s tie with %d points and %d cities: the text breaks a tie on points by cities only", seatList(winners), best, cities)
		}
		g.filled(-1, VarFillSharedWin)
	}
	s.Winners = winners
	s.Phase = PhaseOver
	g.emit(EvEnd, -1, NoCard, NoPlace, NoPlace, int(winners), "URUK-SCORE-3")
}

// score returns player q's points and logs each part.
func (g *Game) score(q int) int {
	total := 0
	for _, pt := range g.scoreParts(q) {
		total += pt.Points
		g.effect = pt.What
		g.emit(EvPoints, q, NoCard, NoPlace, NoPlace, pt.Points, pt.Clause)
		g.effect = ""
	}
	return total
}

// ScorePart is one part of a player's points.
type ScorePart struct {
	Points int
	What   string // "discoveries", "resources", "Leier", "Waage", "Ninurta"
	Clause string
}

// ScoreParts returns the parts of player q's points as the end would
// count them now (URUK-SCORE-1, URUK-SCORE-2, URUK-CARD-LEIER,
// URUK-CARD-WAAGE, URUK-GOD-NINURTA); parts worth nothing are left out.
func (g *Game) ScoreParts(q int) []ScorePart { return g.scoreParts(q) }

func (g *Game) scoreParts(q int) []ScorePart {
	s := &g.s
	pl := &s.Players[q]
	var out []ScorePart
	part := func(pts int, what, clause string) {
		if pts != 0 {
			out = append(out, ScorePart{pts, what, clause})
		}
	}
	disc := 0
	for i := 0; i < pl.N; i++ {
		sl := &pl.Tableau[i]
		disc += [3]int{1, sl.Card.Level(), 2 * sl.Card.Level()}[sl.Discs]
	}
	part(disc, "discoveries", "URUK-SCORE-1")
	cubes := pl.Cubes()
	clause := "URUK-SCORE-2"
	if g.cfg.Has(VarCardCubesScore) {
		for i := 0; i < pl.N; i++ {
			for _, k := range pl.Tableau[i].Cubes {
				cubes += int(k)
			}
		}
		clause = VarCardCubesScore.ID()
	}
	part(cubes/4, "resources", clause)
	if pl.Lyre != NoCard {
		part(pl.Lyre.Level(), "Leier", "URUK-CARD-LEIER")
	}
	part(g.scalePoints(q), "Waage", "URUK-CARD-WAAGE")
	if pl.Kept.Has(Ninurta) {
		part(pl.Cities(), "Ninurta", "URUK-GOD-NINURTA")
	}
	return out
}

// scalePoints returns the points of player q's Waage: if the discoveries
// beside it show the four colours, 1 per colour in his hand
// (VAR-WAAGE-ONE-COLOUR: 1 per card of one colour, at most 4;
// VAR-WAAGE-COUNTS-ITSELF: its own colour counts) (URUK-CARD-WAAGE).
func (g *Game) scalePoints(q int) int {
	pl := &g.s.Players[q]
	w := pl.HasFunction(FnScale)
	if w < 0 {
		return 0
	}
	var laid uint8
	for i := 0; i < pl.N; i++ {
		if i != w || g.cfg.Has(VarWaageCountsItself) {
			laid |= 1 << pl.Tableau[i].Card.Color()
		}
	}
	if pl.Lyre != NoCard {
		laid |= 1 << pl.Lyre.Color()
	}
	if laid != 1<<NumColors-1 {
		return 0
	}
	var n [NumColors]int
	for _, c := range pl.Hand.Cards() {
		n[c.Color()]++
	}
	pts := 0
	for _, k := range n {
		if g.cfg.Has(VarWaageOneColor) {
			pts = max(pts, min(k, 4))
		} else if k > 0 {
			pts++
		}
	}
	return pts
}

// seatList writes the seats of a mask: "P1,P3".
func seatList(mask uint8) string {
	out := ""
	for p := 0; p < MaxPlayers; p++ {
		if mask&(1<<p) != 0 {
			if out != "" {
				out += ","
			}
			out += SeatName(p)
		}
	}
	if out == "" {
		return "none"
	}
	return out
}
