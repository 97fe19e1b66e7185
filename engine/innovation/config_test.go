package innovation_test

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// TestParseConfig reads each setting of the notation, and what it
// refuses.
func TestParseConfig(t *testing.T) {
	for _, c := range []struct {
		text string
		want inn.Config
	}{
		{"", inn.Config{Players: 2, Ages: inn.MaxAge, Edition: inn.First}},
		{"players=4 teams", inn.Config{Players: 4, Teams: true, Ages: inn.MaxAge, Edition: inn.First}},
		{"players=4 teams=true", inn.Config{Players: 4, Teams: true, Ages: inn.MaxAge, Edition: inn.First}},
		{"players=4 teams=false", inn.Config{Players: 4, Ages: inn.MaxAge, Edition: inn.First}},
		{"players=3 edition=3rd ages=3", inn.Config{Players: 3, Ages: 3, Edition: inn.Third}},
	} {
		got, err := inn.ParseConfig(c.text)
		if err != nil {
			t.Errorf("ParseConfig(%q): %v", c.text, err)
			continue
		}
		if got.Players != c.want.Players || got.Teams != c.want.Teams || got.Ages != c.want.Ages || got.Edition != c.want.Edition {
			t.Errorf("ParseConfig(%q) = %+v, want %+v", c.text, got, c.want)
		}
		back, err := inn.ParseConfig(got.String())
		if err != nil || back.String() != got.String() {
			t.Errorf("ParseConfig(%q) prints %q, which reads back as %q (%v)", c.text, got.String(), back.String(), err)
		}
	}
	for _, bad := range []string{"players=4 teams=maybe", "players=x", "edition=2nd", "colour=red"} {
		if _, err := inn.ParseConfig(bad); err == nil {
			t.Errorf("ParseConfig(%q) accepted", bad)
		}
	}
}
