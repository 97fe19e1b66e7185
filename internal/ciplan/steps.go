package ciplan

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Kind is what a step runs.
type Kind string

// The kinds of steps, in the order a plan's steps come.
const (
	Test     Kind = "test"     // the plan's test command
	Replay   Kind = "replay"   // every scenario file of a folder
	Play     Kind = "play"     // dogma play --check over one profile
	Fuzz     Kind = "fuzz"     // a native fuzz target, for a duration
	Campaign Kind = "campaign" // dogma fuzz, for a duration
	Referee  Kind = "referee"  // dogma referee against an engine, for a duration
	Mutate   Kind = "mutation" // the mutation tool over one package
)

// Step is one step of a plan for a budget: what to run, not yet run.
type Step struct {
	Kind Kind
	// Name is the step's line in dogma ci's output ("play uruk players=2
	// variants=none").
	Name string
	// Args are the program and its arguments of a Test step, and the
	// arguments of dogma of a Play, Campaign or Referee step (a Referee
	// step's up to the "--" before its engine).
	Args []string
	// Engine is the engine's command line of a Referee step, as the plan
	// gives it: a first word dogma is the running dogma binary.
	Engine []string
	// Games is the number of games of a Play step.
	Games int
	// Folder is the folder of a Replay step, as the plan gives it.
	Folder string
	// Package is the package of a Fuzz or Mutate step, Target its fuzz
	// target; Duration is the time of a Fuzz, Campaign or Referee step.
	Package, Target, Duration string
	// Mutation is the plan's mutation section, for a Mutate step.
	Mutation *Mutation
}

// Steps expands the plan into its steps for a budget, in order: test,
// replays, play, fuzz targets, campaigns, referee campaigns, mutation.
func (p *Plan) Steps(budget string) ([]Step, error) {
	if !slices.Contains(Budgets, budget) {
		return nil, fmt.Errorf("unknown budget %q (want short or long)", budget)
	}
	steps := []Step{{Kind: Test, Name: "test: " + p.Test, Args: strings.Fields(p.Test)}}
	for _, folder := range p.Scenarios {
		steps = append(steps, Step{Kind: Replay, Name: "replay " + folder, Folder: folder})
	}
	for _, pl := range p.Play {
		games := pl.Games[budget]
		for _, prof := range p.profiles(pl) {
			args := append([]string{"play", "--check", "--games", strconv.Itoa(games), "--seed", strconv.FormatUint(pl.Seed, 10)}, prof.args()...)
			steps = append(steps, Step{Kind: Play, Name: "play " + prof.String(), Args: args, Games: games})
		}
	}
	for _, f := range p.Fuzz {
		d := f.Budget[budget]
		steps = append(steps, Step{Kind: Fuzz, Name: fmt.Sprintf("fuzz %s %s %s for %s", gameOrDefault(f.Game), f.Package, f.Target, d),
			Package: f.Package, Target: f.Target, Duration: d})
	}
	for _, c := range p.Campaigns {
		d := c.Budget[budget]
		args, name := c.args(d)
		steps = append(steps, Step{Kind: Campaign, Name: name, Args: args, Duration: d})
	}
	for _, r := range p.Referees {
		d := r.Budget[budget]
		args, name := r.args(d)
		steps = append(steps, Step{Kind: Referee, Name: name, Args: args, Engine: r.Engine, Duration: d})
	}
	if m := p.Mutation; m != nil && slices.Contains(m.Budgets, budget) {
		for _, pkg := range m.Packages {
			steps = append(steps, Step{Kind: Mutate, Name: "mutation " + pkg, Package: pkg, Mutation: m})
		}
	}
	return steps, nil
}

// RefereeFoundFolder is where a Referee step has dogma referee write its
// findings (--out), dogma referee's default: a referee finding's scenario
// replays dogma's side, which agrees with itself, and its transcript is
// no scenario file, so neither belongs with the scenarios the plan
// replays (campaigns write theirs to scenarios/testdata/found).
const RefereeFoundFolder = "referee-found"

// args returns the dogma fuzz command line of a campaign for duration d,
// and the name of its step. Profile flags are passed only when given: the
// campaign otherwise mixes the profiles dogma fuzz mixes by default.
func (c campaignEntry) args(d string) (args []string, name string) {
	flags, settings := c.flags(d)
	return append([]string{"fuzz"}, flags...), "campaign " + settings + " for " + d
}

// args returns the dogma referee command line of a referee campaign for
// duration d, up to the "--" before its engine, and the name of its step.
func (r refereeEntry) args(d string) (args []string, name string) {
	flags, settings := r.flags(d)
	args = append(append([]string{"referee"}, flags...), "--out", RefereeFoundFolder)
	return args, "referee " + settings + " against " + strings.Join(r.Engine, " ") + " for " + d
}

// flags returns the flags of a campaign for duration d, those of the
// settings only when given, and its settings as a step's name gives them
// ("innovation seed 3 edition=4th").
func (c campaign) flags(d string) (args []string, settings string) {
	game := gameOrDefault(c.Game)
	args = []string{"--game", game, "--seed", strconv.FormatUint(c.Seed, 10), "--time", d}
	settings = fmt.Sprintf("%s seed %d", game, c.Seed)
	if c.Players != "" {
		args = append(args, "--players", c.Players)
		settings += " players=" + c.Players
	}
	if c.Edition != "" {
		args = append(args, "--edition", c.Edition)
		settings += " edition=" + c.Edition
	}
	if len(c.Variants) > 0 {
		args = append(args, "--variant", strings.Join(c.Variants, ","))
		settings += " variants=" + strings.Join(c.Variants, ",")
	}
	if len(c.Expansions) > 0 {
		args = append(args, "--expansions", strings.Join(c.Expansions, ","))
		settings += " expansions=" + strings.Join(c.Expansions, ",")
	}
	return args, settings
}

// profile is one game profile random play covers. Its edition is empty
// for a game that has none.
type profile struct {
	game     string
	players  int
	teams    bool
	edition  string
	variants []string
}

func (c profile) args() []string {
	args := []string{"--game", c.game, "--players", strconv.Itoa(c.players)}
	if c.edition != "" {
		args = append(args, "--edition", c.edition)
	}
	if c.teams {
		args = append(args, "--teams")
	}
	if len(c.variants) > 0 {
		args = append(args, "--variant", strings.Join(c.variants, ","))
	}
	return args
}

func (c profile) String() string {
	s := fmt.Sprintf("%s players=%d", c.game, c.players)
	if c.teams {
		s += " teams"
	}
	if c.edition != "" {
		s += " edition=" + c.edition
	}
	v := "none"
	if len(c.variants) > 0 {
		v = strings.Join(c.variants, ",")
	}
	return s + " variants=" + v
}

// profiles returns the profiles of a play entry: its own player counts,
// each with its variant set, when it gives them, else the plan's editions,
// variant sets and player counts crossed.
func (p *Plan) profiles(pl playEntry) []profile {
	game := gameOrDefault(pl.Game)
	if pl.Players != nil || pl.Variants != nil {
		players := pl.Players
		if len(players) == 0 {
			n, err := strconv.Atoi(settingDefault(game, "players"))
			if err != nil {
				n = 2
			}
			players = []int{n}
		}
		var out []profile
		for _, n := range players {
			out = append(out, profile{game: game, players: n, variants: pl.Variants})
		}
		return out
	}
	editions, variants, players := p.Editions, p.Variants, p.Players
	if len(editions) == 0 {
		editions = []string{settingDefault(game, "edition")}
	}
	if len(variants) == 0 {
		variants = [][]string{nil}
	}
	if len(players) == 0 {
		n, err := strconv.Atoi(settingDefault(game, "players"))
		if err != nil {
			n = 2
		}
		players = []int{n}
	}
	var out []profile
	add := func(c profile) {
		for _, e := range p.Exclude {
			if e.matches(c) {
				return
			}
		}
		out = append(out, c)
	}
	for _, e := range editions {
		for _, v := range variants {
			for _, n := range players {
				add(profile{game: game, players: n, edition: e, variants: v})
			}
			if p.Teams {
				add(profile{game: game, players: 4, teams: true, edition: e, variants: v})
			}
		}
	}
	return out
}
