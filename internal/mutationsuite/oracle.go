package mutationsuite

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/props"
)

// Oracle is what the card-oracle measure runs against each mutant of a
// game's card code (go test -tags oracle, under a mutation tool): the
// game's default campaign on one worker, no scenario, for
// DOGMA_ORACLE_TIME (default 60s). It fails when the campaign finds
// anything, which kills the mutant. The package's other tests are left out
// of that build, so that only the campaign kills a mutant.
//
// DOGMA_ORACLE_WITHOUT names properties to leave out (comma-separated).
// With DOGMA_ORACLE_RECORD set to a file and DOGMA_ORACLE_PRISTINE to the
// unmutated package's folder, Oracle first runs the campaign without
// o.Contracts ("before"), then, if that found nothing,
// with every property ("after"), and appends to the file the line the
// mutant changed (in the files matching o.Sources) and both outcomes: what
// the contracts add, measured on the same mutants.
func Oracle(t *testing.T, s *props.Suite, o OracleOptions) {
	limit := time.Minute
	if v := os.Getenv("DOGMA_ORACLE_TIME"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			t.Fatalf("DOGMA_ORACLE_TIME=%q: want a positive duration", v)
		}
		limit = d
	}
	record := os.Getenv("DOGMA_ORACLE_RECORD")
	if record == "" {
		if found := campaign(t, s, o.Setups, limit, strings.Split(os.Getenv("DOGMA_ORACLE_WITHOUT"), ",")); found != "" {
			t.Error(found)
		}
		return
	}
	where := mutatedLine(t, o.Sources, os.Getenv("DOGMA_ORACLE_PRISTINE"))
	before := campaign(t, s, o.Setups, limit, o.Contracts)
	after := before
	if before == "" {
		after = campaign(t, s, o.Setups, limit, nil)
	}
	f, err := os.OpenFile(record, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(f, "%s\tbefore=%s\tafter=%s\t%s\n", where, outcome(before), outcome(after), clip.FirstLine(after))
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if after != "" {
		t.Error(after)
	}
}

// OracleOptions says what Oracle measures.
type OracleOptions struct {
	// Sources is the glob of the files a mutant changes, in the package's
	// folder ("age*.go").
	Sources string
	// Contracts are the properties the "before" run leaves out: the card
	// oracles whose worth is measured.
	Contracts []string
	// Setups are the configurations the campaign plays in turn; nil means
	// the game's defaults.
	Setups []engine.Config
}

// campaign runs the one-worker campaign of seed 1 of setups (nil: the
// game's defaults) for limit, without the properties named, and returns
// its first finding, or "".
func campaign(t *testing.T, s *props.Suite, setups []engine.Config, limit time.Duration, without []string) string {
	var ps []*props.Property
	for _, p := range s.Properties() {
		if !slices.Contains(without, p.Name) {
			ps = append(ps, p)
		}
	}
	res, err := fuzz.Run(context.Background(), fuzz.Options{Suite: s, Seed: 1, Time: limit, Workers: 1, Setups: setups, Props: ps})
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

// mutatedLine returns "file:line" of the first line where the files of
// the current folder that match the glob sources differ from the pristine
// folder's, or "?".
func mutatedLine(t *testing.T, sources, pristine string) string {
	if pristine == "" {
		return "?"
	}
	files, err := filepath.Glob(sources)
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
