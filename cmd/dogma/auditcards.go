package main

import (
	"bytes"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/audit"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/props"
)

func newAuditCardsCmd(asJSON *bool) *cobra.Command {
	var (
		game, lang, texts string
		games             int
		seed              uint64
	)
	cmd := &cobra.Command{
		Use:   "cards",
		Short: "Check translated card texts against what the engine does",
		Long: `cards reads a file of translated card texts, one effect a line
("TITLE N: text", the title translated or original, N the effect's place on
the card), and checks each text against the effect's signature: what the
engine does when it performs the effect in random games (the actions it
takes, whether it demands, whether the player may decline, the ages it
always draws, whether a demand's follow-up needs a transferred card). The
language's glossary (audit/data/GAME-LANG-glossary.tsv) turns the text into
the same keywords. Each finding quotes the words at fault: missing or extra
actions, another age or count, a "may" on one side only, a condition that
reads differently (naming the rule variant that plays it), one concept
written with two terms across the texts, and spelling and grammar mistakes
when hunspell and grammalecte-cli are installed.

The default 2,000 games take about 2 seconds on Innovation.

Exit codes: 0 no finding, 1 findings, 2 bad usage or bad input (file:line).`,
		Example: `  dogma audit cards --lang fr --texts audit/data/innovation-fr-iello2011-cards.txt
  dogma audit cards --lang fr --texts audit/data/innovation-fr-iello2011-cards.txt --games 5000 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			suite, err := props.GameNamed(game)
			if err != nil {
				return usageError("--game: %v", err)
			}
			if texts == "" {
				return usageError("--texts: a file of card texts is needed (see 'dogma audit cards --help')")
			}
			if err := atLeast("--games", games, 1, ""); err != nil {
				return err
			}
			gl, err := audit.LoadGlossary(suite.Name, lang)
			if err != nil {
				return usageError("--lang: %v", err)
			}
			table, err := audit.LoadEventTable(suite.Name)
			if err != nil {
				return usageError("--game: %v", err)
			}
			data, err := inputfile.ReadNonEmpty(texts)
			if err != nil {
				return usageError("--texts: %v", err)
			}
			list, err := audit.ParseCardTexts(texts, bytes.NewReader(data), gl)
			if err != nil {
				return usageError("%v", err)
			}
			if len(list) == 0 {
				// Nothing audited is no pass.
				return usageError("--texts: %s holds no card text to audit", texts)
			}
			setups, err := audit.SetupsFollowing(suite.Registration, gl.Settings())
			if err != nil {
				return usageError("%s: %v", gl.Name, err)
			}
			ctx, stop := interruptible()
			defer stop()
			sigs, err := audit.Collect(ctx, suite.Registration, table, audit.CollectOptions{Games: games, Seed: seed, Setups: setups})
			if err != nil {
				return err
			}
			for _, t := range list {
				if sigs[t.Effect] == nil && !audit.KnowsEffect(suite.Registration, setups, t.Effect) {
					return usageError("%s:%d: %s has no effect %s", t.File, t.Line, suite.Name, clip.Quote(t.Effect))
				}
			}
			rep := audit.CardsReport{Game: suite.Name, Lang: lang, Texts: texts, Effects: len(list), Games: games, Seed: seed}
			for _, c := range setups {
				rep.Setups = append(rep.Setups, c.String())
			}
			rep.Compare(list, sigs, gl)
			if *asJSON {
				if err := writeJSON(cmd.OutOrStdout(), rep); err != nil {
					return err
				}
			} else {
				rep.WriteText(cmd.OutOrStdout())
			}
			if len(rep.Findings) > 0 {
				return findings("")
			}
			return nil
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&game, "game", props.DefaultGame, "the game whose card texts these are")
	fs.StringVar(&lang, "lang", "fr", "the language of the texts: the glossary audit/data/GAME-LANG-glossary.tsv")
	fs.StringVar(&texts, "texts", "", "the file of translated card texts")
	fs.IntVar(&games, "games", 2000, "random games played to learn the effects' signatures")
	fs.Uint64Var(&seed, "seed", 1, "game i is played from seed SEED+i")
	return cmd
}
