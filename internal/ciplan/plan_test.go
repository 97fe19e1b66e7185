package ciplan

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
	genprops "github.com/dogma-engine/dogma/props/genesia"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

// The plans here play Innovation, Uruk and Genesia, as cmd/dogma lists
// them, and unserved, a game dogma cannot referee.
func init() {
	props.Register(innprops.Suite)
	props.Register(urukprops.Suite)
	props.Register(genprops.Suite)
	props.Register(unserved)
}

// unserved is Genesia under a name of its own and without its neutral
// hooks: a game with no neutral state, which dogma cannot referee.
var unserved = func() *props.Suite {
	reg := *genprops.Suite.Registration
	reg.Name, reg.NeutralHooks = "unserved", engine.NeutralHooks{}
	s := *genprops.Suite
	s.Registration = &reg
	return &s
}()

// readText writes a plan to a file and reads it.
func readText(t *testing.T, text string) (*Plan, error) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "CI.yml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return Read(path)
}

// names returns the names of steps.
func names(steps []Step) []string {
	var out []string
	for _, s := range steps {
		out = append(out, s.Name)
	}
	return out
}

const plan = `test: go test ./...
scenarios: [scenarios/testdata]
editions: [1st, 3rd]
variants:
  - []
  - [if-affected]
players: [2, 3]
teams: true
exclude:
  - edition: 3rd
    variants: [if-affected]
    reason: a documented rule gap
play:
  - seed: 1
    games: {short: 20, long: 2000}
  - game: uruk
    seed: 2
    players: [2, 4]
    variants: [fill-cubes-back]
    games: {short: 5, long: 500}
fuzz:
  - game: uruk
    target: FuzzUrukGame
    package: ./fuzz
    budget: {short: 10s, long: 10m}
campaigns:
  - seed: 3
    edition: 3rd
    budget: {short: 20s, long: 20m}
mutation:
  tool: example.com/gremlins@v1
  packages: [./engine/innovation]
  budgets: [long]
`

// A plan expands into its steps in order: test, replays, play over the
// crossed profiles less those excluded, fuzz targets, campaigns, and
// mutation in the budgets that name it.
func TestSteps(t *testing.T) {
	p, err := readText(t, plan)
	if err != nil {
		t.Fatal(err)
	}
	short, err := p.Steps("short")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"test: go test ./...",
		"replay scenarios/testdata",
		"play innovation players=2 edition=1st variants=none",
		"play innovation players=3 edition=1st variants=none",
		"play innovation players=4 teams edition=1st variants=none",
		"play innovation players=2 edition=1st variants=if-affected",
		"play innovation players=3 edition=1st variants=if-affected",
		"play innovation players=4 teams edition=1st variants=if-affected",
		"play innovation players=2 edition=3rd variants=none",
		"play innovation players=3 edition=3rd variants=none",
		"play innovation players=4 teams edition=3rd variants=none",
		"play uruk players=2 variants=fill-cubes-back",
		"play uruk players=4 variants=fill-cubes-back",
		"fuzz uruk ./fuzz FuzzUrukGame for 10s",
		"campaign innovation seed 3 edition=3rd for 20s",
	}
	if got := names(short); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("short steps:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if s := short[2]; s.Kind != Play || s.Games != 20 || strings.Join(s.Args, " ") != "play --check --games 20 --seed 1 --game innovation --players 2 --edition 1st" {
		t.Errorf("first play step: %+v", s)
	}
	if s := short[len(short)-1]; strings.Join(s.Args, " ") != "fuzz --game innovation --seed 3 --time 20s --edition 3rd" {
		t.Errorf("campaign step: %+v", s)
	}
	long, err := p.Steps("long")
	if err != nil {
		t.Fatal(err)
	}
	if last := long[len(long)-1]; last.Kind != Mutate || last.Package != "./engine/innovation" {
		t.Errorf("long budget: last step %+v, want the mutation step", last)
	}
	if _, err := p.Steps("medium"); err == nil {
		t.Error("budget medium accepted")
	}
}

// A play section with no profiles of its own and no axes plays the game's
// default settings: Innovation's 1st edition with 2 players.
func TestDefaultProfile(t *testing.T) {
	p, err := readText(t, "test: go version\nplay:\n  seed: 1\n  games: {short: 1, long: 1}\n")
	if err != nil {
		t.Fatal(err)
	}
	steps, err := p.Steps("short")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := steps[1].Name, "play innovation players=2 edition=1st variants=none"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// A plan is checked against the settings each game declares; errors name
// the file and line, and a value out of range names the range.
func TestReadErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"test: go version\nplayers: [9]\nplay:\n  seed: 1\n  games: {short: 1, long: 1}\n", ":2: players: 9 is out of range: allowed 2..4"},
		{"test: go version\nplayers: [0]\nplay:\n  seed: 1\n  games: {short: 1, long: 1}\n", ":2: players: 0 is out of range: allowed 2..4"},
		{"test: go version\neditions: [2nd]\nplay:\n  seed: 1\n  games: {short: 1, long: 1}\n", `:2: editions: unknown edition "2nd"`},
		{"test: go version\nplay:\n  game: uruk\n  seed: 1\n  players: [5]\n  games: {short: 1, long: 1}\n", ":3: play: players: 5 is out of range: allowed 2..4"},
		{"test: go version\nplay:\n  game: uruk\n  seed: 1\n  players: [2]\n  variants: [if-affected]\n  games: {short: 1, long: 1}\n", `:3: play: variants: unknown variant "if-affected"`},
		{"test: go version\nplay:\n  game: chess\n  seed: 1\n  games: {short: 1, long: 1}\n", `:3: game: unknown game "chess"`},
		{"test: go version\neditions: [1st]\n", ":2: the plan lists profiles but has no play section"},
		{"test: go version\nplay:\n  seed: 1\n  games: {short: 0, long: 1}\n", "play: short budget: 0 games is out of range: allowed 1 or more"},
		{"test: go version\ncampaigns:\n  - seed: 1\n    budget: {short: 0s, long: 1m}\n", "campaign seed 1: short budget: 0s is out of range: allowed more than 0s"},
		{"scenarios: [x]\n", ":1: the plan has no test command"},
		{"test: go version\nmutation:\n  tool: x@v1\n  packages: [./a]\n  budgets: [nightly]\n", `mutation: unknown budget "nightly"`},
		{"test: go version\nunknown: 1\n", ":2: field unknown not found"},
		{"test: go version\ncampaigns:\n  - seed: 1\n    expansion: [echoes]\n    budget: {short: 1s, long: 1m}\n", ":4: field expansion not found in a campaign entry"},
		{"test: go version\ncampaigns:\n  - seed: 1\n    expansions: [figures]\n    budget: {short: 1s, long: 1m}\n", `:3: campaign seed 1: expansions: unknown expansion "figures"`},
		{"test: go version\ncampaigns:\n  - seed: 1\n    edition: 1st,2nd\n    budget: {short: 1s, long: 1m}\n", `:3: campaign seed 1: edition: unknown edition "2nd"`},
		{"test: go version\nfuzz:\n  - target: FuzzGame\n    package: ./fuzz\n    budgets: {short: 1s, long: 1m}\n", ":5: field budgets not found in a fuzz entry"},
	} {
		_, err := readText(t, c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("plan %q: got %v, want %q", c.text, err, c.want)
		}
	}
}

const refereePlan = `test: go test ./...
campaigns:
  - seed: 4
    edition: 4th
    expansions: [echoes]
    budget: {short: 10s, long: 10m}
referees:
  - seed: 1
    engine: [dogma, serve]
    budget: {short: 10s, long: 5m}
  - game: innovation
    seed: 2
    players: "3,teams"
    edition: 4th
    variants: [ult-fill-lose-team, ult-fill-lose-ends-action]
    expansions: [echoes]
    engine: [python3, engine.py, --quiet]
    budget: {short: 5s, long: 5m}
  - game: uruk
    seed: 3
    players: "2,4"
    variants: [fill-cubes-back]
    engine: [dogma, serve]
    budget: {short: 8s, long: 5m}
`

// A referees section expands into a step per entry after the campaigns:
// dogma referee with the entry's game, seed, budget and the settings it
// gives, its findings written where the campaigns write theirs, and the
// engine's command line kept apart, as the plan gives it. Campaigns and
// referee campaigns pass expansions when given.
func TestRefereeSteps(t *testing.T) {
	p, err := readText(t, refereePlan)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		budget string
		want   []string
	}{
		{"short", []string{
			"test: go test ./...",
			"campaign innovation seed 4 edition=4th expansions=echoes for 10s",
			"referee innovation seed 1 against dogma serve for 10s",
			"referee innovation seed 2 players=3,teams edition=4th variants=ult-fill-lose-team,ult-fill-lose-ends-action expansions=echoes against python3 engine.py --quiet for 5s",
			"referee uruk seed 3 players=2,4 variants=fill-cubes-back against dogma serve for 8s",
		}},
		{"long", []string{
			"test: go test ./...",
			"campaign innovation seed 4 edition=4th expansions=echoes for 10m",
			"referee innovation seed 1 against dogma serve for 5m",
			"referee innovation seed 2 players=3,teams edition=4th variants=ult-fill-lose-team,ult-fill-lose-ends-action expansions=echoes against python3 engine.py --quiet for 5m",
			"referee uruk seed 3 players=2,4 variants=fill-cubes-back against dogma serve for 5m",
		}},
	} {
		steps, err := p.Steps(c.budget)
		if err != nil {
			t.Fatal(err)
		}
		if got := names(steps); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s steps:\n%s\nwant:\n%s", c.budget, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
	}
	steps, err := p.Steps("short")
	if err != nil {
		t.Fatal(err)
	}
	if s := steps[1]; strings.Join(s.Args, " ") != "fuzz --game innovation --seed 4 --time 10s --edition 4th --expansions echoes" {
		t.Errorf("campaign step: %+v", s)
	}
	for i, want := range []struct{ args, engine string }{
		{"referee --game innovation --seed 1 --time 10s --out referee-found", "dogma serve"},
		{"referee --game innovation --seed 2 --time 5s --players 3,teams --edition 4th --variant ult-fill-lose-team,ult-fill-lose-ends-action --expansions echoes --out referee-found", "python3 engine.py --quiet"},
		{"referee --game uruk --seed 3 --time 8s --players 2,4 --variant fill-cubes-back --out referee-found", "dogma serve"},
	} {
		s := steps[2+i]
		if s.Kind != Referee || strings.Join(s.Args, " ") != want.args || strings.Join(s.Engine, " ") != want.engine || s.Duration != s.Name[strings.LastIndex(s.Name, " ")+1:] {
			t.Errorf("referee step %d: %+v\nwant args %q, engine %q", i, s, want.args, want.engine)
		}
	}
}

// A referee entry is checked as strictly as a campaign: its game, its
// settings against those the game declares, its budgets, and an engine
// to play against, which the game must be one dogma can referee. Errors
// name the file and the line of the entry, or of its budget.
func TestRefereeErrors(t *testing.T) {
	entry := func(lines ...string) string {
		return "test: go version\nreferees:\n  - " + strings.Join(lines, "\n    ") + "\n"
	}
	for _, c := range []struct{ text, want string }{
		{entry("game: chess", "seed: 1", "engine: [dogma, serve]", "budget: {short: 1s, long: 1m}"), `:3: game: unknown game "chess"`},
		{entry("seed: 1", "engine: [dogma, serve]", "budget: {short: 1s}"), ":5: referee seed 1: no long budget"},
		{entry("seed: 1", "engine: [dogma, serve]"), ":3: referee seed 1: no short budget"},
		{entry("seed: 1", "engine: [dogma, serve]", "budget: {short: 10, long: 1m}"), `:5: referee seed 1: short budget: "10" is not a duration such as 30s or 10m`},
		{entry("seed: 1", "engine: [dogma, serve]", "budget: {short: 1s, long: -1m}"), ":5: referee seed 1: long budget: -1m is out of range: allowed more than 0s"},
		{entry("seed: 1", "budget: {short: 1s, long: 1m}"), ":3: referee seed 1: no engine: give its command line"},
		{entry("seed: 1", "engine: []", "budget: {short: 1s, long: 1m}"), ":3: referee seed 1: no engine"},
		{entry("seed: 1", `engine: [dogma, ""]`, "budget: {short: 1s, long: 1m}"), ":3: referee seed 1: engine: an empty word"},
		{entry("seed: 1", "engine: dogma serve", "budget: {short: 1s, long: 1m}"), ":4: cannot unmarshal"},
		{entry("seed: 1", "engines: [dogma, serve]", "budget: {short: 1s, long: 1m}"), ":4: field engines not found in a referee entry"},
		{entry("game: unserved", "seed: 1", "engine: [dogma, serve]", "budget: {short: 1s, long: 1m}"), ":3: referee seed 1: dogma cannot referee unserved"},
		{entry("game: uruk", "seed: 1", "players: 2,5", "engine: [dogma, serve]", "budget: {short: 1s, long: 1m}"), ":3: referee seed 1: players: 5 is out of range: allowed 2..4"},
		{entry("game: uruk", "seed: 1", "players: 2,teams", "engine: [dogma, serve]", "budget: {short: 1s, long: 1m}"), ":3: referee seed 1: players: the game uruk has no setting teams"},
		{entry("game: uruk", "seed: 1", "edition: 4th", "engine: [dogma, serve]", "budget: {short: 1s, long: 1m}"), ":3: referee seed 1: edition: the game uruk has no setting edition"},
		{entry("seed: 1", "variants: [fill-cubes-back]", "engine: [dogma, serve]", "budget: {short: 1s, long: 1m}"), `:3: referee seed 1: variants: unknown variant "fill-cubes-back"`},
		{entry("seed: 1", "expansions: [figures]", "engine: [dogma, serve]", "budget: {short: 1s, long: 1m}"), `:3: referee seed 1: expansions: unknown expansion "figures"`},
	} {
		_, err := readText(t, c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("plan %q: got %v, want %q", c.text, err, c.want)
		}
	}
}
