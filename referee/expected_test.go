package referee

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/referee/protocol"
	"github.com/dogma-engine/dogma/referee/serve"
)

// dogma serve writes its answers as dogma's side of the referee would
// write them, so that the referee takes every one without decoding it.
// A build with a planted bug still parts from dogma at once: the script
// test cmd/dogma/testdata/script/referee.txtar.
func TestServeAnswersTakenUndecoded(t *testing.T) {
	for _, tc := range []struct {
		reg   *engine.Registration
		setup string
	}{
		{cards.Registration, "players=3 edition=3rd"},
		{cards.Registration, "players=4 teams edition=1st"},
		{cards.Registration, "players=4 edition=4th expansions=echoes"},
		{uruk.Registration, "players=3 variants=" + strings.Join(uruk.FillAll().Names(), ",")},
	} {
		t.Run(tc.reg.Name+" "+tc.setup, func(t *testing.T) {
			reqR, reqW := io.Pipe()
			repR, repW := io.Pipe()
			s := serve.New(serveGames)
			go func() {
				s.Serve(reqR, repW)
				repW.Close()
			}()
			p := &Process{conn: protocol.NewConn(repR, reqW, protocol.Options{DropEvents: true})}
			var err error
			if p.Hello, err = p.conn.Hello(); err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			cfg, err := tc.reg.ParseConfig(tc.setup)
			if err != nil {
				t.Fatal(err)
			}
			ref := &Referee{Reg: tc.reg, Ext: p}
			decisions := 0
			for seed := range uint64(10) {
				m := ref.Play(cfg, seed, RandomChooser(seed))
				if m.Finding != nil {
					t.Fatal(m.Finding.Report())
				}
				decisions += len(m.Moves)
			}
			if p.undecoded < decisions*9/10 {
				t.Errorf("%d of %d answers taken without decoding, want nine in ten or more", p.undecoded, decisions)
			}
			t.Logf("%d of %d answers taken without decoding", p.undecoded, decisions)
		})
	}
}

// A setup dogma's own game cannot start from decks is not refereeable,
// with the reason; a registration without a neutral state neither.
func TestRefereeable(t *testing.T) {
	cfg, err := cards.Registration.ParseConfig("players=3 edition=3rd")
	if err != nil {
		t.Fatal(err)
	}
	if err := Refereeable(cards.Registration, cfg); err != nil {
		t.Errorf("Innovation 3rd: %v", err)
	}
	noDecks := *cards.Registration
	noDecks.NewFromDecks = func(engine.Config, map[string][]string) (engine.Game, error) {
		return nil, fmt.Errorf("%w: no piles from decks", engine.ErrNotPlayed)
	}
	if err := Refereeable(&noDecks, cfg); !errors.Is(err, engine.ErrNotPlayed) {
		t.Errorf("a setup not played from decks: %v, want engine.ErrNotPlayed", err)
	}
	noNeutral := *cards.Registration
	noNeutral.Neutral = nil
	if err := Refereeable(&noNeutral, cfg); err == nil || !strings.Contains(err.Error(), "no neutral state") {
		t.Errorf("a registration without a neutral state: %v", err)
	}
}

// The queue of answers owed keeps its order as it moves in its array,
// past the array's end many times over, at every length up to twice the
// window.
func TestPipelineQueueOrder(t *testing.T) {
	q := &pipeline{store: make([]sent, 0, 4*Window)}
	q.queue = q.store
	next, want := 0, 0
	for round := range 40 {
		for range Window/2 + round%Window + 1 {
			q.push(sent{moves: next})
			next++
		}
		for len(q.queue) > round%(2*Window) {
			if got := q.queue[0].moves; got != want {
				t.Fatalf("round %d: popped %d, want %d", round, got, want)
			}
			q.queue = q.queue[1:]
			want++
		}
	}
}
