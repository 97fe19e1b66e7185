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
	// Hash returns a 64-bit hash of the full state.
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
}

// Result is how a game ended.
type Result struct {
	Over    bool   // the game has ended
	Reason  string // "achievements", "score", "dogma", ...
	Clause  string // the rule clause that ended it, such as "END-2"
	Winners []int  // seat indexes of the winners (several on a shared win)
}

// Factory creates games from a seed. A game's configuration (players,
// edition, variants) belongs to the Factory.
type Factory interface {
	New(seed uint64) (Game, error)
}
