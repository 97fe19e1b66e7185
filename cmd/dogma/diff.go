package main

import (
	"cmp"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/diff"
	"github.com/dogma-engine/dogma/diff/revisions"
	"github.com/dogma-engine/dogma/props"
)

// diffOptions are the flags of dogma diff.
type diffOptions struct {
	game      string
	games     int
	seed      uint64
	repo      string
	scenarios string
	out       string
	asJSON    bool
}

func newDiffCmd() *cobra.Command {
	var o diffOptions
	cmd := &cobra.Command{
		Use:   "diff [REV [REV2]]",
		Short: "Compare two builds of the engine on the same games",
		Long: `diff builds the engine at revision REV (default HEAD) and at REV2 (default:
the working tree, uncommitted changes included), plays the same games with
both builds (the same seeds, setups and chooser stream) and reports where
they part: the first decision each game's play diverges at, with the two
event lines, grouped by the card whose effect produced the first divergent
event, so that a card edit shows which games it changes and that it changes
no other card's behaviour. The first divergence of each card is shrunk, by
label, to the fewest decisions that still show it (written to --out as a
scenario file, whose expected output is the new build's).

It also lists the scenario files whose expected outputs would change under
"dogma replay --rewrite" (each build rewrites a copy of --scenarios), with
their diffs.

A revision is built from a copy of its tree (git archive) with go build, so
the repository is left as it is. Both builds must have the diff-trace
command.

Ctrl-C or SIGTERM stops the builds and the games: the report covers the
games compared so far and says it was interrupted.

Exit codes: 0 nothing changed, 1 some game or scenario file changed, 2 bad
usage or a build that fails, 3 stopped by a signal before the end, nothing
changed so far.`,
		Example: `  dogma diff
  dogma diff HEAD~3 --games 2000
  dogma diff main HEAD --out /tmp/changes --json`,
		Args: cobra.MaximumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := props.GameNamed(o.game); err != nil {
				return usageError("--game: %v", err)
			}
			if err := atLeast("--games", o.games, 1, ""); err != nil {
				return err
			}
			if err := checkOutDir("--out", o.out); err != nil {
				return err
			}
			return runDiff(cmd, o, args)
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&o.game, "game", props.DefaultGame, "the game to play")
	fs.IntVar(&o.games, "games", 1000, "games to play with each build")
	fs.Uint64Var(&o.seed, "seed", 1, "game i is played from seed SEED+i")
	fs.StringVar(&o.repo, "repo", ".", "a folder of the git repository to build")
	fs.StringVar(&o.scenarios, "scenarios", "scenarios/testdata", "the scenario folder to rewrite with each build, in the repository")
	fs.StringVar(&o.out, "out", "", "folder for a shrunk scenario per changed card, CARD.txt (default: none written)")
	addJSONFlag(cmd, &o.asJSON)
	return cmd
}

// runDiff builds both revisions, compares their games and scenario files,
// and prints the report.
func runDiff(cmd *cobra.Command, o diffOptions, args []string) error {
	ctx, stop := interruptible()
	defer stop()
	start := time.Now()
	// A signal may kill the git commands that find the repository and
	// its revisions: the run is stopped, not given a bad repository.
	const noGame = "diff stopped by a signal while building; no game compared"
	root, err := revisions.RepoRoot(ctx, o.repo)
	if stopRequested(ctx) {
		return stopped(noGame)
	}
	if err != nil {
		return usageError("--repo: %v", err)
	}
	revA, revB := "HEAD", ""
	if len(args) > 0 {
		revA = args[0]
	}
	if len(args) > 1 {
		revB = args[1]
	}
	commitA, err := revisions.ResolveRev(ctx, root, revA)
	commitB := ""
	if err == nil && revB != "" {
		commitB, err = revisions.ResolveRev(ctx, root, revB)
	}
	if stopRequested(ctx) {
		return stopped(noGame)
	}
	if err != nil {
		return usageError("%v", err)
	}
	tmp, err := os.MkdirTemp("", "dogma-diff-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	bar := newProgressBar(cmd, int64(o.games), "games", "diff: building "+revA)
	defer bar.Finish()
	a, err := revisions.NewBuild(ctx, root, revA, commitA, filepath.Join(tmp, "a"), filepath.Join(tmp, "dogma-a"))
	if err == nil {
		bar.Describe("diff: building " + cmp.Or(revB, "the working tree"))
	}
	var b *revisions.Build
	if err == nil {
		b, err = revisions.NewBuild(ctx, root, revB, commitB, filepath.Join(tmp, "b"), filepath.Join(tmp, "dogma-b"))
	}
	if stopRequested(ctx) {
		// A build killed by the signal is not a build that fails.
		return stopped(noGame)
	}
	if err != nil {
		return usageError("%v", err)
	}

	rep := &revisions.Report{Game: o.game, A: a, B: b, Seed: o.seed}
	bar.Describe("diff: playing")
	err = rep.Play(ctx, o.games, func(diff.Outcome) { bar.Add(1) })
	if stopRequested(ctx) {
		// The builds were stopped: a cut trace is not a bad one. The
		// games compared so far are the report.
		rep.Interrupted = true
	} else if err != nil {
		return usageError("%v", err)
	}
	if !rep.Interrupted {
		bar.Describe("diff: shrinking")
		rep.Shrink(ctx, o.out)
	}
	if !stopRequested(ctx) {
		bar.Describe("diff: rewriting scenario files")
		rep.Scenarios, rep.Files, err = revisions.ScenarioChanges(ctx, a, b, o.scenarios, tmp)
		if err != nil && !stopRequested(ctx) {
			return usageError("--scenarios: %v", err)
		}
	}
	rep.Interrupted = rep.Interrupted || stopRequested(ctx)
	bar.Describe("diff")
	bar.Finish()
	rep.Elapsed = time.Since(start).Seconds()

	w := cmd.OutOrStdout()
	if o.asJSON {
		if err := writeJSON(w, rep); err != nil {
			return err
		}
	} else {
		rep.WriteText(w, o.games, o.scenarios)
	}
	if rep.Diverged > 0 || len(rep.Scenarios) > 0 {
		return findings("")
	}
	if rep.Interrupted {
		return stopped("")
	}
	return nil
}
