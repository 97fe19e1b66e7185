package main

import (
	"os"
	"sync"

	"github.com/spf13/cobra"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Planted bugs (innovation.Plant) switched on from the command line, for
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
	root.PersistentFlags().StringVar(&names, "plant", "", "switch on planted bugs, for demonstrations (see innovation.Bugs)")
	_ = root.PersistentFlags().MarkHidden("plant")
	root.PersistentPreRunE = func(*cobra.Command, []string) error {
		if names == "" {
			names = os.Getenv(plantEnv)
		}
		if names == "" {
			return nil
		}
		undo, err := inn.PlantNames(names)
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
