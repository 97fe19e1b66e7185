//go:build !oracle

package cards_test

import (
	"slices"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// Every planted bug of the engine is registered, and planting it through
// the registration plants it in the configuration it is given, and only
// there.
func TestRegistrationBugs(t *testing.T) {
	reg := cards.Registration
	all := append(append(append([]*inn.Bug(nil), inn.Bugs...), inn.CardBugs...), inn.ContractBugs...)
	if len(reg.Bugs) != len(all) {
		t.Fatalf("%d bugs registered, the engine has %d", len(reg.Bugs), len(all))
	}
	clean := inn.Config{Players: 3}
	for i, b := range reg.Bugs {
		if b.Name != all[i].Name || b.Doc == "" {
			t.Fatalf("bug %d is %q (%q), want %q", i, b.Name, b.Doc, all[i].Name)
		}
		cfg, err := reg.WithBugs(clean, []string{b.Name})
		if err != nil {
			t.Fatalf("%s: %v", b.Name, err)
		}
		c := cfg.(inn.Config)
		if got := c.Bugs.Bugs(); len(got) != 1 || got[0] != all[i] || c.Players != 3 {
			t.Fatalf("%s: planted configuration %s", b.Name, c)
		}
		back, err := reg.ParseConfig(c.String())
		if err != nil || back != c {
			t.Fatalf("%s: %q reads back as %v (%v)", b.Name, c.String(), back, err)
		}
		if clean.Bugs != 0 {
			t.Fatalf("%s: planting changed the configuration it was given", b.Name)
		}
	}
	if _, err := reg.WithBugs(clean, []string{"no-such-bug"}); err == nil {
		t.Fatal("an unknown planted bug was accepted")
	}
}

// A configuration without planted bugs prints as it did before bugs were
// carried by configurations: no bugs= setting.
func TestConfigWithoutBugsPrintsNoBugs(t *testing.T) {
	cfg, err := inn.ParseConfig("players=3 edition=3rd")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := cfg.String(), "players=3 edition=3rd ages=10"; got != want {
		t.Fatalf("String = %q, want %q", got, want)
	}
	cfg.Bugs = cfg.Bugs.With(inn.BugTurn, inn.BugSplay)
	if got, want := cfg.String(), "players=3 edition=3rd ages=10 bugs=splay,turn"; got != want {
		t.Fatalf("String = %q, want %q", got, want)
	}
}

// The registration names branches by the edition of the configuration.
func TestRegistrationBranches(t *testing.T) {
	reg := cards.Registration
	third := inn.Config{Players: 2, Edition: inn.Third}
	e := engine.Event{Kind: "draw", Effect: "Archery 1"}
	if got := reg.BranchOf(third, &e); got != "Archery 1 (3rd): draw" {
		t.Fatalf("BranchOf = %q", got)
	}
	if list := reg.Branches(third); !slices.Contains(list, "Archery 1 (3rd)") || slices.Contains(list, "Archery 1 (1st)") {
		t.Fatalf("Branches of the 3rd edition: %d names, Archery 1 (3rd) missing or Archery 1 (1st) present", len(list))
	}
}
