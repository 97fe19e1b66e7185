package referee

import (
	"maps"
	"slices"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/referee/protocol"
	"github.com/dogma-engine/dogma/scenarios"
)

// pipelined plays the game of cfg from its setup with choices sent ahead
// (see Pipelined) and checks each answer in order; want and got are both
// sides' states after the setup, compared already. Dogma's game plays in
// push mode (engine.Game's Play), its chooser sending each choice as it
// makes it and checking the answers owed once Window of them wait. It
// reports true when the game is done: over, stopped, or with its finding.
// At the first answer that differs from dogma's state it receives the
// answers still owed and takes dogma's side back to that answer, playing
// its moves again from the decks (and the engine, when their options
// differ, by a new request and the choices sent again), and reports
// false: the game goes on in lockstep from there, where compare answers
// the one-option decisions only one side asks.
//
// While both sides' zones and fields are the same, and the engine tells
// which of them each answer changed (changeTeller), only the zones and
// fields either side changed are compared: the others are as they were
// at the previous answer on both sides, equal then.
func (p *play) pipelined(pl Pipelined, cfg engine.Config, req protocol.New, choose Chooser, limit int, want, got engine.NeutralState) bool {
	m := p.m
	q := &pipeline{p: p, pl: pl, checked: protocol.Clone(want), store: make([]sent, 0, 4*Window)}
	q.queue = q.store
	q.tell, _ = pl.(changeTeller)
	q.expect, _ = pl.(expecter)
	q.same = identical(q.checked, got)
	abandoned := false
	var (
		last    made // the choice dogma's game is playing
		playing bool // last is being played
	)
	chooser := engine.ChooserFunc(func(d *engine.Decision) int {
		if playing {
			q.made(&last)
			playing = false
		}
		if len(q.queue) >= Window {
			for len(q.queue) > Window/2 && q.diff == nil {
				q.check()
			}
		}
		switch {
		case q.diff != nil || q.sendErr != nil || len(m.Moves) >= limit:
			return engine.Suspend
		case p.r.Stop != nil && p.r.Stop():
			abandoned = true
			return engine.Suspend
		}
		i, ok := choose(d)
		if !ok {
			return engine.Suspend
		}
		label := d.Options[i].Label
		last, playing = made{label: label, err: pl.SendChoose(label), mark: p.g.Mark()}, true
		m.Moves = append(m.Moves, scenarios.Move{Player: d.Player, Label: label})
		m.Choices = append(m.Choices, i)
		return i
	})
	p.g.Play(chooser, 0)
	if playing {
		q.made(&last)
	}
	if abandoned {
		receive(pl, len(q.queue))
		m.Abandoned = true
		return true
	}
	for len(q.queue) > 0 && q.diff == nil {
		q.check()
	}
	if q.diff == nil {
		switch {
		case q.sendErr != nil:
			p.failed(q.sendErr, protocol.Clone(*p.follow.State()))
		case m.Err == nil:
			m.Over, m.Err = p.g.Over(), p.g.Err()
		}
		return true
	}
	// The first answer that differs: the game is taken back to it.
	s, want, got, err := q.diff.sent, q.checked, q.diff.got, q.diff.err
	if err == nil {
		got = protocol.Clone(got) // the answers received next patch got's maps
	}
	receive(pl, len(q.queue))
	m.Moves, m.Choices, m.Exchanges = m.Moves[:s.moves], m.Choices[:s.moves], m.Exchanges[:s.sent]
	p.clause, p.logged = s.clause, s.logged
	p.takeEvents()
	m.Err = nil
	if p.failed(err, want) {
		return true
	}
	if err := p.replayDogma(cfg, req.Decks); err != nil {
		m.Err = err
		return true
	}
	if !sameSet(want.Options, got.Options) {
		if again, err := p.replayEngine(req); err == nil {
			got = again
		}
	}
	return p.compare(want, got)
}

// made is a choice dogma's game is playing: its label, the error of its
// send, and the mark of the event log before it.
type made struct {
	label string
	err   error
	mark  int
}

// pipeline is the state of a game played with choices sent ahead.
type pipeline struct {
	p       *play
	pl      Pipelined
	tell    changeTeller
	expect  expecter
	line    []byte // the line dogma would answer, compared with the engine's
	queue   []sent
	store   []sent              // the array the queue moves in
	checked engine.NeutralState // dogma's state after the last answer checked
	same    bool                // its zones and fields are the engine's
	sendErr error               // the engine's conversation broke on a send
	diff    *differing          // the first answer that differs
}

// differing is an answer that differs from dogma's state, or the error
// that came instead of it.
type differing struct {
	sent sent
	got  engine.NeutralState
	err  error
}

// made records the choice c once dogma's game has played it: its events,
// what it changed in dogma's state, its exchange, and the answer owed.
func (q *pipeline) made(c *made) {
	p, m := q.p, q.p.m
	g := p.g
	if evs := g.EventsSince(c.mark); len(evs) > 0 {
		p.clause = evs[citedEvent(g, c.mark, len(evs))].Clause
		p.logged = logSpan{mark: c.mark, n: len(evs)}
	}
	if err := g.Err(); err != nil {
		// dogma's game stops on this choice: its answer is only received.
		m.Err = err
		if c.err == nil {
			q.push(sent{moves: len(m.Moves)})
		} else {
			q.sendErr = c.err
		}
		return
	}
	delta := p.step()
	m.Exchanges = append(m.Exchanges, Exchange{Request: protocol.Choose{Type: protocol.TypeChoose, Label: c.label}, Clause: p.clause, delta: delta})
	if c.err != nil {
		q.sendErr = c.err
		return
	}
	q.push(sent{moves: len(m.Moves), sent: len(m.Exchanges), delta: delta, clause: p.clause, logged: p.logged, compare: true})
}

// push adds s to the queue of answers owed. The queue moves forward in
// its array as answers are checked; at the array's end it moves back to
// its start rather than into a new array.
func (q *pipeline) push(s sent) {
	if len(q.queue) == cap(q.queue) && len(q.queue) < cap(q.store)/2 {
		q.queue = q.store[:copy(q.store[:cap(q.store)], q.queue)]
	}
	q.queue = append(q.queue, s)
}

// check receives the oldest answer owed and checks it against dogma's
// state after the same choice, setting diff when they differ.
func (q *pipeline) check() {
	s := q.queue[0]
	q.queue = q.queue[1:]
	if !s.compare {
		q.pl.ReceiveState()
		return
	}
	var (
		got  engine.NeutralState
		err  error
		same bool
	)
	if q.same && q.expect != nil {
		// The line dogma would write for the same changes: an answer
		// that is this line is dogma's state, taken without decoding.
		q.line = protocol.AppendChangesReply(q.line[:0], &s.delta.head, &s.delta.changes, nil)
		got, same, err = q.expect.ReceiveExpected(q.line, s.delta.patch)
	} else {
		got, err = q.pl.ReceiveState()
	}
	s.delta.patch(&q.checked)
	if same && len(Check(q.checked, q.p.players, nil)) == 0 {
		return
	}
	if err == nil {
		if q.same && q.tell != nil {
			if c := q.tell.LastChanges(); c != nil && q.p.stillSame(q.checked, got, s.delta, c) {
				return
			}
		}
		if !q.p.differs(q.checked, got) {
			q.same = identical(q.checked, got)
			return
		}
	}
	q.diff = &differing{sent: s, got: got, err: err}
}

// changeTeller is a Pipelined engine that tells which zones and fields
// its last state changed: a Process whose engine answers with changes.
type changeTeller interface {
	// LastChanges returns the changes of the last state received, or nil
	// when it came whole.
	LastChanges() *protocol.State
}

// expecter is a Pipelined engine that takes an answer without decoding
// it when it is, byte for byte, the line dogma's own engine would write
// for the same changes: a Process (see Process.ReceiveExpected).
type expecter interface {
	ReceiveExpected(want []byte, patch func(*engine.NeutralState)) (got engine.NeutralState, same bool, err error)
}

// identical reports whether the engine's state got has the zones and
// fields of dogma's want, each as want has it, and neither lists any as
// unknown.
func identical(want, got engine.NeutralState) bool {
	return len(want.Unknown) == 0 && sameZones(want, got) && maps.Equal(want.Fields, got.Fields)
}

// stillSame reports, of dogma's state want and the engine's state got
// after a choice that d changed on dogma's side and c on the engine's,
// both identical before it, whether they are still identical and agree
// in all else, with no rule of every state broken: only the zones and
// fields d or c name are compared. False leaves it to differs.
func (p *play) stillSame(want, got engine.NeutralState, d *stateDelta, c *protocol.State) bool {
	if len(want.Unknown)+len(got.Unknown) > 0 || want.Over != got.Over || want.Turn != got.Turn || want.Deciding != got.Deciding ||
		!slices.Equal(want.Winners, got.Winners) || !sameSet(want.Options, got.Options) {
		return false
	}
	for _, z := range d.changes.Zones {
		if !sameZone(want, got, z.Name) {
			return false
		}
	}
	for name := range c.Zones {
		if !sameZone(want, got, name) {
			return false
		}
	}
	for _, f := range d.changes.Fields {
		if !sameField(want, got, f.Name) {
			return false
		}
	}
	for name := range c.Fields {
		if !sameField(want, got, name) {
			return false
		}
	}
	for _, names := range [][]string{d.changes.RemovedZones, c.RemovedZones} {
		for _, name := range names {
			if !sameZone(want, got, name) {
				return false
			}
		}
	}
	for _, names := range [][]string{d.changes.RemovedFields, c.RemovedFields} {
		for _, name := range names {
			if !sameField(want, got, name) {
				return false
			}
		}
	}
	return len(Check(got, p.players, nil)) == 0
}

// sameZone reports whether both states have the zone name, with the same
// cards, or neither has it.
func sameZone(want, got engine.NeutralState, name string) bool {
	w, inWant := want.Zones[name]
	g, inGot := got.Zones[name]
	return inWant == inGot && slices.Equal(w, g)
}

// sameField reports whether both states have the field name, with the
// same value, or neither has it.
func sameField(want, got engine.NeutralState, name string) bool {
	w, inWant := want.Fields[name]
	g, inGot := got.Fields[name]
	return inWant == inGot && w == g
}

// stateDelta is what one decision changed in dogma's neutral state: the
// header after it and the zones and fields it changed.
type stateDelta struct {
	head    engine.NeutralState // Zones and Fields nil
	changes engine.NeutralChanges
}

// deltaSlab makes the deltas of one game a slab at a time: a decision's
// delta, and the lists of zones and fields it changed, cut from arrays made
// for many decisions. Each is kept as long as the match keeps its delta,
// and never changed after it is made.
type deltaSlab struct {
	deltas []stateDelta
	zones  []engine.NeutralZone
	fields []engine.NeutralField
}

// make returns the delta of a followed state n whose last update changed
// c, with lists of its own.
func (s *deltaSlab) make(n *engine.NeutralState, c *engine.NeutralChanges) *stateDelta {
	if len(s.deltas) == cap(s.deltas) {
		s.deltas = make([]stateDelta, 0, 64)
	}
	s.deltas = append(s.deltas, stateDelta{head: *n})
	d := &s.deltas[len(s.deltas)-1]
	d.head.Zones, d.head.Fields = nil, nil
	d.changes = engine.NeutralChanges{Zones: cut(&s.zones, c.Zones), Fields: cut(&s.fields, c.Fields),
		RemovedZones: slices.Clone(c.RemovedZones), RemovedFields: slices.Clone(c.RemovedFields)}
	return d
}

// cut copies list into the array of *slab, a new one when it has no room
// left, and returns the copy, with no room after it; an empty list is a
// list of no element.
func cut[E any](slab *[]E, list []E) []E {
	if len(list) == 0 {
		return []E{}
	}
	if cap(*slab)-len(*slab) < len(list) {
		*slab = make([]E, 0, max(256, len(list)))
	}
	start := len(*slab)
	*slab = append(*slab, list...)
	return (*slab)[start:len(*slab):len(*slab)]
}

// patch brings n, the state before the decision, with maps of its own, to
// the state after it.
func (d *stateDelta) patch(n *engine.NeutralState) {
	zones, fields := n.Zones, n.Fields
	*n = d.head
	n.Zones, n.Fields = zones, fields
	if n.Zones == nil {
		n.Zones = map[string][]string{}
	}
	if n.Fields == nil {
		n.Fields = map[string]string{}
	}
	for _, z := range d.changes.Zones {
		n.Zones[z.Name] = z.Cards
	}
	for _, f := range d.changes.Fields {
		n.Fields[f.Name] = f.Value
	}
	for _, name := range d.changes.RemovedZones {
		delete(n.Zones, name)
	}
	for _, name := range d.changes.RemovedFields {
		delete(n.Fields, name)
	}
}

// fillExpects fills the state of every exchange of the match that kept
// only what changed: the states before it patched with its delta.
func (p *play) fillExpects() {
	var cur engine.NeutralState
	for i := range p.m.Exchanges {
		x := &p.m.Exchanges[i]
		switch {
		case x.Expect != nil:
			cur = protocol.Clone(x.Expect.Neutral())
		case x.delta != nil:
			x.delta.patch(&cur)
			x.Expect = protocol.FromNeutral(cur)
			cur = protocol.Clone(cur) // the next patch leaves x's state as it is
		}
		x.delta = nil
	}
}
