package main

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
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
	fs.IntVar(&f.players, "players", 2, "players per game (2, 3 or 4)")
	fs.BoolVar(&f.teams, "teams", false, "4 players in two teams, partners opposite (TEAM-1)")
	fs.StringVar(&f.edition, "edition", "1st", "card texts: 1st or 3rd")
	fs.StringSliceVar(&f.variants, "variant", nil, "rule variants to switch on, comma-separated: "+variantHelp())
	fs.IntVar(&f.ages, "ages", inn.MaxAge, "last age in play: a shorter game stops drawing above it (END-1)")
}

// config returns the configuration of game s the flags describe, or a
// usage error. Innovation reads every flag; another game reads --players
// and --variant, and the other flags only when they are given, as
// settings of its configuration text.
func (f *gameFlags) config(s *props.Suite) (engine.Config, error) {
	if !isInnovation(s) {
		return f.otherConfig(s)
	}
	return f.innovationConfig()
}

// otherConfig is config for a game other than Innovation.
func (f *gameFlags) otherConfig(s *props.Suite) (engine.Config, error) {
	text := fmt.Sprintf("players=%d", f.players)
	changed := func(name string) bool { return f.fs != nil && f.fs.Changed(name) }
	if changed("teams") {
		text += " teams"
	}
	if changed("edition") {
		text += " edition=" + f.edition
	}
	if changed("ages") {
		text += fmt.Sprintf(" ages=%d", f.ages)
	}
	if len(f.variants) > 0 {
		text += " variants=" + strings.Join(f.variants, ",")
	}
	cfg, err := s.ParseConfig(text)
	if err != nil {
		return nil, usageError("--game %s: %v", s.Name, err)
	}
	return cfg, nil
}

// innovationConfig is config for Innovation.
func (f *gameFlags) innovationConfig() (inn.Config, error) {
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

// variantHelp lists the variants of every game, for help texts.
func variantHelp() string {
	var parts []string
	for _, g := range props.Games() {
		var names []string
		for _, v := range g.Variants {
			names = append(names, v.Name)
		}
		if len(names) > 0 {
			parts = append(parts, g.Name+": "+strings.Join(names, ", "))
		}
	}
	return strings.Join(parts, "; ")
}
