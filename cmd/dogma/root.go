package main

import (
	"github.com/spf13/cobra"
)

// version is the dogma version, set at build time with
// -ldflags "-X main.version=...".
var version = "dev"

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "dogma",
		Short: "An executable Innovation rules engine, and the harness that attacks it",
		Long: `dogma plays Innovation (Carl Chudyk) as a stream of labelled decisions, checks
rule invariants after every step, fuzzes the engine, and shrinks every failure
to a short scenario file that replays as a regression test.

Every command that prints results takes --json (one JSON document on stdout).
Long runs show a progress bar on a terminal, never when the output is piped.
Errors go to stderr and name the file and line at fault.

Exit codes: 0 ok, 1 failures or violations found, 2 usage or input error,
3 stopped by a signal before the work was done (nothing found so far).`,
		Example: `  dogma play --games 1000 --players 3
  dogma show --seed 7 --at 40
  dogma replay scenarios/testdata
  dogma ci --budget short`,
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       version,
	}
	root.CompletionOptions.DisableDefaultCmd = true
	root.SetHelpCommand(newHelpCmd())
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usageError("%s (see '%s --help')", clipMessage(plainFlagError(err.Error()), true), c.CommandPath())
	})
	registerGame(root)
	registerPlant(root)
	for _, c := range commands() {
		root.AddCommand(c)
	}
	return root
}
