package main

import (
	"strings"

	"github.com/spf13/pflag"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// gameFlags are the flags that choose a game's profile, shared by every
// command that creates games.
type gameFlags struct {
	players  int
	teams    bool
	edition  string
	variants []string
	ages     int
	fs       *pflag.FlagSet
}

// register adds the profile flags to fs.
func (f *gameFlags) register(fs *pflag.FlagSet) {
	f.fs = fs
	var names []string
	for _, v := range inn.Variants {
		names = append(names, v.Name)
	}
	fs.IntVar(&f.players, "players", 2, "players per game (2, 3 or 4)")
	fs.BoolVar(&f.teams, "teams", false, "4 players in two teams, partners opposite (TEAM-1)")
	fs.StringVar(&f.edition, "edition", "1st", "card texts: 1st or 3rd")
	fs.StringSliceVar(&f.variants, "variant", nil, "rule variants to switch on, comma-separated: "+strings.Join(names, ", "))
	fs.IntVar(&f.ages, "ages", inn.MaxAge, "last age in play: a shorter game stops drawing above it (END-1)")
}

// config returns the profile the flags describe, or a usage error.
func (f *gameFlags) config() (inn.Config, error) {
	ed, err := inn.ParseEdition(f.edition)
	if err != nil {
		return inn.Config{}, usageError("--edition: %v", err)
	}
	vs, err := inn.ParseVariants(strings.Join(f.variants, ","))
	if err != nil {
		return inn.Config{}, usageError("--variant: %v", err)
	}
	if err := inRange("--players", f.players, 2, inn.MaxPlayers); err != nil {
		return inn.Config{}, err
	}
	if f.teams && f.players != 4 {
		return inn.Config{}, usageError("--teams needs --players 4, not %d", f.players)
	}
	ages := f.ages
	if f.fs == nil || !f.fs.Changed("ages") {
		ages = inn.MaxAge
	} else if err := inRange("--ages", ages, 1, inn.MaxAge); err != nil {
		return inn.Config{}, err
	}
	cfg, err := inn.Config{Players: f.players, Teams: f.teams, Edition: ed, Variants: vs, Ages: ages}.Normalize()
	if err != nil {
		return inn.Config{}, usageError("%v", err)
	}
	return cfg, nil
}
