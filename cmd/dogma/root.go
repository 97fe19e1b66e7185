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

Exit codes: 0 ok, 1 failures or violations found, 2 usage or input error.`,
		Example: `  dogma play --games 1000 --players 3
  dogma version`,
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       version,
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usageError("%v (see '%s --help')", err, c.CommandPath())
	})
	for _, c := range commands() {
		root.AddCommand(c)
	}
	return root
}
