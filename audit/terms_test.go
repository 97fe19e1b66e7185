package audit

import (
	"bytes"
	"os"
	"testing"
)

// data/innovation-contract-terms.tsv is what ReadContracts makes of the
// card contracts today: a contract changed without go generate fails here.
func TestContractTermsAreGenerated(t *testing.T) {
	var got bytes.Buffer
	if err := GenerateTerms(&got, "../props/innovation/contract"); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("data/innovation-contract-terms.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want) {
		t.Error("data/innovation-contract-terms.tsv is not what gen_terms.go makes of props/innovation/contract: run go generate ./audit")
	}
}

// The shipped table reads back, has every effect of the 1st edition's
// cards, and names a contract line for every step.
func TestShippedContractTerms(t *testing.T) {
	terms, err := LoadContractTerms("innovation")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []struct {
		effect, edition, verb, age string
	}{
		{"Writing 1", "1st", "draw", "2"},
		{"Agriculture 1", "3rd", "draw", "+1"},
		{"The Wheel 1", "1st", "draw", "1"},
	} {
		steps, ok := terms.Effect(want.effect, want.edition)
		if !ok {
			t.Errorf("%s (%s): no steps", want.effect, want.edition)
			continue
		}
		found := false
		for _, s := range steps {
			found = found || s.Verb == want.verb && s.Age == want.age
			if s.Source == "" {
				t.Errorf("%s: a step without its contract line", want.effect)
			}
		}
		if !found {
			t.Errorf("%s (%s): no %s of age %s in %+v", want.effect, want.edition, want.verb, want.age, steps)
		}
	}
	wheel, _ := terms.Effect("The Wheel 1", "1st")
	if len(wheel) != 1 || wheel[0].Count != "2" {
		t.Errorf("The Wheel 1: %+v, want one draw of two 1s", wheel)
	}
}

// A branch a contract takes in one edition only (c.Edition == inn.Fourth)
// is no term of the others: Clothing shows a hand without a card of a
// missing colour in the 4th edition only (ULT-INFO-3), so its 1st- and
// 3rd-edition terms hold no reveal; Machinery's texts show it in both.
func TestContractTermsReadTheEditionTested(t *testing.T) {
	terms, err := LoadContractTerms("innovation")
	if err != nil {
		t.Fatal(err)
	}
	reveals := func(effect, edition string) bool {
		steps, ok := terms.Effect(effect, edition)
		if !ok {
			t.Fatalf("%s (%s): no steps", effect, edition)
		}
		for _, s := range steps {
			if s.Verb == "reveal" {
				return true
			}
		}
		return false
	}
	for _, ed := range []string{"1st", "3rd"} {
		if reveals("Clothing 1", ed) {
			t.Errorf("Clothing 1 (%s): a reveal among its terms, which only the 4th edition's rule asks", ed)
		}
		if !reveals("Machinery 2", ed) {
			t.Errorf("Machinery 2 (%s): no reveal among its terms", ed)
		}
	}
}
