package main

import (
	"bytes"
	"errors"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/audit"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/props"
)

func newAuditCardsCmd(asJSON *bool) *cobra.Command {
	var (
		game, lang, texts, glossary string
		games                       int
		seed                        uint64
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

Each text is also read into the terms of its card contract (the table
audit/data/GAME-contract-terms.tsv that go generate makes from the
contracts' code) and compared with it clause by clause: fixed and relative
ages, how many cards, from and to which zones, splay directions, may or
must, conditions, and/or, highest/lowest, more/fewer, actions omitted,
added or said with a word the glossary does not give. Such a finding names
its aspect, the contract line it contradicts and the rule clause, and the
variant that plays the text's reading when there is one (then 'dogma audit
variants --variant NAME' measures how often it changes games). Words are
matched through Hunspell's stems (hunspell-fr), so conjugations,
subjunctives and agreement make no finding. --glossary gives a
translator's own glossary file instead of the built-in one.

The default 2,000 games take about 2 seconds on Innovation.

Exit codes: 0 no finding, 1 findings, 2 bad usage or bad input (file:line),
an empty or unreadable texts file among them.`,
		Example: `  dogma audit cards --lang fr --texts audit/data/innovation-fr-iello2011-cards.txt
  dogma audit cards --lang fr --texts audit/data/innovation-fr-iello2011-cards.txt --games 5000 --json
  dogma audit cards --lang fr --glossary audit/data/innovation-fr-glossary.tsv --texts audit/testdata/cards-fr-correct.txt`,
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
			gl, err := loadGlossary(suite.Name, lang, glossary)
			if err != nil {
				return err
			}
			terms, err := audit.LoadContractTerms(suite.Name)
			if err != nil {
				return usageError("--game: %v", err)
			}
			table, err := audit.LoadEventTable(suite.Name)
			if err != nil {
				return usageError("--game: %v", err)
			}
			data, err := inputfile.ReadNonEmpty(texts)
			if err != nil {
				// An input that cannot be audited is no pass.
				return usageError("%s:1: %s", texts, strings.TrimPrefix(err.Error(), texts+": "))
			}
			list, err := audit.ParseCardTexts(texts, bytes.NewReader(data), gl)
			if err != nil {
				return usageError("%v", err)
			}
			if len(list) == 0 {
				// Nothing audited is no pass.
				last := bytes.Count(bytes.TrimRight(data, "\n"), []byte("\n")) + 1
				return usageError("%s:%d: no card text to audit: only comments and blank lines", texts, last)
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
			variants := map[string]bool{}
			for _, v := range suite.Registration.Variants {
				variants[v.Name] = true
			}
			check := &audit.ContractCheck{Terms: terms, Edition: settingOf(setups[0].String(), "edition"), Glossary: gl,
				Morph: audit.NewMorphology(audit.HunspellDictionary(lang)), Variants: variants}
			if err := rep.Compare(list, sigs, gl, check); err != nil {
				if errors.Is(err, audit.ErrStopped) || ctx.Err() != nil {
					return stopped("audit cards stopped by a signal before the texts were compared: not a pass")
				}
				return err
			}
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
	fs.StringVar(&glossary, "glossary", "", "the glossary of the language (KIND<tab>CANONICAL<tab>TERM lines; default the built-in audit/data/GAME-LANG-glossary.tsv)")
	fs.IntVar(&games, "games", 2000, "random games played to learn the effects' signatures")
	fs.Uint64Var(&seed, "seed", 1, "game i is played from seed SEED+i")
	return cmd
}

// loadGlossary returns the glossary file given, or the built-in glossary
// of game in lang.
func loadGlossary(game, lang, file string) (*audit.Glossary, error) {
	if file == "" {
		gl, err := audit.LoadGlossary(game, lang)
		if err != nil {
			return nil, usageError("--lang: %v", err)
		}
		return gl, nil
	}
	data, err := inputfile.ReadNonEmpty(file)
	if err != nil {
		return nil, usageError("%s:1: %s", file, strings.TrimPrefix(err.Error(), file+": "))
	}
	gl, err := audit.ParseGlossary(file, bytes.NewReader(data))
	if err != nil {
		return nil, usageError("%v", err)
	}
	return gl, nil
}

// settingOf returns the value of setting name in a configuration's
// notation ("players=2 edition=1st"), or "".
func settingOf(config, name string) string {
	for _, f := range strings.Fields(config) {
		if v, ok := strings.CutPrefix(f, name+"="); ok {
			return v
		}
	}
	return ""
}
