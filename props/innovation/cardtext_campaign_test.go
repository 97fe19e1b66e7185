package innovation_test

import (
	"context"
	"strings"
	"testing"
	"time"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// TestCampaignFindsCardTextBugs is the must-fail proof of the card-text
// property: with each planted bug of card semantics switched on, a default
// campaign (every core, the default setups and policy) finds it within a
// minute, and card-text reports it, naming the card's effect and edition.
func TestCampaignFindsCardTextBugs(t *testing.T) {
	for _, bug := range inn.CardBugs {
		t.Run(bug.Name, func(t *testing.T) {
			start := time.Now()
			res, err := fuzz.Run(context.Background(), fuzz.Options{Suite: innprops.Suite, Setups: plantedSetups(t, innprops.Suite.Setups(), bug), Seed: 1, Time: time.Minute})
			if err != nil {
				t.Fatal(err)
			}
			elapsed := time.Since(start)
			if len(res.Found) == 0 {
				t.Fatalf("planted bug %q (%s) survived %d games in %v", bug.Name, bug.Doc, res.Stats.Games, elapsed)
			}
			f := res.Found[0].Failure
			if f.Property != innprops.CardText.Name || f.Clause != bug.Clause {
				t.Fatalf("found %s (%s) %s, want %s (%s)", f.Property, f.Clause, f.Message, innprops.CardText.Name, bug.Clause)
			}
			if !strings.Contains(f.Message, "edition)") {
				t.Errorf("the message names no edition: %s", f.Message)
			}
			t.Logf("found in %v after %d games: %s", elapsed.Round(time.Millisecond), res.Stats.Games, f.Message)
		})
	}
}

// TestCardTextCleanWithoutBugs plays seeded random games of every default
// setup with no bug planted: card-text finds nothing.
func TestCardTextCleanWithoutBugs(t *testing.T) {
	res, err := fuzz.Run(context.Background(), fuzz.Options{Suite: innprops.Suite, Seed: 2, Games: 200, Workers: 2,
		Props: []*props.Property{innprops.CardText}})
	if err != nil {
		t.Fatal(err)
	}
	for _, fd := range res.Found {
		t.Errorf("a clean engine fails: %v", fd.Failure)
	}
}
