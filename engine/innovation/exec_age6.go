package innovation

// Per-action queries of the age-6 cards. Like NoteDemandTransfer, they keep
// what a Dogma action has learnt so far in the action's state, which starts
// empty with each Dogma action (EFFECTS.md §0.10) and is rebuilt when a step
// is replayed from its start.

// NoteDemandReturn records that a demand of this Dogma action returned a
// card (EFFECTS.md Vaccination: "if the demand caused at least one card to
// be returned during this dogma action").
func (x *Exec) NoteDemandReturn() { x.g.act.demandReturn = true }

// DemandReturned reports whether a demand of this Dogma action has returned
// a card so far (EFFECTS.md Vaccination). Outside a Dogma action's own
// demand, such as a card's effects executed by another card (EFFECTS.md
// §0.11), it is false.
func (x *Exec) DemandReturned() bool { return x.g.act.demandReturn }

// BeatReturnRecord reports whether n, the number of cards the performer
// returned, is strictly greater than every count recorded before in this
// Dogma action, and if so records n as the new largest count (EFFECTS.md
// Democracy: a running maximum per Dogma action, so the first performer
// needs only one card).
func (x *Exec) BeatReturnRecord(n int) bool {
	if n <= x.g.act.returnRecord {
		return false
	}
	x.g.act.returnRecord = n
	return true
}
