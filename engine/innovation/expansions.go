package innovation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Expansion is one of Innovation Ultimate's expansions (RULES.md
// "Expansions of the 4th edition"): a set of cards of ages 1 to 11 with
// supply piles of their own, keywords and a draw rule. The next expansion
// is a new value here, its cards and its draw rule in drawRules.
type Expansion uint8

// The expansions the engine knows.
const (
	Echoes        Expansion = iota // Echoes of the Past
	numExpansions                  // the number of expansions
)

var expansionNames = [numExpansions]string{"echoes"}

// expansionFirst is the first card id of each expansion; its cards take
// the ids that follow, up to NumEchoes of them.
var expansionFirst = [numExpansions]Card{FirstEchoes}

func (x Expansion) String() string {
	if x < numExpansions {
		return expansionNames[x]
	}
	return fmt.Sprintf("expansion(%d)", x)
}

// Title returns the expansion's name as an effect or a position names it:
// "Echoes".
func (x Expansion) Title() string {
	n := x.String()
	return strings.ToUpper(n[:1]) + n[1:]
}

// ExpansionOf returns the expansion card c belongs to, and false for a card
// of the base game.
func ExpansionOf(c Card) (Expansion, bool) {
	if c.IsEchoes() {
		return Echoes, true
	}
	return 0, false
}

// ParseExpansion returns the expansion named s ("echoes", case-insensitive).
func ParseExpansion(s string) (Expansion, bool) {
	for i, n := range expansionNames {
		if strings.EqualFold(n, s) {
			return Expansion(i), true
		}
	}
	return 0, false
}

// ExpansionSet is a set of expansions in play, one bit each.
type ExpansionSet uint8

// Has reports whether x is in the set.
func (e ExpansionSet) Has(x Expansion) bool { return e&(1<<x) != 0 }

// With returns the set with x added.
func (e ExpansionSet) With(x Expansion) ExpansionSet { return e | 1<<x }

// Names returns the names of the expansions of the set, in their order.
func (e ExpansionSet) Names() []string {
	var out []string
	for x := Expansion(0); x < numExpansions; x++ {
		if e.Has(x) {
			out = append(out, x.String())
		}
	}
	return out
}

// ParseExpansions reads a comma-separated list of expansion names ("none"
// or "" for none).
func ParseExpansions(text string) (ExpansionSet, error) {
	var set ExpansionSet
	if text == "" || text == "none" {
		return 0, nil
	}
	for _, name := range strings.Split(text, ",") {
		x, ok := ParseExpansion(strings.TrimSpace(name))
		if !ok {
			return 0, fmt.Errorf("unknown expansion %q (want %s)", name, strings.Join(expansionNames[:], ", "))
		}
		set = set.With(x)
	}
	return set, nil
}

// checkExpansions refuses expansions outside the 4th edition: rule
// EXP-SET-1, the expansions are Innovation Ultimate's.
func (c Config) checkExpansions() error {
	if c.Expansions != 0 && c.Edition != Fourth {
		return fmt.Errorf("%w: expansions (%s) are played only with the 4th edition (edition=4th), not the %s", engine.ErrNotPlayed, strings.Join(c.Expansions.Names(), ","), c.Edition)
	}
	return nil
}

// ExpansionCards returns the cards of expansion x that the deck holds, in
// id order; none for a deck without the expansion. The slice is shared: do
// not change it.
func (d *Deck) ExpansionCards(x Expansion) []Card { return d.expCards[x] }

// Expansions returns the expansions whose cards the deck holds.
func (d *Deck) Expansions() ExpansionSet { return d.expansions }

// Expand returns a deck with the cards of expansion x added to d (rule
// ECHO-COMP-1: the 115 cards of Echoes beside the base game's, and its
// five special achievements beside the base game's five), which holds no
// expansion: x's facts are facts[i] for card expansionFirst[x]+i, with no
// effects yet. The new deck plays d's editions; d and it are
// linked (ForConfig), so that either plays a configuration with or without
// the expansion.
func Expand(d *Deck, x Expansion, facts []Facts) *Deck {
	e := &Deck{n: MaxCards, editions: d.editions, expansions: d.expansions.With(x), plain: d, other: d.other}
	e.Facts = d.Facts
	e.effects = d.effects
	e.echoes = d.echoes
	e.ageCards = d.ageCards
	first := expansionFirst[x]
	for i, f := range facts {
		c := first + Card(i)
		e.Facts[c] = f
		e.expCards[x] = append(e.expCards[x], c)
	}
	e.specials = append(append([]Card{}, d.Specials()...), expansionSpecials[x]...)
	for i, sp := range expansionSpecials[x] {
		e.Facts[sp] = Facts{Name: echoesSpecialNames[i]}
	}
	e.label.build(e)
	if d.expanded == nil {
		d.expanded = map[ExpansionSet]*Deck{}
	}
	d.expanded[e.expansions] = e
	return e
}

// ForConfig returns the deck that plays cfg: the deck of its edition
// (For), with the cards of its expansions.
func (d *Deck) ForConfig(cfg Config) (*Deck, error) {
	d, err := d.For(cfg.Edition)
	if err != nil {
		return nil, err
	}
	if d.expansions == cfg.Expansions {
		return d, nil
	}
	plain := d
	if d.plain != nil {
		plain = d.plain
	}
	if cfg.Expansions == 0 {
		return plain, nil
	}
	if e, ok := plain.expanded[cfg.Expansions]; ok {
		return e, nil
	}
	return nil, fmt.Errorf("no deck of the %s edition with the expansions %s", cfg.Edition, strings.Join(cfg.Expansions.Names(), ","))
}

// checkPlayable refuses a seeded game whose expansion cards in play have
// no effects written yet: random play would reach them at once.
func checkPlayable(cfg Config, d *Deck) error {
	for x := Expansion(0); x < numExpansions; x++ {
		if !cfg.Expansions.Has(x) {
			continue
		}
		for _, c := range d.expCards[x] {
			if d.Facts[c].Age <= cfg.Ages && (d.effects[c][cfg.Edition] == nil || d.Facts[c].HasEcho() && d.echoes[c].Run == nil) {
				return fmt.Errorf("%w: the effects of the %s cards are not written yet (%s, age %d, among them): only positions play them", engine.ErrNotPlayed, x.Title(), d.Facts[c].Name, d.Facts[c].Age)
			}
		}
	}
	return nil
}

// parseExpansionSupply reads a position line "echoes AGE:" or "echoes AGE
// exact:", the top cards of an expansion's supply pile (EXP-SET-1).
func (pp *positionParser) parseExpansionSupply(line int, x Expansion, words []string, rest string) error {
	if !pp.cfg.Expansions.Has(x) {
		return fmt.Errorf("%s is not in play (expansions=%s)", x, x)
	}
	if len(words) < 2 || len(words) > 3 || (len(words) == 3 && words[2] != "exact") {
		return fmt.Errorf("want \"%s AGE:\" or \"%s AGE exact:\"", x, x)
	}
	age, err := strconv.Atoi(words[1])
	if err != nil || age < 1 || age > pp.cfg.Ages {
		return fmt.Errorf("%s age %q is not 1 to %d", x, words[1], pp.cfg.Ages)
	}
	pp.expExact[x][age] = len(words) == 3
	return pp.placeAll(line, rest, func(c Card) error {
		if cx, ok := ExpansionOf(c); !ok || cx != x {
			return fmt.Errorf("%s is no %s card", pp.deck.Name(c), x.Title())
		}
		if pp.deck.Facts[c].Age != age {
			return fmt.Errorf("%s is an age %d card, not %d", pp.deck.Name(c), pp.deck.Facts[c].Age, age)
		}
		pp.expSupply[x][age] = append(pp.expSupply[x][age], c)
		return nil
	})
}

// fillSupply fills the supply pile sp, at place at, of age: the cards of
// the age among cards that no line places lie beneath listed (top first),
// or are out of the game when outOfGame.
func (pp *positionParser) fillSupply(sp *supplyPile, at Place, age int, cards []Card, outOfGame bool, listed []Card) {
	s := &pp.s
	var rest []Card
	for _, c := range cards {
		if pp.deck.Facts[c].Age == age && pp.placed[c] == 0 {
			rest = append(rest, c)
		}
	}
	for i := len(rest) - 1; i >= 0; i-- {
		c := rest[i]
		if outOfGame {
			s.Removed.Add(c)
			s.loc[c] = uint16(mkPlace(PlaceRemoved, 0, 0))
		} else {
			sp.pushTop(c)
			s.loc[c] = uint16(at)
		}
	}
	for i := len(listed) - 1; i >= 0; i-- {
		c := listed[i]
		sp.pushTop(c)
		s.loc[c] = uint16(at)
	}
}

// buildExpansionSupply fills the supply piles of the expansions in play as
// build fills the base ones: the cards of each age a line does not place lie
// beneath those the line lists, or are out of the game above the last age
// or under an exact line.
func (pp *positionParser) buildExpansionSupply() {
	s := &pp.s
	for x := range pp.deck.expCards {
		for age := 1; age <= AgeCap; age++ {
			pp.fillSupply(&s.expSupply[x][age], ExpansionSupplyPlace(Expansion(x), age), age, pp.deck.expCards[x],
				age > pp.cfg.Ages || pp.expExact[x][age], pp.expSupply[x][age])
		}
	}
}

// expansionSupply writes the supply piles of the expansions in play, as
// FormatPosition writes the base ones.
func (w *positionWriter) expansionSupply(cfg Config, s *State, all bool) {
	for x := Expansion(0); x < numExpansions; x++ {
		if !cfg.Expansions.Has(x) {
			continue
		}
		for age := 1; age <= cfg.Ages; age++ {
			if all {
				w.str(x.String()).str(" ").num(age).str(" exact: ").names(s.ExpansionSupply(x, age)).nl()
			} else {
				w.str(x.String()).str(" ").num(age).str(": ").num(s.ExpansionSupplyLen(x, age)).str(" cards").nl()
			}
		}
	}
}

// drawRule is an expansion's draw rule (EXP-DRAW-1): when applies holds
// for a draw of player p, the draw takes the expansion's pile of the age
// instead of the base pile. Applies also returns the clause the draw
// cites: the rule's own, or a variant's whose reading decided.
type drawRule struct {
	expansion Expansion
	applies   func(g *Game, p int) (bool, string)
}

// drawRules are the expansions' draw rules in the order EXP-DRAW-ORDER
// applies them: Figures, Echoes, Unseen. The next expansion's rule joins
// the list at its place (Figures before Echoes, Unseen after).
var drawRules = []drawRule{
	{Echoes, (*Game).echoesRule},
}

// drawPile returns the pile a draw of age by player p takes in a game with
// expansions, and the clause the draw cites: clause when the base pile is
// taken by no expansion's rule, or when clause names a draw of its own
// (the share bonus's, the chain achievement's), which the pile does not
// change.
func (g *Game) drawPile(p, age int, clause string) (Place, string) {
	at, why := g.drawRulePile(p, age, clause)
	switch clause {
	case "DRAW-1", "DRAW-2", "EXP-DRAW-EMPTY-AGE", "DOGMA-4", "DOGMA-5", "KEY-DRAWX":
		return at, why
	}
	return at, clause
}

// drawRulePile is drawPile with the clause of the rule that chose the pile.
func (g *Game) drawRulePile(p, age int, clause string) (Place, string) {
	// rule EXP-DRAW-ORDER: the first rule whose condition holds decides,
	// and the later ones are not looked at for this draw.
	for _, r := range drawRules {
		if !g.cfg.Expansions.Has(r.expansion) {
			continue
		}
		ok, why := r.applies(g, p)
		if !ok {
			if why != "" {
				clause = why // a variant's reading kept the base pile
			}
			continue
		}
		if g.s.expSupply[r.expansion][age].n == 0 {
			// rule EXP-DRAW-EMPTY-EXP: the base pile of the age, and no
			// other expansion's rule for this draw.
			return SupplyPlace(age), "EXP-DRAW-EMPTY-EXP"
		}
		return ExpansionSupplyPlace(r.expansion, age), why
	}
	// rule EXP-DRAW-1: every other draw takes the base pile.
	return SupplyPlace(age), clause
}

// supplyOf returns the supply pile card c belongs to: its expansion's
// pile of its age (EXP-SET-1: the expansion's piles are kept apart), or
// the base pile of its age.
func (g *Game) supplyOf(c Card) Place {
	if x, ok := ExpansionOf(c); ok {
		return ExpansionSupplyPlace(x, g.deck.Facts[c].Age)
	}
	return SupplyPlace(g.deck.Facts[c].Age)
}
