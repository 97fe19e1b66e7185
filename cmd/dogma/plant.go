package main

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/dogma-engine/dogma/engine"
	"github.com/spf13/cobra"
)

// Planted bugs (engine.Registration.Bugs of the --game played) switched on
// from the command line, for
// demonstrations and for the tests that show a campaign finding one: the
// hidden flag --plant NAME[,NAME] of every command, or the environment
// variable DOGMA_PLANT. "dogma replay" with the same bug planted fails on
// the scenario file that "dogma fuzz --plant" wrote.

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
		undo, err := plantNames(suite.Bugs, names)
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

// plantNames plants the bugs named, comma-separated, among bugs, and
// returns what switches them off again, in reverse order.
func plantNames(bugs []engine.Bug, names string) (undo func(), err error) {
	var plant []engine.Bug
	for _, n := range strings.Split(names, ",") {
		if n = strings.TrimSpace(n); n == "" {
			continue
		}
		i := slices.IndexFunc(bugs, func(b engine.Bug) bool { return b.Name == n })
		if i < 0 {
			return nil, fmt.Errorf("unknown planted bug %q (--plant help lists them)", n)
		}
		plant = append(plant, bugs[i])
	}
	var undos []func()
	for _, b := range plant {
		undos = append(undos, b.Plant())
	}
	return func() {
		for i := len(undos) - 1; i >= 0; i-- {
			undos[i]()
		}
	}, nil
}
