package innovation

// The end of the game (END-*). Every end unwinds the step at once: nothing
// happens after it (END-4).

const (
	reasonAchievements = "achievements"
	reasonScore        = "score"
	reasonDogma        = "dogma"
)

// end ends the game with the given winners and does not return. No action
// is left to anybody (END-4): the turn's count of actions left falls to 0,
// whatever remained of it.
func (g *Game) end(reason, clause string, winners uint8) {
	g.s.result = resultState{reason: reason, clause: clause, winners: winners}
	g.s.Phase = PhaseOver
	g.s.ActionsLeft = 0
	g.emit(EvEnd, -1, NoCard, 0, 0, int(winners), clause)
	g.EndStep()
}

// Partner returns the partner of seat p in a team game, or -1.
func (g *Game) Partner(p int) int {
	if !g.cfg.Teams {
		return -1
	}
	return (p + 2) % 4
}

// side returns the seats of p's side: p, and p's partner in a team game.
func (g *Game) side(p int) uint8 {
	m := uint8(1) << p
	if q := g.Partner(p); q >= 0 {
		m |= 1 << q
	}
	return m
}

// AchievementCount returns the achievements held by p's side (END-1, TEAM-2).
func (g *Game) AchievementCount(p int) int {
	n := g.s.Players[p].Achievements.Len()
	if q := g.Partner(p); q >= 0 {
		n += g.s.Players[q].Achievements.Len()
	}
	return n
}

// SideScore returns the score of p's side (END-2, TEAM-2).
func (g *Game) SideScore(p int) int {
	n := g.s.Score(g.deck, p)
	if q := g.Partner(p); q >= 0 {
		n += g.s.Score(g.deck, q)
	}
	return n
}

// checkAchievementWin ends the game if p's side holds enough achievements
// (END-1).
func (g *Game) checkAchievementWin(p int) {
	if g.AchievementCount(p) >= g.cfg.AchievementsToWin() {
		g.end(reasonAchievements, "END-1", g.side(p))
	}
}

// endByScore ends the game after a draw above the last age (DRAW-3): the
// highest score wins; then the most achievements; then the tied share the
// win (END-2).
func (g *Game) endByScore() {
	g.end(reasonScore, "END-2", ScoreWinners(g))
}

// ScoreWinners returns the mask of seats that win a score victory now
// (END-2, TEAM-2).
func ScoreWinners(g *Game) uint8 {
	best, bestAch := -1, -1
	var winners uint8
	for p := 0; p < g.s.N; p++ {
		if !g.s.In(p) {
			continue // rule ULT-KEY-LOSE: a player out wins nothing
		}
		sc, ach := g.SideScore(p), g.AchievementCount(p)
		switch {
		case sc > best || (sc == best && ach > bestAch):
			best, bestAch, winners = sc, ach, 1<<p
		case sc == best && ach == bestAch:
			if g.bug(BugEnding) {
				continue // planted bug
			}
			winners |= 1 << p
		}
	}
	return winners
}

// Win ends the game with p's side winning (END-3).
func (g *Game) win(p int) {
	if g.cfg.Edition == Fourth {
		// rule ULT-END-3: a card that declares a winner ends the game at once.
		g.end(reasonDogma, "ULT-END-3", g.side(p))
	}
	g.end(reasonDogma, "END-3", g.side(p))
}
