package bench

import "github.com/dogma-engine/dogma/engine"

// Options says what Run measures and how often. Game must be set; the
// other fields have defaults.
type Options struct {
	// Game is the game measured.
	Game *engine.Registration
	// Configs are the configurations of the random games, one row of the
	// report each; the operations are timed on positions of the first.
	// Default: Game.Setups().
	Configs []engine.Config
	// Setting describes what the configurations have in common, for the
	// report's first line ("ages 1-10, 1st edition"); default: the
	// game's title.
	Setting string
	Runs    int    // runs of every measurement, reported by their median; default 5
	Games   int    // random games per run and configuration; default 300
	Ops     int    // repetitions of one operation per run; default 20000
	Seed    uint64 // the first game's seed; run r plays the next seeds on
	// Workloads are the game's own operations, timed after the clone and
	// the hash every game has (Innovation: a full icon recount).
	Workloads []Op
	// Observer, when not nil, makes one Observer per run; the random games
	// are then measured a second time with it watching every decision.
	Observer func() Observer
	// Each, when not empty, names observers measured one at a time on the
	// first configuration's games, after the games with every property:
	// the cost of each is its time per decision less the time with none.
	Each []NamedObserver
	// Progress, when not nil, is called after each timed run, with the
	// runs done so far and the total (see Steps).
	Progress func(done, total int)
}

// Op is an operation timed on mid-game positions.
type Op struct {
	Name string // the operation's name in the report
	// Do performs the operation once on g and returns a value that
	// depends on its work, so that the work is not optimized away.
	Do func(g engine.Game) uint64
}

// NamedObserver makes the observer of one property, for Options.Each.
type NamedObserver struct {
	Name string
	New  func() Observer
}

// Steps returns the number of timed runs Run makes with these options: it
// calls Progress that many times.
func (o Options) Steps() int {
	o = o.withDefaults()
	games := len(o.Configs)
	if o.Observer != nil {
		games *= 2
	}
	return o.Runs * (games + len(o.Each) + len(o.ops()))
}

func (o Options) withDefaults() Options {
	if len(o.Configs) == 0 && o.Game != nil && o.Game.Setups != nil {
		o.Configs = o.Game.Setups()
	}
	if o.Setting == "" && o.Game != nil {
		o.Setting = o.Game.Title
	}
	if o.Runs <= 0 {
		o.Runs = 5
	}
	if o.Games <= 0 {
		o.Games = 300
	}
	if o.Ops <= 0 {
		o.Ops = 20000
	}
	return o
}

// ops returns every operation Run times: clone and hash, which every game
// has, then the game's own workloads. The clone is Game.CopyTo into one
// game reused from copy to copy, as the properties copy a game before
// each decision.
func (o Options) ops() []Op {
	var copied engine.Game
	return append([]Op{
		{"clone", func(g engine.Game) uint64 {
			copied = g.CopyTo(copied)
			return uint64(copied.Mark())
		}},
		{"hash", func(g engine.Game) uint64 { return g.Hash() }},
	}, o.Workloads...)
}
