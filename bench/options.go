package bench

import (
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Options says what Run measures and how often. The zero value measures
// the defaults.
type Options struct {
	Players []int       // player counts of the random games; default 2, 3 and 4
	Ages    int         // the last age in play; default 10
	Edition inn.Edition // card texts; default 1st
	Runs    int         // runs of every measurement, reported by their median; default 5
	Games   int         // random games per run and player count; default 300
	Ops     int         // repetitions of one clone, hash or recount per run; default 20000
	Seed    uint64      // the first game's seed; run r plays the next seeds on
	// Observer, when not nil, makes one Observer per run; the random games
	// are then measured a second time with it watching every decision.
	Observer func() Observer
	// Each, when not empty, names observers measured one at a time on the
	// first player count's games, after the games with every property:
	// the cost of each is its time per decision less the time with none.
	Each []NamedObserver
	// Progress, when not nil, is called after each timed run, with the
	// runs done so far and the total (see Steps).
	Progress func(done, total int)
}

// Steps returns the number of timed runs Run makes with these options: it
// calls Progress that many times.
func (o Options) Steps() int {
	o = o.withDefaults()
	games := len(o.Players)
	if o.Observer != nil {
		games *= 2
	}
	return o.Runs * (games + len(o.Each) + numOps)
}

func (o Options) withDefaults() Options {
	if len(o.Players) == 0 {
		o.Players = []int{2, 3, 4}
	}
	if o.Ages == 0 {
		o.Ages = inn.MaxAge
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

// NamedObserver makes the observer of one property, for Options.Each.
type NamedObserver struct {
	Name string
	New  func() Observer
}
