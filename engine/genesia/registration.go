package genesia

import (
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Registration is Genesia as the harness knows it: cmd/dogma lists it
// among the games.
var Registration = &engine.Registration{
	Name:  "genesia",
	Title: "Genesia (" + Placeholder + ")",
	Doc:   "Éric Labouze's board game (Super Meeple 2020, 1-5 players), from a French rulebook whose map and card values are lost: played on a labelled placeholder map and card set, readings as variants, holes as rule gaps",

	ParseConfig:   engine.ReadConfig(ParseConfig),
	Settings:      Settings,
	FileDefaults:  "players=3",
	Setups:        setups,
	New:           engine.MakeGame(configOf, New),
	ParsePosition: engine.ReadPosition(configOf, ParsePosition),
	Simplify:      engine.SimplifyByCandidates(parseOwnPosition, Simplify),
	PositionSize:  PositionSize,
	Clauses:       engine.ClauseList(Clauses, Definitions),
	Unreachable:   unreachable,
	Variants:      VariantTable.List(),
	BranchOf:      func(_ engine.Config, e *engine.Event) string { return BranchOf(e) },
	Render:        engine.RenderWith(NewView),
	Redactor:      engine.RedactWith(NewRedactor),
	Commands: []engine.Command{
		{Name: "state", Doc: "the state as position text (mid-step too)", Run: engine.ShowCommand("genesia", "state", (*Game).FormatPosition)},
		{Name: "score", Doc: "each people's points as the end would count them now, part by part (" + Placeholder + ")", Run: engine.ShowCommand("genesia", "score", (*Game).scores)},
	},
	NeutralHooks: engine.NeutralHooksOf(configOf, (*Game).Neutral, Decks, NewFromDecks),
}

// BranchOf names the branch of the rules an event belongs to: what a card
// effect did ("Drones: lose"), or which hole a fill-... variant decided.
func BranchOf(e *engine.Event) string {
	switch {
	case e.Kind == EvFill:
		return "fill: " + e.Clause
	case e.Effect != "":
		return e.Effect + ": " + e.Kind
	}
	return ""
}

// setups are the games a campaign mixes by default: 1 to 5 players and
// teams of 4, with the rules as the text gives them (most games stop at
// a hole), then the same with every fill-... variant.
func setups() []engine.Config {
	var out []engine.Config
	for _, vars := range []VariantSet{0, FillAll()} {
		for p := 1; p <= MaxPlayers; p++ {
			out = append(out, Config{Players: p, Variants: vars})
		}
		out = append(out, Config{Players: 4, Teams: true, Variants: vars})
	}
	return out
}

func configOf(cfg engine.Config) (Config, error) {
	return engine.ConfigAs("genesia", cfg, Config.Normalize)
}

// scores writes each people's score as the end would count it now.
func (g *Game) scores() string {
	var b strings.Builder
	for p := 0; p < int(g.s.N); p++ {
		b.WriteString(g.scoreLine(p))
		b.WriteByte('\n')
	}
	return b.String()
}

// unreachable says why no game of cfgs reaches clause id: a variant's own
// clause is cited only in games that switch it on.
func unreachable(id string, cfgs []engine.Config) string {
	v, ok := VariantTable.Lookup(id)
	if !ok || !strings.HasPrefix(id, "VAR-") {
		return ""
	}
	for _, c := range cfgs {
		if gc, err := configOf(c); err == nil && gc.Has(v) {
			return ""
		}
	}
	return "the variant is switched off in every game played"
}
