//go:build !oracle

package uruk

import (
	"strings"
	"testing"
)

// TestDataFitsTheSeed checks the data tables against every count the seed
// gives (URUK-COMP-1, URUK-COMP-2, l.2-9): 92 discoveries of 28 types, 23
// per colour; per level 4/36/32/20 cards of 1/3/4/5 copies, with 1/3/2/1
// types per colour; and 110 cards in all.
func TestDataFitsTheSeed(t *testing.T) {
	d := Tables()
	if len(d.Types) != NumTypes {
		t.Fatalf("%d types, not %d", len(d.Types), NumTypes)
	}
	var cards [MaxLevel + 1]int
	var perColor [NumColors]int
	var typesPerLevelColor [MaxLevel + 1][NumColors]int
	for _, f := range d.Types {
		cards[f.Level] += copiesOf[f.Level]
		perColor[f.Color] += copiesOf[f.Level]
		typesPerLevelColor[f.Level][f.Color]++
		if f.Reason == "" {
			t.Errorf("%s: no reason for its assumption", f.Name)
		}
	}
	if want := [MaxLevel + 1]int{0, 4, 36, 32, 20}; cards != want {
		t.Errorf("cards per level %v, want %v", cards, want)
	}
	for c, n := range perColor {
		if n != 23 {
			t.Errorf("%s: %d cards, want 23", Color(c), n)
		}
	}
	for lvl, want := range [MaxLevel + 1]int{0, 1, 3, 2, 1} {
		for c, n := range typesPerLevelColor[lvl] {
			if lvl > 0 && n != want {
				t.Errorf("level %d, %s: %d types, want %d", lvl, Color(c), n, want)
			}
		}
	}
	if NumDiscoveries+NumGods+NumDisasters+NumEpochs+NumSummaries != 110 || NumCards != 110 {
		t.Errorf("%d cards, not 110", NumCards)
	}
	n := 0
	for c := Card(0); c < NumDiscoveries; c++ {
		if c.Type() == NoType {
			t.Errorf("card %d has no type", c)
		}
		n++
	}
	if n != 92 {
		t.Errorf("%d discovery cards", n)
	}
	for e := 1; e < NumEpochs; e++ {
		if d.EpochCosts[e].Total() <= 0 {
			t.Errorf("epoch %s: no cost", EpochName(e))
		}
	}
}

// TestDataLevelOne checks what the rules need of level 1: its four types
// hold the setup cubes and take them (URUK-SETUP-10, URUK-CARD-STORE).
func TestDataLevelOne(t *testing.T) {
	for _, f := range Tables().Types {
		if (f.Level == 1) != (f.Function == FnStore) {
			t.Errorf("%s: level %d with function %d: level 1 is the four types that store the setup cubes", f.Name, f.Level, f.Function)
		}
	}
}

// TestLoadDataErrors checks that a table a user got wrong is refused with
// its line.
func TestLoadDataErrors(t *testing.T) {
	good := discoveriesTSV
	for _, tc := range []struct{ from, to, want string }{
		{"Axt\thache\t2\tred", "Axt\thache\t5\tred", "level"},
		{"Axt\thache\t2\tred", "Axt\thache\t2\tgreen", "colour"},
		{"Axt\thache\t2\tred", "Beil\thache\t2\tred", "not a discovery"},
		{"yellow,red", "yellow,yellow", "resources"},
	} {
		text := strings.Replace(good, tc.from, tc.to, 1)
		if text == good {
			t.Fatalf("%q is not in the table", tc.from)
		}
		if _, err := LoadData(text, epochsTSV); err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "line") {
			t.Errorf("%s -> %s: error %v, want one about %s with its line", tc.from, tc.to, err, tc.want)
		}
	}
	if _, err := LoadData(good, strings.Replace(epochsTSV, "any=4", "any=x", 1)); err == nil {
		t.Error("a bad epoch cost is accepted")
	}
	if _, err := ParseCost("red=1 any=2"); err != nil {
		t.Error(err)
	}
}
