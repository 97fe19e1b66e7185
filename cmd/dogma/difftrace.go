package main

import (
	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/diff"
	"github.com/dogma-engine/dogma/props"
)

// newDiffTraceCmd is the command "dogma diff" runs in each build it
// compares: it is not meant for people, and hidden from the help.
func newDiffTraceCmd() *cobra.Command {
	var (
		game  string
		games int
		seed  uint64
		serve bool
	)
	cmd := &cobra.Command{
		Use:    "diff-trace",
		Short:  "Write the trace of random games, for dogma diff",
		Hidden: true,
		Long: `diff-trace plays games as "dogma diff" plays them and writes their trace on
stdout: every event, decision and answer, in the text format of the diff
package (diff.WriteTrace). "dogma diff" runs it in the two builds it
compares. With --serve it reads scripts on stdin instead, one per line, and
writes the trace of each game they play (diff.ServeScripts), which is how
"dogma diff" shrinks a divergence between two builds.`,
		Example: `  dogma diff-trace --games 10 --seed 1
  echo 'script	0	1	players=2	labels	meld Oars' | dogma diff-trace --serve`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			suite, err := props.GameNamed(game)
			if err != nil {
				return usageError("--game: %v", err)
			}
			if serve {
				return diff.ServeScripts(cmd.InOrStdin(), cmd.OutOrStdout(), suite.Registration)
			}
			if err := atLeast("--games", games, 1, ""); err != nil {
				return err
			}
			ctx, stop := interruptible()
			defer stop()
			return diff.WriteTrace(ctx, cmd.OutOrStdout(), suite.Registration, diff.TraceOptions{Games: games, Seed: seed})
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&game, "game", props.DefaultGame, "the game to play")
	fs.IntVar(&games, "games", 1000, "games to play")
	fs.Uint64Var(&seed, "seed", 1, "game i is played from seed SEED+i")
	fs.BoolVar(&serve, "serve", false, "replay the scripts read on stdin")
	return cmd
}
