package main

import (
	"bytes"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/audit"
	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/props"
)

func newAuditRulesCmd(asJSON *bool) *cobra.Command {
	var game, lang, rulebook, align, clauses string
	cmd := &cobra.Command{
		Use:   "rules",
		Short: "Check a translated rulebook against the rule clauses",
		Long: `rules reads a translated rulebook (plain text) and an alignment written by
the auditor (clause ID → line ranges of the rulebook, "-" for a clause it
does not render, "+" for a passage no clause says, and the rule variant
that plays a second reading of a passage), and compares each passage with
its clause: the numbers the clause gives, its conditions ("may", "I
demand", "if you do") and words the glossary lists as admitting two
readings ("et/ou"). It reports clauses with no passage (missing), passages
of no clause (addition), concepts written with several terms across the
rulebook (term), and spelling and grammar mistakes (typo) when hunspell
and grammalecte-cli are installed.

The repository does not ship the rulebook itself: regles-iello-2011.txt in
the examples is your plain-text copy of the French rulebook of IELLO's 2011
edition, whose lines audit/data/innovation-fr-iello2011-align.tsv aligns;
aide-ultimate.txt your copy of the French player aid of Innovation Ultimate
(the 4th edition), which --lang fr-ultimate reads with that edition's
glossary and audit/data/innovation-fr-ultimate-align.tsv aligns.

The clause texts are audit/data/GAME-clauses.tsv (generated from the game's
RULES.md) unless --clauses names a file of the same format
(ID<tab>text[<tab>settings]) or a rules document (a .md file whose list
items start with the clause ID). A clause that names settings
("edition=4th") is looked for only in a rulebook whose glossary follows
one of them (its config lines).

Exit codes: 0 no finding, 1 findings, 2 bad usage or bad input (file:line).`,
		Example: `  dogma audit rules --lang fr --rulebook regles-iello-2011.txt \
    --align audit/data/innovation-fr-iello2011-align.tsv
  dogma audit rules --lang fr --rulebook regles-iello-2011.txt \
    --align audit/data/innovation-fr-iello2011-align.tsv --json
  dogma audit rules --lang fr-ultimate --rulebook aide-ultimate.txt \
    --align audit/data/innovation-fr-ultimate-align.tsv`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			suite, err := props.GameNamed(game)
			if err != nil {
				return usageError("--game: %v", err)
			}
			if rulebook == "" || align == "" {
				return usageError("--rulebook and --align are needed (see 'dogma audit rules --help')")
			}
			in, err := loadRulesInput(suite, lang, rulebook, align, clauses)
			if err != nil {
				return err
			}
			rep := audit.RulesReport{Game: suite.Name, Lang: lang, Rulebook: rulebook, Alignment: align, Clauses: clauses}
			if err := rep.Compare(in); err != nil {
				return usageError("%v", err)
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
	fs.StringVar(&game, "game", props.DefaultGame, "the game whose rulebook this is")
	fs.StringVar(&lang, "lang", "fr", "the language of the rulebook: the glossary audit/data/GAME-LANG-glossary.tsv")
	fs.StringVar(&rulebook, "rulebook", "", "the translated rulebook, as plain text")
	fs.StringVar(&align, "align", "", "the alignment of the rule clauses with the rulebook's lines")
	fs.StringVar(&clauses, "clauses", "", "the clause texts: ID<tab>text, or a RULES.md (default: the game's, shipped in audit/data)")
	return cmd
}

// loadRulesInput reads the files audit rules compares.
func loadRulesInput(suite *props.Suite, lang, rulebook, align, clauses string) (audit.RulesInput, error) {
	in := audit.RulesInput{Rulebook: rulebook}
	var err error
	if in.Translated, err = audit.LoadGlossary(suite.Name, lang); err != nil {
		return in, usageError("--lang: %v", err)
	}
	if in.Original, err = audit.LoadGlossary(suite.Name, "en"); err != nil {
		return in, usageError("--game: %v", err)
	}
	book, err := inputfile.ReadNonEmpty(rulebook)
	if err != nil {
		return in, usageError("--rulebook: %v", err)
	}
	in.Lines = strings.Split(strings.TrimSuffix(string(book), "\n"), "\n")
	in.Clauses, err = readClauses(suite.Name, clauses)
	if err != nil {
		return in, err
	}
	known := map[string]bool{}
	for _, c := range in.Clauses {
		known[c.ID] = true
	}
	data, err := inputfile.ReadNonEmpty(align)
	if err != nil {
		return in, usageError("--align: %v", err)
	}
	if in.Alignment, err = audit.ParseAlignment(align, bytes.NewReader(data), func(id string) bool { return known[id] }); err != nil {
		return in, usageError("%v", err)
	}
	in.VariantKnown = func(name string) bool { _, ok := suite.Variant(name); return ok }
	return in, nil
}

// readClauses reads the clause texts of --clauses, or the game's own.
func readClauses(game, path string) ([]audit.ClauseText, error) {
	var r io.ReadCloser
	var err error
	name := path
	if path == "" {
		name = game + "-clauses.tsv"
		r, err = audit.Data().Open(name)
		if err != nil {
			return nil, usageError("--clauses: no clause texts of %s are shipped; name a file", game)
		}
	} else {
		data, err := inputfile.ReadNonEmpty(path)
		if err != nil {
			return nil, usageError("--clauses: %v", err)
		}
		r = io.NopCloser(bytes.NewReader(data))
	}
	defer r.Close()
	parse := audit.ParseClauses
	if strings.HasSuffix(name, ".md") {
		parse = audit.ParseRulesMarkdown
	}
	cs, err := parse(name, r)
	if err != nil {
		return nil, usageError("%v", err)
	}
	return cs, nil
}
