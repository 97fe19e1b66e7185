package bench

import (
	"fmt"
	"runtime"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// Run performs every measurement opts asks for, each opts.Runs times, and
// reports the medians. It runs on the calling goroutine only: the figures
// are for one core.
func Run(opts Options) (Report, error) {
	o := opts.withDefaults()
	total, done := o.Steps(), 0
	tick := o.Progress
	o.Progress = func(int, int) {
		done++
		if tick != nil {
			tick(done, total)
		}
	}
	deck := cards.Base()
	rep := Report{
		Ages:      o.Ages,
		Edition:   o.Edition.String(),
		Runs:      o.Runs,
		Games:     o.Games,
		Ops:       o.Ops,
		Seed:      o.Seed,
		GoVersion: runtime.Version(),
		Platform:  runtime.GOOS + "/" + runtime.GOARCH,
	}
	for _, n := range o.Players {
		cfg, err := inn.Config{Players: n, Ages: o.Ages, Edition: o.Edition}.Normalize()
		if err != nil {
			return rep, err
		}
		res := GameResult{Players: n}
		if res.Off, err = measureGames(cfg, deck, o, nil); err != nil {
			return rep, err
		}
		if o.Observer != nil {
			on, err := measureGames(cfg, deck, o, o.Observer)
			if err != nil {
				return rep, err
			}
			res.On = &on
			if res.Off.NsPerDecision > 0 {
				res.Ratio = on.NsPerDecision / res.Off.NsPerDecision
			}
		}
		rep.RandomGames = append(rep.RandomGames, res)
		if n != o.Players[0] {
			continue
		}
		for _, each := range o.Each {
			f, err := measureGames(cfg, deck, o, each.New)
			if err != nil {
				return rep, err
			}
			rep.PropertyCosts = append(rep.PropertyCosts, PropertyCost{Name: each.Name, Players: n,
				NsPerDecision: f.NsPerDecision - res.Off.NsPerDecision})
		}
	}
	ops, err := measureOps(inn.Config{Players: o.Players[0], Ages: o.Ages, Edition: o.Edition}, deck, o)
	if err != nil {
		return rep, err
	}
	rep.Operations = ops
	return rep, nil
}

// measureGames times o.Games random games, o.Runs times, and returns the
// medians. Every run plays the same seeds, so runs differ only by the
// machine's noise. One game is played before each run, so that buffers
// have grown to their steady size.
func measureGames(cfg inn.Config, deck *inn.Deck, o Options, observer func() Observer) (GameFigures, error) {
	cols := make([][]float64, 6)
	for r := 0; r < o.Runs; r++ {
		var obs Observer
		if observer != nil {
			obs = observer()
		}
		p := NewPlayer(cfg, deck, obs)
		if _, err := p.Play(o.Seed + uint64(o.Games)); err != nil {
			return GameFigures{}, err
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
			return GameFigures{}, err
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
	}, nil
}

// Positions returns n mid-game positions of random games with cfg: each
// game is played for a few dozen decisions from its own seed.
func Positions(cfg inn.Config, deck *inn.Deck, seed uint64, n int) ([]*inn.Game, error) {
	out := make([]*inn.Game, 0, n)
	for i := 0; i < n; i++ {
		s := seed + uint64(i)
		g, err := inn.New(cfg, deck, s)
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

// RecountIcons counts every icon every player shows from the piles
// themselves, ignoring the game's cache (ICON-1).
func RecountIcons(d *inn.Deck, s *inn.State) (total [inn.MaxPlayers][inn.NumIcons]int) {
	for p := 0; p < s.N; p++ {
		for col := inn.Color(0); col < inn.NumColors; col++ {
			cnt := inn.PileIcons(d, &s.Players[p].Piles[col])
			for i, k := range cnt {
				total[p][i] += int(k)
			}
		}
	}
	return total
}

// numOps is the number of operations measureOps times.
const numOps = 3

// measureOps times clone, hash and a full icon recount over mid-game
// positions.
func measureOps(cfg inn.Config, deck *inn.Deck, o Options) ([]OpFigures, error) {
	games, err := Positions(cfg, deck, o.Seed, 64)
	if err != nil {
		return nil, err
	}
	ops := []struct {
		name string
		f    func(g *inn.Game) uint64
	}{
		{"clone", func(g *inn.Game) uint64 { return uint64(g.CloneGame().Mark()) }},
		{"hash", func(g *inn.Game) uint64 { return g.Hash() }},
		{"recount", func(g *inn.Game) uint64 { return uint64(RecountIcons(deck, g.State())[0][inn.Castle]) }},
	}
	var out []OpFigures
	for _, op := range ops {
		var ns, allocs []float64
		for r := 0; r < o.Runs; r++ {
			s, _ := timed(func() error {
				var acc uint64 // keeps the results alive, so the work stays
				for i := 0; i < o.Ops; i++ {
					acc += op.f(games[i%len(games)])
				}
				runtime.KeepAlive(acc)
				return nil
			})
			ns = append(ns, float64(s.elapsed.Nanoseconds())/float64(o.Ops))
			allocs = append(allocs, float64(s.allocs)/float64(o.Ops))
			o.Progress(0, 0)
		}
		out = append(out, OpFigures{Name: op.name, Ns: median(ns), Allocs: median(allocs)})
	}
	return out, nil
}

var _ engine.Chooser = (*Random)(nil)
