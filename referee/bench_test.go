package referee

import (
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/referee/protocol"
	"github.com/dogma-engine/dogma/referee/serve"
)

// serveMode is the fakeEnv mode that makes the test binary dogma serve:
// dogma's Innovation and Uruk behind the protocol, without events, as
// dogma referee starts it.
const serveMode = "serve"

// serveGames are the games the test binary serves in serveMode.
var serveGames = []*engine.Registration{cards.Registration, uruk.Registration}

// serveStdio serves serveGames on the standard input and output.
func serveStdio() int {
	s := serve.New(serveGames)
	s.Events = false
	if err := s.Serve(os.Stdin, os.Stdout); err != nil {
		return 1
	}
	return 0
}

// refereeBenchGames are the games the benchmark referees, to their end.
var refereeBenchGames = []struct {
	name  string
	reg   *engine.Registration
	setup string
}{
	{"innovation", cards.Registration, "players=3 edition=3rd"},
	{"uruk", uruk.Registration, "players=3 variants=" + strings.Join(uruk.FillAll().Names(), ",")},
}

// BenchmarkReferee referees random games of dogma against dogma serve,
// in process (the server reads and writes pipes in a goroutine) and as a
// subprocess, as dogma referee -- dogma serve runs it with one worker.
// decisions/s is the figure; dogma play's is serve's BenchmarkPlay.
func BenchmarkReferee(b *testing.B) {
	exe, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	for _, bg := range refereeBenchGames {
		b.Run(bg.name+"/in-process", func(b *testing.B) {
			reqR, reqW := io.Pipe()
			repR, repW := io.Pipe()
			s := serve.New(serveGames) // with events, which the referee asks it to leave out, as dogma serve
			go func() {
				s.Serve(reqR, repW)
				repW.Close()
			}()
			p := &Process{conn: protocol.NewConn(repR, reqW, protocol.Options{DropEvents: true})}
			if p.Hello, err = p.conn.Hello(); err != nil {
				b.Fatal(err)
			}
			defer p.Close()
			benchReferee(b, bg.reg, bg.setup, p)
		})
		b.Run(bg.name+"/subprocess", func(b *testing.B) {
			p, err := StartProcess([]string{exe}, protocol.Options{Env: append(os.Environ(), fakeEnv+"="+serveMode)}, bg.reg.Name)
			if err != nil {
				b.Fatal(err)
			}
			defer p.Close()
			benchReferee(b, bg.reg, bg.setup, p)
		})
	}
}

func benchReferee(b *testing.B, reg *engine.Registration, setup string, ext External) {
	cfg, err := reg.ParseConfig(setup)
	if err != nil {
		b.Fatal(err)
	}
	ref := &Referee{Reg: reg, Ext: ext}
	decisions := 0
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		m := ref.Play(cfg, uint64(i), RandomChooser(uint64(i)))
		if m.Finding != nil {
			b.Fatal(m.Finding.Report())
		}
		decisions += len(m.Moves)
	}
	b.ReportMetric(float64(decisions)/time.Since(start).Seconds(), "decisions/s")
}
