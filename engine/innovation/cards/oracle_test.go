//go:build oracle

package cards_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
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
// anything, which kills the mutant. The package's other tests are left out
// of that build, so that only the campaign kills a mutant.
//
// DOGMA_ORACLE_WITHOUT names properties to leave out (comma-separated).
// With DOGMA_ORACLE_RECORD set to a file and DOGMA_ORACLE_PRISTINE to the
// unmutated package's folder, the test first runs the campaign without
// card-contracts ("before"), then, if that found nothing, with every
// property ("after"), and appends to the file the line the mutant changed
// and both outcomes: what the contracts add, measured on the same mutants.
func TestOracleCampaign(t *testing.T) {
	limit := time.Minute
	if s := os.Getenv("DOGMA_ORACLE_TIME"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			t.Fatalf("DOGMA_ORACLE_TIME=%q: want a positive duration", s)
		}
		limit = d
	}
	record := os.Getenv("DOGMA_ORACLE_RECORD")
	if record == "" {
		if found := campaign(t, limit, strings.Split(os.Getenv("DOGMA_ORACLE_WITHOUT"), ",")); found != "" {
			t.Error(found)
		}
		return
	}
	where := mutatedLine(t, os.Getenv("DOGMA_ORACLE_PRISTINE"))
	before := campaign(t, limit, []string{innprops.CardContracts.Name})
	after := before
	if before == "" {
		after = campaign(t, limit, nil)
	}
	f, err := os.OpenFile(record, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(f, "%s\tbefore=%s\tafter=%s\t%s\n", where, outcome(before), outcome(after), oneLine(after))
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if after != "" {
		t.Error(after)
	}
}

// campaign runs the default one-worker campaign of seed 1 for limit,
// without the properties named, and returns its first finding, or "".
func campaign(t *testing.T, limit time.Duration, without []string) string {
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
	if len(res.Found) == 0 {
		return ""
	}
	f := res.Found[0].Failure
	if f.Property != "" {
		return f.Property + ": " + f.Message
	}
	return string(f.Kind) + ": " + f.Message
}

func outcome(found string) string {
	if found == "" {
		return "lived"
	}
	return "killed"
}

func oneLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// mutatedLine returns "file:line" of the first line where this package's
// sources differ from the pristine folder's, or "?".
func mutatedLine(t *testing.T, pristine string) string {
	if pristine == "" {
		return "?"
	}
	files, err := filepath.Glob("age*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		got, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join(pristine, name))
		if err != nil {
			t.Fatal(err)
		}
		a, b := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(a), len(b)) {
			// A mutation tool may print the file again: spacing differs.
			if strings.Join(strings.Fields(a[i]), " ") != strings.Join(strings.Fields(b[i]), " ") {
				return fmt.Sprintf("%s:%d", name, i+1)
			}
		}
	}
	return "?"
}
