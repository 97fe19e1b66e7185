package diff

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/dogma-engine/dogma/engine"
)

// AuditOptions says how AuditVariant plays.
type AuditOptions struct {
	Games int    // pairs of games to play
	Seed  uint64 // game i is played from seed Seed+i
	// Setups are the configurations the games cycle through, game i
	// taking Setups[i%len(Setups)]; nil means the game's own
	// Registration.Setups.
	Setups  []engine.Config
	Workers int // games played at once; 0 means GOMAXPROCS
	Cap     int // the length cap of a game; 0 means props.DefaultCap
	// Examples is the number of divergences kept and shrunk, those shown
	// in the fewest decisions (the lowest game indexes among equals); 0
	// means 4.
	Examples int
	// ShrinkTrials bounds the replays spent shrinking each example; 0
	// means 500.
	ShrinkTrials int
	// OnGame, if set, is called after each pair of games, from the
	// worker that played it.
	OnGame func()
}

// ClauseCount is one bar of the histogram of first divergent clauses.
type ClauseCount struct {
	Clause string `json:"clause"` // "" for a divergence no event cites
	Games  int    `json:"games"`
}

// VariantAudit is what AuditVariant measured of one variant: the same
// seeds and decisions under each setup and under the setup with the
// variant switched on.
type VariantAudit struct {
	Variant  engine.Variant `json:"-"`
	Games    int            `json:"games"`    // pairs played
	Diverged int            `json:"diverged"` // pairs whose play parted at all
	Changed  int            `json:"changed"`  // pairs whose outcome changed
	// Clauses is the histogram of the clauses of the first divergences,
	// the most frequent first.
	Clauses []ClauseCount `json:"clauses"`
	// Errors counts the pairs that could not be played (an engine
	// panic); FirstError is the first of them.
	Errors     int    `json:"errors,omitempty"`
	FirstError string `json:"first_error,omitempty"`
	// Examples are the divergences shown in the fewest decisions.
	Examples []Outcome `json:"-"`
	// Shrunk is the shortest of the examples once shrunk, with the
	// configurations of its two sides; nil when no game diverged.
	Shrunk *Shrunk `json:"shrunk,omitempty"`
	// Example is the game Shrunk was shrunk from, played to its end
	// under both readings: its outcomes.
	Example *Outcome `json:"example,omitempty"`
	ConfigA string   `json:"config_a,omitempty"`
	ConfigB string   `json:"config_b,omitempty"`
	// Cut is the shrunk divergence started from the position of the
	// turn where the games part, when the seeded game takes more than
	// ShortScenario decisions and the cut shows it in fewer; nil
	// otherwise.
	Cut *Cut `json:"cut,omitempty"`
	// Interrupted is set when the context ended the audit early.
	Interrupted bool `json:"interrupted,omitempty"`

	registration *engine.Registration
}

// pairSetup is one setup of an audit: the makers of both sides.
type pairSetup struct {
	a, b       Maker
	cfgA, cfgB engine.Config
}

// AuditVariant plays opts.Games pairs of games, each under a setup of the
// game and under the same setup with the variant switched on
// (WithVariant), and measures how often the play and the outcome change
// and where the games first part; it shrinks the first divergences and
// keeps the shortest. It stops early, with what it measured, when ctx
// ends.
func AuditVariant(ctx context.Context, reg *engine.Registration, variant string, opts AuditOptions) (*VariantAudit, error) {
	v, ok := reg.Variant(variant)
	if !ok {
		return nil, fmt.Errorf("%s has no variant %q (known: %s)", reg.Name, variant, variantNames(reg))
	}
	setups, err := pairSetups(reg, v.Name, opts.Setups)
	if err != nil {
		return nil, err
	}
	au := &VariantAudit{Variant: v, registration: reg}
	examples := orDefault(opts.Examples, 4)
	var (
		mu      sync.Mutex
		clauses = map[string]int{}
		nextI   atomic.Int64
		wg      sync.WaitGroup
	)
	workers := orDefault(opts.Workers, runtime.GOMAXPROCS(0))
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := &Runner{Cap: opts.Cap}
			for ctx.Err() == nil {
				i := int(nextI.Add(1) - 1)
				if i >= opts.Games {
					return
				}
				s := setups[i%len(setups)]
				r.A, r.B = s.a, s.b
				o, err := r.Play(opts.Seed + uint64(i))
				o.Index, o.Config = i, s.cfgA.String()
				mu.Lock()
				au.add(o, err, clauses, examples)
				mu.Unlock()
				if opts.OnGame != nil {
					opts.OnGame()
				}
			}
		}()
	}
	wg.Wait()
	au.Interrupted = ctx.Err() != nil
	au.Clauses = histogram(clauses)
	au.shrink(setups, opts)
	return au, nil
}

// pairSetups makes the two sides of every setup, checking that each side
// can make a game.
func pairSetups(reg *engine.Registration, variant string, cfgs []engine.Config) ([]pairSetup, error) {
	if cfgs == nil {
		cfgs = reg.Setups()
	}
	if len(cfgs) == 0 {
		return nil, fmt.Errorf("%s has no setup to play", reg.Name)
	}
	// A setup that has the variant on already (a fill variant a campaign
	// mixes) is paired with the same setup without it; one the variant
	// leaves as it was otherwise (a variant of another edition) has no
	// pair to play, and none at all is an error.
	var out []pairSetup
	var unchanged error
	for _, cfg := range cfgs {
		withV, err := WithVariant(reg, cfg, variant)
		if errors.Is(err, ErrUnchanged) {
			same := err
			base, on, err := withoutVariant(reg, cfg, variant)
			if err != nil {
				return nil, err
			}
			if !on {
				unchanged = same
				continue
			}
			cfg, withV = base, cfg
		} else if err != nil {
			return nil, err
		}
		p := pairSetup{a: MakerOf(reg, cfg), b: MakerOf(reg, withV), cfgA: cfg, cfgB: withV}
		for _, m := range []Maker{p.a, p.b} {
			if _, err := m(0); err != nil {
				return nil, err
			}
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, unchanged
	}
	return out, nil
}

// add counts one pair of games; the caller holds the lock.
func (au *VariantAudit) add(o Outcome, err error, clauses map[string]int, examples int) {
	if err != nil {
		au.Errors++
		if au.FirstError == "" {
			au.FirstError = err.Error()
		}
		return
	}
	au.Games++
	if o.OutcomeChanged() {
		au.Changed++
	}
	if !o.Diverged {
		return
	}
	au.Diverged++
	clauses[o.Divergence.Clause]++
	i := sort.Search(len(au.Examples), func(j int) bool { return before(o, au.Examples[j]) })
	if i >= examples {
		return
	}
	au.Examples = append(au.Examples, Outcome{})
	copy(au.Examples[i+1:], au.Examples[i:])
	au.Examples[i] = o
	if len(au.Examples) > examples {
		au.Examples = au.Examples[:examples]
	}
}

// before orders the examples: the divergence shown in fewer decisions
// first, then the lower game index.
func before(a, b Outcome) bool {
	if ra, rb := a.Divergence.Reach(), b.Divergence.Reach(); ra != rb {
		return ra < rb
	}
	return a.Index < b.Index
}

// histogram sorts the clause counts, the most frequent first, then by
// clause.
func histogram(counts map[string]int) []ClauseCount {
	out := make([]ClauseCount, 0, len(counts))
	for c, n := range counts {
		out = append(out, ClauseCount{Clause: c, Games: n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Games != out[j].Games {
			return out[i].Games > out[j].Games
		}
		return out[i].Clause < out[j].Clause
	})
	return out
}

// orDefault returns v, or def when v is 0 or less.
func orDefault(v, def int) int {
	if v <= 0 {
		return def
	}
	return v
}
