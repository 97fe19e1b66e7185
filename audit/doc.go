// Package audit checks a translation of a game's texts against the game
// itself: the card texts against signatures the engine gives each card
// effect in random games and against the terms of the card contracts
// (data/innovation-contract-terms.tsv, read from the contracts' code by go
// generate), and the rulebook against the rule clauses.
//
// What the audit knows of a language is data, not code: a glossary maps the
// translated terms to canonical keywords (data/innovation-fr-glossary.tsv),
// an events table maps the engine's event kinds to the same keywords
// (data/innovation-events.tsv), and an alignment maps each rule clause to
// the lines of the translated rulebook that render it.
package audit
