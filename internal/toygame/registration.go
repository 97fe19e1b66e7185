package toygame

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Registration is Tally as the harness knows it. cmd/dogma does not list
// it among its games: it registers it only so that dogma referee and dogma
// serve play it over the referee protocol (clients/tally), with no CI
// steps of its own.
var Registration = &engine.Registration{
	Name:  "tally",
	Title: "Tally",
	Doc:   "a tiny card game that tests the harness: draw or play cards 1 to 12 in three colors; a row of 30 wins",

	ParseConfig: engine.ReadConfig(ParseConfig),
	Settings:    Settings,
	Setups: func() []engine.Config {
		return []engine.Config{Config{Players: 2}, Config{Players: 3}, Config{Players: 4}}
	},
	New:           engine.MakeGame(configOf, New),
	ParsePosition: engine.ReadPosition(configOf, ParsePosition),
	Simplify:      engine.SimplifyByCandidates(parseOwnPosition, Simplify),
	Clauses:       clauses(),
	Branches:      func(engine.Config) []string { return append([]string(nil), branches...) },
	BranchOf:      func(_ engine.Config, e *engine.Event) string { return BranchOf(e) },
	Render:        engine.RenderWith(NewView),
	Redactor:      engine.RedactWith(NewRedactor),
	Commands: []engine.Command{
		{Name: "totals", Doc: "each player's row total", Run: totals},
	},
	NeutralHooks: engine.NeutralHooks{Neutral: Neutral, Decks: Decks, NewFromDecks: NewFromDecks},
	Bugs: []engine.Bug{
		{Name: BugKeepDiscard, Doc: "a player made to discard the last card of its hand keeps it too (breaks conservation, TALLY-SETUP-1)", Plant: Plant},
	},
}

// parseOwnPosition reads a position text in the configuration its game
// line names.
func parseOwnPosition(text string) (engine.Game, error) {
	return engine.AsGame(ParsePosition(Config{}, text, 1))
}

// branches are the names BranchOf gives, in RULES.md order.
var branches = []string{"match: discard", "match: decline", "match: nobody holds a card", "end: row", "end: deck"}

// BranchOf names the branch of the rules an event belongs to: how a match
// went, or how the game ended; other events have none.
func BranchOf(e *engine.Event) string {
	switch e.Kind {
	case EvMatch:
		switch e.Arg {
		case MatchDeclined:
			return branches[1]
		case MatchNobody:
			return branches[2]
		}
		return branches[0]
	case EvEnd:
		if e.Clause == ClauseEndRow {
			return branches[3]
		}
		return branches[4]
	}
	return ""
}

// totals is the scenario command "totals": each player's row total.
func totals(eg engine.Game, args []string) (string, error) {
	g, ok := eg.(*Game)
	if !ok {
		return "", fmt.Errorf("totals: not a game of Tally")
	}
	if len(args) > 0 {
		return "", fmt.Errorf("totals takes no argument")
	}
	var b strings.Builder
	for p := 0; p < g.s.players; p++ {
		fmt.Fprintf(&b, "%s %d\n", engine.SeatName(p), g.s.rows[p].total())
	}
	return b.String(), nil
}
