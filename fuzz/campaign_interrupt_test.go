package fuzz

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	"github.com/dogma-engine/dogma/scenarios"
)

// TestShrinkStopsOnInterrupt interrupts a campaign while it shrinks: the
// shrink must end within a second or two, keep what it reached and say it
// was interrupted, not run for its whole --shrink-time.
func TestShrinkStopsOnInterrupt(t *testing.T) {
	var slow atomic.Bool
	// Every game breaks the property at its 40th decision; once the
	// campaign's game is played, each check takes a while, so that a
	// shrink takes much longer than the test waits.
	prop := &props.Property{
		Name: "slow", Clauses: []string{"TEST-1"}, Doc: "never holds, slowly",
		Check: func(s *props.Step) error {
			if slow.Load() {
				time.Sleep(5 * time.Millisecond)
			}
			if s.Index < 40 {
				return nil
			}
			return s.Failf("TEST-1", "planted")
		},
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var canceled atomic.Int64
	res, err := Run(ctx, Options{
		Suite: innprops.Suite, Seed: 1, Games: 1, Workers: 1, Shrink: true, ShrinkTime: time.Minute,
		Props: []*props.Property{prop}, Out: t.TempDir(),
		OnGame: func(engine.Game, *scenarios.Record, *Failure) {
			slow.Store(true)
			time.AfterFunc(500*time.Millisecond, func() {
				canceled.Store(time.Now().UnixNano())
				cancel()
			})
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	at := canceled.Load()
	if at == 0 {
		t.Fatal("the campaign ended before the interrupt")
	}
	if late := time.Since(time.Unix(0, at)); late > 3*time.Second {
		t.Errorf("the shrink went on for %v after the interrupt", late.Round(time.Millisecond))
	}
	if !res.Interrupted {
		t.Error("the campaign does not say it was interrupted")
	}
	if len(res.Found) != 1 || res.Found[0].Shrunk == nil {
		t.Fatalf("found %d failures, want 1 with the shrink reached so far", len(res.Found))
	}
	if !res.Found[0].Shrunk.Interrupted {
		t.Error("the shrunk failure does not say its shrink was interrupted")
	}
}
