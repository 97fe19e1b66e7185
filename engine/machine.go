package engine

import (
	"errors"
	"fmt"
)

// Rules is what a game supplies to the step machine: the rules of one step
// and the state they act on. A game implements it on an unexported type
// (its rules are not part of its API) and hands it to Machine.Bind.
//
// The machine drives the rules in steps. A step is a top-level action of a
// player with every decision it leads to (or a setup choice, or a
// resolution between turns, as the game's rules cut them). Step is
// straight-line code that calls Machine.Ask where a player decides; the
// machine answers it from the choices recorded in the step, from the
// Chooser given to Play, or suspends the step until Choose answers.
type Rules interface {
	// Step runs one step from the live state.
	Step()
	// Over reports whether the game has ended: the machine runs no step
	// then.
	Over() bool
	// Commit makes the live state the start of the next step (a copy of
	// the state value).
	Commit()
	// Rewind makes the start of the step in progress the live state again.
	Rewind()
}

// Settings are what a game declares about how the machine asks its
// questions.
type Settings struct {
	// AnswerSingle makes the machine answer by itself a question asked
	// inside a step that has a single option: it is not recorded, not
	// offered to a Chooser and not pending. A top-level action (KindAction)
	// is always asked. When it is false every question is asked, forced
	// or not.
	AnswerSingle bool
}

// ErrReplay is the error of a step replayed with its recorded choices that
// went another way: a choice is no longer offered, or its index now stands
// for another option than the one chosen (another label), the step ended
// before its choices ran out, or ended where it had asked a question.
var ErrReplay = errors.New("the replayed step went another way")

// Signals that unwind a step's straight-line code; runStep recovers them.
type (
	suspendSignal struct{}
	endSignal     struct{}
	failSignal    struct{ err error }
)

// Machine is the step machine every game runs on: deciding and choosing in
// pull mode (Decision, Choose, ChooseLabel) and push mode (Play), the
// choices of the step in progress and their replay, the event log and its
// windows (Mark, EventsSince), clones, and the error that stops a game.
// A game embeds a Machine, binds its Rules to it, and its rules build and
// ask questions (NewDecision, Option, Ask) and log events (Emit).
//
// The machine keeps the choices made since the step in progress began;
// the game keeps the state at that start (Rules.Commit). So a game can be
// cloned, or answered one decision at a time, anywhere: the step is
// replayed from its start with the recorded choices. In push mode the
// rules call the Chooser directly and nothing is replayed.
type Machine struct {
	rules    Rules
	settings Settings
	players  int

	startLog int      // the length of log when the step began
	choices  []int    // the choices made since the step began
	labels   []string // the label of each choice, as far as it is known
	next     int      // replay cursor into choices
	dirty    bool     // the live state differs from the start, choices pending replay
	ended    bool     // a step of the current run completed (see ReplayStep)

	chooser Chooser // push mode; nil in pull mode
	budget  int     // decisions the chooser may still make; <0 is no limit
	made    int     // decisions the chooser made in this Play

	pending    Decision
	hasPending bool
	opts       []Option // options of the decision being built
	aux        []int    // what each option means to the code that built it
	count      Count    // the count of the card choice being built

	log     []Event
	logBase int   // the mark of log[0]: a clone keeps only the current step's events
	err     error // sticky: the game failed or met a rule gap
}

// Bind attaches the rules r of a game of players seats, with settings s,
// to a machine that keeps nothing of a former game but its buffers. The
// game then sets up its state (logging setup events with Emit) and calls
// Start.
func (m *Machine) Bind(r Rules, players int, s Settings) {
	*m = Machine{
		rules:    r,
		settings: s,
		players:  players,
		budget:   -1,
		choices:  m.choices[:0],
		labels:   m.labels[:0],
		opts:     m.opts[:0],
		aux:      m.aux[:0],
		log:      m.log[:0],
	}
}

// Start makes the live state the start of the first step and runs the
// game to its first question. It returns the error that stopped the game,
// if any.
func (m *Machine) Start() error {
	m.commit()
	m.advance()
	return m.err
}

// Decision returns the pending decision, or nil once the game is over or
// has failed. The decision is the machine's and valid until the next call
// that changes the game.
func (m *Machine) Decision() *Decision {
	if !m.hasPending || m.err != nil {
		return nil
	}
	return &m.pending
}

// Over reports whether the game has ended.
func (m *Machine) Over() bool { return m.rules.Over() }

// Players returns the number of players.
func (m *Machine) Players() int { return m.players }

// Err returns the error that stopped the game (an illegal state, a rule
// gap), or nil.
func (m *Machine) Err() error { return m.err }

// Choose answers the pending decision with option i. An option that is not
// offered is refused with an error wrapping ErrIllegal, and the game goes
// on.
func (m *Machine) Choose(i int) error {
	if m.err != nil {
		return m.err
	}
	if m.rules.Over() || !m.hasPending {
		return ErrOver
	}
	if i < 0 || i >= len(m.pending.Options) && !m.acceptsIllegal(i) {
		return fmt.Errorf("%w: option %d of a decision with %d options", ErrIllegal, i, len(m.pending.Options))
	}
	m.choices = append(m.choices, i)
	if len(m.labels) == len(m.choices)-1 && i < len(m.pending.Options) {
		m.labels = append(m.labels, m.pending.Options[i].Label)
	}
	m.hasPending = false
	m.dirty = true
	m.advance()
	return m.err
}

// IllegalAcceptor is implemented by rules that plant a defect on purpose:
// Choose takes option i although it is not offered when AcceptIllegal(i)
// holds, so that the legality property has a bug to find.
type IllegalAcceptor interface {
	AcceptIllegal(i int) bool
}

func (m *Machine) acceptsIllegal(i int) bool {
	a, ok := m.rules.(IllegalAcceptor)
	return ok && a.AcceptIllegal(i)
}

// ChooseLabel answers the pending decision with the option labelled label.
func (m *Machine) ChooseLabel(label string) error {
	d := m.Decision()
	if d == nil {
		if m.err != nil {
			return m.err
		}
		return ErrOver
	}
	i := d.Index(label)
	if i < 0 {
		return fmt.Errorf("%w: %q is not offered to %s (%s)", ErrIllegal, label, SeatName(d.Player), d.Prompt)
	}
	return m.Choose(i)
}

// Play answers decisions with c until the game ends or fails, or limit
// decisions have been made (no limit if limit <= 0). It returns the
// number of decisions made. A chooser that answers Suspend leaves its
// decision pending and Play returns (see Suspend); one that answers an
// option not offered stops the game with an error wrapping ErrIllegal.
func (m *Machine) Play(c Chooser, limit int) (int, error) {
	if m.err != nil {
		return 0, m.err
	}
	m.chooser, m.made = c, 0
	m.budget = -1
	if limit > 0 {
		m.budget = limit
	}
	if m.hasPending && m.budget != 0 {
		m.hasPending = false
		m.dirty = true
	}
	m.advance()
	m.chooser, m.budget = nil, -1
	return m.made, m.err
}

// Mark returns the current position in the event log.
func (m *Machine) Mark() int { return m.logBase + len(m.log) }

// StepMark returns the mark of the first event of the step in progress.
func (m *Machine) StepMark() int { return m.logBase + m.startLog }

// EventsSince returns the events logged after mark. A clone keeps only the
// events of the step in progress onward: a mark before them gives those.
func (m *Machine) EventsSince(mark int) []Event {
	i := max(mark-m.logBase, 0)
	if i > len(m.log) {
		return nil
	}
	return m.log[i:]
}

// StepChoices returns the choices made since the step in progress began.
func (m *Machine) StepChoices() []int { return m.choices }

// CopyTo makes dst a copy of m driving the rules r (the copy's own),
// reusing the buffers dst owns: once they have grown, copying into the
// same dst again allocates nothing. The copy is in pull mode and keeps the
// events of the current step onward; earlier events stay with m. dst must
// not be m.
func (m *Machine) CopyTo(dst *Machine, r Rules) {
	choices, labels, log, opts, aux, pending := dst.choices[:0], dst.labels[:0], dst.log[:0], dst.opts[:0], dst.aux[:0], dst.pending.Options[:0]
	*dst = *m
	dst.rules = r
	dst.choices = append(choices, m.choices...)
	dst.labels = append(labels, m.labels...)
	// Sharing a backing array would let a replay of one overwrite the
	// other's events.
	dst.log = append(log, m.log[m.startLog:]...)
	dst.logBase = m.logBase + m.startLog
	dst.startLog = 0
	dst.opts = append(opts, m.opts...)
	dst.aux = append(aux, m.aux...)
	dst.pending.Options = append(pending, m.pending.Options...)
	dst.chooser = nil
	dst.budget = -1
}

// StepMachine returns m. A game that embeds a Machine has it, which makes
// the game a MachineGame.
func (m *Machine) StepMachine() *Machine { return m }

// MachineGame is a game that embeds a Machine.
type MachineGame interface {
	Game
	StepMachine() *Machine
}

// CopyGame is Clone and CopyTo for a game of type G that embeds a
// Machine: it makes dst, when dst is a *G other than g, or else a new G, a
// copy of g, which shares no mutable state with g, and returns it. The
// copy's machine reuses the buffers dst's owned and drives rules(copy)
// (see Machine.CopyTo); the rest of G is copied as a value, so a game
// whose state holds slices copies them after.
func CopyGame[G any, P interface {
	*G
	MachineGame
}](g P, dst Game, rules func(P) Rules) P {
	d, ok := dst.(P)
	if !ok || d == nil || d == g {
		d = P(new(G))
	}
	m := *d.StepMachine()
	*d = *g
	*d.StepMachine() = m
	g.StepMachine().CopyTo(d.StepMachine(), rules(d))
	return d
}

// ReplayStep restarts the step in progress from its start (which the game
// may have changed, to replay it with cards moved) and answers its
// decisions with choices, up to the next question of the same step. It
// returns the mark of the step's first event. The replay must stop at a
// question of the step: one that ends the step, or finds a choice no
// longer offered, stops the game with an error wrapping ErrReplay, which
// the game keeps. Properties use it on clones made for the purpose.
func (m *Machine) ReplayStep(choices []int) (mark int, err error) {
	if m.err != nil {
		return 0, m.err
	}
	// The labels recorded stand for the choices only as far as the new
	// ones are the same.
	same := 0
	for same < len(choices) && same < len(m.choices) && same < len(m.labels) && choices[same] == m.choices[same] {
		same++
	}
	m.labels = m.labels[:same]
	m.choices = append(m.choices[:0], choices...)
	m.hasPending = false
	m.dirty = true
	mark = m.StepMark()
	m.ended = false
	m.advance()
	if m.err == nil && m.ended {
		m.err = fmt.Errorf("%w: the step ended", ErrReplay)
	}
	return mark, m.err
}

// advance runs steps until a decision is pending, the game ends or fails.
func (m *Machine) advance() {
	for m.err == nil && !m.rules.Over() {
		if m.dirty {
			m.rules.Rewind()
			m.log = m.log[:m.startLog]
		}
		if !m.runStep() {
			return
		}
		m.ended = true
		m.commit()
	}
	m.hasPending = false
}

// commit makes the live state the start of the next step.
func (m *Machine) commit() {
	m.rules.Commit()
	m.startLog = len(m.log)
	m.choices = m.choices[:0]
	m.labels = m.labels[:0]
	m.dirty = false
}

// runStep runs one step from the live state, replaying the recorded
// choices. It reports whether the step completed; if not, a decision is
// pending or the game failed.
func (m *Machine) runStep() (done bool) {
	m.next = 0
	defer func() {
		if r := recover(); r != nil {
			switch sig := r.(type) {
			case suspendSignal:
				done = false
			case endSignal:
				done = true
			case failSignal:
				m.err = sig.err
				done = false
			default:
				panic(r)
			}
		}
	}()
	m.rules.Step()
	if m.next < len(m.choices) {
		m.Fail(fmt.Errorf("%w: %d choices left over after the step", ErrReplay, len(m.choices)-m.next))
	}
	return true
}

// Fail stops the game with err; it does not return. Rules call it for an
// engine error or a RuleGap.
func (m *Machine) Fail(err error) { panic(failSignal{err}) }

// EndStep ends the step in progress at once, the game over; it does not
// return. Nothing happens after the end of a game.
func (m *Machine) EndStep() {
	m.hasPending = false
	panic(endSignal{})
}

// NewDecision starts building a decision; add options with Option.
func (m *Machine) NewDecision() {
	m.opts = m.opts[:0]
	m.aux = m.aux[:0]
	m.count = Count{}
}

// Option adds an option with its meaning to the rules (aux) to the
// decision being built.
func (m *Machine) Option(label string, aux int) {
	m.opts = append(m.opts, Option{Label: label})
	m.aux = append(m.aux, aux)
}

// Options returns the number of options of the decision being built.
func (m *Machine) Options() int { return len(m.opts) }

// SetCount makes the decision being built one card of a choice of
// several cards.
func (m *Machine) SetCount(c Count) { m.count = c }

// errNoOption is the engine error of a decision built with no option.
var errNoOption = errors.New("internal error: a decision with no option")

// Ask offers the decision built with NewDecision and Option to player p
// and returns the aux value of the chosen option. With the setting
// AnswerSingle, a question of the step with a single option is answered
// by the machine (a top-level action is always asked).
func (m *Machine) Ask(p int, kind Kind, prompt string) int {
	if len(m.opts) == 0 {
		m.Fail(errNoOption)
	}
	if len(m.opts) == 1 && m.settings.AnswerSingle && kind != KindAction {
		return m.aux[0]
	}
	if m.next < len(m.choices) {
		i := m.choices[m.next]
		m.next++
		if i >= len(m.aux) {
			m.Fail(fmt.Errorf("%w: choice %d of a decision with %d options (%s)", ErrReplay, i, len(m.aux), prompt))
		}
		if k := m.next - 1; k < len(m.labels) && m.opts[i].Label != m.labels[k] {
			m.Fail(fmt.Errorf("%w: choice %d is %q, made as %q (%s)", ErrReplay, i, m.opts[i].Label, m.labels[k], prompt))
		}
		return m.aux[i]
	}
	m.pending = Decision{Player: p, Kind: kind, Prompt: prompt, Options: m.opts, Count: m.count}
	m.hasPending = true
	if m.chooser != nil && m.budget != 0 {
		// The decision is pending while the chooser looks at it, so that a
		// clone taken now can answer it in pull mode.
		i := m.chooser.Choose(&m.pending)
		if i == Suspend {
			// The step unwinds as in pull mode; its start and choices
			// replay it when the decision is answered.
			m.budget = 0
			m.dirty = true
			panic(suspendSignal{})
		}
		m.hasPending = false
		if i < 0 || i >= len(m.opts) {
			m.Fail(fmt.Errorf("%w: chooser answered %d to a decision with %d options (%s)", ErrIllegal, i, len(m.opts), prompt))
		}
		m.choices = append(m.choices, i)
		if len(m.labels) == len(m.choices)-1 {
			m.labels = append(m.labels, m.opts[i].Label)
		}
		m.next++
		m.made++
		if m.budget > 0 {
			m.budget--
		}
		return m.aux[i]
	}
	panic(suspendSignal{})
}

// Emit appends e to the event log.
func (m *Machine) Emit(e Event) { m.log = append(m.log, e) }

// Catch runs f, rules code run outside a step (a test of one rule), and
// returns the error f stopped with through Fail, or nil.
func Catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			sig, ok := r.(failSignal)
			if !ok {
				panic(r)
			}
			err = sig.err
		}
	}()
	f()
	return nil
}

// Aux packs a kind and an argument from 0 to 255 into the aux value of an
// option, the way top-level actions mean their options: the kind says what
// the option does ("meld"), the argument to what (a card).
func Aux(kind, arg int) int { return kind<<8 | arg }

// SplitAux returns the kind and the argument that Aux packed.
func SplitAux(aux int) (kind, arg int) { return aux >> 8, aux & 0xff }
