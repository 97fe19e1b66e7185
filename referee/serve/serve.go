// Package serve puts dogma's own engines behind the referee protocol
// (package protocol): a Server reads requests one line at a time and
// answers each with one line, so that dogma referee, another build of
// dogma or any other tool can drive dogma's games as it drives an
// external engine. dogma serve runs it on its standard input and output.
package serve

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/referee/protocol"
)

// EngineName is the engine's name in the hello reply.
const EngineName = "dogma"

// Server answers the requests of the referee protocol with dogma's games.
// It plays one game at a time; a "new" request ends the game in progress.
type Server struct {
	// Games are the games served; those without neutral hooks are left
	// out.
	Games []*engine.Registration
	// Events adds to each state reply the events of the request, as the
	// game writes them for people.
	Events bool
	// Name is the engine's name in the hello reply (EngineName when
	// empty).
	Name string

	reg  *engine.Registration
	game engine.Game
	// changes reports that the game's new request asked for the changes
	// of the state; follow keeps the game's neutral state, from one
	// answer to the next.
	changes bool
	follow  *engine.NeutralFollower
	// quiet reports that the game's new request asked for no events.
	quiet bool
}

// New returns a server of the games that have neutral hooks.
func New(games []*engine.Registration) *Server {
	return &Server{Games: games, Events: true}
}

// Serve reads requests from r and writes each answer to w, flushed, until
// a quit request or the end of r; a line longer than protocol.MaxLine is
// refused and skipped. It returns nil at the end, or the error of a read
// or write. A game in progress plays in push mode (engine.Game's Play)
// while the requests are choices of options offered: each decision is
// answered from the next request line, read when the game asks it, as
// Handle answers it.
func (s *Server) Serve(r io.Reader, w io.Writer) error {
	c := &wire{br: bufio.NewReaderSize(r, 64<<10), bw: bufio.NewWriterSize(w, 64<<10)}
	for {
		line, tooLong, err := c.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if tooLong {
			if err := c.write(refuse(protocol.CodeBadRequest, "a line longer than %d bytes", protocol.MaxLine)); err != nil {
				return err
			}
			continue
		}
		if label, ok := s.pushable(line); ok {
			if err := s.push(c, label); err == io.EOF {
				return nil
			} else if err != nil {
				return err
			}
			continue
		}
		reply, quit := s.Handle(line)
		if quit {
			return c.bw.Flush()
		}
		if err := c.write(reply); err != nil {
			return err
		}
	}
}

// wire is the server's side of a conversation: the requests read, one of
// which may be put back to be read again, and the answers written.
type wire struct {
	br   *bufio.Reader
	bw   *bufio.Writer
	buf  []byte // the answer being written
	back []byte // a line put back, when held
	long bool   // back is a line too long
	held bool
}

// next returns the next request line: the one put back, or one read.
func (c *wire) next() (line []byte, tooLong bool, err error) {
	if c.held {
		c.held = false
		return c.back, c.long, nil
	}
	return readLine(c.br)
}

// putBack makes line, too long or not, the next line read.
func (c *wire) putBack(line []byte, tooLong bool) {
	c.back, c.long, c.held = line, tooLong, true
}

// write writes the answer m, flushed once no request read is left to
// answer: the answers of the requests read together go out together.
func (c *wire) write(m protocol.Message) error {
	out, err := protocol.AppendEncode(c.buf[:0], m)
	if err != nil {
		out, _ = protocol.Encode(refuse(protocol.CodeUnsupported, "the state cannot be written: %v", err))
	}
	c.buf = out
	return c.writeLine(out)
}

// writeLine writes one answer's line, as write does.
func (c *wire) writeLine(out []byte) error {
	if _, err := c.bw.Write(out); err != nil {
		return err
	}
	if !c.held && !lineWaiting(c.br) {
		return c.bw.Flush()
	}
	return nil
}

// pushable returns the label of line when it is a choice of an option
// that the game in progress offers, which push plays.
func (s *Server) pushable(line []byte) (string, bool) {
	g := s.game
	if g == nil || g.Err() != nil || g.Over() {
		return "", false
	}
	m, err := protocol.DecodeRequest(line)
	ch, ok := m.(protocol.Choose)
	if err != nil || !ok || g.Decision().Index(ch.Label) < 0 {
		return "", false
	}
	return ch.Label, true
}

// push plays the game in progress from the choice of label, offered, in
// push mode: at each decision it writes the answer of the request before
// and reads the next request, which answers the decision when it is the
// choice of an option offered. Any other line is put back for Handle, the
// decision left pending, as is the game at the end of the requests (the
// error io.EOF, or the error of a read or write).
func (s *Server) push(c *wire, label string) (err error) {
	g := s.game
	mark := g.Mark()
	first := true
	last := label // the label of the last choice made
	defer func() {
		if p := recover(); p != nil {
			s.reg, s.game = nil, nil
			err = c.write(refuse(protocol.CodeUnsupported, "dogma failed on this request (%v); the game is dropped", p))
		}
	}()
	var ioErr error
	g.Play(engine.ChooserFunc(func(d *engine.Decision) int {
		if first {
			// The decision pending when the choice came: the step
			// plays again up to it.
			first = false
			mark = g.Mark()
			return d.Index(label)
		}
		if ioErr = s.answer(c, mark); ioErr != nil {
			return engine.Suspend
		}
		line, tooLong, err := c.next()
		if err != nil {
			ioErr = err
			return engine.Suspend
		}
		i := -1
		if label, ok := protocol.PlainChooseLabel(line); ok && !tooLong {
			i = indexOf(d, label)
			if i >= 0 {
				last = d.Options[i].Label
			}
		} else if !tooLong {
			m, err := protocol.DecodeRequest(line)
			if ch, ok := m.(protocol.Choose); err == nil && ok {
				i, last = d.Index(ch.Label), ch.Label
			}
		}
		if i < 0 {
			c.putBack(line, tooLong)
			return engine.Suspend
		}
		mark = g.Mark()
		return i
	}), 0)
	switch {
	case ioErr != nil:
		return ioErr
	case c.held:
		return nil // a line for Handle, the decision pending
	case g.Err() != nil:
		err := g.Err()
		var gap *engine.RuleGap
		if errors.As(err, &gap) {
			return c.write(refuse(protocol.CodeUnsupported, "%v", err))
		}
		return c.write(refuse(protocol.CodeIllegal, "%q: %v", last, err))
	}
	return s.answer(c, mark) // the end of the game
}

// answer writes the state reply of the game in progress, as state
// returns it; its changes are written without a StateReply built.
func (s *Server) answer(c *wire, mark int) error {
	if !s.changes {
		return c.write(s.state(mark, false))
	}
	ch := s.follow.Update()
	c.buf = protocol.AppendChangesReply(c.buf[:0], s.follow.State(), ch, s.events(mark))
	return c.writeLine(c.buf)
}

// indexOf returns the index of the option of d labelled label, or -1:
// Decision.Index without a string made of the label.
func indexOf(d *engine.Decision, label []byte) int {
	for i, o := range d.Options {
		if o.Label == string(label) {
			return i
		}
	}
	return -1
}

// lineWaiting reports whether br holds a whole line already read, which
// the next readLine takes without waiting.
func lineWaiting(br *bufio.Reader) bool {
	b, _ := br.Peek(br.Buffered())
	return bytes.IndexByte(b, '\n') >= 0
}

// readLine reads one line without its newline; a line longer than
// protocol.MaxLine is read to its end and reported too long.
func readLine(br *bufio.Reader) (line []byte, tooLong bool, err error) {
	for {
		frag, err := br.ReadSlice('\n')
		if !tooLong {
			line = append(line, frag...)
			if len(line) > protocol.MaxLine+1 {
				line, tooLong = nil, true
			}
		}
		switch {
		case err == nil:
			return trimEOL(line), tooLong, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && (len(line) > 0 || tooLong):
			return trimEOL(line), tooLong, nil
		}
		return nil, false, err
	}
}

// trimEOL drops a line's "\n" or "\r\n".
func trimEOL(line []byte) []byte {
	return bytes.TrimSuffix(bytes.TrimSuffix(line, []byte("\n")), []byte("\r"))
}

// Handle answers one request line: the reply to write, or quit for a quit
// request, which has none. A line that is not a request, or a request
// the game refuses, gets an error reply; a failure of the engine itself
// too, never a panic.
func (s *Server) Handle(line []byte) (reply protocol.Message, quit bool) {
	defer func() {
		if p := recover(); p != nil {
			s.reg, s.game = nil, nil
			reply, quit = refuse(protocol.CodeUnsupported, "dogma failed on this request (%v); the game is dropped", p), false
		}
	}()
	m, err := protocol.DecodeRequest(line)
	if err != nil {
		return refuse(protocol.CodeBadRequest, "%v", err), false
	}
	switch m := m.(type) {
	case protocol.Hello:
		return s.hello(m), false
	case protocol.New:
		return s.newGame(m), false
	case protocol.Choose:
		return s.choose(m), false
	}
	return nil, true // a quit
}

func (s *Server) hello(m protocol.Hello) protocol.Message {
	if m.Protocol != protocol.Version {
		return refuse(protocol.CodeUnsupported, "protocol %d: dogma speaks protocol %d", m.Protocol, protocol.Version)
	}
	name := s.Name
	if name == "" {
		name = EngineName
	}
	return protocol.HelloReply{Protocol: protocol.Version, Engine: name, Games: s.names(),
		Capabilities: []string{protocol.CapabilityChanges, protocol.CapabilityQuiet}}
}

// names returns the names of the games served.
func (s *Server) names() []string {
	out := []string{}
	for _, r := range s.Games {
		if servable(r) {
			out = append(out, r.Name)
		}
	}
	return out
}

// servable reports whether r has the hooks a served game needs.
func servable(r *engine.Registration) bool {
	return r.Neutral != nil && r.NewFromDecks != nil
}

func (s *Server) newGame(m protocol.New) protocol.Message {
	s.reg, s.game = nil, nil
	var reg *engine.Registration
	for _, r := range s.Games {
		if r.Name == m.Game && servable(r) {
			reg = r
		}
	}
	if reg == nil {
		return refuse(protocol.CodeUnsupported, "no game %q: dogma serves %s", m.Game, strings.Join(s.names(), ", "))
	}
	text, msg := configText(reg, m)
	if msg != nil {
		return msg
	}
	cfg, err := reg.ParseConfig(text)
	var g engine.Game
	if err == nil {
		g, err = reg.NewFromDecks(cfg, m.Decks)
	}
	if errors.Is(err, engine.ErrNotPlayed) {
		return refuse(protocol.CodeUnsupported, "%s: %v", m.Game, err)
	}
	if err != nil {
		return refuse(protocol.CodeBadRequest, "%s: %v", m.Game, err)
	}
	if g.Err() != nil {
		return refuse(protocol.CodeUnsupported, "%s: the game stops at once: %v", m.Game, g.Err())
	}
	s.reg, s.game, s.changes, s.quiet = reg, g, m.Changes, m.Quiet
	s.follow, _ = reg.Follow(g)
	return s.state(0, false)
}

// configText returns the configuration text of a new request: its
// players, then its settings, each a setting the game declares.
func configText(reg *engine.Registration, m protocol.New) (string, protocol.Message) {
	parts := []string{"players=" + strconv.Itoa(m.Players)}
	for _, k := range slices.Sorted(maps.Keys(m.Settings)) {
		if k == "players" {
			return "", refuse(protocol.CodeBadRequest, "settings: the players are the request's \"players\" member, not a setting")
		}
		if _, ok := reg.Setting(k); !ok {
			return "", refuse(protocol.CodeUnsupported, "%s has no setting %q", m.Game, k)
		}
		v := m.Settings[k]
		if strings.ContainsAny(v, " \t\n=") {
			return "", refuse(protocol.CodeBadRequest, "settings: %s: %q is not a value", k, v)
		}
		parts = append(parts, k+"="+v)
	}
	return strings.Join(parts, " "), nil
}

func (s *Server) choose(m protocol.Choose) protocol.Message {
	g := s.game
	switch {
	case g == nil:
		return refuse(protocol.CodeIllegal, "no game in progress: a \"new\" request starts one")
	case g.Err() != nil:
		return refuse(protocol.CodeUnsupported, "the game stopped: %v", g.Err())
	case g.Over():
		return refuse(protocol.CodeIllegal, "the game is over")
	}
	d := g.Decision()
	i := d.Index(m.Label)
	if i < 0 {
		return refuse(protocol.CodeIllegal, "no option %q: the options are %s", m.Label, quoteAll(d.Labels()))
	}
	mark := g.Mark()
	if err := g.Choose(i); err != nil || g.Err() != nil {
		if err == nil {
			err = g.Err()
		}
		var gap *engine.RuleGap
		if errors.As(err, &gap) {
			return refuse(protocol.CodeUnsupported, "%v", err)
		}
		return refuse(protocol.CodeIllegal, "%q: %v", m.Label, err)
	}
	return s.state(mark, s.changes)
}

// state returns the state reply of the game in progress, with the events
// since mark: its whole state, or with changes what changed since the
// previous answer.
func (s *Server) state(mark int, changes bool) protocol.Message {
	c := s.follow.Update()
	n := s.follow.State()
	var reply protocol.StateReply
	if changes {
		reply.Changes = protocol.FromChanges(n, c)
	} else {
		reply.State = protocol.FromNeutral(protocol.Clone(*n)) // the follower changes its maps at the next answer
	}
	reply.Events = s.events(mark)
	return reply
}

// events returns the events of the game in progress since mark, as its
// answers carry them: nil when the server or the game leaves them out.
func (s *Server) events(mark int) []string {
	if !s.Events || s.quiet {
		return nil
	}
	var out []string
	for _, e := range s.game.EventsSince(mark) {
		out = append(out, s.game.FormatEvent(e))
	}
	return out
}

// refuse returns an error reply.
func refuse(code, format string, args ...any) protocol.ErrorReply {
	return protocol.ErrorReply{Code: code, Message: fmt.Sprintf(format, args...)}
}

// quoteAll quotes each label, joined by ", ".
func quoteAll(labels []string) string {
	q := make([]string, len(labels))
	for i, l := range labels {
		q[i] = strconv.Quote(l)
	}
	return strings.Join(q, ", ")
}
