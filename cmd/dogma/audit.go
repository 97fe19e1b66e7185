package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/diff"
	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

func newAuditCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "audit",
		Short: "Audit the rules: what each reading of a rule does to real games",
		Long: `audit measures the rules on many games. "audit variants" plays the same
seeds and decisions under the default reading of the rules and under each
rule variant, and reports how often the variant changes the game. "audit
cards" checks translated card texts against what the engine does, and
"audit rules" a translated rulebook against the rule clauses.`,
		Example: `  dogma audit variants
  dogma audit variants --variant if-affected --games 2000
  dogma audit cards --lang fr --texts audit/data/innovation-fr-iello2011-cards.txt
  dogma audit rules --lang fr --rulebook regles-iello-2011.txt --align audit/data/innovation-fr-iello2011-align.tsv`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return usageError("audit needs a subcommand: variants, cards or rules (see 'dogma audit --help')")
		},
	}
	// --json belongs to every audit: a persistent flag, which the
	// command's own flag set lists too, as cobra does once it parses.
	cmd.PersistentFlags().BoolVar(&asJSON, "json", false, "print the results as one JSON document on stdout")
	cmd.Flags().AddFlagSet(cmd.PersistentFlags())
	cmd.AddCommand(newAuditVariantsCmd(&asJSON), newAuditCardsCmd(&asJSON), newAuditRulesCmd(&asJSON))
	return cmd
}

// variantReport is the JSON report of one variant.
type variantReport struct {
	Name   string `json:"name"`
	Clause string `json:"clause"`
	Doc    string `json:"doc"`
	*diff.VariantAudit
	DivergedFraction float64 `json:"diverged_fraction"`
	ChangedFraction  float64 `json:"changed_fraction"`
	// Scenario is the file of the shrunk divergence, and ScenarioError
	// why it could not be written.
	Scenario      string `json:"scenario,omitempty"`
	ScenarioError string `json:"scenario_error,omitempty"`
}

// auditReport is the JSON report of audit variants.
type auditReport struct {
	Game     string          `json:"game"`
	Seed     uint64          `json:"seed"`
	Games    int             `json:"games"`
	Setups   []string        `json:"setups"`
	Elapsed  float64         `json:"elapsed_seconds"`
	Variants []variantReport `json:"variants"`
}

func newAuditVariantsCmd(asJSON *bool) *cobra.Command {
	var (
		game     string
		variants []string
		games    int
		seed     uint64
		workers  int
		out      string
	)
	cmd := &cobra.Command{
		Use:   "variants",
		Short: "Measure how much each rule variant changes the game",
		Long: `variants plays each rule variant against the default reading: game i is played
from seed SEED+i under a setup of the game (the setups "dogma fuzz" mixes, in
turn), once as it is and once with the variant switched on. Both games answer
from one seeded chooser stream, the same answer while they agree, so any
difference comes from the variant. For each variant it reports the fraction
of games whose play diverges at all, the fraction whose outcome (winners, end
reason) changes, and the histogram of the rule clauses of the first
divergent events. The first divergences are shrunk, by label, to the shortest
game that still parts the same way, written to the folder --out names (none
by default: the repository's files are never overwritten unasked) as a
scenario file with the same seed and decisions under both readings ("dogma
replay" runs it).

The default 10,000 pairs per variant take about 8 seconds of processor time
per variant on Innovation, spread over every core.
Ctrl-C or SIGTERM stops early and reports the games played.

Exit codes: 0 no variant changed any game, 1 some variant did, 2 bad usage,
3 stopped by a signal before every game was played.`,
		Example: `  dogma audit variants
  dogma audit variants --variant if-affected --games 2000 --seed 7
  dogma audit variants --games 500 --out variants --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			suite, err := props.GameNamed(game)
			if err != nil {
				return usageError("--game: %v", err)
			}
			names, err := auditVariantNames(suite.Registration, variants)
			if err != nil {
				return err
			}
			if err := atLeast("--games", games, 1, ""); err != nil {
				return err
			}
			if err := atLeast("--workers", workers, 0, "0: every core"); err != nil {
				return err
			}
			if err := checkOutDir("--out", out); err != nil {
				return err
			}
			return runAuditVariants(cmd, suite, names, diff.AuditOptions{Games: games, Seed: seed, Workers: workers}, out, *asJSON)
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&game, "game", props.DefaultGame, "the game to audit")
	fs.StringSliceVar(&variants, "variant", nil, "the variants to audit (default: every variant of the game)")
	fs.IntVar(&games, "games", 10000, "pairs of games per variant")
	fs.Uint64Var(&seed, "seed", 1, "game i is played from seed SEED+i")
	fs.IntVar(&workers, "workers", 0, "games played at once (default: every core)")
	fs.StringVar(&out, "out", "", "folder for the shrunk scenarios, one per variant (NAME.txt; default: none written)")
	return cmd
}

// auditVariantNames checks the variants asked for, or returns every
// variant of the game.
func auditVariantNames(reg *engine.Registration, asked []string) ([]string, error) {
	if len(asked) == 0 {
		if len(reg.Variants) == 0 {
			return nil, usageError("%s has no rule variant to audit", reg.Name)
		}
		for _, v := range reg.Variants {
			asked = append(asked, v.Name)
		}
		return asked, nil
	}
	for i, name := range asked {
		v, ok := reg.Variant(name)
		if !ok {
			known := ""
			for j, k := range reg.Variants {
				if j > 0 {
					known += ", "
				}
				known += k.Name
			}
			return nil, usageError("--variant: %s has no variant %s (known: %s)", reg.Name, clip.Quote(name), known)
		}
		asked[i] = v.Name
	}
	return asked, nil
}

// runAuditVariants audits each variant in turn, writes the scenarios and
// prints the report.
func runAuditVariants(cmd *cobra.Command, suite *props.Suite, names []string, opts diff.AuditOptions, out string, asJSON bool) error {
	reg := suite.Registration
	rep := auditReport{Game: reg.Name, Seed: opts.Seed, Games: opts.Games}
	for _, cfg := range reg.Setups() {
		rep.Setups = append(rep.Setups, cfg.String())
	}
	bar := newProgressBar(cmd, int64(opts.Games*len(names)), "games", "audit variants")
	ctx, stop := interruptible()
	defer stop()
	start := time.Now()
	interrupted := false
	for _, name := range names {
		if stopRequested(ctx) {
			interrupted = true
			break
		}
		bar.Note(name)
		opts.OnGame = func() { bar.Add(1) }
		au, err := diff.AuditVariant(ctx, reg, name, opts)
		if err != nil {
			bar.Finish()
			return usageError("%v", err)
		}
		interrupted = interrupted || au.Interrupted
		v := au.Variant
		vr := variantReport{Name: v.Name, Clause: v.Clause, Doc: v.Doc, VariantAudit: au, DivergedFraction: fraction(au.Diverged, au.Games), ChangedFraction: fraction(au.Changed, au.Games)}
		if s := au.Scenario(reg.Name); s != nil && out != "" {
			vr.Scenario = filepath.Join(out, au.Variant.Name+".txt")
			if err := writeDivergence(vr.Scenario, s.Text()); err != nil {
				vr.Scenario, vr.ScenarioError = "", err.Error()
			}
		}
		rep.Variants = append(rep.Variants, vr)
	}
	bar.Finish()
	rep.Elapsed = time.Since(start).Seconds()
	w := cmd.OutOrStdout()
	if asJSON {
		if err := writeJSON(w, rep); err != nil {
			return err
		}
	} else {
		printAudit(w, rep, interrupted)
	}
	for _, v := range rep.Variants {
		if v.Diverged > 0 || v.Errors > 0 {
			return findings("")
		}
	}
	if interrupted {
		return stopped("")
	}
	return nil
}

// writeDivergence writes a divergence scenario and fills its expected
// outputs from the engine, as "dogma replay --rewrite" does.
func writeDivergence(path, text string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := atomicfile.Write(path, []byte(text)); err != nil {
		return err
	}
	if r := scenarios.Replay(path, true); !r.Passed {
		return fmt.Errorf("%s does not replay: %s", path, r.Failure)
	}
	return nil
}

// fraction returns n/of, or 0 when of is 0.
func fraction(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return float64(n) / float64(of)
}

// printAudit prints the report for people.
func printAudit(w io.Writer, rep auditReport, interrupted bool) {
	state := ""
	if interrupted {
		state = " (interrupted)"
	}
	fmt.Fprintf(w, "audit of %d variants of %s: %d games each from seed %d, over %d setups, in %.1fs%s\n",
		len(rep.Variants), rep.Game, rep.Games, rep.Seed, len(rep.Setups), rep.Elapsed, state)
	for _, v := range rep.Variants {
		fmt.Fprintf(w, "\n%s (%s): %s\n", v.Variant.Name, v.Variant.Clause, v.Variant.Doc)
		fmt.Fprintf(w, "  play diverges in %d of %d games (%.1f%%); the outcome changes in %d (%.1f%%)\n",
			v.Diverged, v.Games, 100*v.DivergedFraction, v.Changed, 100*v.ChangedFraction)
		if v.Errors > 0 {
			fmt.Fprintf(w, "  %d pairs failed to play; the first: %s\n", v.Errors, v.FirstError)
		}
		if len(v.Clauses) > 0 {
			fmt.Fprintln(w, "  first divergent clause:")
			for _, c := range v.Clauses {
				name := c.Clause
				if name == "" {
					name = "(no event)"
				}
				fmt.Fprintf(w, "    %-22s %6d  %5.1f%%\n", name, c.Games, 100*fraction(c.Games, v.Diverged))
			}
		}
		if sh := v.Shrunk; sh != nil {
			o := sh.Outcome
			fmt.Fprintf(w, "  shortest divergence: game %d (%s, seed %d), %s\n", o.Index, o.Config, o.Seed, o.Divergence.String())
			if ex := v.Example; ex != nil {
				fmt.Fprintf(w, "    played out: default %s; %s %s\n", ex.A, v.Variant.Name, ex.B)
			}
			size := fmt.Sprintf("shrunk from %d to %d decisions", sh.Before, len(o.Labels))
			if c := v.Cut; c != nil {
				size += fmt.Sprintf(", started at the position after %d: %s", c.At, clip.Count(len(c.Outcome.Labels), "decision"))
			}
			switch {
			case v.Scenario != "":
				fmt.Fprintf(w, "  scenario: %s (%s)\n", v.Scenario, size)
			case v.ScenarioError != "":
				fmt.Fprintf(w, "  scenario not written: %s\n", clip.FirstLine(v.ScenarioError))
			default:
				fmt.Fprintf(w, "  (%s; --out DIR writes it as a scenario file)\n", size)
			}
		}
	}
}
