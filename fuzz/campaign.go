package fuzz

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/internal/ticker"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// Options configure a campaign. Suite must be set; the other fields may
// be left zero: a campaign then plays for one minute on every core with
// every setup of the game (Registration.Setups). Each setup is normalized
// by reading its text back (Registration.ParseConfig of its String), so
// that a configuration the game refuses stops the campaign before it
// starts.
type Options struct {
	Suite     *props.Suite      // the game played, with its properties
	Seed      uint64            // the campaign seed; game i uses GameSeed(Seed, i)
	Games     int               // stop after this many games (0: no limit)
	Time      time.Duration     // stop after this long (0: one minute if Games is 0, else no limit)
	Workers   int               // parallel games (0: every core)
	Setups    []engine.Config   // the configurations played in turn (nil: Suite.Setups())
	Strict    bool              // check every property after every decision
	KeepGoing bool              // collect distinct failures instead of stopping at the first
	Out       string            // folder for failures ("" writes nothing)
	Props     []*props.Property // the properties checked (nil: every property of Suite)
	// Build names the build that runs the campaign (version and commit),
	// which the failure logs record in a note.
	Build string

	// Shrink shrinks every failure found after the workers stop, for at
	// most ShrinkTime each (0: 30 s). After an interrupt the whole shrink
	// phase gets at most five seconds.
	Shrink     bool
	ShrinkTime time.Duration

	// MaxDecisions is the game length cap (0: props.DefaultCap): a game
	// that reaches it breaks the termination property, or stops unfinished
	// when that property is not checked.
	MaxDecisions int

	// Policy is how the games answer decisions: PolicyDirected (""),
	// PolicySwarm or PolicyUniform (see Policies).
	Policy string

	// OnGame, if set, is called after every game, from the worker that
	// played it: it must be safe for concurrent use. f is the game's
	// failure or nil.
	OnGame func(g engine.Game, l *scenarios.Record, f *Failure)
	// OnProgress, if set, is called a few times a second with the counts
	// so far, and once at the end.
	OnProgress func(Stats)
}

// Stats are the running counts of a campaign.
type Stats struct {
	Games     int64         `json:"games"`
	Decisions int64         `json:"decisions"`
	Capped    int64         `json:"capped"` // games stopped unfinished at MaxDecisions
	Failures  int           `json:"failures"`
	Elapsed   time.Duration `json:"elapsed_ns"`
}

// Found is a failure a campaign found, with the game that shows it and the
// files written for it.
type Found struct {
	Failure  *Failure          `json:"failure"`
	Log      *scenarios.Record `json:"-"`
	Index    int               `json:"game_index"` // the game's index in the campaign
	Game     Seed              `json:"game_seed"`
	LogPath  string            `json:"log,omitempty"`      // the unshrunk decision log
	Scenario string            `json:"scenario,omitempty"` // the shrunk scenario file
	Shrunk   *Shrunk           `json:"shrunk,omitempty"`
	Err      string            `json:"error,omitempty"` // why it could not be written or shrunk
}

// note adds err to what Err says went wrong, after what it said before: a
// log that could not be written stays reported when the scenario cannot
// be written either.
func (fd *Found) note(err error) {
	if fd.Err != "" {
		fd.Err += "; "
	}
	fd.Err += err.Error()
}

// Result is the outcome of a campaign.
type Result struct {
	Seed        Seed     `json:"seed"`
	Stats       Stats    `json:"stats"`
	Found       []*Found `json:"found"`
	Interrupted bool     `json:"interrupted"`
}

// GameSeed returns the seed of game i of the campaign with seed campaign.
func GameSeed(campaign uint64, i int) uint64 {
	r := engine.NewRand(campaign ^ bits.RotateLeft64(uint64(i), 32) ^ uint64(i))
	return r.Uint64()
}

// Run runs a campaign until its budget is spent, ctx is canceled or (unless
// KeepGoing) a failure is found. Every failure is written to opts.Out the
// moment it is found; shrinking comes after the workers stop.
func Run(ctx context.Context, opts Options) (*Result, error) {
	if opts.Suite == nil {
		return nil, errors.New("fuzz: a campaign needs a game (Options.Suite)")
	}
	setups, err := normalize(opts.Suite, opts.Setups)
	if err != nil {
		return nil, err
	}
	opts.Setups = setups
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	if opts.Time == 0 && opts.Games == 0 {
		opts.Time = time.Minute
	}
	if opts.Policy == "" {
		opts.Policy = PolicyDirected
	}
	if _, err := ParsePolicy(opts.Policy); err != nil {
		return nil, err
	}
	c := &campaign{opts: opts, start: time.Now(), keys: map[string]*Found{}}
	c.res.Seed = Seed(opts.Seed)
	c.limit.Store(math.MaxInt64)
	c.director = newDirector(opts.Policy, opts.Seed, opts.Games, c.limit.Load, newBranchNames(opts.Suite))

	work := ctx
	if opts.Time > 0 {
		var cancel context.CancelFunc
		work, cancel = context.WithTimeout(work, opts.Time)
		defer cancel()
	}

	var report func()
	if opts.OnProgress != nil {
		report = func() { opts.OnProgress(c.stats()) }
	}
	stopReports := ticker.Start(250*time.Millisecond, report)
	var wg sync.WaitGroup
	for w := 0; w < opts.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.work(work)
		}()
	}
	wg.Wait()
	stopReports()
	c.res.Interrupted = ctx.Err() != nil
	sort.Slice(c.res.Found, func(i, j int) bool { return c.res.Found[i].Index < c.res.Found[j].Index })

	if opts.Shrink {
		c.shrinkAll(ctx)
	}
	c.res.Stats = c.stats()
	if opts.OnProgress != nil {
		opts.OnProgress(c.res.Stats)
	}
	return &c.res, nil
}

type campaign struct {
	opts     Options
	start    time.Time
	director *director

	next      atomic.Int64
	limit     atomic.Int64 // no game from this index on is started or reported
	games     atomic.Int64
	decisions atomic.Int64
	capped    atomic.Int64

	mu   sync.Mutex
	keys map[string]*Found // the reported failure of each key
	res  Result
}

func (c *campaign) stats() Stats {
	c.mu.Lock()
	n := len(c.res.Found)
	c.mu.Unlock()
	return Stats{Games: c.games.Load(), Decisions: c.decisions.Load(), Capped: c.capped.Load(),
		Failures: n, Elapsed: time.Since(c.start)}
}

// work plays games until the campaign stops, through a checker of its own.
//
// Game i is always the same game, whatever the number of workers: its seed
// is GameSeed(Seed, i) and its setup Setups[i mod len(Setups)]. Unless
// KeepGoing, a failure in game i stops the games after i, while the games
// before it play on, so that the failure reported is the one of the lowest
// index among the games played.
func (c *campaign) work(ctx context.Context) {
	chk := c.checker()
	for ctx.Err() == nil {
		i := int(c.next.Add(1) - 1)
		if c.opts.Games > 0 && i >= c.opts.Games || int64(i) >= c.limit.Load() {
			return
		}
		seed := GameSeed(c.opts.Seed, i)
		cfg := c.opts.Setups[i%len(c.opts.Setups)]
		chooser, policy := c.director.chooser(ctx, i, seed)
		if chooser == nil {
			return
		}
		// A policy game may be a legal game that never ends (a policy that
		// never melds and keeps returning its hand): at the cap it stops
		// unfinished; uniform games still break termination there.
		chk.CapStops = policy != ""
		g, l, f := c.play(ctx, chk, cfg, seed, chooser, func() bool { return int64(i) > c.limit.Load() })
		if policy != "" {
			l.Notes = append(l.Notes, "policy: "+policy)
		}
		var p Policy
		if s, ok := chooser.(*Swarm); ok {
			p = s.Policy
		}
		c.director.finished(i, g, p, policy != "")
		c.games.Add(1)
		if c.opts.OnGame != nil && g != nil {
			c.opts.OnGame(g, l, f)
		}
		if f != nil {
			c.found(i, l, f)
		}
	}
}

// checker returns a checker of the campaign's properties.
func (c *campaign) checker() *props.Checker {
	return &props.Checker{Suite: c.opts.Suite, Props: c.opts.Props, Strict: c.opts.Strict, Cap: c.opts.MaxDecisions}
}

// play plays one random game through chk, which checks the properties on
// its cadence (props.Checker), and returns it with its log and its
// failure, if any. A game cut short by the end of the campaign is not a
// failure.
func (c *campaign) play(ctx context.Context, chk *props.Checker, cfg engine.Config, seed uint64, chooser engine.Chooser, abandon func() bool) (engine.Game, *scenarios.Record, *Failure) {
	rec := &recording{ctx: ctx, inner: chooser, abandon: abandon}
	res := chk.Run(cfg, seed, rec)
	if res.Log.Config != nil {
		cfg = res.Log.Config // normalized by the game
	}
	l := &scenarios.Record{Suite: c.opts.Suite, Config: cfg, Seed: seed, Moves: rec.steps}
	c.decisions.Add(int64(len(rec.steps)))
	if res.Capped {
		c.capped.Add(1)
	}
	return res.Game, l, failureOf(res)
}

// normalize returns the setups of a campaign of s, normalized: each read
// back from its text (nil: s.Setups()).
func normalize(s *props.Suite, setups []engine.Config) ([]engine.Config, error) {
	if len(setups) == 0 {
		setups = s.Setups()
	}
	out := make([]engine.Config, len(setups))
	for i, cfg := range setups {
		n, err := s.ParseConfig(cfg.String())
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

// found records the failure of game i and writes its log at once. It keeps
// the failure of the lowest index: of every key with KeepGoing, else of
// all, and then stops the games after i. A failure it replaces is taken
// back, its log file removed.
func (c *campaign) found(i int, l *scenarios.Record, f *Failure) {
	c.mu.Lock()
	defer c.mu.Unlock()
	key := f.Key()
	var old *Found
	if c.opts.KeepGoing {
		old = c.keys[key]
	} else if len(c.res.Found) > 0 {
		old = c.res.Found[0]
	}
	if old != nil && old.Index <= i {
		return
	}
	l.Notes = append(l.Notes, fmt.Sprintf("found by dogma fuzz, campaign seed %d, game %d: %s", c.opts.Seed, i, f))
	if c.opts.Build != "" {
		l.Notes = append(l.Notes, "build: dogma "+c.opts.Build)
	}
	l.Strict = c.opts.Strict
	for _, p := range c.opts.Props {
		l.Props = append(l.Props, p.Name)
	}
	fd := &Found{Failure: f, Log: l, Index: i, Game: Seed(l.Seed)}
	if c.opts.Out != "" {
		path := filepath.Join(c.opts.Out, fmt.Sprintf("%s-%016x.log", f.Name(), l.Seed))
		if err := atomicfile.Write(path, l.Format()); err != nil {
			fd.Err = err.Error()
		} else {
			fd.LogPath = path
		}
	}
	if old != nil {
		if old.LogPath != "" && old.LogPath != fd.LogPath {
			_ = os.Remove(old.LogPath)
		}
		delete(c.keys, old.Failure.Key())
		c.res.Found = slices.DeleteFunc(c.res.Found, func(x *Found) bool { return x == old })
	}
	c.keys[key] = fd
	c.res.Found = append(c.res.Found, fd)
	if !c.opts.KeepGoing {
		c.limit.Store(int64(i))
	}
}

// shrinkAll shrinks every failure found. After an interrupt the whole
// phase gets five seconds; an interrupt during the phase ends it at once,
// each failure keeping the best shrink reached (Shrunk.Interrupted). What
// is left unshrunk stays on disk as a log.
func (c *campaign) shrinkAll(ctx context.Context) {
	per := c.opts.ShrinkTime
	if per <= 0 {
		per = 30 * time.Second
	}
	var deadline time.Time
	parent := ctx
	if ctx.Err() != nil {
		deadline = time.Now().Add(5 * time.Second)
		parent = context.Background()
	}
	for _, fd := range c.res.Found {
		d := time.Now().Add(per)
		if !deadline.IsZero() && deadline.Before(d) {
			d = deadline
		}
		sctx, cancel := context.WithDeadline(parent, d)
		sh, err := Shrink(sctx, fd.Log, fd.Failure, ShrinkOptions{Props: c.opts.Props, Strict: c.opts.Strict})
		ended := sctx.Err() != nil
		cancel()
		if parent.Err() != nil {
			c.res.Interrupted = true
		}
		if err != nil {
			fd.note(err)
			continue
		}
		if parent.Err() != nil || (ended && d.Equal(deadline)) {
			sh.Interrupted = true
		}
		fd.Shrunk = sh
		if c.opts.Out == "" {
			continue
		}
		path := filepath.Join(c.opts.Out, fmt.Sprintf("%s-%016x.txt", fd.Failure.Name(), uint64(fd.Game)))
		if err := WriteScenario(path, sh, filepath.Base(fd.LogPath)); err != nil {
			fd.note(err)
			continue
		}
		fd.Scenario = path
	}
}
