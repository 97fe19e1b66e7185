package main

import (
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/props"
	genprops "github.com/dogma-engine/dogma/props/genesia"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

// games lists the games dogma plays. It is the one place that names them:
// every other package reaches a game through its props.Suite.
var games = []*props.Suite{
	innprops.Suite,
	urukprops.Suite,
	genprops.Suite,
}

// protocolGames are games dogma registers besides those it lists, so that
// dogma referee can check other engines of them and dogma serve can serve
// them: Tally, the test game (internal/toygame), which the reference client
// clients/tally implements. They have no CI steps of their own.
var protocolGames = []*props.Suite{
	toygame.Suite,
}

// servedTestGames are the games dogma serve plays besides those of games:
// Tally, the test game, the smallest game to write a referee adapter for.
var servedTestGames = []*engine.Registration{toygame.Registration}

func init() {
	for _, g := range append(games, protocolGames...) {
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

// gameCommands are the commands that start games of the game --game
// names; the others read a game from their files or play none.
var gameCommands = map[string]bool{"bench": true, "cards": true, "coverage": true, "fuzz": true, "perft": true, "play": true, "referee": true, "props": true, "show": true, "shrink": true}

// checkGameFlag refuses an unknown --game everywhere, and a --game given
// to a command that does not start games (replay, version, ci...), which
// would be ignored, unless it names the game whose bugs --plant plants.
func checkGameFlag(root, cmd *cobra.Command) error {
	f := cmd.Flags().Lookup("game")
	if f == nil || f != root.PersistentFlags().Lookup("game") {
		return nil // a command's own --game, which it checks
	}
	if _, err := gameOf(cmd); err != nil {
		return err
	}
	planting := cmd.Flags().Changed("plant") || os.Getenv(plantEnv) != ""
	if f.Changed && !gameCommands[cmd.Name()] && !planting {
		// With --plant, --game names the game whose bugs to plant.
		return usageError("--game does not apply to %s: %s", cmd.Name(), gameFlagUse(cmd.Name()))
	}
	return nil
}

// gameFlagUse says why --game does not apply to a command.
func gameFlagUse(name string) string {
	switch name {
	case "replay", "report":
		return "each file names its game in its first line (# game: NAME)"
	case "ci":
		return "the plan says what to play"
	}
	return "it plays no game"
}

// fileSetsGame refuses the flags that choose a new game's profile when a
// command is given a game file, whose setup line fixes them: they would be
// ignored.
func fileSetsGame(cmd *cobra.Command) error {
	names := []string{"game"}
	for _, g := range props.Games() {
		for _, s := range g.Settings {
			if !slices.Contains(names, s.FlagName()) {
				names = append(names, s.FlagName())
			}
		}
	}
	for _, name := range names {
		if f := cmd.Flags().Lookup(name); f != nil && f.Changed {
			return usageError("--%s does not apply to a game file: the file's setup line says how its game is played", name)
		}
	}
	return nil
}
