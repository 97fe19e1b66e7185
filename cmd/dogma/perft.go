package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/props"
)

func newPerftCmd() *cobra.Command {
	var (
		seed           uint64
		players, ages  int
		depth          int
		edition, posAt string
		asJSON         bool
	)
	cmd := &cobra.Command{
		Use:   "perft",
		Short: "Count the decision tree from a position to a depth",
		Long: `perft counts every line of play of --depth decisions from a seeded setup
or from a position (a position text file, or a scenario file whose first
position command is used), with a breakdown by first decision. Lines that end
the game early count as leaves (and as ends); lines stopped by an engine error
(such as a card whose effects are not written yet) count only as errors.
Golden counts pin the rules: an unintended rule or card change shows up as a
changed number.`,
		Example: `  dogma perft --seed 1 --players 2 --depth 4
  dogma perft --position scenarios/testdata/rules/runner.txt --depth 3`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ed, err := inn.ParseEdition(edition)
			if err != nil {
				return usageError("--edition: %v", err)
			}
			if depth < 0 {
				return usageError("--depth must not be negative")
			}
			if ages == 0 {
				ages = props.PlayAges(cards.Base())
			}
			cfg := inn.Config{Players: players, Edition: ed, Ages: ages}
			var g *inn.Game
			if posAt != "" {
				text, err := readPosition(posAt)
				if err != nil {
					return usageError("%v", err)
				}
				if g, err = inn.ParsePosition(cfg, cards.Base(), text); err != nil {
					return usageError("%s: %v", posAt, err)
				}
			} else if g, err = cards.NewGame(cfg, seed); err != nil {
				return usageError("%v", err)
			}
			res, err := fuzz.Perft(g, depth)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(w)
				enc.SetIndent("", "  ")
				return enc.Encode(res)
			}
			for _, b := range res.Branches {
				fmt.Fprintf(w, "%-24s %d", b.Label, b.Leaves)
				if b.Errors > 0 {
					fmt.Fprintf(w, " (%d errors)", b.Errors)
				}
				fmt.Fprintln(w)
			}
			fmt.Fprintf(w, "depth %d: %d leaves, %d ends, %d errors, %d decisions\n", res.Depth, res.Leaves, res.Ends, res.Errors, res.Nodes)
			return nil
		},
	}
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the setup")
	cmd.Flags().IntVar(&players, "players", 2, "players (2, 3 or 4)")
	cmd.Flags().IntVar(&ages, "ages", 0, "last age in play (default: the ages campaigns play)")
	cmd.Flags().IntVar(&depth, "depth", 3, "decisions to look ahead")
	cmd.Flags().StringVar(&edition, "edition", "1st", "card texts: 1st or 3rd")
	cmd.Flags().StringVar(&posAt, "position", "", "a position text file, or a scenario file (its first position)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return cmd
}

// readPosition reads a position text, or the input of the first position
// command of a scenario file.
func readPosition(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	text := string(data)
	if !strings.Contains(text, "\n----") {
		return text, nil
	}
	var in []string
	started := false
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case !started && (t == "position" || strings.HasPrefix(t, "position ")):
			started = true
			if args := strings.TrimSpace(strings.TrimPrefix(t, "position")); args != "" {
				in = append(in, "game: "+args)
			}
		case started && t == "----":
			return strings.Join(in, "\n"), nil
		case started:
			in = append(in, line)
		}
	}
	return "", errors.New(path + ": no position command")
}
