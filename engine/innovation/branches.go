package innovation

import (
	"strconv"

	"github.com/dogma-engine/dogma/engine"
)

// The branches of the rules coverage counts. A card effect of an edition,
// "Archery 1 (1st)", is a branch a game takes each time a player begins
// performing it (an EvEffect event); each kind of event the effect then
// causes is a finer branch below it, one of its outcomes, "Archery 1
// (1st): transfer". Effects read differently in the two editions, so the
// edition is part of every name.

// BranchOf names the branch of event e in a game of edition ed: the effect
// it begins, or the effect and the kind of event the effect caused. It
// returns "" for an event no effect caused.
func BranchOf(ed Edition, e *engine.Event) string {
	switch {
	case e.Effect == "":
		return ""
	case e.Kind == EvEffect:
		return e.Effect + " (" + ed.String() + ")"
	}
	return e.Effect + " (" + ed.String() + "): " + e.Kind
}

// Branches returns the effect of every age card of d in edition ed, named
// as BranchOf names it, in card order: the branches a coverage report
// lists whether a campaign reached them or not. Their outcomes are not
// listed: which kinds of event an effect may cause is known only once it
// causes them.
func (d *Deck) Branches(ed Edition) []string {
	var out []string
	for _, c := range d.ageCards {
		for i := range d.Effects(c, ed) {
			out = append(out, d.Name(c)+" "+strconv.Itoa(i+1)+" ("+ed.String()+")")
		}
	}
	return out
}
