package protocol

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"
)

// DefaultTimeout is how long a Conn waits for an answer when Options give
// no Timeout.
const DefaultTimeout = 10 * time.Second

// Options are how a Conn talks to an engine.
type Options struct {
	// Timeout is how long to wait for each answer (DefaultTimeout when 0).
	Timeout time.Duration
	// MaxLine is the longest line accepted, in bytes (MaxLine when 0).
	MaxLine int
	// Stderr receives what a subprocess writes on its standard error, when
	// set; the Conn keeps its last lines for CrashError either way.
	Stderr io.Writer
	// Dir and Env are the subprocess's working directory and environment
	// (the current ones when empty).
	Dir string
	Env []string
	// Trace, when set, is given every line sent (sent true) and received,
	// without its newline, as it passes: a transcript of the conversation.
	// The line is valid during the call only: Trace copies what it keeps.
	Trace func(sent bool, line []byte)
	// DropEvents reads the events of the state replies, as the protocol
	// requires, and leaves them out of the StateReply: for a caller that
	// has no use for them.
	DropEvents bool
}

// Conn is a conversation with an engine: it sends one request at a time
// and waits for its one answer. An engine that exits, hangs, writes
// garbage or answers out of turn breaks the conversation with a
// *CrashError, *TimeoutError, *GarbageError or *OutOfTurnError, which
// every later request returns too; an ErrorReply is a *RefusedError and
// the conversation goes on. A Conn is for one goroutine at a time.
type Conn struct {
	opts Options

	w      io.Writer
	wfile  *os.File // w when it can take a write deadline
	closer io.Closer

	lines chan lineResult
	free  chan []byte // the lines received, whose room the next lines read take
	done  chan struct{}

	cmd     *exec.Cmd
	exited  chan struct{} // closed once the process has been waited for
	waitErr error
	stderr  *tail

	broken   error
	quitOnce sync.Once
	closed   bool

	out     []byte    // the lines sent and not written yet
	unsent  int       // how many requests out holds
	intern  *interned // the strings of the replies read
	changes bool      // the game's new request asked for changes
	pending []Message // the requests sent whose answers are not received yet, oldest first
}

// maxAhead is how many lines the Conn reads from the engine before they
// are received: the answers of the requests sent ahead, which an engine
// writing into a pipe without room (io.Pipe has none) could not write
// while dogma writes the next request.
const maxAhead = 128

// lineResult is one line read from the engine, or why no line came.
type lineResult struct {
	line []byte
	err  error
}

// errTooLong is a line longer than the maximum.
var errTooLong = errors.New("line too long")

// NewConn returns a conversation with an engine that reads the requests
// written to w and answers on r, such as one running in the same process.
// The end of r is a crash. Close closes w when it is an io.Closer.
func NewConn(r io.Reader, w io.Writer, opts Options) *Conn {
	c := newConn(opts)
	c.w = w
	if cl, ok := w.(io.Closer); ok {
		c.closer = cl
	}
	go c.read(r)
	return c
}

func newConn(opts Options) *Conn {
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.MaxLine <= 0 {
		opts.MaxLine = MaxLine
	}
	return &Conn{
		opts:   opts,
		lines:  make(chan lineResult, maxAhead),
		free:   make(chan []byte, maxAhead),
		done:   make(chan struct{}),
		stderr: &tail{max: 4096},
		intern: newInterned(),
	}
}

// read sends every line of r to c.lines until an error, or until the
// conversation is closed.
func (c *Conn) read(r io.Reader) {
	if cl, ok := r.(io.Closer); ok {
		defer cl.Close()
	}
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		var buf []byte
		select {
		case buf = <-c.free:
		default:
		}
		line, err := readLine(br, c.opts.MaxLine, buf[:0])
		select {
		case c.lines <- lineResult{line, err}:
		case <-c.done:
			return
		}
		if err != nil {
			return
		}
	}
}

// readLine reads one line without its newline; a last line without a
// newline counts as a line.
func readLine(br *bufio.Reader, max int, line []byte) ([]byte, error) {
	for {
		frag, err := br.ReadSlice('\n')
		if len(line)+len(frag) > max+1 {
			return append(line, frag[:min(len(frag), max+1-len(line))]...), errTooLong
		}
		line = append(line, frag...)
		switch {
		case err == nil:
			return bytes.TrimSuffix(line[:len(line)-1], []byte{'\r'}), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case len(line) > 0:
			return line, nil
		}
		return nil, err
	}
}

// Hello asks which protocol and games the engine speaks. An engine that
// speaks another version than Version is refused with an error.
func (c *Conn) Hello() (HelloReply, error) {
	m, err := c.Request(Hello{Protocol: Version})
	if err != nil {
		return HelloReply{}, err
	}
	h := m.(HelloReply)
	if h.Protocol != Version {
		return h, fmt.Errorf("engine %q speaks protocol %d, dogma speaks %d", h.Engine, h.Protocol, Version)
	}
	return h, nil
}

// New starts a game and returns the engine's state after its setup.
func (c *Conn) New(req New) (StateReply, error) {
	m, err := c.Request(req)
	if err != nil {
		return StateReply{}, err
	}
	return m.(StateReply), nil
}

// Choose takes the option with the given label and returns the engine's
// new state.
func (c *Conn) Choose(label string) (StateReply, error) {
	m, err := c.Request(Choose{Label: label})
	if err != nil {
		return StateReply{}, err
	}
	return m.(StateReply), nil
}

// Err returns the error that broke the conversation, or nil.
func (c *Conn) Err() error { return c.broken }

// Stderr returns the last lines the engine wrote on its standard error.
func (c *Conn) Stderr() string { return c.stderr.String() }

// Request sends req, a Hello, New or Choose, and returns the engine's
// answer: a HelloReply to a Hello, a StateReply to the others. An
// ErrorReply is returned as a *RefusedError.
func (c *Conn) Request(req Message) (Message, error) {
	if len(c.pending) > 0 {
		// its answer would be taken for the oldest owed
		return nil, fmt.Errorf("%q requested while %d answers are owed", req.MessageType(), len(c.pending))
	}
	if err := c.Send(req); err != nil {
		return nil, err
	}
	return c.Receive()
}

// Send sends req, a Hello, New or Choose, whose answer Receive returns:
// what is done between them overlaps with the engine's work on req.
// Several requests may be sent before their answers are received, which
// come in the order of the requests. The lines sent are written to the
// engine together, when an answer is awaited (Receive) or many wait.
func (c *Conn) Send(req Message) error {
	typ := req.MessageType()
	switch typ {
	case TypeHello, TypeNew, TypeChoose:
	default:
		return fmt.Errorf("%q is not a request with an answer", typ)
	}
	if c.broken != nil {
		return c.broken
	}
	if len(c.pending) >= maxAhead {
		return fmt.Errorf("%q sent while %d requests wait for their answers", typ, len(c.pending))
	}
	if len(c.pending) == 0 {
		if err := c.unasked(); err != nil {
			return c.breakWith(err)
		}
	}
	if err := c.send(req); err != nil {
		return err
	}
	if n, ok := req.(New); ok {
		// The card names of the replies are read as the strings of the
		// decks: equal cards compare at once.
		for _, deck := range n.Decks {
			for _, name := range deck {
				c.intern.seed(name)
			}
		}
	}
	c.pending = append(c.pending, req)
	c.unsent++
	if len(c.out) >= maxUnwritten || c.unsent >= flushAfter {
		return c.flush()
	}
	return nil
}

// maxUnwritten is how many bytes of requests Send keeps before it writes
// them.
const maxUnwritten = 16 << 10

// flushAfter is how many requests Send keeps before it writes them: few
// enough that the engine works on the first while dogma's side plays the
// next, many enough that a write carries several.
const flushAfter = 16

// Receive waits for the answer of the oldest request Send sent and whose
// answer was not received, within the timeout, and returns it as Request
// does.
func (c *Conn) Receive() (Message, error) {
	_, m, err := c.receive(nil)
	return m, err
}

// ReceiveExpected receives the answer of the oldest request as Receive
// does, unless it answers a choose with changes and its line is want
// (without want's newline) byte for byte: that answer is not decoded, and
// same is true with no message. The referee gives it the line dogma's own
// engine would write (AppendChangesReply), which is a valid reply.
func (c *Conn) ReceiveExpected(want []byte) (same bool, m Message, err error) {
	return c.receive(bytes.TrimSuffix(want, []byte("\n")))
}

// receive is Receive, or ReceiveExpected when expected is not nil.
func (c *Conn) receive(expected []byte) (bool, Message, error) {
	if len(c.pending) == 0 {
		return false, nil, errors.New("no request waits for its answer")
	}
	if err := c.flush(); err != nil {
		c.pending = c.pending[1:]
		return false, nil, err
	}
	req := c.pending[0]
	c.pending = c.pending[1:]
	if c.broken != nil {
		return false, nil, c.broken
	}
	typ, want := req.MessageType(), TypeState
	if typ == TypeHello {
		want = TypeHello
	}
	var r lineResult
	select {
	case r = <-c.lines: // read ahead already: no timer to set
	default:
		timer := time.NewTimer(c.opts.Timeout)
		select {
		case r = <-c.lines:
			timer.Stop()
		case <-timer.C:
			return false, nil, c.breakWith(&TimeoutError{Request: typ, After: c.opts.Timeout})
		}
	}
	defer c.recycle(r.line)
	if expected != nil && r.err == nil && c.changes && typ == TypeChoose && bytes.Equal(r.line, expected) {
		if c.opts.Trace != nil {
			c.opts.Trace(false, r.line)
		}
		return true, nil, nil
	}
	m, err := c.reply(r, typ)
	if err == nil {
		err = c.checkChanges(m, typ, r.line)
	}
	if err != nil {
		return false, nil, c.breakWith(err)
	}
	switch got := m.MessageType(); {
	case got == TypeError:
		e := m.(ErrorReply)
		return false, nil, &RefusedError{Request: typ, Code: e.Code, Message: e.Message}
	case got != want:
		return false, nil, c.breakWith(&OutOfTurnError{Request: typ, Got: got, Want: fmt.Sprintf("%q or %q", want, TypeError)})
	}
	if n, ok := req.(New); ok {
		c.changes = n.Changes
	}
	return false, m, nil
}

// recycle gives the room of a line received back to the reader, once
// nothing refers to it: the decoder and Trace copy what they keep.
func (c *Conn) recycle(line []byte) {
	if cap(line) == 0 || cap(line) > 64<<10 {
		return
	}
	select {
	case c.free <- line[:0]:
	default:
	}
}

// checkChanges refuses a state reply of changes that the conversation did
// not ask for: to a new request, or to a choose of a game whose new
// request did not ask for changes.
func (c *Conn) checkChanges(m Message, typ string, line []byte) error {
	s, ok := m.(StateReply)
	switch {
	case !ok || s.Changes == nil:
		return nil
	case typ == TypeNew:
		return &GarbageError{Line: clip(line), Reason: "changes answer a new request, which takes the whole state"}
	case !c.changes:
		return &GarbageError{Line: clip(line), Reason: "changes answer a choose of a game whose new request did not ask for them"}
	}
	return nil
}

// unasked returns an error for a line the engine wrote when nothing was
// asked, or for the end of its output.
func (c *Conn) unasked() error {
	select {
	case r := <-c.lines:
		m, err := c.reply(r, "")
		if err != nil {
			return err
		}
		return &OutOfTurnError{Got: m.MessageType()}
	default:
		return nil
	}
}

// reply decodes a line read in answer to a request of type typ.
func (c *Conn) reply(r lineResult, typ string) (Message, error) {
	if r.err == errTooLong {
		return nil, &GarbageError{Line: clip(r.line), Reason: fmt.Sprintf("a line longer than %d bytes", c.opts.MaxLine)}
	}
	if r.err != nil {
		return nil, c.crash(typ)
	}
	if c.opts.Trace != nil {
		c.opts.Trace(false, r.line)
	}
	return decodeWith(parser{b: r.line, intern: c.intern, dropEvents: c.opts.DropEvents}, true)
}

// send adds req's line to those to write.
func (c *Conn) send(req Message) error {
	start := len(c.out)
	out, err := AppendEncode(c.out, req)
	if err != nil {
		return err
	}
	c.out = out
	if c.opts.Trace != nil {
		c.opts.Trace(true, out[start:len(out)-1])
	}
	return nil
}

// flush writes the lines sent, within the timeout.
func (c *Conn) flush() error {
	if len(c.out) == 0 || c.broken != nil {
		c.out, c.unsent = c.out[:0], 0
		return nil
	}
	if c.wfile != nil {
		c.wfile.SetWriteDeadline(time.Now().Add(c.opts.Timeout))
	}
	_, err := c.w.Write(c.out)
	c.out, c.unsent = c.out[:0], 0
	if err == nil {
		return nil
	}
	typ := TypeQuit
	if len(c.pending) > 0 {
		typ = c.pending[len(c.pending)-1].MessageType()
	}
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return c.breakWith(&TimeoutError{Request: typ, After: c.opts.Timeout})
	}
	if len(c.pending) > 0 {
		// The engine stopped reading with answers still owed: the
		// answers it wrote come first, then the end of its output,
		// the crash of the first request it did not answer.
		return nil
	}
	return c.breakWith(c.crash(typ))
}

// breakWith records err as the end of the conversation, stops the engine
// and returns err.
func (c *Conn) breakWith(err error) error {
	if c.broken == nil {
		c.broken = err
	}
	c.kill()
	return err
}
