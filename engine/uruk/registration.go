package uruk

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Registration is Uruk as the harness knows it: cmd/dogma lists it among
// the games.
var Registration = &engine.Registration{
	Name:  "uruk",
	Title: "Uruk — Wiege der Zivilisation",
	Doc:   "Kuhn & Kuhn's card game (DDD Verlag 2008, 2-4 players), from a French rulebook whose icons are lost: data assumptions, readings as variants, holes as rule gaps",

	ParseConfig:   engine.ReadConfig(ParseConfig),
	Settings:      Settings,
	FileDefaults:  "players=2",
	Setups:        setups,
	New:           engine.MakeGame(configOf, New),
	ParsePosition: engine.ReadPosition(configOf, ParsePosition),
	Simplify:      engine.SimplifyByCandidates(parseOwnPosition, Simplify),
	Clauses:       engine.ClauseList(Clauses, Definitions),
	Variants:      VariantTable.List(),
	BranchOf:      func(_ engine.Config, e *engine.Event) string { return BranchOf(e) },
	Render:        engine.RenderWith(NewView),
	Redactor:      engine.RedactWith(NewRedactor),
	Commands: []engine.Command{
		{Name: "state", Doc: "the state as position text, every card named (mid-step too)", Run: engine.ShowCommand("uruk", "state", func(g *Game) string { return FormatPosition(g.cfg, &g.s) })},
		{Name: "score", Doc: "each player's points as the end would count them now, part by part", Run: engine.ShowCommand("uruk", "score", (*Game).scores)},
	},
	NeutralHooks: engine.NeutralHooksOf(configOf, (*Game).Neutral, Decks, NewFromDecks),
}

// BranchOf names the branch of the rules an event belongs to: what a
// discovery, god or disaster did ("Enlil: bid", "Brennofen: cube"), or
// which hole a fill-... variant decided ("fill: VAR-FILL-SHORTAGE"); other
// events have none.
func BranchOf(e *engine.Event) string {
	switch {
	case e.Kind == EvFill:
		return "fill: " + e.Clause
	case e.Effect != "" && e.Kind != EvPoints:
		return e.Effect + ": " + e.Kind
	}
	return ""
}

// setups are the games a campaign mixes by default: 2, 3 and 4 players
// with the rules as the text gives them, where nearly every random game
// soon falls into the hole of URUK-LAY-6, then the same with every
// fill-... variant, which play past the holes they fill to the end.
func setups() []engine.Config {
	var out []engine.Config
	for _, vars := range []VariantSet{0, FillAll()} {
		for p := 2; p <= MaxPlayers; p++ {
			out = append(out, Config{Players: p, Variants: vars})
		}
	}
	return out
}

// configOf returns the Uruk configuration of cfg, which a function of
// Registration was given.
func configOf(cfg engine.Config) (Config, error) {
	return engine.ConfigAs("uruk", cfg, Config.Normalize)
}

// scores writes each player's points as the end would count them now.
func (g *Game) scores() string {
	var b strings.Builder
	for q := 0; q < g.s.N; q++ {
		total := 0
		var parts []string
		for _, pt := range g.ScoreParts(q) {
			total += pt.Points
			parts = append(parts, fmt.Sprintf("%s %d", pt.What, pt.Points))
		}
		fmt.Fprintf(&b, "%s %d (%s) cities=%d\n", SeatName(q), total, strings.Join(parts, ", "), g.s.Players[q].Cities())
	}
	return b.String()
}

// parseOwnPosition reads a position text in the configuration its game
// line names, for the shrinker's position stage.
func parseOwnPosition(text string) (engine.Game, error) {
	return engine.AsGame(ParsePosition(Config{}, text, 1))
}
