package innovation

// RearrangeOutsideEffect has player p rearrange the pile of color col as
// the Exec of an effect would (Exec.Rearrange), and returns the error that
// stops the game, if any.
func RearrangeOutsideEffect(g *Game, p int, col Color, order []Card) (err error) {
	defer func() {
		if r := recover(); r != nil {
			sig, ok := r.(errSignal)
			if !ok {
				panic(r)
			}
			err = sig.err
		}
	}()
	x := &Exec{g: g, Player: p, Activator: p}
	x.Rearrange(p, col, order)
	return nil
}
