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
	Mutate   Kind = "mutation" // the mutation tool over one package
)

// Step is one step of a plan for a budget: what to run, not yet run.
type Step struct {
	Kind Kind
	// Name is the step's line in dogma ci's output ("play uruk players=2
	// variants=none").
	Name string
	// Args are the program and its arguments of a Test step, and the
	// arguments of dogma of a Play or Campaign step.
	Args []string
	// Games is the number of games of a Play step.
	Games int
	// Folder is the folder of a Replay step, as the plan gives it.
	Folder string
	// Package is the package of a Fuzz or Mutate step; Target and
	// Duration are the fuzz target and its time.
	Package, Target, Duration string
	// Mutation is the plan's mutation section, for a Mutate step.
	Mutation *Mutation
}

// Steps expands the plan into its steps for a budget, in order: test,
// replays, play, fuzz targets, campaigns, mutation.
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
	if m := p.Mutation; m != nil && slices.Contains(m.Budgets, budget) {
		for _, pkg := range m.Packages {
			steps = append(steps, Step{Kind: Mutate, Name: "mutation " + pkg, Package: pkg, Mutation: m})
		}
	}
	return steps, nil
}

// args returns the dogma fuzz command line of a campaign for duration d,
// and the name of its step. Profile flags are passed only when given: the
// campaign otherwise mixes the profiles dogma fuzz mixes by default.
func (c campaignEntry) args(d string) (args []string, name string) {
	game := gameOrDefault(c.Game)
	args = []string{"fuzz", "--game", game, "--seed", strconv.FormatUint(c.Seed, 10), "--time", d}
	name = fmt.Sprintf("campaign %s seed %d", game, c.Seed)
	if c.Players != "" {
		args = append(args, "--players", c.Players)
		name += " players=" + c.Players
	}
	if c.Edition != "" {
		args = append(args, "--edition", c.Edition)
		name += " edition=" + c.Edition
	}
	if len(c.Variants) > 0 {
		args = append(args, "--variant", strings.Join(c.Variants, ","))
		name += " variants=" + strings.Join(c.Variants, ",")
	}
	return args, name + " for " + d
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
