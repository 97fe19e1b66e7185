package diff

import (
	"fmt"
	"io"

	"github.com/dogma-engine/dogma/engine"
)

// CompareTraces reads two traces of the same games (WriteTrace with the
// same options, run by two builds of the engine), named nameA and nameB
// in messages, and calls onGame with the outcome of each pair of games in
// order. The first divergence is found as Runner.Play finds it, with the
// events and decisions as each build printed them; after it each build
// played on alone with its own chooser stream, so the outcomes compare
// the games each build plays from the seed. It returns the number of
// games compared, and an error for a malformed trace or traces of
// different games.
func CompareTraces(nameA string, a io.Reader, nameB string, b io.Reader, onGame func(Outcome)) (int, error) {
	ra, err := newTraceReader(nameA, a)
	if err != nil {
		return 0, err
	}
	rb, err := newTraceReader(nameB, b)
	if err != nil {
		return 0, err
	}
	for n := 0; ; n++ {
		ga, err := ra.game()
		if err != nil {
			return n, err
		}
		gb, err := rb.game()
		if err != nil {
			return n, err
		}
		switch {
		case ga == nil && gb == nil:
			return n, nil
		case ga == nil || gb == nil:
			short := nameA
			if gb == nil {
				short = nameB
			}
			return n, fmt.Errorf("the traces hold different numbers of games: %s stops after %d", short, n)
		case ga.index != gb.index || ga.seed != gb.seed:
			return n, fmt.Errorf("the traces hold different games: game %d seed %d in %s, game %d seed %d in %s", ga.index, ga.seed, nameA, gb.index, gb.seed, nameB)
		}
		onGame(compareGames(ga, gb))
	}
}

// traceComparison compares one game of two traces.
type traceComparison struct {
	a, b       *traceGame
	o          Outcome
	lastEffect traceEvent
	gapCited   bool // the divergence cites the rule gap that stopped a game
}

// compareGames returns the outcome of a pair of games of two traces.
func compareGames(a, b *traceGame) Outcome {
	c := &traceComparison{a: a, b: b, o: Outcome{Index: a.index, Seed: a.seed, Config: a.config, A: a.end, B: b.end}}
	c.run()
	if !c.o.Diverged {
		c.o.Labels, c.o.Seats, c.o.Choices = nil, nil, nil
	}
	return c.o
}

// run walks both games in step until they part.
func (c *traceComparison) run() {
	if c.events(-1, c.a.steps[0].events, c.b.steps[0].events) {
		return
	}
	for k := 0; ; k++ {
		sa, sb := stepOf(c.a, k+1), stepOf(c.b, k+1)
		switch {
		case sa == nil && sb == nil:
			if !c.a.end.SameOutcome(c.b.end) {
				c.part(KindDecision, k, -1)
			}
			return
		case sa == nil || sb == nil || !sa.sameDecision(sb) || sa.choice != sb.choice:
			player := -1
			if sa != nil {
				player = sa.player
			} else if sb != nil {
				player = sb.player
			}
			c.part(KindDecision, k, player)
			return
		case sa.choice < 0:
			return // both stopped at the length cap
		}
		c.o.Labels = append(c.o.Labels, sa.labels[sa.choice])
		c.o.Seats = append(c.o.Seats, sa.player)
		c.o.Choices = append(c.o.Choices, sa.choice)
		if k := engine.Kind(sa.kind); k == engine.KindAction || k == engine.KindSetup {
			c.lastEffect = traceEvent{}
		}
		if c.events(k, sa.events, sb.events) {
			return
		}
	}
}

// stepOf returns step i of g, or nil.
func stepOf(g *traceGame, i int) *traceStep {
	if i < len(g.steps) {
		return &g.steps[i]
	}
	return nil
}

// events compares the events of answer k (k = -1: the setup) and reports
// whether the games part there.
func (c *traceComparison) events(k int, ea, eb []traceEvent) bool {
	i, citeA := firstDifference(ea, eb)
	if i < 0 {
		c.noteEffects(ea)
		return false
	}
	c.noteEffects(ea[:i])
	c.part(KindEvents, k, -1)
	d := &c.o.Divergence
	if k >= 0 {
		d.Player, d.Label = c.o.Seats[k], c.o.Labels[k]
	}
	if i < len(ea) {
		d.EventA = ea[i].text
	} else if d.ErrA != "" {
		d.EventA = "failed: " + d.ErrA
	}
	if i < len(eb) {
		d.EventB = eb[i].text
	} else if d.ErrB != "" {
		d.EventB = "failed: " + d.ErrB
	}
	var cited *traceEvent
	switch {
	case i >= len(eb) && d.ErrB != "", i >= len(ea) && d.ErrA != "":
		// A game stopped here: part cited its error.
	case citeA:
		cited = &ea[i]
	case i < len(eb):
		cited = &eb[i]
	}
	if cited != nil {
		d.Effect = cited.effect
		if !c.gapCited {
			d.Clause = cited.clause
		}
	}
	return true
}

// noteEffects keeps the last event with an effect among events.
func (c *traceComparison) noteEffects(events []traceEvent) {
	for _, e := range events {
		if e.effect != "" {
			c.lastEffect = e
		}
	}
}

// part records the divergence at decision k, as Runner does: attributed
// to the effect running, or to the rule gap that stopped a game there.
func (c *traceComparison) part(kind Kind, k, player int) {
	c.o.Diverged = true
	d := Divergence{Kind: kind, Decision: k, Player: player, Clause: c.lastEffect.clause, Effect: c.lastEffect.effect}
	c.gapCited = false
	for _, g := range []*traceGame{c.a, c.b} {
		if failedAt(g, k) && g.end.Gap != "" {
			d.Clause, c.gapCited = g.end.Gap, true
		}
	}
	if failedAt(c.a, k) {
		d.ErrA = c.a.end.Err
	}
	if failedAt(c.b, k) {
		d.ErrB = c.b.end.Err
	}
	if kind == KindDecision {
		d.DecisionA, d.DecisionB = describeStep(c.a, k), describeStep(c.b, k)
	}
	c.o.Divergence = d
	n := d.Reach()
	c.o.Labels, c.o.Seats, c.o.Choices = c.o.Labels[:n], c.o.Seats[:n], c.o.Choices[:n]
}

// failedAt reports whether g stopped with an error by decision k: it asks
// nothing after answer k.
func failedAt(g *traceGame, k int) bool { return g.end.Err != "" && len(g.steps) <= k+2 }

// describeStep renders decision k of g, or how g ended after k decisions.
func describeStep(g *traceGame, k int) string {
	if s := stepOf(g, k+1); s != nil {
		return s.decisionText()
	}
	e := g.end
	e.Decisions = k
	return e.String()
}
