package innovation

// The rules of Echoes of the Past (RULES.md "Echoes of the Past").

// echoesDraws reports whether the Echoes draw rule applies to a draw by
// player p (ECHO-DRAW): his highest top card is the only one of its value
// among his top cards. With no top card it does not.
func (g *Game) echoesDraws(p int) bool {
	hi := g.s.HighestTop(g.deck, p)
	if hi == 0 {
		return false
	}
	n := 0
	pl := &g.s.Players[p]
	for col := Color(0); col < NumColors; col++ {
		if t := pl.Piles[col].Top(); t != NoCard && g.deck.Facts[t].Age == hi {
			n++
		}
	}
	return n == 1
}
