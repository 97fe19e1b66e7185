package fuzz

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/props"
)

// LoadCorpus reads every decision log (*.log) in dir, in name order.
func LoadCorpus(dir string) (map[string]*Log, []string, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.log"))
	if err != nil {
		return nil, nil, err
	}
	sort.Strings(paths)
	logs := map[string]*Log{}
	for _, p := range paths {
		l, err := ReadLog(p)
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
func Replay(l *Log, c *props.Checker) (engine.Game, *Failure, error) {
	sc := &script{mode: exactly, steps: l.Steps}
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
	if sc.next < len(l.Steps) {
		return res.Game, nil, fmt.Errorf("decision %d (%s): the game is over", sc.next+1, l.Steps[sc.next])
	}
	return res.Game, nil, nil
}

// Interesting collects games of one game's suite worth keeping in the
// corpus: games that reach a clause or a branch the corpus has not (see
// Coverage.New), the longest game, and games with an ending (reason and
// clause) the corpus has not. It is safe for concurrent use as a
// campaign's OnGame.
type Interesting struct {
	dir     string
	cov     *Coverage
	mu      sync.Mutex
	ends    map[string]bool
	longest int
	// longestSeed is the seed of the longest game picked in this run.
	longestSeed uint64
	picked      map[uint64]pickedGame
}

type pickedGame struct {
	log    *Log
	reason string
}

// NewInteresting starts a collection of games of s for the corpus folder
// dir: the games of s already there set what counts as new; the games of
// other suites there are left alone.
func NewInteresting(s *props.Suite, dir string) (*Interesting, error) {
	in := &Interesting{dir: dir, cov: NewCoverage(s), ends: map[string]bool{}, picked: map[uint64]pickedGame{}}
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
		in.longest = max(in.longest, len(logs[p].Steps))
	}
	return in, nil
}

func ending(g engine.Game) string {
	r := g.Result()
	return r.Reason + " " + r.Clause
}

// Add considers one finished game.
func (in *Interesting) Add(g engine.Game, l *Log, f *Failure) {
	if f != nil || !g.Over() {
		return
	}
	var why []string
	if n := in.cov.New(g); len(n) > 0 {
		why = append(why, "reaches "+strings.Join(n, ", "))
	}
	in.cov.AddGame(g)
	in.mu.Lock()
	defer in.mu.Unlock()
	if e := ending(g); !in.ends[e] {
		in.ends[e] = true
		why = append(why, "ends by "+e)
	}
	if len(l.Steps) > in.longest {
		in.longest = len(l.Steps)
		if p, ok := in.picked[in.longestSeed]; ok && p.reason == "" {
			delete(in.picked, in.longestSeed)
		}
		in.longestSeed = l.Seed
		in.picked[l.Seed] = pickedGame{l, strings.Join(why, "; ")}
		return
	}
	if len(why) > 0 {
		in.picked[l.Seed] = pickedGame{l, strings.Join(why, "; ")}
	}
}

// Save writes the games collected to the corpus folder and returns their
// paths.
func (in *Interesting) Save() ([]string, error) {
	in.mu.Lock()
	defer in.mu.Unlock()
	var paths []string
	for seed, p := range in.picked {
		l := *p.log
		why := p.reason
		if seed == in.longestSeed {
			if why != "" {
				why += "; "
			}
			why += fmt.Sprintf("longest game (%d decisions)", len(l.Steps))
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

// Indexes returns the option index of every decision of l, replaying it
// strictly. Native fuzz targets turn a corpus log into a seed input with
// it (the game seed, then one choice per decision).
func (l *Log) Indexes() ([]int, error) {
	g, err := l.NewGame()
	if err != nil {
		return nil, err
	}
	out := make([]int, 0, len(l.Steps))
	for n, st := range l.Steps {
		d := g.Decision()
		if d == nil {
			return nil, fmt.Errorf("decision %d (%s): the game is over", n+1, st)
		}
		i := d.Index(st.Label)
		if i < 0 {
			return nil, fmt.Errorf("decision %d: %s is not offered", n+1, st)
		}
		out = append(out, i)
		if err := g.Choose(i); err != nil {
			return out, err
		}
	}
	return out, nil
}
