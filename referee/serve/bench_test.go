package serve_test

import (
	"os"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/referee/protocol"
	"github.com/dogma-engine/dogma/referee/serve"
)

// benchGames are the games the benchmarks play, to their end.
var benchGames = []struct {
	name  string
	reg   *engine.Registration
	setup string
}{
	{"tally", toygame.Registration, "players=3"},
	{"innovation", cards.Registration, "players=3 edition=3rd"},
	{"uruk", uruk.Registration, "players=3 " + urukFill},
}

// BenchmarkPlay plays random games in process, as dogma play does: the
// speed the protocol is measured against. decisions/s is the figure.
func BenchmarkPlay(b *testing.B) {
	for _, bg := range benchGames {
		b.Run(bg.name, func(b *testing.B) {
			cfg, err := bg.reg.ParseConfig(bg.setup)
			if err != nil {
				b.Fatal(err)
			}
			decisions := 0
			start, cpu := time.Now(), cpuTime()
			for i := 0; i < b.N; i++ {
				g, err := bg.reg.New(cfg, uint64(i))
				if err != nil {
					b.Fatal(err)
				}
				r := engine.NewRand(uint64(i))
				for !g.Over() && g.Err() == nil {
					g.Choose(r.Intn(len(g.Decision().Options)))
					decisions++
				}
			}
			report(b, decisions, start, cpu)
		})
	}
}

// BenchmarkServe plays the same games through the protocol: a new request
// and a choose request by label for every decision, answered by a server
// in process (with and without events) and by one in a subprocess, as
// dogma referee -- dogma serve runs it.
func BenchmarkServe(b *testing.B) {
	exe, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	for _, bg := range benchGames {
		b.Run(bg.name+"/in-process", func(b *testing.B) { benchServe(b, bg.reg, bg.setup, inProcess(b, true)) })
		b.Run(bg.name+"/in-process-no-events", func(b *testing.B) { benchServe(b, bg.reg, bg.setup, inProcess(b, false)) })
		b.Run(bg.name+"/subprocess", func(b *testing.B) {
			c, err := protocol.Start([]string{exe}, protocol.Options{Env: append(os.Environ(), serveEnv+"=1")})
			if err != nil {
				b.Fatal(err)
			}
			defer c.Close()
			benchServe(b, bg.reg, bg.setup, c)
		})
	}
}

func benchServe(b *testing.B, reg *engine.Registration, setup string, c *protocol.Conn) {
	cfg, err := reg.ParseConfig(setup)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := c.Hello(); err != nil {
		b.Fatal(err)
	}
	decisions := 0
	b.ResetTimer()
	start, cpu := time.Now(), cpuTime()
	for i := 0; i < b.N; i++ {
		req, err := serve.NewRequest(reg, cfg, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		reply, err := c.New(req)
		if err != nil {
			b.Fatal(err)
		}
		r := engine.NewRand(uint64(i))
		for !reply.State.Over {
			label := reply.State.Options[r.Intn(len(reply.State.Options))]
			if reply, err = c.Choose(label); err != nil {
				if _, stopped := err.(*protocol.RefusedError); stopped {
					break // a rule gap
				}
				b.Fatal(err)
			}
			decisions++
		}
	}
	report(b, decisions, start, cpu)
}

// report gives the decisions per second, and the CPU time of this
// process per decision (the server's too when it runs in process): on a
// loaded machine the wall clock also counts the waits for a CPU.
func report(b *testing.B, decisions int, start time.Time, cpu time.Duration) {
	b.ReportMetric(float64(decisions)/time.Since(start).Seconds(), "decisions/s")
	if decisions > 0 {
		b.ReportMetric(float64(cpuTime()-cpu)/float64(decisions)/1e3, "cpu-µs/decision")
	}
}
