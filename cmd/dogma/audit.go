package main

import (
	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/diff"
	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/props"
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
	bar := newProgressBar(cmd, int64(opts.Games*len(names)), "games", "audit variants")
	ctx, stop := interruptible()
	defer stop()
	opts.OnGame = func() { bar.Add(1) }
	rep, err := diff.AuditVariants(ctx, suite.Registration, names, opts, out, bar.Note)
	bar.Finish()
	if err != nil {
		return usageError("%v", err)
	}
	w := cmd.OutOrStdout()
	if asJSON {
		if err := writeJSON(w, rep); err != nil {
			return err
		}
	} else {
		rep.WriteText(w)
	}
	if rep.Diverged() {
		return findings("")
	}
	if rep.Interrupted {
		return stopped("")
	}
	return nil
}
