package main

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/play"
	"github.com/dogma-engine/dogma/props"
)

func newPlayCmd() *cobra.Command {
	var (
		games   int
		seed    uint64
		logDir  string
		asJSON  bool
		check   bool
		profile gameFlags
	)
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play random games and print their statistics",
		Long: `play plays seeded random games, every decision chosen uniformly among the
legal options, and prints statistics: how the games ended (reason and rule
clause), which seats won, the distribution of game lengths, and games/s.

Game i uses seed+i; "dogma show --seed N" shows the game of seed N, with the
same profile flags. While some cards of the ages in play have no effects
written yet, random play never chooses their Dogma action.

--log DIR writes each game's decision log to DIR/game-SEED.txt. A decision
log is a scenario file: the seeded setup, then every decision by label, with
the events and the result as expected output. "dogma replay" replays it and
"dogma show" renders it.

A game that stops with an error (a reachable rule gap, a looping effect, a
refused choice) or does not end within 100000 decisions is a failure: play then
exits with code 1. With --check every property is checked as the game goes,
at the default cadence of "dogma fuzz" (the CI plan's play steps use it), and
a broken property is a failure too.

Ctrl-C or SIGTERM stops after the game being played and prints the
statistics of the games played; it exits with code 1 if a game failed, else
3 (a run stopped before its games were played is not a pass).`,
		Example: `  dogma play
  dogma play --games 1000 --players 3 --seed 7
  dogma play --games 20 --players 4 --teams --edition 3rd --variant monument-combined
  dogma play --games 5 --log games/ && dogma replay games/
  dogma play --games 500 --check --players 4 --teams`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			suite, err := gameOf(cmd)
			if err != nil {
				return err
			}
			cfg, err := profile.config(suite)
			if err != nil {
				return err
			}
			if err := atLeast("--games", games, 1, ""); err != nil {
				return err
			}
			if seed > math.MaxUint64-uint64(games-1) {
				return usageError("--seed %d with --games %d runs past the last seed, %d", seed, games, uint64(math.MaxUint64))
			}
			if err := checkOutDir("--log", logDir); err != nil {
				return err
			}
			if logDir != "" {
				if err := os.MkdirAll(logDir, 0o755); err != nil {
					return usageError("--log: %v", err)
				}
			}
			var chk *props.Checker
			if check {
				chk = &props.Checker{Suite: suite, Cap: play.DecisionLimit}
			}
			ctx, stop := interruptible()
			defer stop()
			st := play.NewStats(cfg, suite, seed, games)
			st.Checked = check
			bar := newProgressBar(cmd, int64(games), "games", "playing")
			start := time.Now()
			var logErr error
			for i := 0; i < games; i++ {
				if ctx.Err() != nil {
					st.Interrupted = true
					break
				}
				s := seed + uint64(i)
				rg, err := play.NewRandom(suite, cfg, s)
				if err != nil {
					return usageError("%v", err)
				}
				mark := rg.Game.Mark()
				n, playErr := rg.PlayChecked(chk)
				st.Add(rg, n, playErr)
				bar.Add(1)
				if logDir != "" {
					path := filepath.Join(logDir, fmt.Sprintf("game-%d.txt", s))
					if logErr = atomicfile.Write(path, decisionLog(rg, mark, playErr)); logErr != nil {
						// Stop, but keep the statistics of the games played.
						break
					}
				}
			}
			bar.Finish()
			st.Finish(time.Since(start))
			out := cmd.OutOrStdout()
			if asJSON {
				if err := writeJSON(out, st); err != nil {
					return err
				}
			} else {
				st.WriteText(out)
			}
			if logErr != nil {
				return usageError("--log: %v (stopped after %d of %d games)", logErr, st.Games, games)
			}
			if bad := st.Failed + st.Unfinished; bad > 0 {
				return findings("%d of %d games failed", bad, st.Games)
			}
			if st.Interrupted {
				return stopped("stopped by a signal after %d of %d games", st.Games, games)
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&games, "games", 10, "number of games")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the first game; game i uses seed+i")
	cmd.Flags().StringVar(&logDir, "log", "", "write each game's decision log to this folder")
	profile.register(cmd.Flags(), single)
	cmd.Flags().BoolVar(&check, "check", false, "check every property as the games go (the default cadence of dogma fuzz)")
	addJSONFlag(cmd, &asJSON)
	return cmd
}
