package referee

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/referee/protocol"
)

// Process is an external engine run as a subprocess behind the protocol:
// the command line Argv, started with a hello, and started again after a
// crash, a hang or garbage.
type Process struct {
	Argv []string
	Opts protocol.Options
	// Hello is the engine's answer to the last hello.
	Hello protocol.HelloReply
	// WholeStates keeps the engine answering with its whole state even
	// when its hello lists protocol.CapabilityChanges.
	WholeStates bool

	conn *protocol.Conn
	// state is the engine's state of its last answer, patched with the
	// changes of each answer when the game asked for them.
	state engine.NeutralState
	// last are the changes of the last answer, nil when it came whole.
	last *protocol.State
	// undecoded counts the answers taken without decoding them
	// (ReceiveExpected).
	undecoded int
}

// StartProcess starts the engine argv and greets it. When game is not
// "", an engine that does not list it among its games is refused.
func StartProcess(argv []string, opts protocol.Options, game string) (*Process, error) {
	p := &Process{Argv: argv, Opts: opts}
	if err := p.start(); err != nil {
		return nil, err
	}
	if game != "" && !slices.Contains(p.Hello.Games, game) {
		p.Close()
		return nil, fmt.Errorf("engine %q plays %s, not %s", p.Hello.Engine, orNothing(p.Hello.Games), game)
	}
	return p, nil
}

func orNothing(games []string) string {
	if len(games) == 0 {
		return "no game"
	}
	return strings.Join(games, ", ")
}

func (p *Process) start() error {
	opts := p.Opts
	opts.DropEvents = true // the referee cites dogma's events, never the engine's
	c, err := protocol.Start(p.Argv, opts)
	if err != nil {
		return err
	}
	h, err := c.Hello()
	if err != nil {
		c.Close()
		return fmt.Errorf("%s: hello: %w", strings.Join(p.Argv, " "), err)
	}
	p.conn, p.Hello = c, h
	return nil
}

// New starts a game (External). It asks for the changes of the state
// after each decision when the engine can give them (Hello) and
// WholeStates is false.
func (p *Process) New(m protocol.New) (engine.NeutralState, error) {
	m.Changes = !p.WholeStates && slices.Contains(p.Hello.Capabilities, protocol.CapabilityChanges)
	m.Quiet = slices.Contains(p.Hello.Capabilities, protocol.CapabilityQuiet) // the referee cites dogma's events, never the engine's
	r, err := p.conn.New(m)
	if err != nil {
		return engine.NeutralState{}, err
	}
	p.state, p.last = r.State.Neutral(), nil // maps of the decoder's own, which Patch may change
	return p.state, nil
}

// Choose answers the pending decision (External). The state it returns,
// when the engine answers with changes, shares its maps with the states
// of the game's other answers: a state kept past the next call must be
// cloned (protocol.Clone).
func (p *Process) Choose(label string) (engine.NeutralState, error) {
	if err := p.SendChoose(label); err != nil {
		return engine.NeutralState{}, err
	}
	return p.ReceiveState()
}

// SendChoose sends the choice of label without waiting for its answer
// (Overlapped).
func (p *Process) SendChoose(label string) error {
	return p.conn.Send(protocol.Choose{Label: label})
}

// ReceiveState waits for the answer of the choice SendChoose sent and
// returns the engine's state after it, as Choose does (Overlapped).
func (p *Process) ReceiveState() (engine.NeutralState, error) {
	p.last = nil
	m, err := p.conn.Receive()
	if err != nil {
		return engine.NeutralState{}, err
	}
	return p.took(m.(protocol.StateReply)), nil
}

// took brings the engine's state to the answer r and returns it.
func (p *Process) took(r protocol.StateReply) engine.NeutralState {
	p.last = r.Changes
	if r.Changes == nil {
		p.state = r.State.Neutral() // maps of the decoder's own, which Patch may change
		return p.state
	}
	r.Changes.Patch(&p.state)
	return p.state
}

// ReceiveExpected receives the answer of the oldest choice sent, as
// ReceiveState does, unless it is the line want byte for byte (see
// protocol.Conn.ReceiveExpected): then patch brings the engine's state to
// what that line says, with no decoding, and same is true. The changes of
// such an answer are not kept: LastChanges returns nil after it.
func (p *Process) ReceiveExpected(want []byte, patch func(*engine.NeutralState)) (got engine.NeutralState, same bool, err error) {
	p.last = nil
	same, m, err := p.conn.ReceiveExpected(want)
	switch {
	case err != nil:
		return engine.NeutralState{}, false, err
	case same:
		p.undecoded++
		patch(&p.state)
		return p.state, true, nil
	}
	return p.took(m.(protocol.StateReply)), false, nil
}

// LastChanges returns the changes the engine's last answer made to its
// state, or nil when it answered with its whole state.
func (p *Process) LastChanges() *protocol.State { return p.last }

// Restart starts the engine again when its conversation is broken
// (External).
func (p *Process) Restart() error {
	if p.conn != nil && p.conn.Err() == nil {
		return nil
	}
	if p.conn != nil {
		p.conn.Close()
	}
	return p.start()
}

// Close asks the engine to quit, and stops it if it does not.
func (p *Process) Close() error {
	if p.conn == nil {
		return nil
	}
	err := p.conn.Quit()
	p.conn = nil
	return err
}
