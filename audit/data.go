package audit

import (
	"embed"
	"fmt"
	"io/fs"
)

// Data holds the glossaries, events tables, alignments, clause texts and
// contract terms the audit ships, named GAME-LANG-glossary.tsv,
// GAME-events.tsv, GAME-LANG-align.tsv, GAME-clauses.tsv and
// GAME-contract-terms.tsv. The clause texts are generated from the game's
// RULES.md (gen_clauses.go), the contract terms from its card contracts
// (gen_terms.go).
//
//go:generate go run gen_clauses.go ../engine/innovation/RULES.md data/innovation-clauses.tsv
//go:generate go run gen_terms.go ../props/innovation/contract data/innovation-contract-terms.tsv
//go:embed data
var data embed.FS

// Data returns the audit's data files.
func Data() fs.FS {
	sub, _ := fs.Sub(data, "data")
	return sub
}

// LoadGlossary returns the shipped glossary of game in lang.
func LoadGlossary(game, lang string) (*Glossary, error) {
	name := fmt.Sprintf("%s-%s-glossary.tsv", game, lang)
	f, err := Data().Open(name)
	if err != nil {
		return nil, fmt.Errorf("no glossary of %s in language %q (want data file %s)", game, lang, name)
	}
	defer f.Close()
	return ParseGlossary(name, f)
}

// LoadEventTable returns the shipped events table of game.
func LoadEventTable(game string) (*EventTable, error) {
	name := game + "-events.tsv"
	f, err := Data().Open(name)
	if err != nil {
		return nil, fmt.Errorf("no events table of %s (want data file %s)", game, name)
	}
	defer f.Close()
	return ParseEventTable(name, f)
}
