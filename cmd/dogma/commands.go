package main

import "github.com/spf13/cobra"

// commands lists every subcommand, one constructor per file.
func commands() []*cobra.Command {
	return []*cobra.Command{
		newPlayCmd(),
		newCardsCmd(),
		newCICmd(),
		newReplayCmd(),
		newShowCmd(),
		newReportCmd(),
		newVersionCmd(),
		newCompletionCmd(),
		newFuzzCmd(),
		newShrinkCmd(),
		newCoverageCmd(),
		newPerftCmd(),
		newBenchCmd(),
		newPropsCmd(),
		newAuditCmd(), newDiffCmd(), newDiffTraceCmd(),
		newRefereeCmd(),
		newServeCmd(),
	}
}
