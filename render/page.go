package render

// Page is a game to be written as an HTML page: its frames, first the
// start position, then one per decision answered.
type Page struct {
	Title  string // the heading: the game and its configuration
	Viewer string // the seat whose view the page shows ("P1"), or "all"
	Frames []Frame
}

// Frame is one position of a Page and the decision that led to it.
type Frame struct {
	// Step is the number of the top-level step (a setup choice or a turn's
	// action, with every decision it asks) the decision belongs to, from
	// 1; 0 for the start position.
	Step   int
	Player string  // the seat that decided ("P1"); "" for the start
	Kind   string  // the kind of decision ("action", "card")
	Label  string  // the answer, as the viewing seat saw it
	Events []Event // the events the answer caused, in order
	// Board is the position after the decision as the viewing seat sees
	// it: HTML written by the game's engine.HTMLView, or its text in a
	// <pre> element.
	Board string
	// Problem is what went wrong at this decision, or "": the error the
	// game stopped with, or a property the decision broke.
	Problem string
}

// Event is one event of a Frame as the viewing seat saw it.
type Event struct {
	Text   string // as the game writes it, with hidden cards unnamed
	Clause string // the rule clause that caused it ("DOGMA-6")
	Effect string // the card effect that caused it ("Archery 1"), or ""
}
