package innovation_test

import (
	"context"
	"strings"
	"sync"
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

// TestPlantedAndCleanCampaignsSideBySide runs, in one process and at the
// same time, a campaign whose configurations plant a contract bug and a
// clean campaign of the same setups: each behaves as its own
// configurations say. The first finds the bug through card-contracts; the
// second finds nothing.
func TestPlantedAndCleanCampaignsSideBySide(t *testing.T) {
	clean := contractSetups(0)
	planted := plantedSetups(t, clean, inn.BugContractAge)
	run := func(setups []engine.Config, out **fuzz.Result, errp *error, wg *sync.WaitGroup) {
		defer wg.Done()
		*out, *errp = fuzz.Run(context.Background(), fuzz.Options{Suite: innprops.Suite, Seed: 3, Games: 400, Workers: 2,
			Setups: setups, Props: []*props.Property{innprops.CardContracts}})
	}
	var (
		wg               sync.WaitGroup
		bugRes, cleanRes *fuzz.Result
		bugErr, cleanErr error
	)
	wg.Add(2)
	go run(planted, &bugRes, &bugErr, &wg)
	go run(clean, &cleanRes, &cleanErr, &wg)
	wg.Wait()
	if bugErr != nil || cleanErr != nil {
		t.Fatalf("campaigns: %v; %v", bugErr, cleanErr)
	}
	if len(bugRes.Found) == 0 {
		t.Fatalf("the planted campaign found nothing in %d games", bugRes.Stats.Games)
	}
	if f := bugRes.Found[0].Failure; f.Property != innprops.CardContracts.Name || f.Clause != inn.BugContractAge.Clause ||
		!strings.Contains(f.Message, "Agriculture") {
		t.Fatalf("the planted campaign found %s (%s) %s, want Agriculture's contract (%s)", f.Property, f.Clause, f.Message, inn.BugContractAge.Clause)
	}
	if cfg := bugRes.Found[0].Log.Config.String(); !strings.Contains(cfg, "bugs="+inn.BugContractAge.Name) {
		t.Errorf("the failing game's configuration %q does not record the planted bug", cfg)
	}
	for _, fd := range cleanRes.Found {
		t.Errorf("the clean campaign beside it found %v", fd.Failure)
	}
	if cleanRes.Stats.Games != 400 {
		t.Errorf("the clean campaign played %d games, want 400", cleanRes.Stats.Games)
	}
	t.Logf("planted: found after %d games; clean: %d games", bugRes.Stats.Games, cleanRes.Stats.Games)
}
