package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

// games lists the games dogma plays. It is the one place that names them:
// every other package reaches a game through its props.Suite.
var games = []*props.Suite{
	innprops.Suite,
	urukprops.Suite,
}

func init() {
	for _, g := range games {
		props.Register(g)
	}
}

// registerGame adds the --game flag to root: the game that commands
// starting games play. Commands that read game files play the game each
// file names in its header.
func registerGame(root *cobra.Command) {
	var names []string
	for _, g := range props.Games() {
		names = append(names, g.Name)
	}
	root.PersistentFlags().String("game", props.DefaultGame, "the game to play: "+strings.Join(names, ", "))
}

// gameOf returns the game the --game flag of cmd names.
func gameOf(cmd *cobra.Command) (*props.Suite, error) {
	name, err := cmd.Flags().GetString("game")
	if err != nil {
		name = props.DefaultGame
	}
	s, err := props.GameNamed(name)
	if err != nil {
		return nil, usageError("--game: %v", err)
	}
	return s, nil
}

// isInnovation reports whether s is Innovation, whose flags (--edition,
// --ages, --teams) cmd/dogma maps onto its configuration.
func isInnovation(s *props.Suite) bool { return s.Name == innprops.Suite.Name }
