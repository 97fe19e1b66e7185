package enginetest

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// determinism: the same seed and choices give the same hashes, events and
// decisions, in pull mode (Choose) and in push mode (Play).
func (c *checker) determinism(t *testing.T) {
	for _, g := range c.games {
		h := c.start(t, g)
		for k, i := range g.choices {
			if h.Hash() != g.hashes[k] {
				t.Errorf("%s: before decision %d (%q) the hash is %#x, the first time %#x", g.name, k, g.labels[k], h.Hash(), g.hashes[k])
				break
			}
			d := h.Decision()
			if d == nil || i >= len(d.Options) || d.Options[i].Label != g.labels[k] {
				t.Errorf("%s: decision %d is %s, the first time option %d was %q", g.name, k, describe(d), i, g.labels[k])
				break
			}
			mark := h.Mark()
			err := h.Choose(i)
			if err != nil && !(k == len(g.choices)-1 && g.end != nil) {
				t.Errorf("%s: decision %d (%q) refused: %v", g.name, k, g.labels[k], err)
				break
			}
			if got := h.EventsSince(mark); !slices.Equal(got, g.events[k]) {
				t.Errorf("%s: decision %d (%q) logs %d events %v, the first time %d %v", g.name, k, g.labels[k], len(got), got, len(g.events[k]), g.events[k])
				break
			}
		}
		if h.Hash() != g.hashes[len(g.choices)] {
			t.Errorf("%s: the last hash is %#x, the first time %#x", g.name, h.Hash(), g.hashes[len(g.choices)])
		}

		// Push mode: the same choices, asked for by the game.
		h = c.start(t, g)
		k, bad := 0, ""
		n, err := h.Play(engine.ChooserFunc(func(d *engine.Decision) int {
			if k >= len(g.choices) {
				return len(d.Options)
			}
			if bad == "" && h.Hash() != g.hashes[k] {
				bad = fmt.Sprintf("before decision %d (%q) the hash is %#x, in pull mode %#x", k, g.labels[k], h.Hash(), g.hashes[k])
			}
			if bad == "" && d.Options[g.choices[k]].Label != g.labels[k] {
				bad = fmt.Sprintf("decision %d is %s, in pull mode option %d was %q", k, describe(d), g.choices[k], g.labels[k])
			}
			k++
			return g.choices[k-1]
		}), len(g.choices))
		switch {
		case bad != "":
			t.Errorf("%s: push mode: %s", g.name, bad)
		case err != nil && !isGap(err):
			t.Errorf("%s: push mode stops after %d decisions: %v", g.name, n, err)
		case n != len(g.choices):
			t.Errorf("%s: push mode plays %d decisions, pull mode %d", g.name, n, len(g.choices))
		case h.Hash() != g.hashes[len(g.choices)]:
			t.Errorf("%s: push mode ends with hash %#x, pull mode %#x", g.name, h.Hash(), g.hashes[len(g.choices)])
		}
	}
}

// scripts: answering each decision by the label chosen the first time
// replays the game.
func (c *checker) scripts(t *testing.T) {
	for _, g := range c.games {
		h := c.start(t, g)
		for k, label := range g.labels {
			d := h.Decision()
			if d == nil {
				t.Errorf("%s: the game asks nothing where decision %d (%q) was", g.name, k, label)
				break
			}
			i := d.Index(label)
			if i < 0 {
				t.Errorf("%s: decision %d is %s, without %q", g.name, k, describe(d), label)
				break
			}
			if err := h.Choose(i); err != nil && !(k == len(g.labels)-1 && g.end != nil) {
				t.Errorf("%s: decision %d (%q) refused: %v", g.name, k, label, err)
				break
			}
			if h.Hash() != g.hashes[k+1] {
				t.Errorf("%s: after decision %d (%q) by label the hash is %#x, not %#x", g.name, k, label, h.Hash(), g.hashes[k+1])
				break
			}
		}
	}
}

// options: the decision contract, and every offered option succeeds.
func (c *checker) options(t *testing.T) {
	for _, g := range c.games {
		c.walk(t, g, func(k int, h engine.Game) bool {
			d := h.Decision()
			if d == nil {
				t.Errorf("%s: no decision before decision %d", g.name, k)
				return false
			}
			if d.Player < 0 || d.Player >= h.Players() {
				t.Errorf("%s: decision %d goes to seat %d of %d", g.name, k, d.Player, h.Players())
				return false
			}
			if len(d.Options) == 0 {
				t.Errorf("%s: decision %d offers no option", g.name, k)
				return false
			}
			seen := map[string]bool{}
			for _, o := range d.Options {
				if o.Label == "" || seen[o.Label] {
					t.Errorf("%s: decision %d (%s) offers the label %q twice or empty", g.name, k, describe(d), o.Label)
					return false
				}
				seen[o.Label] = true
			}
			if !c.sampled(g, k) {
				return true
			}
			labels := d.Labels()
			for i := range labels {
				x := h.Clone()
				if err := x.Choose(i); err != nil && !isGap(err) {
					t.Errorf("%s: decision %d (%s): the offered option %q fails: %v", g.name, k, describe(d), labels[i], err)
					return false
				}
				if err := x.Err(); err != nil && !isGap(err) {
					t.Errorf("%s: decision %d: the offered option %q stops the game: %v", g.name, k, labels[i], err)
					return false
				}
			}
			for _, i := range []int{-1, len(labels)} {
				x := h.Clone()
				if err := x.Choose(i); !errors.Is(err, engine.ErrIllegal) {
					t.Errorf("%s: decision %d (%s): option %d, which it does not offer, gives %v, not an engine.ErrIllegal", g.name, k, describe(d), i, err)
					return false
				}
				if x.Hash() != h.Hash() || !sameDecision(x.Decision(), d) || x.Err() != nil {
					t.Errorf("%s: decision %d (%s): refusing option %d changes the game", g.name, k, describe(d), i)
					return false
				}
			}
			return true
		})
	}
}

// clone: a clone has its original's state, and playing either one leaves
// the other alone.
func (c *checker) clone(t *testing.T) {
	for _, g := range c.games {
		var kept engine.Game // a clone left behind while the original plays on
		keptAt := 0
		c.walk(t, g, func(k int, h engine.Game) bool {
			if kept != nil && k == keptAt+follow {
				if kept.Hash() != g.hashes[keptAt] {
					t.Errorf("%s: a clone made before decision %d changed while its original played on", g.name, keptAt)
					return false
				}
				if msg := goOn(kept, g, keptAt, follow); msg != "" {
					t.Errorf("%s: a clone made before decision %d and played on: %s", g.name, keptAt, msg)
					return false
				}
				kept = nil
			}
			if !c.sampled(g, k) {
				return true
			}
			x := h.Clone()
			if x.Hash() != h.Hash() || !sameDecision(x.Decision(), h.Decision()) || x.Position() != h.Position() ||
				x.Players() != h.Players() || x.Over() != h.Over() || !slices.Equal(x.StepChoices(), h.StepChoices()) ||
				x.Configuration().String() != h.Configuration().String() {
				t.Errorf("%s: a clone made before decision %d is not its original: %s, not %s", g.name, k, describe(x.Decision()), describe(h.Decision()))
				return false
			}
			before, pos, labels := h.Hash(), h.Position(), h.Decision().Labels()
			if msg := goOn(x, g, k, follow); msg != "" {
				t.Errorf("%s: a clone made before decision %d and played on: %s", g.name, k, msg)
				return false
			}
			if h.Hash() != before || h.Position() != pos || !slices.Equal(h.Decision().Labels(), labels) {
				t.Errorf("%s: playing a clone made before decision %d changed its original", g.name, k)
				return false
			}
			if kept == nil {
				kept, keptAt = h.Clone(), k
			}
			return true
		})
	}
}

// copyTo: CopyTo onto the game itself, onto nil and onto used games.
func (c *checker) copyTo(t *testing.T) {
	// The used games copied onto: one game of each setup played to its
	// end, and one of each played for a few decisions.
	var used []engine.Game
	for _, g := range c.games {
		if g.seed != c.games[0].seed {
			continue
		}
		for _, n := range []int{len(g.choices), min(len(g.choices), 3)} {
			h := c.start(t, g)
			for _, i := range g.choices[:n] {
				_ = h.Choose(i)
			}
			used = append(used, h)
		}
	}
	u := 0
	for _, g := range c.games {
		c.walk(t, g, func(k int, h engine.Game) bool {
			if !c.sampled(g, k) {
				return true
			}
			dsts := []struct {
				name string
				dst  engine.Game
			}{
				{"itself", h},
				{"nil", nil},
				{"a used game", used[u%len(used)]},
			}
			for _, d := range dsts {
				before, pos, labels := h.Hash(), h.Position(), h.Decision().Labels()
				x := h.CopyTo(d.dst)
				if x == nil {
					t.Errorf("%s: CopyTo onto %s before decision %d returns nil", g.name, d.name, k)
					return false
				}
				if h.Hash() != before || h.Position() != pos || !slices.Equal(h.Decision().Labels(), labels) {
					t.Errorf("%s: CopyTo onto %s before decision %d changed the game copied", g.name, d.name, k)
					return false
				}
				if x.Hash() != before || x.Position() != pos || !sameDecision(x.Decision(), h.Decision()) ||
					x.Players() != h.Players() || !slices.Equal(x.StepChoices(), h.StepChoices()) ||
					x.Configuration().String() != h.Configuration().String() {
					t.Errorf("%s: CopyTo onto %s before decision %d gives another game: %s, not %s", g.name, d.name, k, describe(x.Decision()), describe(h.Decision()))
					return false
				}
				if x == h {
					continue // a copy onto itself may be the game itself
				}
				if msg := goOn(x, g, k, follow); msg != "" {
					t.Errorf("%s: CopyTo onto %s before decision %d, played on: %s", g.name, d.name, k, msg)
					return false
				}
				if h.Hash() != before || h.Position() != pos {
					t.Errorf("%s: playing a copy made by CopyTo onto %s before decision %d changed its original", g.name, d.name, k)
					return false
				}
				if d.dst != nil && d.dst != h {
					used[u%len(used)] = x // the copy, used now, is the next one's target
					u++
				}
			}
			return true
		})
	}
}

// hash: equal hashes mean equal states, and every choice changes the hash.
func (c *checker) hash(t *testing.T) {
	seen := map[string]map[uint64]string{} // by configuration
	for _, g := range c.games {
		cfg := g.cfg.String()
		if seen[cfg] == nil {
			seen[cfg] = map[uint64]string{}
		}
		c.walk(t, g, func(k int, h engine.Game) bool {
			if k > 0 && g.hashes[k] == g.hashes[k-1] {
				t.Errorf("%s: decision %d (%q) leaves the hash as it was (%#x)", g.name, k-1, g.labels[k-1], g.hashes[k])
				return false
			}
			state := fmt.Sprintf("%s\n%s\nover=%v", h.Position(), describe(h.Decision()), h.Over())
			if prev, ok := seen[cfg][h.Hash()]; ok && prev != state {
				t.Errorf("%s: before decision %d the hash %#x is that of another state:\n%s\n----\n%s", g.name, k, h.Hash(), state, prev)
				return false
			}
			seen[cfg][h.Hash()] = state
			return true
		})
	}
}

// position: a position printed and parsed back is the same game.
func (c *checker) position(t *testing.T) {
	printed := 0
	for _, g := range c.games {
		c.walk(t, g, func(k int, h engine.Game) bool {
			if !c.sampled(g, k) {
				return true
			}
			text := h.Position()
			if text == "" {
				return true
			}
			printed++
			p, err := c.reg.ParsePosition(g.cfg, text, 1)
			if err != nil {
				t.Errorf("%s: the position before decision %d does not parse back: %v\n%s", g.name, k, err, text)
				return false
			}
			if p.Hash() != h.Hash() {
				t.Errorf("%s: the position before decision %d parses back with hash %#x, not %#x:\n%s", g.name, k, p.Hash(), h.Hash(), text)
				return false
			}
			if again := p.Position(); again != text {
				t.Errorf("%s: the position before decision %d prints differently once parsed:\n%s\n----\n%s", g.name, k, text, again)
				return false
			}
			if !sameDecision(p.Decision(), h.Decision()) {
				t.Errorf("%s: the position before decision %d parses back asking %s, not %s", g.name, k, describe(p.Decision()), describe(h.Decision()))
				return false
			}
			if msg := goOn(p, g, k, follow); msg != "" {
				t.Errorf("%s: the position before decision %d, parsed and played on: %s\n%s", g.name, k, msg, text)
				return false
			}
			return true
		})
	}
	if printed == 0 {
		t.Errorf("%s: no position printed in %d games", c.reg.Name, len(c.games))
	}
}

// hidden: the replay of a step with the hidden cards exchanged.
func (c *checker) hidden(t *testing.T) {
	if len(c.games) == 0 {
		return
	}
	if _, ok := c.start(t, c.games[0]).(engine.StepReplayer); !ok {
		t.Skipf("%s has no hidden cards to replay (not an engine.StepReplayer)", c.reg.Name)
	}
	keepAll := func(int) bool { return true }
	keepNone := func(int) bool { return false }
	swaps := 0
	for _, g := range c.games {
		c.walk(t, g, func(k int, h engine.Game) bool {
			if !c.sampled(g, k) {
				return true
			}
			clone := func() engine.StepReplayer {
				r, ok := h.Clone().(engine.StepReplayer)
				if !ok {
					t.Fatalf("%s: a clone made before decision %d is no engine.StepReplayer", g.name, k)
				}
				return r
			}
			for p := 0; p < h.Players(); p++ {
				x := clone()
				if n, _, err := x.ReplayStepHidden(p, uint64(k), shuffles, keepAll); n != 0 || err != nil || x.Hash() != h.Hash() {
					t.Errorf("%s: before decision %d, a replay for %s that keeps every card exchanges %d (%v)", g.name, k, engine.SeatName(p), n, err)
					return false
				}
				x = clone()
				if n, _, err := x.ReplayStepHidden(p, uint64(k), 0, keepNone); n != 0 || err != nil || x.Hash() != h.Hash() {
					t.Errorf("%s: before decision %d, a replay for %s with no exchange to try exchanges %d (%v)", g.name, k, engine.SeatName(p), n, err)
					return false
				}
				a, b := clone(), clone()
				na, ma, ea := a.ReplayStepHidden(p, uint64(k), shuffles, keepNone)
				nb, mb, eb := b.ReplayStepHidden(p, uint64(k), shuffles, keepNone)
				if na != nb || ma != mb || (ea == nil) != (eb == nil) || a.Hash() != b.Hash() || !sameDecision(a.Decision(), b.Decision()) {
					t.Errorf("%s: before decision %d, two replays for %s with the same salt differ: %d, %d exchanges", g.name, k, engine.SeatName(p), na, nb)
					return false
				}
				if na < 0 || na > shuffles {
					t.Errorf("%s: before decision %d, a replay for %s of %d tries makes %d exchanges", g.name, k, engine.SeatName(p), shuffles, na)
					return false
				}
				if na == 0 || ea != nil {
					continue
				}
				swaps++
				// The exchanges may send the step another way (fewer
				// questions, another question): the replay then says
				// nothing of the decision, but the game it leaves must
				// still be sound.
				if a.Decision() == nil && !a.Over() {
					t.Errorf("%s: before decision %d, a replay for %s leaves a game that asks nothing and is not over", g.name, k, engine.SeatName(p))
					return false
				}
				if text := a.Position(); text != "" {
					q, err := c.reg.ParsePosition(g.cfg, text, 1)
					if err != nil || q.Hash() != a.Hash() {
						t.Errorf("%s: before decision %d, the position after a replay for %s does not parse back to it (%v):\n%s", g.name, k, engine.SeatName(p), err, text)
						return false
					}
				}
			}
			return true
		})
	}
	if swaps == 0 {
		t.Errorf("%s: no replay exchanged a hidden card in %d games", c.reg.Name, len(c.games))
	}
}

// result: what a game says of its end.
func (c *checker) result(t *testing.T) {
	ended := 0
	for _, g := range c.games {
		h := c.start(t, g)
		for k, i := range g.choices {
			if h.Over() || h.Result().Over {
				t.Errorf("%s: the game is over before decision %d, which it asks", g.name, k)
				break
			}
			_ = h.Choose(i)
		}
		if !h.Over() {
			continue
		}
		ended++
		r := h.Result()
		if h.Decision() != nil || !r.Over || r.Clause == "" || r.Reason == "" {
			t.Errorf("%s: a game over asks %s, result %+v", g.name, describe(h.Decision()), r)
		}
		for _, w := range r.Winners {
			if w < 0 || w >= h.Players() {
				t.Errorf("%s: the winner %d is no seat of %d", g.name, w, h.Players())
			}
		}
		if err := h.Choose(0); err == nil {
			t.Errorf("%s: a game over accepts a choice", g.name)
		}
	}
	if ended == 0 {
		t.Logf("%s: no game of the %d played ended (a rule gap or the cap stopped them)", c.reg.Name, len(c.games))
	}
}

// checkPerft counts the decision tree of p's game and compares the counts.
func checkPerft(t *testing.T, reg *engine.Registration, p Perft) {
	cfg, err := reg.ParseConfig(p.Setup)
	if err != nil {
		t.Fatalf("setup %q: %v", p.Setup, err)
	}
	var g engine.Game
	if p.Position != "" {
		g, err = reg.ParsePosition(cfg, p.Position, 1)
	} else {
		g, err = reg.New(cfg, p.Seed)
	}
	if err != nil {
		t.Fatal(err)
	}
	before := g.Hash()
	for depth, want := range p.Leaves {
		if got := CountLeaves(g, depth+1); got != want {
			t.Errorf("depth %d: %d leaves, want %d", depth+1, got, want)
		}
	}
	if g.Hash() != before {
		t.Error("counting changed the game counted")
	}
}

// CountLeaves counts the lines of play of depth decisions below g, each
// option of each decision tried on a clone; a line that ends the game
// sooner is a leaf too, and a line stopped by an error is none. It is the
// count of fuzz.Perft and `dogma perft`. g is not changed.
func CountLeaves(g engine.Game, depth int) int64 {
	if g.Err() != nil {
		return 0
	}
	d := g.Decision()
	if d == nil || depth == 0 {
		return 1
	}
	var n int64
	for i := range d.Options {
		h := g.Clone()
		_ = h.Choose(i) // an error shows in h.Err
		n += CountLeaves(h, depth-1)
	}
	return n
}
