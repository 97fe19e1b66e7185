package fuzz

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// LoadCorpus reads every decision log (*.log) in dir, in name order.
func LoadCorpus(dir string) (map[string]*scenarios.Record, []string, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.log"))
	if err != nil {
		return nil, nil, err
	}
	sort.Strings(paths)
	logs := map[string]*scenarios.Record{}
	for _, p := range paths {
		l, err := scenarios.ReadRecord(p)
		if err != nil {
			return nil, nil, err
		}
		logs[p] = l
	}
	return logs, paths, nil
}

// Replay plays every decision of l, strictly: each label must be offered
// to the player the log names. It checks the properties through c (nil: a
// checker of every property of l's game at the default cadence), which
// must check l's game, and returns the game and the first failure. A
// label that is not offered is an error.
func Replay(l *scenarios.Record, c *props.Checker) (engine.Game, *Failure, error) {
	sc := &script{mode: exactly, steps: l.Moves}
	if c == nil {
		c = &props.Checker{Suite: l.Suite}
	}
	if c.Suite != l.Suite {
		return nil, nil, fmt.Errorf("a game of %s checked as a game of %s", l.Suite.Name, c.Suite.Name)
	}
	var res *props.Result
	if l.Position != "" {
		g, err := l.NewGame()
		if err != nil {
			return nil, nil, err
		}
		res = c.RunFrom(g, sc)
	} else {
		res = c.Run(l.Config, l.Seed, sc)
	}
	if f := failureOf(res); f != nil {
		return res.Game, f, nil
	}
	if sc.err != nil {
		return res.Game, nil, sc.err
	}
	if sc.next < len(l.Moves) {
		return res.Game, nil, fmt.Errorf("decision %d (%s): the game is over", sc.next+1, l.Moves[sc.next])
	}
	return res.Game, nil, nil
}

// Interesting collects games of one game's suite worth keeping in the
// corpus: games that reach a clause or a branch the corpus has not (see
// Coverage.New), the longest game, and games with an ending (reason and
// clause) the corpus has not. Save keeps, of the candidates, only those
// that add what the corpus and the games kept before them lack, the most
// first, at most Max. It is safe for concurrent use as a campaign's OnGame.
type Interesting struct {
	// Max is the most games Save adds to the corpus (0: DefaultMaxSaved).
	Max int

	dir     string
	cov     *Coverage
	mu      sync.Mutex
	ends    map[string]bool
	longest int
	// base is what the corpus already reaches: clauses, branches and
	// endings ("end: REASON CLAUSE").
	base map[string]bool
	// longestSeed is the seed of the longest game picked in this run.
	longestSeed uint64
	picked      map[uint64]pickedGame
}

// DefaultMaxSaved is the most games one run adds to the corpus by default.
const DefaultMaxSaved = 10

type pickedGame struct {
	log    *scenarios.Record
	reason string
	keys   []string // the clauses, branches and ending the game reaches
}

// NewInteresting starts a collection of games of s for the corpus folder
// dir: the games of s already there set what counts as new; the games of
// other suites there are left alone.
func NewInteresting(s *props.Suite, dir string) (*Interesting, error) {
	in := &Interesting{dir: dir, cov: NewCoverage(s), ends: map[string]bool{}, base: map[string]bool{}, picked: map[uint64]pickedGame{}}
	logs, paths, err := LoadCorpus(dir)
	if err != nil {
		return nil, err
	}
	for _, p := range paths {
		if logs[p].Suite != s {
			continue
		}
		g, _, err := Replay(logs[p], &props.Checker{Suite: s, Props: []*props.Property{}})
		if err != nil || g == nil {
			continue
		}
		in.cov.AddGame(g)
		in.ends[ending(g)] = true
		in.longest = max(in.longest, len(logs[p].Moves))
		for _, k := range in.keys(g) {
			in.base[k] = true
		}
	}
	return in, nil
}

// keys returns what game g reaches: its clauses, branches and ending.
func (in *Interesting) keys(g engine.Game) []string {
	return append(in.cov.names.keys(g), "end: "+ending(g))
}

func ending(g engine.Game) string {
	r := g.Result()
	return r.Reason + " " + r.Clause
}

// Add considers one finished game.
func (in *Interesting) Add(g engine.Game, l *scenarios.Record, f *Failure) {
	if f != nil || !g.Over() {
		return
	}
	keys := in.keys(g)
	in.mu.Lock()
	defer in.mu.Unlock()
	// New and AddGame under the lock: two games played at once do not both
	// count as the first to reach a clause.
	var why []string
	if n := in.cov.New(g); len(n) > 0 {
		why = append(why, "reaches "+strings.Join(n, ", "))
	}
	in.cov.AddGame(g)
	if e := ending(g); !in.ends[e] {
		in.ends[e] = true
		why = append(why, "ends by "+e)
	}
	if len(l.Moves) > in.longest {
		in.longest = len(l.Moves)
		if p, ok := in.picked[in.longestSeed]; ok && p.reason == "" {
			delete(in.picked, in.longestSeed)
		}
		in.longestSeed = l.Seed
		in.picked[l.Seed] = pickedGame{l, strings.Join(why, "; "), keys}
		return
	}
	if len(why) > 0 {
		in.picked[l.Seed] = pickedGame{l, strings.Join(why, "; "), keys}
	}
}

// Candidates returns how many games Add picked as interesting.
func (in *Interesting) Candidates() int {
	in.mu.Lock()
	defer in.mu.Unlock()
	return len(in.picked)
}

// keep returns the seeds of the games Save writes: first the longest game
// if it is longer than the corpus's, then, greedily, the game that adds
// the most clauses, branches and endings that the corpus and the games
// kept so far lack (the lower seed among equals), while one adds any, at
// most Max in all.
func (in *Interesting) keep() []uint64 {
	limit := in.Max
	if limit <= 0 {
		limit = DefaultMaxSaved
	}
	covered := maps.Clone(in.base)
	var out []uint64
	take := func(seed uint64) {
		out = append(out, seed)
		for _, k := range in.picked[seed].keys {
			covered[k] = true
		}
	}
	if _, ok := in.picked[in.longestSeed]; ok {
		take(in.longestSeed)
	}
	for len(out) < limit {
		best, gain := uint64(0), 0
		for seed, p := range in.picked {
			if slices.Contains(out, seed) {
				continue
			}
			n := 0
			for _, k := range p.keys {
				if !covered[k] {
					n++
				}
			}
			if n > gain || n == gain && n > 0 && seed < best {
				best, gain = seed, n
			}
		}
		if gain == 0 {
			break
		}
		take(best)
	}
	return out
}

// Save writes the games kept (see Interesting) to the corpus folder and
// returns their paths.
func (in *Interesting) Save() ([]string, error) {
	in.mu.Lock()
	defer in.mu.Unlock()
	var paths []string
	for _, seed := range in.keep() {
		p := in.picked[seed]
		l := *p.log
		why := p.reason
		if seed == in.longestSeed {
			if why != "" {
				why += "; "
			}
			why += fmt.Sprintf("longest game (%d decisions)", len(l.Moves))
		}
		l.Notes = append(append([]string(nil), l.Notes...), "interesting: "+why)
		path := filepath.Join(in.dir, fmt.Sprintf("game-%016x.log", seed))
		if err := atomicfile.Write(path, l.Format()); err != nil {
			return paths, err
		}
		paths = append(paths, path)
	}
	sort.Strings(paths)
	return paths, nil
}
