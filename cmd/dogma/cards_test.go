package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// dogma cards --edition 4th lists every card of Innovation Ultimate, the
// 115 cards of ages 1 to 11 and the 5 special achievements, each with its
// EFFECTS-4th.md entry, and every age card with its 4th-edition effects
// written and their contract: a card missing any of them fails.
func TestCardsFourthEdition(t *testing.T) {
	var cards []cardInfo
	if err := json.Unmarshal([]byte(runOut(t, "cards", "--edition", "4th", "--scenarios", t.TempDir(), "--json")), &cards); err != nil {
		t.Fatal(err)
	}
	ages, specials := 0, 0
	for _, c := range cards {
		if !c.Text {
			t.Errorf("%s has no entry in EFFECTS-4th.md", c.Name)
		}
		if c.Age == 0 {
			specials++
			continue
		}
		ages++
		if !slices.Contains(c.Written, "4th") {
			t.Errorf("%s: its 4th-edition effects are not written (written: %s)", c.Name, strings.Join(c.Written, ","))
		}
		if !slices.Contains(c.Contract, "4th") {
			t.Errorf("%s: its 4th-edition effects have no contract (contract: %s)", c.Name, strings.Join(c.Contract, ","))
		}
	}
	if ages != 115 || specials != 5 {
		t.Errorf("dogma cards --edition 4th lists %d age cards and %d special achievements, want 115 and 5", ages, specials)
	}
}

// dogma cards NAME --edition 4th shows the card's 4th-edition entry, not
// its entry of the earlier editions.
func TestCardFourthEditionText(t *testing.T) {
	out := runOut(t, "cards", "Archery", "--edition", "4th", "--scenarios", t.TempDir(), "--coverage", "0")
	for _, want := range []string{"effects (EFFECTS-4th.md):", "Junk an available achievement of age 1 or 2", "contract: 4th"} {
		if !strings.Contains(out, want) {
			t.Errorf("dogma cards Archery --edition 4th does not say %q:\n%s", want, out)
		}
	}
	if out := runOut(t, "cards", "Archery", "--scenarios", t.TempDir(), "--coverage", "0"); strings.Contains(out, "Junk") {
		t.Errorf("dogma cards Archery shows the 4th edition's text:\n%s", out)
	}
}

// dogma cards NAME --expansions echoes shows an Echoes card's entry and its
// icon places as the expansion prints them; an expansion outside the 4th
// edition is refused.
func TestCardEchoesText(t *testing.T) {
	out := runOut(t, "cards", "Perfume", "--expansions", "echoes", "--scenarios", t.TempDir(), "--coverage", "0")
	for _, want := range []string{"effects (EFFECTS-echoes.md):", "Echo: Draw and tuck a 1", "icons: echo castle bonus-1 hex"} {
		if !strings.Contains(out, want) {
			t.Errorf("dogma cards Perfume --expansions echoes does not say %q:\n%s", want, out)
		}
	}
	if out := runOut(t, "cards", "--expansions", "echoes", "--age", "1"); strings.Contains(out, "Archery") || !strings.Contains(out, "Perfume") {
		t.Errorf("dogma cards --expansions echoes --age 1 lists other cards than the expansion's:\n%s", out)
	}
	if got := run([]string{"cards", "--expansions", "echoes", "--edition", "3rd"}); got != exitUsage {
		t.Errorf("dogma cards --expansions echoes --edition 3rd exited %d, want %d", got, exitUsage)
	}
}

// dogma cards --expansions echoes lists every card of Echoes of the Past,
// the 115 cards of ages 1 to 11 and its special achievements, each with
// its EFFECTS-echoes.md entry, and every age card with its effects (its
// echo effect included) written and their contract: a card missing any
// of them fails.
func TestCardsEchoes(t *testing.T) {
	var cards []cardInfo
	if err := json.Unmarshal([]byte(runOut(t, "cards", "--expansions", "echoes", "--scenarios", "../../scenarios/testdata", "--json")), &cards); err != nil {
		t.Fatal(err)
	}
	ages, specials := 0, 0
	for _, c := range cards {
		if !c.Text {
			t.Errorf("%s has no entry in EFFECTS-echoes.md", c.Name)
		}
		if c.Age == 0 {
			specials++
			continue
		}
		ages++
		if !slices.Contains(c.Written, "4th") {
			t.Errorf("%s: its effects are not written", c.Name)
		}
		if !slices.Contains(c.Contract, "4th") {
			t.Errorf("%s: its effects have no contract", c.Name)
		}
		if len(c.Scenarios) == 0 {
			t.Errorf("%s: no scenario file activates it", c.Name)
		}
	}
	if ages != 115 || specials != 5 {
		t.Errorf("dogma cards --expansions echoes lists %d age cards and %d special achievements, want 115 and 5", ages, specials)
	}
}
