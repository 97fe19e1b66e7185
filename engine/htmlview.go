package engine

import "io"

// HTMLView is a View that can also draw itself for a web page. The HTML
// pages of a game (package render) use it when the game's View has it and
// fall back to the View's plain Text otherwise.
type HTMLView interface {
	View
	// HTML writes the view as a fragment of HTML with inline SVG: no
	// scripts, no external resources. Each line of the fragment should
	// be one part of the position (a seat's board, a hand) so that a page
	// of many positions can share the lines that do not change, and an
	// element whose data-k attribute names it ("P1/red") is compared with
	// the element of the same name in the previous position to highlight
	// what changed.
	HTML(w io.Writer) error
}
