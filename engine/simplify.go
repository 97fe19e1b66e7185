package engine

// SimplifyByCandidates makes a Registration.Simplify for a game that lists,
// for a position, the positions one step simpler (candidates, the most
// drastic first). The search reads the position text with parse, offers
// the candidates' texts (Game.Position) to keep in their order, starts
// again from the first one keep accepts, and ends when keep accepts none;
// it returns the text of the last position accepted, or the position
// given when parse refuses it or keep accepts none.
func SimplifyByCandidates(parse func(position string) (Game, error), candidates func(Game) []Game) func(position string, keep func(simpler string) bool) string {
	return func(position string, keep func(string) bool) string {
		g, err := parse(position)
		if err != nil {
			return position
		}
		for accepted := true; accepted; {
			accepted = false
			for _, c := range candidates(g) {
				if text := c.Position(); keep(text) {
					g, position, accepted = c, text, true
					break
				}
			}
		}
		return position
	}
}
