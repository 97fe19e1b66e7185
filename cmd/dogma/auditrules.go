package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/audit"
	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/props"
)

func newAuditRulesCmd(asJSON *bool) *cobra.Command {
	var game, lang, rulebook, align, clauses, glossary, xliffOut, poOut string
	cmd := &cobra.Command{
		Use:   "rules",
		Short: "Check a translated rulebook against the rule clauses",
		Long: `rules reads a translated rulebook and aligns its paragraphs with the rule
clauses in order, by the numbers, glossary terms and names they share (a
dynamic programme in the manner of the length- and dictionary-based aligners
of translation tools), each pair with its confidence; a clause the ordered
alignment misses is then looked for anywhere. It compares each pair it is
sure enough of: the numbers, "and"/"or", "may"/"must", how many (all, each,
at least, a single), the zones, the directions, the comparisons (highest,
more), the conditions ("if", "unless"), the clause's key terms, and the
sentences one side has and the other not. It reports clauses with no
passage (missing), concepts written with several terms across the rulebook
(term), words the glossary lists as admitting two readings ("et/ou"), and
spelling and grammar mistakes of the whole text (typo) when hunspell and
grammalecte-cli are installed, and folds in translate-toolkit's pofilter
checks of the pairs when pofilter is installed.

The rulebook is plain text, or a translation file: XLIFF (.xlf, .xliff) or
PO (.po), whose units are the paragraphs, pinned to the clause their unit
name or id (XLIFF) or context (PO) names. --align names an alignment written
by hand instead (clause ID → line ranges of the rulebook, "-" for a clause
it does not render, "+" for a passage no clause says, and the rule variant
that plays a second reading). --xliff and --po write the pairs with their
findings as XLIFF 2.0 and PO, for a CAT tool or a review platform.

The glossary is audit/data/GAME-LANG-glossary.tsv for --lang unless
--glossary names a file of the same format (KIND<tab>CANONICAL<tab>TERM),
which a translator edits. The repository does not ship the rulebooks
themselves: regles-iello-2011.txt in the examples is your plain-text copy
of the French rulebook of IELLO's 2011 edition; aide-ultimate.txt your copy
of the French player aid of Innovation Ultimate (the 4th edition), which
--lang fr-ultimate reads with that edition's glossary, where the English
terms the aid keeps on purpose are game words.

The clause texts are audit/data/GAME-clauses.tsv (generated from the game's
RULES.md) unless --clauses names a file of the same format
(ID<tab>text[<tab>settings]) or a rules document (a .md file whose list
items start with the clause ID). A clause that names settings
("edition=4th") is looked for only in a rulebook whose glossary follows
one of them (its config lines).

Exit codes: 0 no finding, 1 findings, 2 bad usage or bad input (file:line).`,
		Example: `  dogma audit rules --lang fr --rulebook regles-iello-2011.txt
  dogma audit rules --lang fr --rulebook regles-iello-2011.txt --xliff regles.xlf --po regles.po --json
  dogma audit rules --lang fr --rulebook regles-iello-2011.txt \
    --align audit/data/innovation-fr-iello2011-align.tsv
  dogma audit rules --lang fr-ultimate --rulebook aide-ultimate.txt`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			suite, err := props.GameNamed(game)
			if err != nil {
				return usageError("--game: %v", err)
			}
			if rulebook == "" {
				return usageError("--rulebook is needed (see 'dogma audit rules --help')")
			}
			in, err := loadRulesInput(suite, lang, glossary, rulebook, align, clauses)
			if err != nil {
				return err
			}
			rep := audit.RulesReport{Game: suite.Name, Lang: lang, Rulebook: rulebook, Alignment: align, Clauses: clauses}
			if err := rep.Compare(in); err != nil {
				return usageError("%v", err)
			}
			if err := writeRulesExports(rep, xliffOut, poOut); err != nil {
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
	fs.StringVar(&game, "game", props.DefaultGame, "the game whose rulebook this is")
	fs.StringVar(&lang, "lang", "fr", "the language of the rulebook: the glossary audit/data/GAME-LANG-glossary.tsv")
	fs.StringVar(&glossary, "glossary", "", "the glossary of the rulebook's language (KIND<tab>CANONICAL<tab>TERM), instead of the shipped one of --lang")
	fs.StringVar(&rulebook, "rulebook", "", "the translated rulebook: plain text, XLIFF (.xlf, .xliff) or PO (.po)")
	fs.StringVar(&align, "align", "", "an alignment written by hand, instead of the automatic one")
	fs.StringVar(&clauses, "clauses", "", "the clause texts: ID<tab>text, or a RULES.md (default: the game's, shipped in audit/data)")
	fs.StringVar(&xliffOut, "xliff", "", "write the aligned pairs and their findings to this XLIFF 2.0 file")
	fs.StringVar(&poOut, "po", "", "write the aligned pairs and their findings to this PO file")
	return cmd
}

// writeRulesExports writes the pairs of rep as XLIFF and PO files.
func writeRulesExports(rep audit.RulesReport, xliffOut, poOut string) error {
	if xliffOut != "" {
		var buf bytes.Buffer
		x := audit.NewXLIFF("en", audit.LangCode(rep.Lang), rep.Rulebook, rep.Pairs)
		if err := audit.WriteXLIFF(&buf, x); err != nil {
			return err
		}
		if err := atomicfile.Write(xliffOut, buf.Bytes()); err != nil {
			return usageError("--xliff: %v", err)
		}
	}
	if poOut != "" {
		var buf bytes.Buffer
		if err := audit.WritePO(&buf, audit.LangCode(rep.Lang), rep.Rulebook, rep.Pairs); err != nil {
			return err
		}
		if err := atomicfile.Write(poOut, buf.Bytes()); err != nil {
			return usageError("--po: %v", err)
		}
	}
	return nil
}

// loadRulesInput reads the files audit rules compares. An empty or
// unreadable file is a usage error that names it.
func loadRulesInput(suite *props.Suite, lang, glossary, rulebook, align, clauses string) (audit.RulesInput, error) {
	in := audit.RulesInput{Rulebook: rulebook}
	var err error
	if glossary == "" {
		in.Translated, err = audit.LoadGlossary(suite.Name, lang)
	} else {
		in.Translated, err = readGlossaryFile(glossary)
	}
	if err != nil {
		return in, usageError("--glossary: %v", err)
	}
	if in.Original, err = audit.LoadGlossary(suite.Name, "en"); err != nil {
		return in, usageError("--game: %v", err)
	}
	in.Clauses, err = readClauses(suite.Name, clauses)
	if err != nil {
		return in, err
	}
	known := map[string]bool{}
	for _, c := range in.Clauses {
		known[c.ID] = true
	}
	isKnown := func(id string) bool { return known[id] }
	book, err := readRulesInput(rulebook)
	if err != nil {
		return in, usageError("--rulebook: %v", err)
	}
	switch strings.ToLower(filepath.Ext(rulebook)) {
	case ".xlf", ".xliff":
		in.Paragraphs, in.Lines, err = audit.ParseXLIFF(rulebook, book, isKnown)
	case ".po":
		in.Paragraphs, in.Lines, err = audit.ParsePOTranslation(rulebook, book, isKnown)
	default:
		in.Lines = strings.Split(strings.TrimSuffix(string(book), "\n"), "\n")
		if len(audit.Paragraphs(in.Lines)) == 0 {
			err = fmt.Errorf("%s:1: no text", rulebook)
		}
	}
	if err != nil {
		return in, usageError("--rulebook: %v", err)
	}
	if align != "" {
		data, err := readRulesInput(align)
		if err != nil {
			return in, usageError("--align: %v", err)
		}
		if in.Alignment, err = audit.ParseAlignment(align, bytes.NewReader(data), isKnown); err != nil {
			return in, usageError("%v", err)
		}
		if len(in.Alignment.Passages) == 0 {
			return in, usageError("--align: %s:%d: no passage aligned", align, lineCount(data))
		}
	}
	in.VariantKnown = func(name string) bool { _, ok := suite.Variant(name); return ok }
	return in, nil
}

// readRulesInput reads an input of audit rules; an empty one is an error
// at its first line.
func readRulesInput(path string) ([]byte, error) {
	data, err := inputfile.ReadNonEmpty(path)
	if errors.Is(err, inputfile.ErrEmpty) {
		return nil, fmt.Errorf("%s:1: the file is empty", path)
	}
	return data, err
}

// readGlossaryFile reads a glossary a translator edits; one with no entry
// is an error.
func readGlossaryFile(path string) (*audit.Glossary, error) {
	data, err := readRulesInput(path)
	if err != nil {
		return nil, err
	}
	g, err := audit.ParseGlossary(path, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	if len(g.Entries) == 0 {
		return nil, fmt.Errorf("%s:%d: no entry (want KIND<tab>CANONICAL<tab>TERM lines)", path, lineCount(data))
	}
	return g, nil
}

// lineCount returns the number of lines of data, at least 1.
func lineCount(data []byte) int {
	return max(1, bytes.Count(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))+1)
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
		data, err := readRulesInput(path)
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
