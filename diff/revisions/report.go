package revisions

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/dogma-engine/dogma/diff"
)

// A CardChange is the divergences of a diff whose first differing event
// came from one card's effect.
type CardChange struct {
	Card    string   `json:"card"`    // "" when no card effect was running
	Clauses []string `json:"clauses"` // the clauses of the first divergences
	Games   int      `json:"games"`   // games whose play diverged
	Changed int      `json:"changed"` // games whose outcome changed
	// Example is the divergence shown in the fewest decisions (the lowest
	// game index among equals), and Shrunk the same cut down to the fewest
	// decisions that still part on an effect of the card.
	Example  diff.Outcome `json:"example"`
	Shrunk   *diff.Shrunk `json:"shrunk,omitempty"`
	Scenario string       `json:"scenario,omitempty"`
	// Note says why the example could not be shrunk or written.
	Note string `json:"note,omitempty"`
}

// A Report is the comparison of two builds: the games they played, where
// they parted by card, and the scenario files they rewrite differently.
type Report struct {
	Game      string           `json:"game"`
	A         *Build           `json:"a"`
	B         *Build           `json:"b"`
	Seed      uint64           `json:"seed"`
	Games     int              `json:"games"`
	Diverged  int              `json:"diverged"`
	Changed   int              `json:"changed"`
	Cards     []*CardChange    `json:"cards"`
	Files     int              `json:"scenario_files"`
	Scenarios []ScenarioChange `json:"scenarios"`
	Elapsed   float64          `json:"elapsed_seconds"`
	// Interrupted is set when a stop signal cut the diff short: the
	// report covers the games compared before it.
	Interrupted bool `json:"interrupted,omitempty"`
}

// Play plays games games of rep.Game from rep.Seed with both builds
// (their diff-trace command), counts them in rep and groups the
// divergences by card, calling played after each pair. A cancelled ctx
// stops both builds; the games compared so far stay counted.
func (rep *Report) Play(ctx context.Context, games int, played func(diff.Outcome)) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	args := []string{"diff-trace", "--game", rep.Game, "--games", fmt.Sprint(games), "--seed", fmt.Sprint(rep.Seed)}
	type running struct {
		b      *Build
		out    io.ReadCloser
		stderr bytes.Buffer
		wait   func() error
	}
	var runs [2]*running
	for i, bd := range []*Build{rep.A, rep.B} {
		c := bd.Command(ctx, args...)
		r := &running{b: bd}
		c.Stderr = &r.stderr
		out, err := c.StdoutPipe()
		if err != nil {
			return err
		}
		if err := c.Start(); err != nil {
			return fmt.Errorf("%s: %v", bd.Name, err)
		}
		r.out, r.wait = out, c.Wait
		runs[i] = r
	}
	groups := map[string]*CardChange{}
	_, cerr := diff.CompareTraces(rep.A.Name, runs[0].out, rep.B.Name, runs[1].out, func(g diff.Outcome) {
		rep.add(groups, g)
		if played != nil {
			played(g)
		}
	})
	if cerr != nil {
		cancel() // stop the other build
	}
	var failed error
	for _, r := range runs {
		_, _ = io.Copy(io.Discard, r.out)
		err := r.wait()
		switch {
		case err == nil || failed != nil:
		case r.b.TooOld(r.stderr.String()) != nil:
			failed = r.b.TooOld(r.stderr.String())
		case cerr == nil || r.stderr.Len() > 0:
			// A build that failed on its own, not one stopped here.
			failed = fmt.Errorf("%s: diff-trace: %v %s", r.b.Name, err, strings.TrimSpace(r.stderr.String()))
		}
	}
	for _, g := range groups {
		sort.Strings(g.Clauses)
		rep.Cards = append(rep.Cards, g)
	}
	sortCards(rep.Cards)
	if failed != nil {
		return failed
	}
	return cerr
}

// sortCards orders cards by the games they changed, most first, then by
// name.
func sortCards(cards []*CardChange) {
	sort.Slice(cards, func(i, j int) bool {
		ci, cj := cards[i], cards[j]
		if ci.Games != cj.Games {
			return ci.Games > cj.Games
		}
		return ci.Card < cj.Card
	})
}

// add counts one pair of games.
func (rep *Report) add(groups map[string]*CardChange, o diff.Outcome) {
	rep.Games++
	if o.OutcomeChanged() {
		rep.Changed++
	}
	if !o.Diverged {
		return
	}
	rep.Diverged++
	card := o.Divergence.Card()
	g := groups[card]
	if g == nil {
		g = &CardChange{Card: card, Example: o}
		groups[card] = g
	}
	if shorter(o, g.Example) {
		g.Example = o
	}
	g.Games++
	if o.OutcomeChanged() {
		g.Changed++
	}
	if c := o.Divergence.Clause; !contains(g.Clauses, c) {
		g.Clauses = append(g.Clauses, c)
	}
}

// shorter reports whether divergence a shows in fewer decisions than b,
// or as many in a game of a lower index: the better one to shrink.
func shorter(a, b diff.Outcome) bool {
	if ra, rb := a.Divergence.Reach(), b.Divergence.Reach(); ra != rb {
		return ra < rb
	}
	return a.Index < b.Index
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
