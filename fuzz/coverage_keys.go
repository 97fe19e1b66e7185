package fuzz

import (
	"sync"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
)

// branchNames names the branches of a game's events (Registration.BranchOf)
// and knows which ones the game lists (Registration.Branches), by
// configuration. A listed branch is a unit the coverage report shows
// whether reached or not (Innovation: a card effect); the branches it does
// not list are finer ones, known once reached (Innovation: an effect's
// outcomes). It is safe for concurrent use.
type branchNames struct {
	suite  *props.Suite
	mu     sync.Mutex
	listed map[string]map[string]bool // by the configuration's text
}

func newBranchNames(s *props.Suite) *branchNames {
	return &branchNames{suite: s, listed: map[string]map[string]bool{}}
}

// of returns the branch of e in a game of cfg, or "".
func (b *branchNames) of(cfg engine.Config, e *engine.Event) string {
	if b.suite.BranchOf == nil {
		return ""
	}
	return b.suite.BranchOf(cfg, e)
}

// listedFor returns the set of branches the game lists for cfg. The set
// is shared: callers must not change it.
func (b *branchNames) listedFor(cfg engine.Config) map[string]bool {
	key := cfg.String()
	b.mu.Lock()
	defer b.mu.Unlock()
	set, ok := b.listed[key]
	if !ok {
		set = map[string]bool{}
		if b.suite.Branches != nil {
			for _, name := range b.suite.Branches(cfg) {
				set[name] = true
			}
		}
		b.listed[key] = set
	}
	return set
}

// keys returns what g's events reached that makes a game new to a directed
// campaign and to the corpus, each once, in the order reached: the clauses
// they cite and the branches they take that the game does not list. The
// listed branches are left out: they are what the report counts whether
// reached or not, while the clauses and the finer branches are what one
// game reaches and another does not.
func (b *branchNames) keys(g engine.Game) []string {
	cfg := g.Configuration()
	listed := b.listedFor(cfg)
	seen := map[string]bool{}
	var out []string
	add := func(k string) {
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	for _, e := range g.EventsSince(0) {
		if e.Clause != "" {
			add(e.Clause)
		}
		if name := b.of(cfg, &e); name != "" && !listed[name] {
			add(name)
		}
	}
	return out
}
