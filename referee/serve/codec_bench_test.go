package serve_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/referee/protocol"
)

// midGame returns an Innovation game of 3 players 60 decisions in.
func midGame(b *testing.B) engine.Game {
	reg := cards.Registration
	cfg, _ := reg.ParseConfig("players=3 edition=3rd")
	g, err := reg.New(cfg, 1)
	if err != nil {
		b.Fatal(err)
	}
	r := engine.NewRand(1)
	for k := 0; k < 60 && !g.Over(); k++ {
		g.Choose(r.Intn(len(g.Decision().Options)))
	}
	return g
}

// BenchmarkCodec times the parts of one answer of dogma serve on a
// mid-game Innovation state: the neutral state, its encoding, its
// decoding.
func BenchmarkCodec(b *testing.B) {
	g := midGame(b)
	reg := cards.Registration
	n, _ := reg.NeutralOf(g)
	line, err := protocol.Encode(protocol.StateReply{State: protocol.FromNeutral(n)})
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%d bytes", len(line))
	b.Run("neutral", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			reg.NeutralOf(g)
		}
	})
	b.Run("encode", func(b *testing.B) {
		s := protocol.StateReply{State: protocol.FromNeutral(n)}
		for i := 0; i < b.N; i++ {
			protocol.Encode(s)
		}
	})
	b.Run("decode", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := protocol.DecodeReply(line); err != nil {
				b.Fatal(err)
			}
		}
	})
}
