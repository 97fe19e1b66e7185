package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/props"
)

func newPerftCmd() *cobra.Command {
	var (
		seed    uint64
		profile gameFlags
		depth   int
		posAt   string
		asJSON  bool
	)
	cmd := &cobra.Command{
		Use:   "perft",
		Short: "Count the decision tree from a position to a depth",
		Long: `perft counts every line of play of --depth decisions from a seeded setup
or from --position: a position text file, or a game file (a decision log or
a scenario file: its first game, played to its last accepted decision), or
a folder of game files, each counted in turn. The breakdown is by first
decision. Lines that end
the game early count as leaves (and as ends); lines stopped by an engine error
(a reachable rule gap, a looping effect) count only as errors.
Golden counts pin the rules: an unintended rule or card change shows up as a
changed number.`,
		Example: `  dogma perft --seed 1 --players 2 --depth 4
  dogma perft --position scenarios/testdata/rules/runner.txt --depth 3`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if depth < 0 {
				return usageError("--depth must not be negative")
			}
			suite, err := gameOf(cmd)
			if err != nil {
				return err
			}
			cfg, err := profile.config(suite)
			if err != nil {
				return err
			}
			if posAt == "" {
				g, err := suite.New(cfg, seed)
				if err != nil {
					return usageError("%v", err)
				}
				return perftOne(cmd, g, depth, asJSON)
			}
			games, names, err := perftPositions(cmd, suite, posAt, cfg)
			if err != nil {
				return err
			}
			if len(games) == 1 {
				return perftOne(cmd, games[0], depth, asJSON)
			}
			var all []perftFile
			for i, g := range games {
				if !asJSON {
					fmt.Fprintf(cmd.OutOrStdout(), "== %s\n", names[i])
					if err := perftOne(cmd, g, depth, false); err != nil {
						return err
					}
					continue
				}
				res, err := fuzz.Perft(g, depth)
				if err != nil {
					return err
				}
				all = append(all, perftFile{names[i], res})
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), all)
			}
			return nil
		},
	}
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the setup")
	profile.register(cmd.Flags(), single)
	cmd.Flags().IntVar(&depth, "depth", 3, "decisions to look ahead")
	cmd.Flags().StringVar(&posAt, "position", "", "a position text file, a game file (its game, played to its last decision) or a folder of them")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return cmd
}

// perftFile is the JSON result of perft for one file of a folder.
type perftFile struct {
	File string `json:"file"`
	*fuzz.PerftResult
}

// perftOne counts the tree of g and prints it.
func perftOne(cmd *cobra.Command, g engine.Game, depth int, asJSON bool) error {
	res, err := fuzz.Perft(g, depth)
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(cmd.OutOrStdout(), res)
	}
	res.WriteText(cmd.OutOrStdout())
	return nil
}

// perftPositions reads the positions --position names: a position text
// file, or game files (a folder stands for those below it), each played
// to its last decision. Errors are input errors at the file's own lines.
func perftPositions(cmd *cobra.Command, suite *props.Suite, path string, cfg engine.Config) ([]engine.Game, []string, error) {
	if info, err := os.Stat(path); err == nil && !info.IsDir() {
		data, err := inputfile.ReadFile(path)
		if err != nil {
			return nil, nil, usageError("%v", err)
		}
		if sniff(path, data) != gameFile {
			if strings.TrimSpace(string(data)) == "" {
				return nil, nil, usageError("%s:1: the file is empty", path)
			}
			g, err := suite.ParsePosition(cfg, string(data), 1)
			var le *engine.LineError
			if errors.As(err, &le) {
				return nil, nil, usageError("%s:%d: %s", path, le.Line, le.Msg)
			}
			if err != nil {
				return nil, nil, usageError("%s: %v", path, err)
			}
			return []engine.Game{g}, []string{path}, nil
		}
	}
	files, err := gameFiles(cmd, []string{path}, false)
	if err != nil {
		return nil, nil, err
	}
	var games []engine.Game
	for _, f := range files {
		l, err := readGame(f)
		if err != nil {
			return nil, nil, err
		}
		g, err := l.NewGame()
		if err != nil {
			return nil, nil, usageError("%s: %v", f, err)
		}
		for _, st := range l.Moves {
			d := g.Decision()
			if d == nil {
				break
			}
			if i := d.Index(st.Label); i < 0 || g.Choose(i) != nil {
				break
			}
		}
		games = append(games, g)
	}
	return games, files, nil
}
