package scenarios

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

// The writing of a record: Format writes the whole decision log, and the
// sections it is made of (header, start, play, check) serve writers that
// put their own comments between them, as a shrunk failure's scenario
// does.

// recordHint is the comment Format writes after the notes, which
// ParseRecord does not read back as a note.
var recordHint = []string{
	"# A game record: replay it with \"dogma replay FILE\", render it with",
	"# \"dogma show FILE\" and shrink a failing one with \"dogma shrink FILE\".",
}

// Format renders the record in its text form, a scenario file: the header
// naming the game, the notes as comments, the start, every move in a
// "play quiet pending" command and a final check expecting "ok".
func (r *Record) Format() []byte {
	var b bytes.Buffer
	r.WriteHeader(&b)
	for _, h := range recordHint {
		b.WriteString(h + "\n")
	}
	r.WriteStart(&b)
	if len(r.Moves) > 0 {
		r.WritePlay(&b, true)
	}
	r.WriteCheck(&b)
	return b.Bytes()
}

// WriteHeader writes the header line that names the game, "# game: NAME",
// then each note as a comment line.
func (r *Record) WriteHeader(w io.Writer) {
	fmt.Fprintf(w, "%s%s\n", GameHeader, r.Suite.Name)
	for _, n := range r.Notes {
		io.WriteString(w, strings.TrimRight("# "+n, " ")+"\n")
	}
}

// WriteStart writes the start of the game: the position command of an
// explicit position, or the seeded setup of the configuration, in the text
// of its String.
func (r *Record) WriteStart(w io.Writer) {
	if r.Position != "" {
		fmt.Fprintf(w, "position\n%s\n----\n\n", strings.TrimRight(r.Position, "\n"))
		return
	}
	fmt.Fprintf(w, "game seed=%d %s\n----\n\n", r.Seed, r.Config)
}

// WritePlay writes the moves as a quiet play command; pending allows it to
// end on an open question.
func (r *Record) WritePlay(w io.Writer, pending bool) {
	io.WriteString(w, "play quiet")
	if pending {
		io.WriteString(w, " pending")
	}
	io.WriteString(w, "\n")
	for _, m := range r.Moves {
		fmt.Fprintf(w, "%s\n", m)
	}
	io.WriteString(w, "----\n\n")
}

// WriteCheck writes the final check of the properties, as the campaign
// checked them (strict, and props when not every property), expecting ok.
func (r *Record) WriteCheck(w io.Writer) {
	io.WriteString(w, "check")
	if r.Strict {
		io.WriteString(w, " strict")
	}
	if r.StepWindows {
		io.WriteString(w, " step-windows")
	}
	if r.Props != nil {
		io.WriteString(w, " props="+strings.Join(r.Props, ","))
	}
	io.WriteString(w, "\n----\nok\n")
}
