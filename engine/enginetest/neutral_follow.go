package enginetest

import (
	"fmt"
	"maps"
	"reflect"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// NeutralFollow checks the registration's NeutralFollower on random games
// of every setup and seed of opts: after every decision, the state the
// follower keeps is the neutral state built whole (NeutralOf), and so is a
// copy of the first state patched with the changes of every Update since,
// so that a tracker (engine.NeutralTracking) that leaves out a zone or a
// field a decision changed, or a change left out of the Update, fails.
func NeutralFollow(t *testing.T, reg *engine.Registration, opts NeutralOptions) {
	t.Helper()
	cfgs := opts.setups(t, reg)
	for _, cfg := range cfgs {
		for _, seed := range opts.Seeds {
			t.Run(fmt.Sprintf("%s/seed=%d", cfg, seed), func(t *testing.T) {
				checkFollow(t, reg, cfg, seed, opts.MaxDecisions)
			})
		}
	}
}

// checkFollow plays one random game and checks its follower after every
// decision.
func checkFollow(t *testing.T, reg *engine.Registration, cfg engine.Config, seed uint64, maxDecisions int) {
	g, err := reg.New(cfg, seed)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	f, ok := reg.Follow(g)
	if !ok {
		t.Fatalf("%s has no neutral state to follow", reg.Name)
	}
	var patched engine.NeutralState
	r := engine.NewRand(seed ^ 0x6a09e667f3bcc908)
	k := 0
	for ; ; k++ {
		c := f.Update()
		whole, _ := reg.NeutralOf(g)
		if got := *f.State(); !reflect.DeepEqual(got, whole) {
			t.Fatalf("decision %d: the followed state differs from the state built whole:\nfollowed: %+v\nwhole:    %+v", k, got, whole)
		}
		if k == 0 {
			patched = *f.State()
			patched.Zones, patched.Fields = maps.Clone(patched.Zones), maps.Clone(patched.Fields)
		} else {
			for _, z := range c.Zones {
				patched.Zones[z.Name] = z.Cards
			}
			for _, fl := range c.Fields {
				patched.Fields[fl.Name] = fl.Value
			}
			for _, name := range c.RemovedZones {
				delete(patched.Zones, name)
			}
			for _, name := range c.RemovedFields {
				delete(patched.Fields, name)
			}
			if !reflect.DeepEqual(patched.Zones, whole.Zones) || !reflect.DeepEqual(patched.Fields, whole.Fields) {
				t.Fatalf("decision %d: the states patched with the changes of every decision differ from the state built whole:\npatched: %+v\nwhole:   %+v", k, patched, whole)
			}
		}
		if whole.Over || g.Err() != nil || k >= maxDecisions {
			break
		}
		d := g.Decision()
		if d == nil {
			t.Fatalf("decision %d: no decision in a game not over", k)
		}
		if err := g.Choose(r.Intn(len(d.Options))); err != nil {
			break
		}
	}
	t.Logf("%d decisions followed", k)
}
