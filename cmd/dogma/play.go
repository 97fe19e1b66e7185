package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

func newPlayCmd() *cobra.Command {
	var (
		games, players, ages int
		seed                 uint64
		edition              string
	)
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play random games and print their results",
		Long: `play plays seeded random games, every decision chosen uniformly among the
legal options, and prints how each game ended. The same seed gives the same
games on every machine.`,
		Example: `  dogma play --games 100 --players 3 --seed 7`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ed, err := inn.ParseEdition(edition)
			if err != nil {
				return usageError("%v", err)
			}
			if ages == 0 {
				ages = cards.Base().ImplementedAges()
			}
			cfg := inn.Config{Players: players, Ages: ages, Edition: ed}
			out := cmd.OutOrStdout()
			failed := 0
			for i := 0; i < games; i++ {
				s := seed + uint64(i)
				g, err := cards.NewGame(cfg, s)
				if err != nil {
					return usageError("%v", err)
				}
				r := engine.NewRand(s ^ 0x5eed)
				n, err := g.Play(engine.ChooserFunc(func(d *engine.Decision) int { return r.Intn(len(d.Options)) }), 100000)
				res := g.Result()
				if err != nil {
					failed++
					fmt.Fprintf(out, "seed %d: error after %d decisions: %v\n", s, n, err)
					continue
				}
				fmt.Fprintf(out, "seed %d: %s by %s after %d decisions, winners %v\n", s, res.Reason, res.Clause, n, res.Winners)
			}
			if failed > 0 {
				return findings("%d of %d games failed", failed, games)
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&games, "games", 10, "number of games")
	cmd.Flags().IntVar(&players, "players", 2, "players per game (2, 3 or 4)")
	cmd.Flags().IntVar(&ages, "ages", 0, "last age in play (default: the ages whose cards are all written)")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the first game; game i uses seed+i")
	cmd.Flags().StringVar(&edition, "edition", "1st", "card texts: 1st or 3rd")
	return cmd
}
