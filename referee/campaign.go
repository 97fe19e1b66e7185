package referee

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/internal/ticker"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/referee/protocol"
	"github.com/dogma-engine/dogma/scenarios"
)

// Options configure a campaign of the referee. Suite and Start must be
// set; the other fields may be left zero, as in a campaign of dogma fuzz
// (fuzz.Options): one minute on every core, every setup of the game.
type Options struct {
	Suite *props.Suite // the game, as dogma plays it
	// Start starts one external engine; each worker starts its own.
	Start func() (External, error)
	// Engine names the external engine in reports and notes.
	Engine string

	Seed    uint64          // the campaign seed; game i uses fuzz.GameSeed(Seed, i)
	Games   int             // stop after this many games (0: no limit)
	Time    time.Duration   // stop after this long (0: one minute if Games is 0, else no limit)
	Workers int             // parallel games, each with its own engine (0: every core)
	Setups  []engine.Config // the configurations played in turn (nil: Suite.Setups())
	Out     string          // folder for findings ("" writes nothing)
	Build   string          // the build of dogma, which notes record

	// Policy is how the decisions are drawn: PolicyMixed (""),
	// PolicyUniform or PolicySwarm.
	Policy string

	// MaxDecisions ends a game still running after this many decisions
	// (0: 5000).
	MaxDecisions int

	// Shrink shrinks the finding after the workers stop, for at most
	// ShrinkTime (0: 30 s).
	Shrink     bool
	ShrinkTime time.Duration

	// OnProgress, if set, is called a few times a second with the counts
	// so far, and once at the end.
	OnProgress func(Stats)
}

// Stats are the running counts of a campaign.
type Stats struct {
	Games     int64         `json:"games"`
	Decisions int64         `json:"decisions"`
	Stopped   int64         `json:"stopped"` // games dogma's own engine stopped (a rule gap, an error, the length cap)
	Findings  int           `json:"findings"`
	Elapsed   time.Duration `json:"elapsed_ns"`
}

// Found is the finding of a campaign, with the game that shows it and the
// files written for it.
type Found struct {
	Finding *Finding  `json:"finding"`
	Index   int       `json:"game_index"` // the game's index in the campaign
	Game    fuzz.Seed `json:"game_seed"`
	Config  string    `json:"config"`
	// Decisions is the number of decisions of the game when found, and
	// Shrunk of the shrunk game (-1: not shrunk).
	Decisions int `json:"decisions"`
	Shrunk    int `json:"shrunk"`
	// Scenario is dogma's side of the shrunk game as a scenario file, and
	// Transcript the requests and dogma's states, which "dogma referee
	// --replay" replays against the engine alone.
	Scenario   string `json:"scenario,omitempty"`
	Transcript string `json:"transcript,omitempty"`
	Err        string `json:"error,omitempty"` // why a file could not be written or the game shrunk

	cfg   engine.Config
	match *Match
}

// Result is the outcome of a campaign.
type Result struct {
	Seed        fuzz.Seed `json:"seed"`
	Engine      string    `json:"engine"`
	Stats       Stats     `json:"stats"`
	Found       []*Found  `json:"found"`
	Interrupted bool      `json:"interrupted"`
}

// Run referees games until the budget is spent, ctx is canceled or a
// finding stops it: the finding of the lowest game index is reported,
// shrunk (Options.Shrink) and written to Out.
func Run(ctx context.Context, opts Options) (*Result, error) {
	if opts.Suite == nil || opts.Start == nil {
		return nil, errors.New("referee: a campaign needs a game and an engine")
	}
	setups := opts.Setups
	if len(setups) == 0 {
		setups = opts.Suite.Setups()
	}
	for i, cfg := range setups {
		n, err := opts.Suite.ParseConfig(cfg.String())
		if err != nil {
			return nil, err
		}
		setups[i] = n
	}
	opts.Setups = setups
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	policy, err := ParsePolicy(opts.Policy)
	if err != nil {
		return nil, err
	}
	opts.Policy = policy
	if opts.Time == 0 && opts.Games == 0 {
		opts.Time = time.Minute
	}
	c := &campaign{opts: opts, start: time.Now()}
	c.limit.Store(1 << 62)
	c.res.Seed, c.res.Engine = fuzz.Seed(opts.Seed), opts.Engine

	// The engines start before the clock of the budget does.
	exts := make([]External, opts.Workers)
	for w := range exts {
		ext, err := opts.Start()
		if err != nil {
			for _, e := range exts[:w] {
				e.Close()
			}
			return nil, err
		}
		exts[w] = ext
	}
	work := ctx
	if opts.Time > 0 {
		var cancel context.CancelFunc
		work, cancel = context.WithTimeout(ctx, opts.Time)
		defer cancel()
	}
	var report func()
	if opts.OnProgress != nil {
		report = func() { opts.OnProgress(c.stats()) }
	}
	stopReports := ticker.Start(250*time.Millisecond, report)
	var wg sync.WaitGroup
	for _, ext := range exts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.work(work, ext)
		}()
	}
	wg.Wait()
	stopReports()
	c.res.Interrupted = ctx.Err() != nil
	sort.Slice(c.res.Found, func(i, j int) bool { return c.res.Found[i].Index < c.res.Found[j].Index })
	for _, fd := range c.res.Found {
		c.finish(ctx, fd, exts[0])
	}
	for _, ext := range exts {
		ext.Close()
	}
	c.res.Stats = c.stats()
	if opts.OnProgress != nil {
		opts.OnProgress(c.res.Stats)
	}
	return &c.res, nil
}

type campaign struct {
	opts  Options
	start time.Time

	next      atomic.Int64
	limit     atomic.Int64 // no game from this index on is started
	games     atomic.Int64
	decisions atomic.Int64
	stopped   atomic.Int64

	mu  sync.Mutex
	res Result
}

func (c *campaign) stats() Stats {
	c.mu.Lock()
	n := len(c.res.Found)
	c.mu.Unlock()
	return Stats{Games: c.games.Load(), Decisions: c.decisions.Load(), Stopped: c.stopped.Load(),
		Findings: n, Elapsed: time.Since(c.start)}
}

// The policies of a campaign: how its games draw their decisions.
const (
	// PolicyUniform draws every option uniformly.
	PolicyUniform = "uniform"
	// PolicySwarm follows a swarm policy per game, as dogma fuzz's swarm
	// campaigns do (fuzz.SwarmPolicy: weighted action verbs, leanings on
	// yes/no questions), which reaches the ends uniform play rarely does
	// (a deck drawn dry).
	PolicySwarm = "swarm"
	// PolicyMixed plays uniform games and swarm games in turn.
	PolicyMixed = "mixed"
)

// ParsePolicy checks a policy's name; "" is PolicyMixed.
func ParsePolicy(s string) (string, error) {
	switch s {
	case "":
		return PolicyMixed, nil
	case PolicyUniform, PolicySwarm, PolicyMixed:
		return s, nil
	}
	return "", fmt.Errorf("unknown policy %q (want %s, %s or %s)", s, PolicyMixed, PolicyUniform, PolicySwarm)
}

// RandomChooser picks each option uniformly from a generator of seed.
func RandomChooser(seed uint64) Chooser {
	r := engine.NewRand(seed ^ 0x5EFE1EE5)
	return func(d *engine.Decision) (int, bool) { return r.Intn(len(d.Options)), true }
}

// SwarmChooser follows the swarm policy of seed (fuzz.SwarmPolicy).
func SwarmChooser(seed uint64) Chooser {
	c := fuzz.NewSwarm(fuzz.SwarmPolicy(seed), seed)
	return func(d *engine.Decision) (int, bool) { return c.Choose(d), true }
}

// chooser returns the chooser of game i of seed under policy.
func chooser(policy string, i int, seed uint64) Chooser {
	if policy == PolicySwarm || policy == PolicyMixed && i%2 == 1 {
		return SwarmChooser(seed)
	}
	return RandomChooser(seed)
}

// work referees games with ext until the campaign stops. Game i is
// always the same game: its seed is fuzz.GameSeed(Seed, i), its setup
// Setups[i mod len(Setups)] and its decisions drawn from its seed by the
// policy.
func (c *campaign) work(ctx context.Context, ext External) {
	ref := &Referee{Reg: c.opts.Suite.Registration, Ext: ext, MaxDecisions: c.opts.MaxDecisions,
		Stop: func() bool { return ctx.Err() != nil }}
	for ctx.Err() == nil {
		i := int(c.next.Add(1) - 1)
		if c.opts.Games > 0 && i >= c.opts.Games || int64(i) >= c.limit.Load() {
			return
		}
		if err := ext.Restart(); err != nil {
			c.fail(i, nil, &Match{Finding: &Finding{Kind: ErrorKind(err), Message: "the engine does not start again: " + err.Error()}}, 0)
			return
		}
		seed := fuzz.GameSeed(c.opts.Seed, i)
		cfg := c.opts.Setups[i%len(c.opts.Setups)]
		m := ref.Play(cfg, seed, chooser(c.opts.Policy, i, seed))
		if m.Abandoned || m.Finding != nil && ctx.Err() != nil {
			// Cut short by the end of the campaign, or by the signal
			// that ended it, which may have reached the engine too.
			return
		}
		c.games.Add(1)
		c.decisions.Add(int64(len(m.Moves)))
		if m.Finding == nil && !m.Over {
			c.stopped.Add(1)
		}
		if m.Finding != nil {
			c.fail(i, cfg, m, seed)
		}
	}
}

// fail records the finding of game i, keeping the lowest index, and stops
// the games after it.
func (c *campaign) fail(i int, cfg engine.Config, m *Match, seed uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.res.Found) > 0 && c.res.Found[0].Index <= i {
		return
	}
	text := ""
	if cfg != nil {
		text = cfg.String()
	}
	c.res.Found = []*Found{{Finding: m.Finding, Index: i, Game: fuzz.Seed(seed), Config: text,
		Decisions: len(m.Moves), Shrunk: -1, cfg: cfg, match: m}}
	c.limit.Store(int64(i))
}

// finish shrinks a finding and writes its files.
func (c *campaign) finish(ctx context.Context, fd *Found, ext External) {
	if fd.cfg == nil {
		return
	}
	ref := &Referee{Reg: c.opts.Suite.Registration, Ext: ext, MaxDecisions: c.opts.MaxDecisions}
	m := fd.match
	if c.opts.Shrink {
		budget := c.opts.ShrinkTime
		if budget <= 0 {
			budget = 30 * time.Second
		}
		if ctx.Err() != nil {
			budget = min(budget, 5*time.Second)
			ctx = context.Background()
		}
		sctx, cancel := context.WithTimeout(ctx, budget)
		sm, err := Shrink(sctx, ref, fd.cfg, uint64(fd.Game), m)
		cancel()
		if err != nil {
			fd.note(err)
		}
		if sm != nil {
			m = sm
			fd.Finding = sm.Finding
			fd.Shrunk = len(sm.Moves)
		}
	}
	if c.opts.Out == "" {
		return
	}
	base := filepath.Join(c.opts.Out, fmt.Sprintf("referee-%s-%016x", fd.Finding.Name(), uint64(fd.Game)))
	rec := &scenarios.Record{Suite: c.opts.Suite, Config: fd.cfg, Seed: uint64(fd.Game), Moves: m.Moves}
	rec.Notes = c.notes(fd, filepath.Base(base)+".jsonl")
	if err := os.MkdirAll(c.opts.Out, 0o755); err != nil {
		fd.note(err)
		return
	}
	if err := atomicfile.Write(base+".txt", rec.Format()); err != nil {
		fd.note(err)
	} else {
		fd.Scenario = base + ".txt"
	}
	t := &Transcript{Header: TranscriptHeader{Transcript: TranscriptVersion, Game: c.opts.Suite.Name,
		Config: fd.Config, Seed: fd.Game, Engine: c.opts.Engine, Finding: fd.Finding.String()}, Exchanges: m.Exchanges}
	if err := atomicfile.Write(base+".jsonl", t.Format()); err != nil {
		fd.note(err)
	} else {
		fd.Transcript = base + ".jsonl"
	}
}

// notes are the comment lines of a finding's scenario file.
func (c *campaign) notes(fd *Found, transcript string) []string {
	f := fd.Finding
	notes := []string{
		fmt.Sprintf("Found by dogma referee against %s, campaign seed %d, game %d:", c.opts.Engine, c.opts.Seed, fd.Index),
		f.String(),
	}
	for _, d := range f.Details {
		notes = append(notes, "  "+d)
	}
	notes = append(notes,
		"The decisions below are dogma's side of the game; the check passes in dogma.",
		fmt.Sprintf("The protocol transcript %s replays it against the engine: dogma referee --replay %s -- CMD", transcript, transcript))
	if fd.Shrunk >= 0 {
		notes = append(notes, fmt.Sprintf("Shrunk from %d to %d decisions.", fd.Decisions, fd.Shrunk))
	}
	if c.opts.Build != "" {
		notes = append(notes, "build: dogma "+c.opts.Build)
	}
	if f.Dogma != nil {
		notes = append(notes, "Both states where they part:")
		for _, l := range strings.Split(strings.TrimRight(SideBySide(f.Dogma, f.Engine), "\n"), "\n") {
			notes = append(notes, "  "+l)
		}
	}
	return notes
}

func (fd *Found) note(err error) {
	if fd.Err != "" {
		fd.Err += "; "
	}
	fd.Err += err.Error()
}

// Name returns a short name of the finding for files:
// "disagreement-options".
func (f *Finding) Name() string { return clip.Slug(f.Key(), 60) }

// ProcessStarter returns Options.Start for the engine argv: a Process
// that must play game.
func ProcessStarter(argv []string, opts protocol.Options, game string) func() (External, error) {
	return func() (External, error) {
		p, err := StartProcess(argv, opts, game)
		if err != nil {
			return nil, err
		}
		return p, nil
	}
}
