package main

import (
	"fmt"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

func newCardsCmd() *cobra.Command {
	var (
		age      int
		color    string
		edition  string
		expand   string
		asJSON   bool
		dir      string
		coverFor time.Duration
	)
	cmd := &cobra.Command{
		Use:   "cards [NAME...]",
		Short: "List the cards and whether their effects are written",
		Long: `cards lists Innovation's cards with their printed facts (cards.tsv): age,
color, English and French titles, the icons of the four slots (top-left,
bottom-left, bottom-middle, bottom-right), the featured icon, whether the
card has a demand, and whether its effects are written for the 1st and the
3rd edition (with --edition 4th: the 4th edition's cards and facts, and
whether their 4th-edition effects are written; with --expansions, the cards
of those expansions of the 4th edition and their EFFECTS-echoes.md entries,
an Echoes card being written when its echo effect and its dogma effects
are), and the scenario files that activate it (--scenarios, the
repository's scenario folder by default). NAME picks cards by English title
(case-insensitive); --age and --color filter. Special achievements have age 0.

With a single NAME, cards shows that card fully: its facts, its effects and
rulings as EFFECTS.md gives them, its scenario files, and the coverage of its
effect branches in a short campaign (--coverage, 0 to skip): each effect and
edition, and each kind of event it caused, with how many times.`,
		Example: `  dogma cards --age 1
  dogma cards Archery "The Wheel"
  dogma cards Fission
  dogma cards --color red --json
  dogma cards --edition 4th --age 11
  dogma cards --expansions echoes --age 1
  dogma cards Dice --expansions echoes --coverage 0`,
		RunE: func(cmd *cobra.Command, args []string) error {
			suite, err := gameOf(cmd)
			if err != nil {
				return err
			}
			if suite.Cards == nil {
				return usageError("cards lists %s's cards; the game %s has none to list", gamesWithCards(), suite.Name)
			}
			deck, source := suite.Cards(), "EFFECTS.md"
			var setup engine.Config // the campaign that measures a card's coverage (nil: the default mix)
			if cmd.Flags().Changed("expansions") {
				if _, ok := suite.Setting("expansions"); !ok || suite.CardsOf == nil {
					return usageError("--expansions: the game %s has no expansions", suite.Name)
				}
				if cmd.Flags().Changed("edition") && !isFourth(edition) {
					return usageError("--expansions: expansions play with the 4th edition only, not --edition %s", edition)
				}
				cfg, err := suite.ParseConfig("edition=4th expansions=" + expand)
				if err != nil {
					return usageError("--expansions: %v", err)
				}
				deck = expansionCards(suite.CardsOf(cfg), suite.CardsOf(mustConfig(suite, "edition=4th")))
				source, setup = "EFFECTS-echoes.md", cfg
			} else if cmd.Flags().Changed("edition") {
				if _, ok := suite.Setting("edition"); !ok || suite.CardsOf == nil {
					return usageError("--edition: the game %s has no editions", suite.Name)
				}
				cfg, err := suite.ParseConfig("edition=" + edition)
				if err != nil {
					return usageError("--edition: %v", err)
				}
				deck = suite.CardsOf(cfg)
				if isFourth(edition) {
					source = "EFFECTS-4th.md"
				}
			}
			if color != "" && !slices.Contains(deck.Colors, color) {
				return usageError("--color: %q is not a color (%s)", color, strings.Join(deck.Colors, ", "))
			}
			if age < 0 || age > deck.MaxAge {
				return usageError("--age must be 1 to %d, not %d", deck.MaxAge, age)
			}
			var list []engine.Card
			if len(args) > 0 {
				for _, name := range args {
					c, ok := lookupCard(deck, name)
					if !ok {
						return usageError("no card is named %q", name)
					}
					list = append(list, c)
				}
			} else {
				list = deck.Cards
			}
			files, err := scenarios.Files([]string{dir})
			if err != nil && cmd.Flags().Changed("scenarios") {
				return usageError("--scenarios: %s is not a folder of scenario files", clip.Quote(dir))
			}
			if err != nil {
				files = nil // outside the repository: no scenario files to list
			}
			idx := scenarios.IndexCards(files)
			var out []cardInfo
			for _, c := range list {
				if age != 0 && c.Age != age || color != "" && c.Color != color {
					continue
				}
				ci := newCardInfo(c)
				ci.Scenarios = idx.Of(c.Name)
				out = append(out, ci)
			}
			if err := nonNegativeDuration("--coverage", coverFor, "no coverage"); err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if len(args) == 1 && len(out) == 1 {
				return showCard(cmd, suite, list[0], out[0], source, setup, coverFor, asJSON)
			}
			if asJSON {
				return writeJSON(w, out)
			}
			tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "AGE\tCOLOR\tNAME\tFRENCH\tICONS\tFEATURED\tDEMAND\tWRITTEN\tCONTRACT\tTEXT")
			for _, ci := range out {
				demand, text := "", "no"
				if ci.Demand {
					demand = "yes"
				}
				if ci.Text {
					text = "yes"
				}
				fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", ci.Age, ci.Color, ci.Name, ci.French,
					strings.Join(ci.Icons, " "), ci.Featured, demand, listOrNo(ci.Written), listOrNo(ci.Contract), text)
			}
			return tw.Flush()
		},
	}
	cmd.Flags().IntVar(&age, "age", 0, "only cards of this age")
	cmd.Flags().StringVar(&dir, "scenarios", "scenarios/testdata", "the folder of scenario files to look for each card in")
	cmd.Flags().DurationVar(&coverFor, "coverage", 5*time.Second, "with one NAME: how long a campaign measures the coverage of its effect branches (0: none)")
	cmd.Flags().StringVar(&color, "color", "", "only cards of this color")
	cmd.Flags().StringVar(&expand, "expansions", "", "the cards of these expansions of the 4th edition, comma-separated (Innovation: echoes)")
	cmd.Flags().StringVar(&edition, "edition", "", "the cards of this edition (Innovation: 1st, 3rd or 4th; the 4th has its own facts and age 11)")
	addJSONFlag(cmd, &asJSON)
	return cmd
}

// isFourth reports whether the --edition value names the 4th edition.
func isFourth(edition string) bool {
	return edition == "4th" || strings.EqualFold(edition, "ultimate") || edition == "4" || strings.EqualFold(edition, "fourth")
}

// mustConfig parses a configuration the program writes itself.
func mustConfig(suite *props.Suite, text string) engine.Config {
	cfg, err := suite.ParseConfig(text)
	if err != nil {
		panic("cards: " + text + ": " + err.Error())
	}
	return cfg
}

// expansionCards returns the cards of list that base does not hold: the
// cards an expansion adds to a deck.
func expansionCards(list, base *engine.CardList) *engine.CardList {
	in := map[string]bool{}
	for _, c := range base.Cards {
		in[c.Name] = true
	}
	out := *list
	out.Cards = nil
	for _, c := range list.Cards {
		if !in[c.Name] {
			out.Cards = append(out.Cards, c)
		}
	}
	return &out
}

// cardInfo is one card as cards prints it.
type cardInfo struct {
	Age      int      `json:"age"`
	Color    string   `json:"color,omitempty"`
	Name     string   `json:"name"`
	French   string   `json:"french"`
	Icons    []string `json:"icons,omitempty"` // top-left, bottom-left, bottom-middle, bottom-right
	Featured string   `json:"featured,omitempty"`
	Demand   bool     `json:"demand"`
	Written  []string `json:"written"` // the editions whose effects are written
	// Contract lists the editions whose effects have a contract ("-" for
	// a card with no effects).
	Contract []string `json:"contract"`
	Text     bool     `json:"text"` // the card's entry is in the effects file
	// Scenarios are the scenario files that activate the card: its own
	// file under the cards folder first.
	Scenarios []string `json:"scenarios"`
}

// newCardInfo returns the facts of c as cards prints them.
func newCardInfo(c engine.Card) cardInfo {
	return cardInfo{Age: c.Age, Color: c.Color, Name: c.Name, French: c.French, Icons: c.Icons, Featured: c.Featured,
		Demand: c.Demand, Written: append([]string{}, c.Written...), Contract: append([]string{}, c.Contract...),
		Text: c.Text != "", Scenarios: []string{}}
}

// listOrNo joins editions with commas, or says "no" for none.
func listOrNo(eds []string) string {
	if len(eds) == 0 {
		return "no"
	}
	return strings.Join(eds, ",")
}

// lookupCard returns the card of deck with the given title, in any case.
func lookupCard(deck *engine.CardList, name string) (engine.Card, bool) {
	for _, c := range deck.Cards {
		if c.Name == name {
			return c, true
		}
	}
	name = strings.TrimSpace(name)
	for _, c := range deck.Cards {
		if strings.EqualFold(c.Name, name) {
			return c, true
		}
	}
	return engine.Card{}, false
}

// gamesWithCards names the games that have cards to list, by title.
func gamesWithCards() string {
	var titles []string
	for _, g := range props.Games() {
		if g.Cards != nil {
			titles = append(titles, g.Title)
		}
	}
	return strings.Join(titles, ", ")
}
