package fuzz

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

func action(labels ...string) *engine.Decision {
	d := &engine.Decision{Kind: engine.KindAction}
	for _, l := range labels {
		d.Options = append(d.Options, engine.Option{Label: l})
	}
	return d
}

// A policy's weights steer the action verbs: a verb of weight 0 is never
// chosen while another is offered, and is chosen when it is all there is.
func TestSwarmWeighsVerbs(t *testing.T) {
	p := Policy{Verbs: []string{"draw", "meld", "dogma", "achieve"}, Weights: []uint8{0, 1, 0, 3}, Yes: 0, Pass: 255}
	c := NewSwarm(p, 1)
	d := action("draw", "meld Writing", "meld Oars", "dogma Archery", "achieve 1")
	counts := map[string]int{}
	for i := 0; i < 4000; i++ {
		counts[d.Options[c.Choose(d)].Label]++
	}
	if counts["draw"] != 0 || counts["dogma Archery"] != 0 {
		t.Fatalf("verbs of weight 0 chosen: %v", counts)
	}
	// achieve weighs 3, meld 1 shared by two options.
	if a, m := counts["achieve 1"], counts["meld Writing"]+counts["meld Oars"]; a < 2*m || a > 4*m {
		t.Fatalf("achieve %d times, meld %d times: want about 3 to 1", a, m)
	}
	if got := d.Options[c.Choose(action("draw"))].Label; got != "draw" {
		t.Fatalf("the only option is %q", got)
	}
	if c.Choose(action("draw", "dogma Oars")) > 1 {
		t.Fatal("out of range")
	}
	yn := &engine.Decision{Kind: engine.KindYesNo, Options: []engine.Option{{Label: "yes"}, {Label: "no"}}}
	card := &engine.Decision{Kind: engine.KindCard, Options: []engine.Option{{Label: "Oars"}, {Label: "Writing"}, {Label: "pass"}}}
	for i := 0; i < 100; i++ {
		if c.Choose(yn) != 1 {
			t.Fatal("a policy that never says yes said yes")
		}
		if c.Choose(card) != 2 {
			t.Fatal("a policy that always passes chose a card")
		}
	}
}

// The policy of a game depends only on its seed, and policies differ.
func TestSwarmPolicyFromSeed(t *testing.T) {
	if a, b := SwarmPolicy(7), SwarmPolicy(7); a.String() != b.String() {
		t.Fatal("the same seed gives two policies")
	}
	seen := map[string]bool{}
	for s := uint64(0); s < 50; s++ {
		seen[SwarmPolicy(s).String()] = true
	}
	if len(seen) < 40 {
		t.Fatalf("only %d distinct policies in 50 seeds", len(seen))
	}
}

// A yes/no decision whose options are not labelled "yes" and "no" (a game
// of other words) gets one of its two options, never -1.
func TestSwarmYesNoOfOtherLabels(t *testing.T) {
	d := &engine.Decision{Kind: engine.KindYesNo, Options: []engine.Option{{Label: "bid"}, {Label: "pass on"}}}
	for _, yes := range []uint8{0, 128, 255} {
		c := NewSwarm(Policy{Yes: yes}, 3)
		for i := 0; i < 50; i++ {
			if got := c.Choose(d); got != 0 && got != 1 {
				t.Fatalf("Yes=%d: option %d of 2", yes, got)
			}
		}
	}
	c := NewSwarm(Policy{Yes: 255}, 3)
	if got := c.Choose(&engine.Decision{Kind: engine.KindYesNo, Options: []engine.Option{{Label: "no"}, {Label: "yes"}}}); got != 1 {
		t.Fatalf("a game's \"yes\" label is not followed: option %d", got)
	}
}
