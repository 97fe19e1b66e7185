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
		var err error
		if res.Off, res.Players, err = measureGames(cfg, o, nil); err != nil {
			return rep, err
		}
		if o.Observer != nil {
			on, _, err := measureGames(cfg, o, o.Observer)
			if err != nil {
				return rep, err
			}
			res.On = &on
			if res.Off.NsPerDecision > 0 {
				res.Ratio = on.NsPerDecision / res.Off.NsPerDecision
			}
		}
		rep.RandomGames = append(rep.RandomGames, res)
		if i > 0 {
			continue
		}
		for _, each := range o.Each {
			f, _, err := measureGames(cfg, o, each.New)
			if err != nil {
				return rep, err
			}
			rep.PropertyCosts = append(rep.PropertyCosts, PropertyCost{Name: each.Name, Players: res.Players,
				NsPerDecision: f.NsPerDecision - res.Off.NsPerDecision})
		}
	}
	ops, err := measureOps(o)
	if err != nil {
		return rep, err
	}
	rep.Operations = ops
	return rep, nil
}

// measureGames times o.Games random games, o.Runs times, and returns the
// medians. Every run plays the same seeds, so runs differ only by the
// machine's noise. One game is played before each run, so that buffers
// have grown to their steady size. It also returns the number of players
// of cfg's games.
func measureGames(cfg engine.Config, o Options, observer func() Observer) (GameFigures, int, error) {
	cols := make([][]float64, 6)
	players := 0
	for r := 0; r < o.Runs; r++ {
		var obs Observer
		if observer != nil {
			obs = observer()
		}
		p := NewPlayer(o.Game, cfg, obs)
		if _, err := p.Play(o.Seed + uint64(o.Games)); err != nil {
			return GameFigures{}, 0, err
		}
		players = p.Game().Players()
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
			return GameFigures{}, 0, err
		}
		sec := s.elapsed.Seconds()
		d := float64(max(decisions, 1))
		cols[0] = append(cols[0], float64(o.Games)/sec)
		cols[1] = append(cols[1], d/sec)
		cols[2] = append(cols[2], float64(s.elapsed.Nanoseconds())/d)
		cols[3] = append(cols[3], float64(s.allocs)/d)
		cols[4] = append(cols[4], float64(s.bytes)/d)
		cols[5] = append(cols[5], d/float64(o.Games))
		o.Progress(0, 0)
	}
	return GameFigures{
		GamesPerSec:       median(cols[0]),
		DecisionsPerSec:   median(cols[1]),
		NsPerDecision:     median(cols[2]),
		AllocsPerDecision: median(cols[3]),
		BytesPerDecision:  median(cols[4]),
		DecisionsPerGame:  median(cols[5]),
	}, players, nil
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
