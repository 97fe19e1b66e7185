//go:build oracle

package cards_test

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// TestOracleCampaign is what the card-oracle measure runs against each
// mutant of the card effects (go test -tags oracle, under a mutation
// tool): a default campaign on one worker, no scenario, for
// DOGMA_ORACLE_TIME (default 60s). It fails when the campaign finds
// anything, which kills the mutant. DOGMA_ORACLE_WITHOUT names properties
// to leave out (comma-separated), to measure what they add. The
// package's other tests are left out of that build, so that only the
// campaign kills a mutant.
func TestOracleCampaign(t *testing.T) {
	limit := time.Minute
	if s := os.Getenv("DOGMA_ORACLE_TIME"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			t.Fatalf("DOGMA_ORACLE_TIME=%q: want a positive duration", s)
		}
		limit = d
	}
	without := strings.Split(os.Getenv("DOGMA_ORACLE_WITHOUT"), ",")
	var ps []*props.Property
	for _, p := range innprops.All() {
		if !slices.Contains(without, p.Name) {
			ps = append(ps, p)
		}
	}
	res, err := fuzz.Run(context.Background(), fuzz.Options{Suite: innprops.Suite, Seed: 1, Time: limit, Workers: 1, Props: ps})
	if err != nil {
		t.Fatal(err)
	}
	for _, fd := range res.Found {
		t.Errorf("%v", fd.Failure)
	}
}
