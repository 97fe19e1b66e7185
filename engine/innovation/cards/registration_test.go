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
// the registration switches it on until undone.
func TestRegistrationBugs(t *testing.T) {
	reg := cards.Registration
	all := append(append(append([]*inn.Bug(nil), inn.Bugs...), inn.CardBugs...), inn.ContractBugs...)
	if len(reg.Bugs) != len(all) {
		t.Fatalf("%d bugs registered, the engine has %d", len(reg.Bugs), len(all))
	}
	for i, b := range reg.Bugs {
		if b.Name != all[i].Name || b.Doc == "" {
			t.Fatalf("bug %d is %q (%q), want %q", i, b.Name, b.Doc, all[i].Name)
		}
		undo := b.Plant()
		if !all[i].On() {
			t.Fatalf("%s: planting it does not switch it on", b.Name)
		}
		undo()
		if len(inn.Planted()) != 0 {
			t.Fatalf("%s: undo leaves %v planted", b.Name, inn.Planted())
		}
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
