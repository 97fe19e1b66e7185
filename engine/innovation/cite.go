package innovation

// Citing runs fn, and every event logged meanwhile cites clause instead of
// the clause of its primitive: the rule or variant that made those events
// happen (a variant's ID, such as VAR-IF-AFFECTED), so that coverage and
// traces name it.
func (x *Exec) Citing(clause string, fn func()) {
	old := x.g.cite
	x.g.cite = clause
	defer func() { x.g.cite = old }()
	fn()
}
