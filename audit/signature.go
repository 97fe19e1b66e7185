package audit

import (
	"context"
	"sort"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz"
)

// Signature is what the engine does when it performs one card effect,
// gathered over many random games: no description of the card is written
// by hand.
type Signature struct {
	Effect       string         `json:"effect"`       // "Archery 1"
	Performances int            `json:"performances"` // how many times it was performed
	Keywords     map[string]int `json:"keywords"`     // keyword → performances that showed it
	Demand       bool           `json:"demand"`       // performed as a demand
	// implicit are keywords the engine shows though a text need not say
	// them.
	implicit map[string]bool
	May      bool `json:"may"` // asked a yes/no or offered to pass before any choice
	// Draws are the ages the effect draws whatever the state: age → the
	// most cards of that age one performance drew.
	Draws map[int]int `json:"draws,omitempty"`
	// IfMoved: a demand whose draws happen only when it transferred a card
	// ("if you do").
	IfMoved bool `json:"if_moved,omitempty"`

	drawing     int         // performances that drew
	ageSeen     map[int]int // age → performances that drew it
	ageMost     map[int]int
	unmoved     int // demand performances with no transfer
	unmovedDrew int
}

// Has reports whether the effect showed keyword in some performance.
func (s *Signature) Has(keyword string) bool { return s.Keywords[keyword] > 0 }

// CollectOptions says which games Collect plays.
type CollectOptions struct {
	Games int    // games to play
	Seed  uint64 // game i is played from seed Seed+i, with a random chooser of the same seed
	// Setups are the configurations played in turn (default: the
	// registration's Setups).
	Setups []engine.Config
	// MaxDecisions stops a game that runs longer (default 5000).
	MaxDecisions int
}

// Collect plays random games of reg and returns the signature of every
// card effect they performed, by effect name.
func Collect(ctx context.Context, reg *engine.Registration, table *EventTable, opts CollectOptions) (map[string]*Signature, error) {
	setups := opts.Setups
	if len(setups) == 0 {
		setups = reg.Setups()
	}
	limit := opts.MaxDecisions
	if limit <= 0 {
		limit = 5000
	}
	c := &collector{table: table, sigs: map[string]*Signature{}}
	for i := 0; i < opts.Games && ctx.Err() == nil; i++ {
		seed := opts.Seed + uint64(i)
		g, err := reg.New(setups[i%len(setups)], seed)
		if err != nil {
			return nil, err
		}
		c.play(g, fuzz.NewRandom(seed), limit)
	}
	for _, s := range c.sigs {
		s.finish()
	}
	return c.sigs, nil
}

// collector follows the performances of the games it plays.
type collector struct {
	table *EventTable
	sigs  map[string]*Signature
	cur   *performance
}

// performance is one performance of an effect by one player, from the
// event that starts it (or, for a game without one, from the first event of
// that player and effect) to the next start.
type performance struct {
	sig      *Signature
	player   int
	keywords map[string]bool
	draws    map[int]int
	events   int
	started  bool // begun by the event that starts a performance
}

func (c *collector) play(g engine.Game, ch engine.Chooser, limit int) {
	mark := g.Mark()
	c.cur = nil
	for n := 0; n < limit && !g.Over(); n++ {
		d := g.Decision()
		if d == nil {
			break
		}
		if c.cur != nil && optional(d) {
			c.cur.sig.May = true
		}
		if g.Choose(ch.Choose(d)) != nil {
			break
		}
		for _, e := range g.EventsSince(mark) {
			c.event(&e)
		}
		mark = g.Mark()
	}
	c.close()
}

// optional reports whether d lets its player do nothing: a yes/no, or a
// choice that offers to pass before anything is chosen.
func optional(d *engine.Decision) bool {
	if d.Kind == engine.KindYesNo {
		return true
	}
	return d.Count.Chosen == 0 && d.Index(engine.LabelPass) >= 0
}

func (c *collector) event(e *engine.Event) {
	if e.Effect == "" {
		c.close()
		return
	}
	r, known := c.table.rule(e)
	start := known && contains(r.keywords, KeyStart)
	if c.cur == nil || start || c.cur.sig.Effect != e.Effect || !c.table.starts && c.cur.player != e.Player {
		c.close()
		sig := c.sigs[e.Effect]
		if sig == nil {
			sig = &Signature{Effect: e.Effect, Keywords: map[string]int{}, implicit: map[string]bool{}, ageSeen: map[int]int{}, ageMost: map[int]int{}}
			c.sigs[e.Effect] = sig
		}
		c.cur = &performance{sig: sig, player: e.Player, keywords: map[string]bool{}, draws: map[int]int{}, started: start}
	}
	p := c.cur
	if !known {
		return
	}
	if r.lead && (p.events > 0 || !p.started) {
		return
	}
	for _, k := range r.keywords {
		switch k {
		case KeyStart, KeyIgnore:
		case KeyDemand:
			p.sig.Demand = true
		default:
			p.events++
			p.keywords[k] = true
			if r.implicit {
				p.sig.implicit[k] = true
			}
			if k == "draw" {
				p.draws[e.Arg]++
			}
		}
	}
}

// close ends the performance in progress.
func (c *collector) close() {
	p := c.cur
	c.cur = nil
	if p == nil {
		return
	}
	s := p.sig
	s.Performances++
	for k := range p.keywords {
		s.Keywords[k]++
	}
	if len(p.draws) > 0 {
		s.drawing++
	}
	for age, n := range p.draws {
		s.ageSeen[age]++
		s.ageMost[age] = max(s.ageMost[age], n)
	}
	if s.Demand && !p.keywords["transfer"] {
		s.unmoved++
		if p.keywords["draw"] {
			s.unmovedDrew++
		}
	}
}

// finish derives the fixed ages and the condition from the counts.
func (s *Signature) finish() {
	s.Draws = map[int]int{}
	for age, n := range s.ageSeen {
		// An age the effect names is asked in most performances that
		// draw; an age that depends on the state spreads over several.
		if 5*n >= 2*s.drawing && s.drawing >= 3 {
			s.Draws[age] = s.ageMost[age]
		}
	}
	s.IfMoved = s.Demand && s.Has("transfer") && s.Has("draw") && s.unmoved >= 3 && s.unmovedDrew == 0
}

// Keys returns the keywords of the signature, sorted.
func (s *Signature) Keys() []string {
	var out []string
	for k, n := range s.Keywords {
		if n > 0 {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
