package innovation

// DrawCiting draws a card of age for p as Draw does, the event citing
// clause: the rule or variant that made the draw happen (a variant's ID,
// such as VAR-IF-AFFECTED). A draw that skips an empty pile still cites
// DRAW-2.
func (x *Exec) DrawCiting(p, age int, clause string) Card { return x.g.draw(p, age, clause) }
