package innovation_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// TestCampaignFindsContractBugs is the must-fail proof of the card
// contracts: each planted bug of inn.ContractBugs does what the card-text
// property allows (the same verbs, ages its text may draw) and so survives
// it, while a default campaign finds it within a minute through
// card-contracts, naming the card's effect and edition.
func TestCampaignFindsContractBugs(t *testing.T) {
	for _, bug := range inn.ContractBugs {
		t.Run(bug.Name, func(t *testing.T) {
			setups := plantedSetups(t, innprops.Suite.Setups(), bug)
			blind, err := fuzz.Run(context.Background(), fuzz.Options{Suite: innprops.Suite, Setups: setups, Seed: 1, Games: 600, Workers: 2,
				Props: []*props.Property{innprops.CardText}})
			if err != nil {
				t.Fatal(err)
			}
			if len(blind.Found) != 0 {
				t.Fatalf("card-text catches %q, which only a contract should: %v", bug.Name, blind.Found[0].Failure)
			}
			start := time.Now()
			res, err := fuzz.Run(context.Background(), fuzz.Options{Suite: innprops.Suite, Setups: setups, Seed: 1, Time: time.Minute})
			if err != nil {
				t.Fatal(err)
			}
			elapsed := time.Since(start)
			if len(res.Found) == 0 {
				t.Fatalf("planted bug %q (%s) survived %d games in %v", bug.Name, bug.Doc, res.Stats.Games, elapsed)
			}
			f := res.Found[0].Failure
			if f.Property != innprops.CardContracts.Name || f.Clause != bug.Clause {
				t.Fatalf("found %s (%s) %s, want %s (%s)", f.Property, f.Clause, f.Message, innprops.CardContracts.Name, bug.Clause)
			}
			if !strings.Contains(f.Message, "edition)") {
				t.Errorf("the message names no edition: %s", f.Message)
			}
			t.Logf("found in %v after %d games: %s", elapsed.Round(time.Millisecond), res.Stats.Games, f.Message)
		})
	}
}

// TestCardContractsCleanWithoutBugs plays seeded random games of every
// default setup, and of both variants, with no bug planted: no contract
// finds anything.
func TestCardContractsCleanWithoutBugs(t *testing.T) {
	for _, v := range []inn.VariantSet{0, inn.VariantSet(0).With(inn.VarMonumentCombined), inn.VariantSet(0).With(inn.VarIfAffected)} {
		setups := contractSetups(v)
		res, err := fuzz.Run(context.Background(), fuzz.Options{Suite: innprops.Suite, Seed: 3, Games: 400, Workers: 2,
			Setups: setups, Props: []*props.Property{innprops.CardContracts}})
		if err != nil {
			t.Fatal(err)
		}
		for _, fd := range res.Found {
			if fd.Failure.Property != innprops.CardContracts.Name {
				continue // the 3rd-edition Oars under if-affected reaches a documented rule gap
			}
			t.Errorf("variants %v: a clean engine breaks a contract: %v", v.Names(), fd.Failure)
		}
	}
}

// contractSetups are the setups the clean contract campaigns play: every
// table size, in both editions, with the variants v.
func contractSetups(v inn.VariantSet) []engine.Config {
	var setups []engine.Config
	for _, ed := range []inn.Edition{inn.First, inn.Third} {
		for _, p := range []int{2, 3, 4} {
			setups = append(setups, inn.Config{Players: p, Edition: ed, Ages: inn.MaxAge, Variants: v},
				inn.Config{Players: 4, Teams: true, Edition: ed, Ages: inn.MaxAge, Variants: v})
		}
	}
	return setups
}

// plantedSetups returns setups with bug planted in each.
func plantedSetups(t *testing.T, setups []engine.Config, bug *inn.Bug) []engine.Config {
	t.Helper()
	out, err := fuzz.PlantedSetups(innprops.Suite.Registration, setups, bug.Name)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
