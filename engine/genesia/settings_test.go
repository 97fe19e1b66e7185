package genesia_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine/genesia"
)

// The settings Genesia declares agree with its configuration reader.
func TestSettings(t *testing.T) {
	if err := genesia.Registration.CheckSettings(); err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"players=4 teams", "players=1 mode=heroic", "players=5 variants=fill-war-ends"} {
		c, err := genesia.ParseConfig(text)
		if err != nil {
			t.Fatal(err)
		}
		if c.String() != text {
			t.Errorf("%q reads back as %q", text, c)
		}
	}
	if _, err := genesia.ParseConfig("players=2 teams"); err == nil {
		t.Error("teams of 2 players accepted")
	}
}

// Every clause RULES.md gives is read, every variant names a clause of
// it, and the title says the data is a placeholder.
func TestClausesAndVariants(t *testing.T) {
	ids := map[string]bool{}
	for _, id := range genesia.Clauses {
		ids[id] = true
	}
	if len(ids) < 80 {
		t.Errorf("only %d clauses read from RULES.md", len(ids))
	}
	for _, v := range genesia.Variants {
		if !ids[v.Clause] || !ids[v.ID()] {
			t.Errorf("variant %s: clause %s or %s missing from RULES.md", v.Name, v.Clause, v.ID())
		}
	}
	for id := range genesia.Definitions {
		if !ids[id] {
			t.Errorf("definition of %s, which RULES.md does not give", id)
		}
	}
	if !strings.Contains(genesia.Registration.Title, genesia.Placeholder) {
		t.Errorf("title %q does not say %q", genesia.Registration.Title, genesia.Placeholder)
	}
}
