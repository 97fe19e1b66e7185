package toygame

import (
	"strings"
	"testing"
)

func TestParseConfig(t *testing.T) {
	for text, want := range map[string]int{"": 2, "players=2": 2, " players=3 ": 3, "players=4": 4} {
		c, err := ParseConfig(text)
		if err != nil || c.Players != want {
			t.Errorf("ParseConfig(%q) = %v, %v; want %d players", text, c, err, want)
		}
		if c2, err := ParseConfig(c.String()); err != nil || c2 != c {
			t.Errorf("ParseConfig(%q) = %v, %v", c.String(), c2, err)
		}
	}
	for text, want := range map[string]string{
		"players=1":         "players",
		"players=5":         "players",
		"players=two":       "players",
		"players":           "players",
		"edition=3rd":       `unknown setting "edition"`,
		"players=3 teams":   `unknown setting "teams"`,
		"variants=x,y":      `"variants"`,
		"players=2 ages=10": `"ages"`,
	} {
		if _, err := ParseConfig(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseConfig(%q): %v, want an error naming %s", text, err, want)
		}
	}
	if s := (Config{}).String(); s != "players=2" {
		t.Errorf("the default configuration prints as %q", s)
	}
}
