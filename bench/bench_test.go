package bench

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// BenchmarkRandomGames plays random complete games, properties off, with
// 2, 3 and 4 players: the full game, and ages 1–3 alone (the game the
// first figures were measured on, kept to compare). One op is one game.
func BenchmarkRandomGames(b *testing.B) {
	for _, ages := range []int{inn.MaxAge, 3} {
		for _, n := range []int{2, 3, 4} {
			b.Run(fmt.Sprintf("ages=%d/players=%d", ages, n), func(b *testing.B) {
				p := NewPlayer(cards.Registration, inn.Config{Players: n, Ages: ages}, nil)
				if _, err := p.Play(1 << 40); err != nil { // grow the buffers first
					b.Fatal(err)
				}
				m := StartMeter(b)
				for i := 0; i < b.N; i++ {
					d, err := p.Play(uint64(i))
					if err != nil {
						b.Fatal(err)
					}
					m.Game(d)
				}
				m.Stop()
			})
		}
	}
}

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		in   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
	} {
		if got := median(c.in); got != c.want {
			t.Errorf("median(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

// Random play over all ten ages ends every game without an error.
func TestRandomGamesEnd(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		p := NewPlayer(cards.Registration, inn.Config{Players: n, Ages: 10}, nil)
		for seed := uint64(0); seed < 50; seed++ {
			if _, err := p.Play(seed); err != nil {
				t.Fatalf("players=%d: %v", n, err)
			}
		}
	}
}

// Reset gives the same game as New, decision by decision.
func TestPlayerReusesGames(t *testing.T) {
	cfg := inn.Config{Players: 3, Ages: 10}
	p := NewPlayer(cards.Registration, cfg, nil)
	for seed := uint64(10); seed < 30; seed++ {
		n, err := p.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		if seed > 10 && !reused(p, seed) {
			t.Fatalf("seed %d: the game was not reused", seed)
		}
		g, err := inn.New(cfg, cards.Base(), seed)
		if err != nil {
			t.Fatal(err)
		}
		r := NewRandom(seed ^ 0x5bd1e995)
		m, err := g.Play(r, 0)
		if err != nil {
			t.Fatal(err)
		}
		if n != m || g.Hash() != p.Game().Hash() || g.Mark() != p.Game().Mark() {
			t.Fatalf("seed %d: reused game made %d decisions (hash %x), a new one %d (hash %x)", seed, n, p.Game().Hash(), m, g.Hash())
		}
	}
}

// reused reports whether p played seed in the game it played before.
func reused(p *Player, seed uint64) bool {
	before := p.Game()
	if _, err := p.Play(seed); err != nil {
		return false
	}
	return p.Game() == before
}

// unresettable is a game without a Reset method.
type unresettable struct{ engine.Game }

// A game that cannot reset is set up anew from the registration for each
// game, and plays the same games.
func TestPlayerMakesNewGames(t *testing.T) {
	reg := *cards.Registration
	reg.New = func(cfg engine.Config, seed uint64) (engine.Game, error) {
		g, err := cards.Registration.New(cfg, seed)
		return unresettable{g}, err
	}
	cfg := inn.Config{Players: 2, Ages: 10}
	fresh, reset := NewPlayer(&reg, cfg, nil), NewPlayer(cards.Registration, cfg, nil)
	for seed := uint64(0); seed < 10; seed++ {
		before := fresh.Game()
		n, err := fresh.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		if before != nil && fresh.Game() == before {
			t.Fatalf("seed %d: a game without Reset was reused", seed)
		}
		m, err := reset.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		if n != m || fresh.Game().Hash() != reset.Game().Hash() {
			t.Fatalf("seed %d: a new game made %d decisions (hash %x), a reset one %d (hash %x)", seed, n, fresh.Game().Hash(), m, reset.Game().Hash())
		}
	}
}

// counter is an Observer that counts what it is told and can fail.
type counter struct {
	begins, decides, answers, ends int
	failAt                         int // fail at this decision (from 1); 0: never
}

func (c *counter) Begin(engine.Game, uint64) error { c.begins++; return nil }
func (c *counter) End(engine.Game) error           { c.ends++; return nil }
func (c *counter) Answer(_ engine.Game, d *engine.Decision, i int) error {
	c.answers++
	if i < 0 || i >= len(d.Options) {
		return errors.New("an answer out of range")
	}
	return nil
}
func (c *counter) Decide(g engine.Game, d *engine.Decision) error {
	c.decides++
	if len(d.Options) == 0 || g.Over() {
		return errors.New("asked a decision without options or after the end")
	}
	if c.decides == c.failAt {
		return errPlanted
	}
	return nil
}

var errPlanted = errors.New("planted failure")

func TestObserverSeesEveryDecision(t *testing.T) {
	c := &counter{}
	p := NewPlayer(cards.Registration, inn.Config{Players: 2, Ages: 3}, c)
	total := 0
	for seed := uint64(0); seed < 5; seed++ {
		n, err := p.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		total += n
	}
	if c.begins != 5 || c.ends != 5 || c.decides != total || c.answers != total {
		t.Errorf("observer saw %d begins, %d decisions, %d answers, %d ends; want 5, %d, %d, 5", c.begins, c.decides, c.answers, c.ends, total, total)
	}
	c = &counter{failAt: 7}
	p = NewPlayer(cards.Registration, inn.Config{Players: 2, Ages: 3}, c)
	if _, err := p.Play(0); !errors.Is(err, errPlanted) {
		t.Errorf("an observer's failure gave %v, want the planted error", err)
	}
}

func TestRun(t *testing.T) {
	calls, last := 0, 0
	opts := Options{Game: cards.Registration, Configs: []engine.Config{inn.Config{Players: 2}, inn.Config{Players: 4, Teams: true}},
		Runs: 3, Games: 4, Ops: 10,
		Workloads: []Op{{"mark", func(g engine.Game) uint64 { return uint64(g.Mark()) }}},
		Observer:  func() Observer { return &counter{} },
		Progress: func(done, total int) {
			calls++
			if done != calls || total != 3*(2*2+3) {
				t.Errorf("progress call %d: %d of %d", calls, done, total)
			}
			last = done
		}}
	rep, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	if last != opts.Steps() {
		t.Errorf("progress reached %d of %d runs", last, opts.Steps())
	}
	if len(rep.RandomGames) != 2 || rep.RandomGames[0].Players != 2 || rep.RandomGames[1].Players != 4 {
		t.Fatalf("random games measured: %+v", rep.RandomGames)
	}
	if rep.RandomGames[1].Config != opts.Configs[1] {
		t.Errorf("the second row is of %v, want %v", rep.RandomGames[1].Config, opts.Configs[1])
	}
	for _, g := range rep.RandomGames {
		if g.Off.DecisionsPerSec <= 0 || g.Off.DecisionsPerGame < 1 || g.On == nil || g.Ratio <= 0 {
			t.Errorf("players=%d: figures %+v, on %+v, ratio %v", g.Players, g.Off, g.On, g.Ratio)
		}
		// Both measurements play the same seeds, hence the same games.
		if g.On.DecisionsPerGame != g.Off.DecisionsPerGame {
			t.Errorf("players=%d: %v decisions per game with the observer, %v without", g.Players, g.On.DecisionsPerGame, g.Off.DecisionsPerGame)
		}
	}
	var names []string
	for _, op := range rep.Operations {
		names = append(names, op.Name)
	}
	if fmt.Sprint(names) != "[clone hash mark]" {
		t.Errorf("operations: %+v", rep.Operations)
	}
	if text := rep.String(); !strings.HasPrefix(text, "random games: Innovation, medians of 3 runs of 4 games (seeds 0-3)") {
		t.Errorf("the text begins %q", strings.SplitN(text, "\n", 2)[0])
	}
	if _, err := rep.JSON(); err != nil {
		t.Error(err)
	}
	if _, err := Run(Options{Game: cards.Registration, Configs: []engine.Config{inn.Config{Players: 5}}}); err == nil {
		t.Error("5 players: no error")
	}
	if _, err := Run(Options{}); err == nil {
		t.Error("no game: no error")
	}
}

// Without configurations, Run measures the game's setups.
func TestDefaultConfigs(t *testing.T) {
	opts := Options{Game: cards.Registration}
	if got, want := opts.Steps(), 5*(len(cards.Registration.Setups())+2); got != want {
		t.Errorf("%d steps, want %d", got, want)
	}
}

// The clone is a copy into a reused game: once its buffers have grown, it
// allocates nothing, like the copies properties make before each decision.
func TestCloneReusesItsCopy(t *testing.T) {
	rep, err := Run(Options{Game: cards.Registration, Configs: []engine.Config{inn.Config{Players: 3}}, Runs: 1, Games: 1, Ops: 2000})
	if err != nil {
		t.Fatal(err)
	}
	if op := rep.Operations[0]; op.Name != "clone" || op.Allocs > 0.01 {
		t.Errorf("the first operation is %+v, want a clone without allocations", op)
	}
}
