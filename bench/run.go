package bench

import (
	"errors"
	"fmt"
	"runtime"

	"github.com/dogma-engine/dogma/engine"
)

// Run performs every measurement opts asks for, each opts.Runs times, and
// reports the medians. It runs on the calling goroutine only: the figures
// are for one core.
func Run(opts Options) (Report, error) {
	o := opts.withDefaults()
	if o.Game == nil {
		return Report{}, errors.New("bench: no game to measure")
	}
	if len(o.Configs) == 0 {
		return Report{}, fmt.Errorf("bench: no configuration of %s to measure", o.Game.Name)
	}
	total, done := o.Steps(), 0
	tick := o.Progress
	o.Progress = func(int, int) {
		done++
		if tick != nil {
			tick(done, total)
		}
	}
	rep := Report{
		Setting:   o.Setting,
		Runs:      o.Runs,
		Games:     o.Games,
		Ops:       o.Ops,
		Seed:      o.Seed,
		GoVersion: runtime.Version(),
		Platform:  runtime.GOOS + "/" + runtime.GOARCH,
	}
	for i, cfg := range o.Configs {
		res := GameResult{Config: cfg}
		off, on, ratios, players, err := measurePaired(cfg, o)
		if err != nil {
			return rep, err
		}
		res.Off, res.Players = off.figures(), players
		if o.Observer != nil {
			f := on.figures()
			res.On, res.Ratio = &f, median(ratios)
		}
		rep.RandomGames = append(rep.RandomGames, res)
		if i > 0 {
			continue
		}
		for _, each := range o.Each {
			sm, _, err := measureGames(cfg, o, each.New)
			if err != nil {
				return rep, err
			}
			rep.PropertyCosts = append(rep.PropertyCosts, PropertyCost{Name: each.Name, Players: res.Players,
				NsPerDecision: sm.figures().NsPerDecision - res.Off.NsPerDecision})
		}
	}
	ops, err := measureOps(o)
	if err != nil {
		return rep, err
	}
	rep.Operations = ops
	return rep, nil
}

// measurePaired times o.Games random games of cfg, o.Runs times with
// properties off and, when o has an Observer, as many times with them on,
// alternating one run of each, so that both see the same noise of the
// machine; ratios are the runs' ratios of the time per decision on over
// off. It also returns the number of players of cfg's games.
func measurePaired(cfg engine.Config, o Options) (off, on samples, ratios []float64, players int, err error) {
	for r := 0; r < o.Runs; r++ {
		if players, err = off.run(cfg, o, nil); err != nil {
			return
		}
		if o.Observer == nil {
			continue
		}
		if _, err = on.run(cfg, o, o.Observer); err != nil {
			return
		}
		if last := off[2][r]; last > 0 {
			ratios = append(ratios, on[2][r]/last)
		}
	}
	return
}

// measureGames times o.Games random games, o.Runs times, and returns the
// samples. It also returns the number of players of cfg's games.
func measureGames(cfg engine.Config, o Options, observer func() Observer) (samples, int, error) {
	var sm samples
	players := 0
	for r := 0; r < o.Runs; r++ {
		var err error
		if players, err = sm.run(cfg, o, observer); err != nil {
			return sm, 0, err
		}
	}
	return sm, players, nil
}

// samples holds the figures of each run of one random-game measurement,
// one column per figure of GameFigures, in its order.
type samples [6][]float64

// run times o.Games random games with the observer (nil: properties off)
// and adds the run's figures. Every run plays the same seeds, so runs
// differ only by the machine's noise. One game is played before the run,
// so that buffers have grown to their steady size. It returns the number
// of players of cfg's games.
func (sm *samples) run(cfg engine.Config, o Options, observer func() Observer) (int, error) {
	var obs Observer
	if observer != nil {
		obs = observer()
	}
	p := NewPlayer(o.Game, cfg, obs)
	if _, err := p.Play(o.Seed + uint64(o.Games)); err != nil {
		return 0, err
	}
	decisions := 0
	s, err := timed(func() error {
		for i := 0; i < o.Games; i++ {
			n, err := p.Play(o.Seed + uint64(i))
			decisions += n
			if err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	sec := s.elapsed.Seconds()
	d := float64(max(decisions, 1))
	sm[0] = append(sm[0], float64(o.Games)/sec)
	sm[1] = append(sm[1], d/sec)
	sm[2] = append(sm[2], float64(s.elapsed.Nanoseconds())/d)
	sm[3] = append(sm[3], float64(s.allocs)/d)
	sm[4] = append(sm[4], float64(s.bytes)/d)
	sm[5] = append(sm[5], d/float64(o.Games))
	o.Progress(0, 0)
	return p.Game().Players(), nil
}

// figures returns the medians of the runs.
func (sm *samples) figures() GameFigures {
	return GameFigures{
		GamesPerSec:       median(sm[0]),
		DecisionsPerSec:   median(sm[1]),
		NsPerDecision:     median(sm[2]),
		AllocsPerDecision: median(sm[3]),
		BytesPerDecision:  median(sm[4]),
		DecisionsPerGame:  median(sm[5]),
	}
}

// Positions returns n mid-game positions of random games of reg with
// cfg: each game is played for a few dozen decisions from its own seed.
func Positions(reg *engine.Registration, cfg engine.Config, seed uint64, n int) ([]engine.Game, error) {
	out := make([]engine.Game, 0, n)
	for i := 0; i < n; i++ {
		s := seed + uint64(i)
		g, err := reg.New(cfg, s)
		if err != nil {
			return nil, err
		}
		if _, err := g.Play(NewRandom(s), 20+i%40); err != nil {
			return nil, fmt.Errorf("seed %d: %w", s, err)
		}
		out = append(out, g)
	}
	return out, nil
}

// measureOps times every operation of o over mid-game positions of its
// first configuration, after one untimed pass over them.
func measureOps(o Options) ([]OpFigures, error) {
	games, err := Positions(o.Game, o.Configs[0], o.Seed, 64)
	if err != nil {
		return nil, err
	}
	var out []OpFigures
	for _, op := range o.ops() {
		for _, g := range games { // grow the buffers an operation reuses
			op.Do(g)
		}
		var ns, allocs []float64
		for r := 0; r < o.Runs; r++ {
			s, _ := timed(func() error {
				var acc uint64 // keeps the results alive, so the work stays
				for i := 0; i < o.Ops; i++ {
					acc += op.Do(games[i%len(games)])
				}
				runtime.KeepAlive(acc)
				return nil
			})
			ns = append(ns, float64(s.elapsed.Nanoseconds())/float64(o.Ops))
			allocs = append(allocs, float64(s.allocs)/float64(o.Ops))
			o.Progress(0, 0)
		}
		out = append(out, OpFigures{Name: op.Name, Ns: median(ns), Allocs: median(allocs)})
	}
	return out, nil
}
