package cards

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/view"
)

// Registration is Innovation as the harness knows it, played with the base
// deck: cmd/dogma lists it among the games.
var Registration = &engine.Registration{
	Name:  "innovation",
	Title: "Innovation",
	Doc:   "Carl Chudyk's card game: 105 cards in ten ages, 1st (IELLO 2011) and 3rd editions",

	ParseConfig: func(text string) (engine.Config, error) {
		cfg, err := inn.ParseConfig(text)
		if err != nil {
			return nil, err
		}
		return cfg, nil
	},
	Settings:      inn.Settings,
	FileDefaults:  "players=2 ages=3",
	Setups:        setups,
	New:           newGame,
	ParsePosition: parsePosition,
	Simplify:      inn.SimplifyPosition,
	PositionSize:  inn.PositionSize,
	Clauses:       clauses(),
	Unreachable:   unreachable,
	Variants:      variants(),
	Branches:      branches,
	BranchOf:      branchOf,
	Commands:      commands(),
	Render:        render,
	Redactor:      redactor,
	Cards:         cardList,
	CardsOf:       cardListOf,
	Measures:      measures(),
	Bugs:          bugs(),
	NeutralHooks:  neutralHooks,
}

// Config returns the Innovation configuration of cfg, which a function of
// Registration was given.
func Config(cfg engine.Config) (inn.Config, error) {
	switch c := cfg.(type) {
	case inn.Config:
		return c.Normalize()
	case nil:
		return inn.Config{}.Normalize()
	}
	return inn.Config{}, fmt.Errorf("innovation: a configuration of another game (%s)", cfg)
}

// setups are the games a campaign mixes by default: 2, 3 and 4 players and
// 4 players in teams, in the 1st and 3rd editions with all ten ages, and
// in the 4th with its eleven ages (4 players without teams play the Parley
// rules) and the fill variants of ULT-KEY-LOSE.
func setups() []engine.Config {
	var out []engine.Config
	for _, ed := range []inn.Edition{inn.First, inn.Third, inn.Fourth} {
		for _, p := range []int{2, 3, 4, 0} {
			cfg := inn.Config{Players: p, Edition: ed, Ages: ed.LastAge()}
			if p == 0 {
				cfg.Players, cfg.Teams = 4, true
			}
			if ed == inn.Fourth {
				cfg.Variants = inn.Fills() // past the holes of ULT-KEY-LOSE and ECHO-FULLY-EXECUTE
			}
			out = append(out, cfg)
		}
	}
	// The 4th edition's again, with Echoes of the Past (EXP-SET-1).
	for _, c := range out[len(out)-4:] {
		cfg := c.(inn.Config)
		cfg.Expansions = inn.ExpansionSet(0).With(inn.Echoes)
		out = append(out, cfg)
	}
	return out
}

func newGame(cfg engine.Config, seed uint64) (engine.Game, error) {
	c, err := Config(cfg)
	if err != nil {
		return nil, err
	}
	g, err := inn.New(c, Base(), seed)
	if err != nil {
		return nil, err
	}
	return g, nil
}

func parsePosition(cfg engine.Config, text string, line int) (engine.Game, error) {
	c, err := Config(cfg)
	if err != nil {
		return nil, err
	}
	g, err := inn.ParsePositionAt(c, Base(), text, line)
	if err != nil {
		return nil, err
	}
	return g, nil
}

func clauses() []engine.Clause {
	out := make([]engine.Clause, len(inn.Clauses))
	for i, id := range inn.Clauses {
		out[i] = engine.Clause{ID: id, Definition: inn.Definitions[id]}
	}
	return out
}

// unreachable sums the configurations up as a profile (the highest last
// age, a team game among them, the variants any switches on) and asks the
// deck.
func unreachable(id string, cfgs []engine.Config) string {
	var pr inn.Profile
	for _, cfg := range cfgs {
		c, err := Config(cfg)
		if err != nil {
			continue
		}
		pr.Ages = max(pr.Ages, c.Ages)
		pr.Teams = pr.Teams || c.Teams
		pr.Fourth = pr.Fourth || c.Edition == inn.Fourth
		pr.Parley = pr.Parley || c.Parleys()
		pr.Earlier = pr.Earlier || c.Edition != inn.Fourth
		pr.Variants |= c.Variants
		pr.Expansions |= c.Expansions
	}
	return Base().Unreachable(id, pr)
}

func variants() []engine.Variant {
	out := make([]engine.Variant, len(inn.Variants))
	for i, v := range inn.Variants {
		out[i] = engine.Variant{Name: v.Name, Clause: v.Clause, Doc: v.Doc}
	}
	return out
}

// branches lists every card effect of cfg's edition (Deck.Branches).
func branches(cfg engine.Config) []string {
	c, err := Config(cfg)
	if err != nil {
		return nil
	}
	return Base().Branches(c.Edition)
}

func branchOf(cfg engine.Config, e *engine.Event) string {
	c, _ := cfg.(inn.Config)
	return inn.BranchOf(c.Edition, e)
}

// cardList lists the 105 cards and the special achievements, with their
// printed facts (cards.tsv), the editions whose effects are written and
// their EFFECTS.md entries.
func cardList() *engine.CardList { return deckList(Base()) }

// cardListOf lists the cards of the deck of cfg's edition: with the 4th
// edition, its 120 cards with their 4th-edition facts and their
// EFFECTS-4th.md entries, and "4th" among the editions written for the
// cards whose 4th-edition effects are; with its expansions, their cards
// too (an Echoes card is written when its dogma effects and its echo
// effect are).
func cardListOf(cfg engine.Config) *engine.CardList {
	c, err := Config(cfg)
	if err != nil {
		return cardList()
	}
	d, err := DeckFor(c.Edition).ForConfig(c)
	if err != nil {
		return deckList(DeckFor(c.Edition))
	}
	return deckList(d)
}

func deckList(d *inn.Deck) *engine.CardList {
	out := &engine.CardList{MaxAge: d.Editions()[0].LastAge()}
	for col := inn.Color(0); col < inn.NumColors; col++ {
		out.Colors = append(out.Colors, col.String())
	}
	for c := inn.Card(0); c < d.Size(); c++ {
		f := &d.Facts[c]
		ci := engine.Card{Name: f.Name, French: f.NameFR, Age: f.Age, Demand: f.Demand, Text: EffectsTextOf(d.Editions()[0], c)}
		if c.IsSpecial() {
			ci.Written = []string{"-"}
			out.Cards = append(out.Cards, ci)
			continue
		}
		ci.Color = f.Color.String()
		for k, i := range f.Icons {
			ci.Icons = append(ci.Icons, placeName(f, k, i))
		}
		ci.Featured = f.Featured.String()
		ci.Written = []string{}
		for _, ed := range d.Editions() {
			if d.Effects(c, ed) != nil && (!f.HasEcho() || d.Echo(c).Run != nil) {
				ci.Written = append(ci.Written, ed.String())
			}
		}
		out.Cards = append(out.Cards, ci)
	}
	return out
}

// placeName names what icon place k of a card shows, as cards-echoes.tsv
// writes it: its icon, or with Echoes of the Past "echo" (the echo effect),
// "note" (a music note) or "bonus-N" (ECHO-ICON-1).
func placeName(f *inn.Facts, k int, i inn.Icon) string {
	switch {
	case f.EchoAt&(1<<k) != 0:
		return "echo"
	case f.NoteAt&(1<<k) != 0:
		return "note"
	case f.Bonus[k] != 0:
		return fmt.Sprintf("bonus-%d", f.Bonus[k])
	}
	return i.String()
}

// measures are the operations dogma bench times beside a clone and a hash:
// a full icon recount, which the icon-cache property (ICON-1) makes on its
// cadence.
func measures() []engine.Measure {
	return []engine.Measure{{Name: "recount", Doc: "every icon every player shows, counted from the piles (ICON-1)",
		Do: func(g engine.Game) uint64 {
			ig, ok := g.(*inn.Game)
			if !ok {
				return 0
			}
			return uint64(recountIcons(ig.Deck(), ig.State())[0][inn.Castle])
		}}}
}

// recountIcons counts every icon every player shows from the piles
// themselves, ignoring the game's cache (ICON-1).
func recountIcons(d *inn.Deck, s *inn.State) (total [inn.MaxPlayers][inn.NumIcons]int) {
	for p := 0; p < s.N; p++ {
		for col := inn.Color(0); col < inn.NumColors; col++ {
			cnt := inn.PileIcons(d, &s.Players[p].Piles[col])
			for i, k := range cnt {
				total[p][i] += int(k)
			}
		}
	}
	return total
}

// bugs are the planted bugs of the engine: those of its rules (inn.Bugs),
// then those of card semantics (inn.CardBugs), then those only the card
// contracts see (inn.ContractBugs).
func bugs() []engine.Bug {
	var out []engine.Bug
	for _, list := range [][]*inn.Bug{inn.Bugs, inn.CardBugs, inn.ContractBugs} {
		for _, b := range list {
			out = append(out, engine.Bug{Name: b.Name, Doc: b.Doc, Plant: plantIn(b)})
		}
	}
	return out
}

// plantIn returns the engine.Bug.Plant of b: it adds b to the bugs of an
// Innovation configuration.
func plantIn(b *inn.Bug) func(engine.Config) (engine.Config, error) {
	return func(cfg engine.Config) (engine.Config, error) {
		c, err := Config(cfg)
		if err != nil {
			return nil, err
		}
		c.Bugs = c.Bugs.With(b)
		return c, nil
	}
}

func render(g engine.Game, viewer int) engine.View {
	return view.NewView(g.(*inn.Game), viewer)
}

func redactor(g engine.Game, viewer int) engine.Redactor {
	return view.NewRedactor(g.(*inn.Game), viewer)
}

// commands are Innovation's own commands of scenario files.
func commands() []engine.Command {
	return []engine.Command{
		{
			Name: "state", Args: []string{"all"},
			Doc: "the position as text, as a player sees it (supply piles as sizes), or every card with all",
			Run: func(g engine.Game, args []string) (string, error) {
				ig, err := innGame(g)
				if err != nil {
					return "", err
				}
				return inn.FormatPosition(ig.Config(), ig.Deck(), ig.State(), slices.Contains(args, "all")), nil
			},
		},
		{
			Name: "icons",
			Doc:  "each player's score, achievements and visible icons",
			Run: func(g engine.Game, _ []string) (string, error) {
				ig, err := innGame(g)
				if err != nil {
					return "", err
				}
				return icons(ig), nil
			},
		},
	}
}

// innGame returns g as an Innovation game.
func innGame(g engine.Game) (*inn.Game, error) {
	ig, ok := g.(*inn.Game)
	if !ok {
		return nil, fmt.Errorf("innovation: a game of another kind (%T)", g)
	}
	return ig, nil
}

// icons prints each player's score, achievement count and icon counts.
func icons(g *inn.Game) string {
	var b strings.Builder
	s, d := g.State(), g.Deck()
	for p := 0; p < s.N; p++ {
		fmt.Fprintf(&b, "%s score=%d achievements=%d", inn.SeatName(p), s.Score(d, p), s.Players[p].Achievements.Len())
		for i := inn.Castle; i < inn.NumIcons; i++ {
			if i == inn.Avatar && g.Config().Edition != inn.Fourth {
				continue // no card of the 1st and 3rd editions shows it
			}
			fmt.Fprintf(&b, " %s=%d", i, s.Players[p].Icons(i))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
