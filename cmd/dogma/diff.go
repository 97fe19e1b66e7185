package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/diff"
	"github.com/dogma-engine/dogma/internal/atomicfile"
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

// cardChange is the divergences of a diff whose first differing event
// came from one card's effect.
type cardChange struct {
	Card    string   `json:"card"`    // "" when no card effect was running
	Clauses []string `json:"clauses"` // the clauses of the first divergences
	Games   int      `json:"games"`   // games whose play diverged
	Changed int      `json:"changed"` // games whose outcome changed
	// Example is the divergence shown in the fewest decisions (the lowest
	// game index among equals), and Shrunk the same cut down to the fewest
	// decisions that still part on an effect of the card.
	Example  diff.Outcome `json:"example"`
	Shrunk   *diff.Shrunk `json:"shrunk,omitempty"`
	Scenario string       `json:"scenario,omitempty"`
	// Note says why the example could not be shrunk or written.
	Note string `json:"note,omitempty"`
}

// diffReport is the report of dogma diff.
type diffReport struct {
	Game      string           `json:"game"`
	A         *build           `json:"a"`
	B         *build           `json:"b"`
	Seed      uint64           `json:"seed"`
	Games     int              `json:"games"`
	Diverged  int              `json:"diverged"`
	Changed   int              `json:"changed"`
	Cards     []*cardChange    `json:"cards"`
	Files     int              `json:"scenario_files"`
	Scenarios []scenarioChange `json:"scenarios"`
	Elapsed   float64          `json:"elapsed_seconds"`
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

Exit codes: 0 nothing changed, 1 some game or scenario file changed, 2 bad
usage or a build that fails.`,
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
	root, err := repoRoot(ctx, o.repo)
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
	commitA, err := resolveRev(ctx, root, revA)
	if err != nil {
		return usageError("%v", err)
	}
	commitB := ""
	if revB != "" {
		if commitB, err = resolveRev(ctx, root, revB); err != nil {
			return usageError("%v", err)
		}
	}
	tmp, err := os.MkdirTemp("", "dogma-diff-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	bar := newProgressBar(cmd, int64(o.games), "games", "diff: building "+revA)
	defer bar.Finish()
	a, err := newBuild(ctx, root, revA, commitA, filepath.Join(tmp, "a"), filepath.Join(tmp, "dogma-a"))
	if err != nil {
		return usageError("%v", err)
	}
	bar.Describe("diff: building " + orElse(revB, "the working tree"))
	b, err := newBuild(ctx, root, revB, commitB, filepath.Join(tmp, "b"), filepath.Join(tmp, "dogma-b"))
	if err != nil {
		return usageError("%v", err)
	}

	rep := &diffReport{Game: o.game, A: a, B: b, Seed: o.seed}
	bar.Describe("diff: playing")
	if err := compareBuilds(ctx, a, b, o, rep, bar); err != nil {
		return usageError("%v", err)
	}
	bar.Describe("diff: shrinking")
	shrinkCards(ctx, a, b, o, rep)
	bar.Describe("diff: rewriting scenario files")
	if rep.Scenarios, rep.Files, err = scenarioChanges(ctx, a, b, o.scenarios, tmp); err != nil {
		return usageError("--scenarios: %v", err)
	}
	bar.Finish()
	rep.Elapsed = time.Since(start).Seconds()

	w := cmd.OutOrStdout()
	if o.asJSON {
		if err := writeJSON(w, rep); err != nil {
			return err
		}
	} else {
		printDiff(w, rep, o)
	}
	if rep.Diverged > 0 || len(rep.Scenarios) > 0 {
		return findings("")
	}
	return nil
}

// orElse returns a, or b when a is "".
func orElse(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// compareBuilds plays the games with both builds (diff-trace) and groups
// the divergences by card.
func compareBuilds(ctx context.Context, a, b *build, o diffOptions, rep *diffReport, bar *progressBar) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	args := []string{"diff-trace", "--game", o.game, "--games", fmt.Sprint(o.games), "--seed", fmt.Sprint(o.seed)}
	type running struct {
		b      *build
		out    io.ReadCloser
		stderr bytes.Buffer
		wait   func() error
	}
	var runs [2]*running
	for i, bd := range []*build{a, b} {
		c := bd.command(ctx, args...)
		r := &running{b: bd}
		c.Stderr = &r.stderr
		out, err := c.StdoutPipe()
		if err != nil {
			return err
		}
		if err := c.Start(); err != nil {
			return fmt.Errorf("%s: %v", bd.Name, err)
		}
		r.out, r.wait = out, c.Wait
		runs[i] = r
	}
	groups := map[string]*cardChange{}
	_, cerr := diff.CompareTraces(a.Name, runs[0].out, b.Name, runs[1].out, func(g diff.Outcome) {
		rep.add(groups, g)
		bar.Add(1)
	})
	if cerr != nil {
		cancel() // stop the other build
	}
	var failed error
	for _, r := range runs {
		_, _ = io.Copy(io.Discard, r.out)
		err := r.wait()
		switch {
		case err == nil || failed != nil:
		case r.b.tooOld(r.stderr.String()) != nil:
			failed = r.b.tooOld(r.stderr.String())
		case cerr == nil || r.stderr.Len() > 0:
			// A build that failed on its own, not one stopped here.
			failed = fmt.Errorf("%s: diff-trace: %v %s", r.b.Name, err, strings.TrimSpace(r.stderr.String()))
		}
	}
	if failed != nil {
		return failed
	}
	if cerr != nil {
		return cerr
	}
	for _, g := range groups {
		sort.Strings(g.Clauses)
		rep.Cards = append(rep.Cards, g)
	}
	sort.Slice(rep.Cards, func(i, j int) bool {
		ci, cj := rep.Cards[i], rep.Cards[j]
		if ci.Games != cj.Games {
			return ci.Games > cj.Games
		}
		return ci.Card < cj.Card
	})
	return nil
}

// add counts one pair of games.
func (rep *diffReport) add(groups map[string]*cardChange, o diff.Outcome) {
	rep.Games++
	if o.OutcomeChanged() {
		rep.Changed++
	}
	if !o.Diverged {
		return
	}
	rep.Diverged++
	card := o.Divergence.Card()
	g := groups[card]
	if g == nil {
		g = &cardChange{Card: card, Example: o}
		groups[card] = g
	}
	if shorter(o, g.Example) {
		g.Example = o
	}
	g.Games++
	if o.OutcomeChanged() {
		g.Changed++
	}
	if c := o.Divergence.Clause; !contains(g.Clauses, c) {
		g.Clauses = append(g.Clauses, c)
	}
}

// shorter reports whether divergence a shows in fewer decisions than b,
// or as many in a game of a lower index: the better one to shrink.
func shorter(a, b diff.Outcome) bool {
	if ra, rb := a.Divergence.Reach(), b.Divergence.Reach(); ra != rb {
		return ra < rb
	}
	return a.Index < b.Index
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// shrinkCards shrinks the example of each card through both builds
// running as script servers, and writes the scenario files.
func shrinkCards(ctx context.Context, a, b *build, o diffOptions, rep *diffReport) {
	if len(rep.Cards) == 0 {
		return
	}
	ra, stopA, err := startServer(ctx, a, o.game)
	if err != nil {
		noteAll(rep, err)
		return
	}
	defer stopA()
	rb, stopB, err := startServer(ctx, b, o.game)
	if err != nil {
		noteAll(rep, err)
		return
	}
	defer stopB()
	for _, c := range rep.Cards {
		card := c.Card
		sameCard := func(d diff.Divergence) bool { return d.Card() == card }
		sh, err := diff.Shrink(c.Example, diff.RemoteTrial(ra, rb, c.Example), sameCard, 500)
		if err != nil {
			c.Note = "not shrunk: " + err.Error()
			continue
		}
		c.Shrunk = &sh
		if o.out != "" {
			if err := writeCardScenario(ctx, b, rep, c, o.out); err != nil {
				c.Note = "scenario not written: " + firstLine(err.Error())
			}
		}
	}
}

// noteAll notes on every card why its example could not be shrunk.
func noteAll(rep *diffReport, err error) {
	for _, c := range rep.Cards {
		c.Note = "not shrunk: " + err.Error()
	}
}

// startServer starts "diff-trace --serve" in build b and returns its
// Remote and the function that stops it.
func startServer(ctx context.Context, b *build, game string) (*diff.Remote, func(), error) {
	c := b.command(ctx, "diff-trace", "--serve", "--game", game)
	var stderr bytes.Buffer
	c.Stderr = &stderr
	in, err := c.StdinPipe()
	if err != nil {
		return nil, nil, err
	}
	out, err := c.StdoutPipe()
	if err != nil {
		return nil, nil, err
	}
	if err := c.Start(); err != nil {
		return nil, nil, fmt.Errorf("%s: %v", b.Name, err)
	}
	stop := func() {
		in.Close()
		_, _ = io.Copy(io.Discard, out)
		_ = c.Wait()
	}
	m, err := diff.NewRemote(b.Name, in, out)
	if err != nil {
		stop()
		if old := b.tooOld(stderr.String()); old != nil {
			return nil, nil, old
		}
		return nil, nil, fmt.Errorf("%v %s", err, strings.TrimSpace(stderr.String()))
	}
	return m, stop, nil
}

// writeCardScenario writes the shrunk divergence of a card as a scenario
// file whose expected outputs are the new build's.
func writeCardScenario(ctx context.Context, b *build, rep *diffReport, c *cardChange, out string) error {
	name := fileName(orElse(c.Card, "no card")) + ".txt"
	path := filepath.Join(out, name)
	ex := c.Shrunk.Outcome
	s := &diff.Scenario{
		Game: rep.Game,
		Notes: []string{
			fmt.Sprintf("Found by dogma diff: %s against %s; game %d, seed %d, shrunk from %d to %d decisions.", rep.A.Name, rep.B.Name, ex.Index, ex.Seed, c.Shrunk.Before, len(ex.Labels)),
			fmt.Sprintf("The expected outputs come from %s.", rep.B.Name),
		},
		Sides:     []diff.Side{{Name: rep.B.Name, Config: ex.Config, Fails: ex.Divergence.ErrB != ""}},
		Outcome:   ex,
		SideNames: [2]string{rep.A.Name, rep.B.Name},
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	if err := atomicfile.Write(path, []byte(s.Text())); err != nil {
		return err
	}
	cmd := b.command(ctx, "replay", "--rewrite", path)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s does not replay: %s", path, strings.TrimSpace(string(msg)))
	}
	c.Scenario = path
	return nil
}

// printDiff prints the report for people.
func printDiff(w io.Writer, rep *diffReport, o diffOptions) {
	fmt.Fprintf(w, "dogma diff: %s against %s, %d games of %s from seed %d, in %.1fs\n", rep.A.Name, rep.B.Name, rep.Games, rep.Game, rep.Seed, rep.Elapsed)
	if rep.Diverged == 0 {
		fmt.Fprintln(w, "no game diverges")
	} else {
		fmt.Fprintf(w, "play diverges in %d of %d games (%.1f%%); the outcome changes in %d (%.1f%%)\n",
			rep.Diverged, rep.Games, 100*fraction(rep.Diverged, rep.Games), rep.Changed, 100*fraction(rep.Changed, rep.Games))
		fmt.Fprintln(w, "\ncards whose behaviour changed (the effect of the first divergent event):")
	}
	width := max(len(rep.A.Name), len(rep.B.Name)) + 1
	for _, c := range rep.Cards {
		name := c.Card
		if name == "" {
			name = "(no card effect)"
		}
		fmt.Fprintf(w, "  %s: %d games, the outcome changes in %d; clauses %s\n", name, c.Games, c.Changed, strings.Join(c.Clauses, ", "))
		ex := c.Example
		if c.Shrunk != nil {
			ex = c.Shrunk.Outcome
		}
		d := ex.Divergence
		fmt.Fprintf(w, "    game %d (%s, seed %d), decision %d:\n", ex.Index, ex.Config, ex.Seed, d.Decision+1)
		first, second := d.EventA, d.EventB
		if d.Kind == diff.KindDecision {
			first, second = d.DecisionA, d.DecisionB
		}
		fmt.Fprintf(w, "      %-*s %s\n", width, rep.A.Name+":", orNothing(first))
		fmt.Fprintf(w, "      %-*s %s\n", width, rep.B.Name+":", orNothing(second))
		fmt.Fprintf(w, "    played out (game %d): %s %s; %s %s\n", c.Example.Index, rep.A.Name, c.Example.A, rep.B.Name, c.Example.B)
		if c.Shrunk != nil {
			fmt.Fprintf(w, "    shrunk from %d to %s: %s\n", c.Shrunk.Before, plural(len(ex.Labels), "decision"), script(ex))
		}
		if c.Scenario != "" {
			fmt.Fprintf(w, "    scenario: %s\n", c.Scenario)
		}
		if c.Note != "" {
			fmt.Fprintf(w, "    %s\n", c.Note)
		}
	}
	if len(rep.Scenarios) == 0 {
		fmt.Fprintf(w, "\nno scenario file would change under --rewrite (%d in %s)\n", rep.Files, o.scenarios)
		return
	}
	fmt.Fprintf(w, "\nscenario files that would change under --rewrite: %d of %d\n", len(rep.Scenarios), rep.Files)
	for _, s := range rep.Scenarios {
		fmt.Fprintf(w, "  %s\n", s.Path)
		if s.FailureA != "" {
			fmt.Fprintf(w, "    fails with %s: %s\n", rep.A.Name, firstLine(s.FailureA))
		}
		if s.FailureB != "" {
			fmt.Fprintf(w, "    fails with %s: %s\n", rep.B.Name, firstLine(s.FailureB))
		}
	}
	for _, s := range rep.Scenarios {
		if s.Diff != "" {
			fmt.Fprintf(w, "\n%s", s.Diff)
		}
	}
}

// orNothing returns s, or "(nothing)" for "".
func orNothing(s string) string {
	if s == "" {
		return "(nothing)"
	}
	return s
}

// script renders the answers of an outcome on one line.
func script(o diff.Outcome) string {
	parts := make([]string, len(o.Labels))
	for i, l := range o.Labels {
		parts[i] = fmt.Sprintf("P%d: %s", o.Seats[i]+1, l)
	}
	return strings.Join(parts, ", ")
}
