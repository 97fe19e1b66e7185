package engine

import (
	"strings"
	"testing"
)

// A Number refuses an explicit 0 and values out of its range with an error
// that names the range; a Choice and a List refuse unknown values.
func TestSettingCheck(t *testing.T) {
	players := Setting{Name: "players", Kind: Number, Min: 2, Max: 4}
	edition := Setting{Name: "edition", Kind: Choice, Values: []string{"1st", "3rd"}}
	variants := Setting{Name: "variants", Flag: "variant", Kind: List, Values: []string{"a", "b"}}
	teams := Setting{Name: "teams", Kind: Switch}
	for _, c := range []struct {
		s    Setting
		val  string
		want string // "" for no error
	}{
		{players, "2", ""},
		{players, "4", ""},
		{players, "0", "0 is out of range: allowed 2..4"},
		{players, "5", "5 is out of range: allowed 2..4"},
		{players, "two", `"two" is not a number: allowed 2..4`},
		{edition, "3rd", ""},
		{edition, "2nd", `unknown edition "2nd" (want 1st or 3rd)`},
		{variants, "a,b", ""},
		{variants, "none", ""},
		{variants, "", ""},
		{variants, "a,c", `unknown variant "c" (want a, b)`},
		{teams, "", ""},
		{teams, "false", ""},
		{teams, "maybe", `"maybe" is not true or false`},
	} {
		err := c.s.Check(c.val)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s=%s: %v", c.s.Name, c.val, err)
		case c.want != "" && (err == nil || err.Error() != c.want):
			t.Errorf("%s=%s: got %v, want %s", c.s.Name, c.val, err, c.want)
		}
	}
	if got := variants.FlagName(); got != "variant" {
		t.Errorf("FlagName of variants = %q", got)
	}
	if got := players.FlagName(); got != "players" {
		t.Errorf("FlagName of players = %q", got)
	}
}

// CheckSettings finds a ParseConfig that takes a 0 for the default.
func TestCheckSettingsFindsSilentDefault(t *testing.T) {
	r := &Registration{Name: "lax",
		Settings: []Setting{{Name: "players", Kind: Number, Default: "2", Min: 2, Max: 4}},
		ParseConfig: func(text string) (Config, error) {
			return nil, nil // takes anything
		},
	}
	err := r.CheckSettings()
	if err == nil || !strings.Contains(err.Error(), "players=0") {
		t.Fatalf("got %v, want players=0 reported", err)
	}
}
