package engine

// Game is what the harness drives. A game is a sequence of decisions; it is
// created from a configuration and a seed by a Factory.
//
// Implementations are deterministic: the same seed and the same choices give
// the same events and the same hashes, bit for bit.
type Game interface {
	// Decision returns the pending decision, or nil once the game is over.
	// The returned value is owned by the game and valid until the next
	// call that changes the game.
	Decision() *Decision
	// Choose answers the pending decision with option i.
	Choose(i int) error
	// Play answers every decision with c until the game ends, an error
	// occurs or limit decisions have been made (limit <= 0 means no limit).
	// It returns the number of decisions made.
	Play(c Chooser, limit int) (int, error)
	// Over reports whether the game has ended.
	Over() bool
	// Result describes how the game ended; it is the zero Result before.
	Result() Result
	// Clone returns an independent copy that shares no mutable state.
	Clone() Game
	// Hash returns a 64-bit hash of the full state, the choices of the
	// step in progress included (StepHash): every choice changes it, and
	// two states with the same hash ask the same decision.
	Hash() uint64
	// Mark returns a position in the event log for EventsSince.
	Mark() int
	// EventsSince returns the events logged after mark. The slice is owned
	// by the game and valid until the next call that changes the game.
	EventsSince(mark int) []Event
	// FormatEvent renders an event for people.
	FormatEvent(e Event) string
	// Players returns the number of players.
	Players() int

	// Configuration returns the configuration the game was created with,
	// normalized.
	Configuration() Config
	// Position returns the state as the game's position text, which its
	// Registration.ParsePosition reads back into an equal game (the same
	// hash, the same decision), or "" while the state has no position text
	// (during setup choices).
	Position() string
	// Err returns the error that stopped the game (an illegal state, a rule
	// gap), or nil.
	Err() error
	// CopyTo makes dst a copy of the game, reusing its buffers, when dst is
	// a game of the same kind, or returns a new copy as Clone does.
	CopyTo(dst Game) Game
	// StepChoices returns the choices made since the engine step in
	// progress began: a step is a top-level action (or a setup choice) and
	// every decision it asks, and the list is empty between steps.
	StepChoices() []int
}

// StepReplayer is a Game that can replay the engine step in progress (the
// top-level action and everything it asks) with the cards player p may not
// see moved among themselves, which is how the hidden-information property
// asks whether a decision depends on them (INFO-style rules).
type StepReplayer interface {
	Game
	// ReplayStepHidden restarts the step in progress from its start, with
	// up to shuffles random exchanges of cards hidden from p both at the
	// start of the step and now; cards that keep reports true for (cards
	// the step already moved or showed) stay put. The exchanges are drawn
	// from a generator seeded by the state at the start of the step and
	// salt, never by the game's history, so that a game started from a
	// position checks as the same position reached from a seed. It then
	// replays the choices made so far in the step and returns how many
	// exchanges it made and the event mark where the replay began. An
	// error means the replay went another way and says nothing.
	ReplayStepHidden(p int, salt uint64, shuffles int, keep func(card int) bool) (swapped, mark int, err error)
}

// Result is how a game ended.
type Result struct {
	Over    bool   // the game has ended
	Reason  string // "achievements", "score", "dogma", ...
	Clause  string // the rule clause that ended it, such as "END-2"
	Winners []int  // seat indexes of the winners (several on a shared win)
}

// Ended returns the Result of a game that ended for reason, by clause,
// with a bit set in winners for each winning seat.
func Ended(reason, clause string, winners uint64) Result {
	r := Result{Over: true, Reason: reason, Clause: clause}
	for p := 0; winners != 0; p++ {
		if winners&1 != 0 {
			r.Winners = append(r.Winners, p)
		}
		winners >>= 1
	}
	return r
}

// Factory creates games from a seed. A game's configuration (players,
// edition, variants) belongs to the Factory.
type Factory interface {
	New(seed uint64) (Game, error)
}
