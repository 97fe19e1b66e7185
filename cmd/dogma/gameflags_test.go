package main

import (
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

// parseGameFlags registers the setting flags in mode and parses args.
func parseGameFlags(t *testing.T, mode mixMode, args ...string) *gameFlags {
	t.Helper()
	var f gameFlags
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	f.register(fs, mode)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return &f
}

// texts returns the configurations as text.
func texts(cfgs []engine.Config) []string {
	var out []string
	for _, c := range cfgs {
		out = append(out, c.String())
	}
	return out
}

// A campaign told nothing mixes the game's own setups; told some settings,
// it crosses them with what the game mixes of the others, the first
// declared setting varying fastest.
func TestCampaignConfigs(t *testing.T) {
	for _, c := range []struct {
		name  string
		suite func() []string
		args  []string
		want  []string
	}{
		{"innovation default", nil, nil, texts(innprops.Suite.Setups())},
		{"innovation players 3", nil, []string{"--players", "3"},
			[]string{"players=3 edition=1st ages=10", "players=3 edition=3rd ages=10", "players=3 edition=4th ages=11 variants=ult-fill-lose-team,ult-fill-lose-ends-action,ult-fill-fully-execute", "players=3 edition=4th ages=11 variants=ult-fill-lose-team,ult-fill-lose-ends-action,ult-fill-fully-execute expansions=echoes"}},
		{"innovation edition 3rd", nil, []string{"--edition", "3rd"},
			[]string{"players=2 edition=3rd ages=10", "players=3 edition=3rd ages=10", "players=4 edition=3rd ages=10", "players=4 teams edition=3rd ages=10"}},
		{"innovation players 2 and teams, ages 3", nil, []string{"--players", "2,teams", "--ages", "3", "--edition", "1st"},
			[]string{"players=2 edition=1st ages=3", "players=4 teams edition=1st ages=3"}},
		{"innovation teams", nil, []string{"--teams", "--edition", "1st"},
			[]string{"players=4 teams edition=1st ages=10"}},
	} {
		f := parseGameFlags(t, campaign, c.args...)
		got, err := f.configs(innprops.Suite)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if strings.Join(texts(got), "|") != strings.Join(c.want, "|") {
			t.Errorf("%s:\n got %q\nwant %q", c.name, texts(got), c.want)
		}
	}
}

// Uruk's campaign with a variant plays every player count it mixes with
// that variant: no setting it lacks (teams) slips in.
func TestCampaignConfigsUruk(t *testing.T) {
	f := parseGameFlags(t, campaign, "--variant", "fill-cubes-back")
	got, err := f.configs(urukprops.Suite)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"players=2 variants=fill-cubes-back", "players=3 variants=fill-cubes-back", "players=4 variants=fill-cubes-back"}
	if strings.Join(texts(got), "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", texts(got), want)
	}
}

// bench times the default rules at each player count the game mixes.
func TestBenchConfigs(t *testing.T) {
	f := parseGameFlags(t, numbers)
	got, err := f.configs(innprops.Suite)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"players=2 edition=1st ages=10", "players=3 edition=1st ages=10", "players=4 edition=1st ages=10"}
	if strings.Join(texts(got), "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", texts(got), want)
	}
}

// A flag the game does not declare, an explicit 0 and a value out of range
// are usage errors that say so, never a default.
func TestGameFlagErrors(t *testing.T) {
	for _, c := range []struct {
		mode  mixMode
		suite string
		args  []string
		want  string
	}{
		{single, "tally", []string{"--edition", "3rd"}, "--edition does not apply to the game tally, which has no such setting (its settings: --players)"},
		{single, "uruk", []string{"--ages", "3"}, "--ages does not apply to the game uruk"},
		{single, "innovation", []string{"--players", "0"}, "--players 0 is out of range: allowed 2..4"},
		{single, "innovation", []string{"--ages", "0"}, "--ages 0 is out of range: allowed 1..11"},
		{single, "innovation", []string{"--teams"}, "--teams needs --players 4, not 2"},
		{single, "innovation", []string{"--players", "teams"}, `--players "teams" is not a number: allowed 2..4`},
		{campaign, "innovation", []string{"--players", "0"}, "--players 0 is out of range: allowed 2..4 or teams"},
		{campaign, "innovation", []string{"--players", "3", "--teams"}, "--teams needs --players 4, not 3"},
		{campaign, "uruk", []string{"--players", "teams"}, `--players "teams" is not a number: allowed 2..4`},
		{numbers, "innovation", []string{"--players", "2,7"}, "--players 7 is out of range: allowed 2..4"},
		{single, "innovation", []string{"--edition", "2nd"}, `--edition: unknown edition "2nd" (want 1st, 3rd or 4th)`},
		{single, "uruk", []string{"--variant", "if-affected"}, `--variant: unknown variant "if-affected"`},
	} {
		f := parseGameFlags(t, c.mode, c.args...)
		s := innprops.Suite
		switch c.suite {
		case "uruk":
			s = urukprops.Suite
		case "tally":
			s = toygame.Suite
		}
		var err error
		if c.mode == single {
			_, err = f.config(s)
		} else {
			_, err = f.configs(s)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %v: got %v, want %q", c.suite, c.args, err, c.want)
		}
	}
}

// The flags give what the game declares: one configuration.
func TestSingleConfig(t *testing.T) {
	f := parseGameFlags(t, single, "--players", "4", "--teams", "--edition", "3rd", "--variant", "if-affected", "--ages", "3")
	cfg, err := f.config(innprops.Suite)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := cfg.String(), "players=4 teams edition=3rd ages=3 variants=if-affected"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	f = parseGameFlags(t, single)
	if cfg, err = f.config(toygame.Suite); err != nil || cfg.String() != "players=2" {
		t.Errorf("tally default: %v, %v", cfg, err)
	}
}

// The mixes the games declare (Setting.Mix), crossed, are their setups:
// a campaign told one setting mixes the others as a campaign told nothing.
func TestMixesMakeSetups(t *testing.T) {
	for _, s := range []*props.Suite{innprops.Suite, urukprops.Suite, toygame.Suite} {
		f := parseGameFlags(t, campaign)
		got, err := f.cross(s)
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		if want := texts(s.Setups()); strings.Join(texts(got), "|") != strings.Join(want, "|") {
			t.Errorf("%s:\n got %q\nwant %q", s.Name, texts(got), want)
		}
	}
}
