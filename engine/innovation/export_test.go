package innovation

import "github.com/dogma-engine/dogma/engine"

// RearrangeOutsideEffect has player p rearrange the pile of color col as
// the Exec of an effect would (Exec.Rearrange), and returns the error that
// stops the game, if any.
func RearrangeOutsideEffect(g *Game, p int, col Color, order []Card) error {
	x := &Exec{g: g, Player: p, Activator: p}
	return engine.Catch(func() { x.Rearrange(p, col, order) })
}
