package main

import (
	"fmt"
	"os"
	"strings"
	"sync"

	"github.com/dogma-engine/dogma/props"
	"github.com/spf13/cobra"
)

// Planted bugs (engine.Registration.Bugs of the --game played) switched on
// from the command line, for demonstrations and for the tests that show a
// campaign finding one: the hidden flag --plant NAME[,NAME] of every
// command, or the environment variable DOGMA_PLANT. While the command runs,
// the game is registered as a copy whose configurations plant the bugs
// (engine.Registration.Planting): the games it starts and the files it
// reads carry them, and the files it writes record them (bugs=NAME), so
// that "dogma replay" fails on the scenario file that "dogma fuzz --plant"
// wrote.

// plantEnv names the environment variable that plants bugs.
const plantEnv = "DOGMA_PLANT"

var (
	plantMu   sync.Mutex
	plantUndo []func()
)

// registerPlant adds the hidden --plant flag to root and plants the bugs
// it (or DOGMA_PLANT) names before any command runs.
func registerPlant(root *cobra.Command) {
	var names string
	root.PersistentFlags().StringVar(&names, "plant", "", "switch on planted bugs of the game, for demonstrations (see its Registration.Bugs)")
	_ = root.PersistentFlags().MarkHidden("plant")
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		if err := checkGameFlag(root, cmd); err != nil {
			return err
		}
		if names == "" {
			names = os.Getenv(plantEnv)
		}
		if names == "" {
			return nil
		}
		suite, err := gameOf(cmd)
		if err != nil {
			return err
		}
		if names == "help" {
			// The list, and nothing else: the command does not run.
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "planted bugs of %s (--plant NAME[,NAME...] or %s=NAME):\n", suite.Name, plantEnv)
			for _, b := range suite.Bugs {
				fmt.Fprintf(w, "  %-22s %s\n", b.Name, b.Doc)
			}
			return &exitError{code: exitOK}
		}
		undo, err := plantNames(suite, names)
		if err != nil {
			return usageError("--plant: %v", err)
		}
		plantMu.Lock()
		plantUndo = append(plantUndo, undo)
		plantMu.Unlock()
		return nil
	}
}

// execute runs root, then switches off the bugs it planted, and only
// those: a command run inside another (a step of dogma ci) leaves the outer
// command's bugs planted.
func execute(root *cobra.Command) error {
	plantMu.Lock()
	outer := len(plantUndo)
	plantMu.Unlock()
	defer func() {
		plantMu.Lock()
		defer plantMu.Unlock()
		for i := len(plantUndo) - 1; i >= outer; i-- {
			plantUndo[i]()
		}
		plantUndo = plantUndo[:outer]
	}()
	return root.Execute()
}

// plantNames registers, in the place of suite, a copy whose
// configurations plant the bugs named, comma-separated, among the game's,
// and returns what registers suite again.
func plantNames(suite *props.Suite, names string) (undo func(), err error) {
	var plant []string
	for _, n := range strings.Split(names, ",") {
		if n = strings.TrimSpace(n); n == "" {
			continue
		}
		if _, ok := suite.Bug(n); !ok {
			return nil, fmt.Errorf("unknown planted bug %q (--plant help lists them)", n)
		}
		plant = append(plant, n)
	}
	reg, err := suite.Planting(plant)
	if err != nil {
		return nil, err
	}
	planted := *suite
	planted.Registration = reg
	return props.Replace(&planted)
}
