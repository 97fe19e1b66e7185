package diff

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
)

func TestAuditVariant(t *testing.T) {
	var played atomic.Int64
	opts := AuditOptions{Games: 400, Seed: 1, Workers: 3, OnGame: func() { played.Add(1) }}
	au, err := AuditVariant(context.Background(), raceRegistration, "rocket", opts)
	if err != nil {
		t.Fatal(err)
	}
	if au.Games != 400 || played.Load() != 400 || au.Errors != 0 {
		t.Fatalf("played %d (%d reported), %d errors", au.Games, played.Load(), au.Errors)
	}
	if au.Diverged == 0 || au.Changed == 0 || au.Changed > au.Diverged {
		t.Fatalf("diverged %d, changed %d of %d", au.Diverged, au.Changed, au.Games)
	}
	if len(au.Clauses) != 1 || au.Clauses[0] != (ClauseCount{"VAR-ROCKET", au.Diverged}) {
		t.Errorf("clauses %+v", au.Clauses)
	}
	if len(au.Examples) != 4 {
		t.Fatalf("%d examples", len(au.Examples))
	}
	for i, ex := range au.Examples {
		if i > 0 && !before(au.Examples[i-1], ex) {
			t.Fatalf("examples out of order: %+v after %+v", ex, au.Examples[i-1])
		}
	}
	if au.Shrunk == nil || len(au.Shrunk.Outcome.Labels) != 1 {
		t.Fatalf("shrunk %+v", au.Shrunk)
	}
	if au.ConfigA != "goal=12 variants=" && au.ConfigA != "goal=20 variants=" || !strings.HasSuffix(au.ConfigB, "variants=rocket") {
		t.Errorf("configs %q / %q", au.ConfigA, au.ConfigB)
	}

	// The same seed gives the same audit, whatever the workers.
	opts.Workers = 1
	again, err := AuditVariant(context.Background(), raceRegistration, "rocket", opts)
	if err != nil {
		t.Fatal(err)
	}
	if again.Diverged != au.Diverged || again.Changed != au.Changed || again.Examples[3].Index != au.Examples[3].Index {
		t.Errorf("second audit: %d/%d diverged, %d/%d changed", again.Diverged, au.Diverged, again.Changed, au.Changed)
	}
}

func TestAuditVariantErrors(t *testing.T) {
	if _, err := AuditVariant(context.Background(), raceRegistration, "nope", AuditOptions{Games: 1}); err == nil || !strings.Contains(err.Error(), "known: rocket, bonus") {
		t.Errorf("unknown variant: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	au, err := AuditVariant(ctx, raceRegistration, "bonus", AuditOptions{Games: 100})
	if err != nil {
		t.Fatal(err)
	}
	if !au.Interrupted || au.Games != 0 {
		t.Errorf("canceled audit played %d games, interrupted %v", au.Games, au.Interrupted)
	}
}

func TestScenarioText(t *testing.T) {
	au, err := AuditVariant(context.Background(), raceRegistration, "bonus", AuditOptions{Games: 50, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	s := au.Scenario("race")
	if s == nil {
		t.Fatal("no scenario")
	}
	text := s.Text()
	for _, want := range []string{
		"# game: race\n",
		"# Variant bonus (VAR-BONUS): an added 2 may add 1 more.\n",
		"which they ask differently:\n#   default: P",
		"\n#   bonus:   P",
		"game seed=",
		" variants=bonus\n----\n\nplay pending\nP",
		": 2\n----\n\ndecision\n----\n\nresult\n----\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("scenario lacks %q:\n%s", want, text)
		}
	}
	if strings.Count(text, "game seed=") != 2 {
		t.Errorf("want two starts:\n%s", text)
	}
}
