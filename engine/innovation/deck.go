package innovation

import (
	"fmt"
	"slices"
)

// Facts are the printed facts of one card (cards.tsv).
type Facts struct {
	Name     string  // English title
	NameFR   string  // IELLO French title
	Age      int     // 1–10; 0 for a special achievement
	Color    Color   // meaningless for a special achievement
	Icons    [4]Icon // top-left, bottom-left, bottom-middle, bottom-right
	Featured Icon    // the icon beside the dogma effects
	Demand   bool    // the card has a demand effect
	Effects  int     // the number of dogma effects (3rd edition count)

	// The places of an expansion card's icons that hold no icon
	// (ECHO-ICON-1); such a place reads Hex in Icons. A music note is a
	// hexagon and reads Hex there too.
	EchoAt uint8    // bit i: place i holds the card's echo effect
	NoteAt uint8    // bit i: place i holds a music note
	Bonus  [4]uint8 // the bonus printed in each place, 0 for none
}

// HasEcho reports whether the card has an echo effect (ECHO-ICON-1).
func (f *Facts) HasEcho() bool { return f.EchoAt != 0 }

// Has reports whether the card shows icon i in any of its four slots.
func (f *Facts) Has(i Icon) bool {
	return f.Icons[0] == i || f.Icons[1] == i || f.Icons[2] == i || f.Icons[3] == i
}

// Count returns how many slots of the card show icon i.
func (f *Facts) Count(i Icon) int {
	n := 0
	for _, s := range f.Icons {
		if s == i {
			n++
		}
	}
	return n
}

// Effect is one dogma effect of a card, written as straight-line Go.
type Effect struct {
	Demand bool        // an "I demand" effect (DOGMA-5)
	Solo   bool        // not shared, whatever the icon counts (DOGMA-9)
	Run    func(*Exec) // performs the effect for x.Player
}

// Deck is the set of cards a game is played with: their facts and, for each
// edition it plays, their effects. A Deck is immutable once built and shared
// by every game that uses it. The base deck (NewDeck) plays the 1st and 3rd
// editions; the 4th edition's deck (NewUltimateDeck) has its own facts,
// the age-11 cards among them, and plays the 4th.
type Deck struct {
	Facts    [MaxCards]Facts
	effects  [MaxCards][numEditions][]Effect
	label    labels
	n        Card      // card ids 0..n-1 are in the deck
	ageCards []Card    // the age cards, in id order
	editions []Edition // the editions the deck plays
	other    *Deck     // the deck of the other editions, if linked (Link)

	echoes     [MaxCards]Effect // each card's echo effect, if any
	expansions ExpansionSet     // the expansions whose cards the deck holds
	expCards   [numExpansions][]Card
	specials   []Card                 // with expansions: the special achievements of the game (Specials)
	plain      *Deck                  // with expansions: the same deck without them
	expanded   map[ExpansionSet]*Deck // without expansions: the decks with them (Expand)
}

// NewDeck returns the base deck of the 1st and 3rd editions with the given
// facts and no effects yet.
// Only ids 0–109 are read: the base deck has no age-11 cards.
func NewDeck(facts [MaxCards]Facts) *Deck {
	d := &Deck{n: NumCards, editions: []Edition{First, Third}}
	copy(d.Facts[:NumCards], facts[:NumCards])
	d.build()
	return d
}

// NewUltimateDeck returns the deck of the 4th edition, Innovation Ultimate
// (ULT-COMP-1), with the given facts (cards-4th.tsv: ids 0–104 and 110–119
// the cards of ages 1 to 11, 105–109 the special achievements) and no
// effects yet.
func NewUltimateDeck(facts [MaxCards]Facts) *Deck {
	d := &Deck{Facts: facts, n: NumUltimate, editions: []Edition{Fourth}}
	d.build()
	return d
}

func (d *Deck) build() {
	for c := Card(0); c < d.n; c++ {
		if !c.IsSpecial() {
			d.ageCards = append(d.ageCards, c)
		}
	}
	d.label.build(d)
}

// Size returns the number of card ids of the deck: ids 0 to Size()-1.
func (d *Deck) Size() Card { return d.n }

// AgeCards returns the deck's age cards (every card but the special
// achievements) in id order. The slice is shared: do not change it.
func (d *Deck) AgeCards() []Card { return d.ageCards }

// Plays reports whether the deck plays edition ed.
func (d *Deck) Plays(ed Edition) bool { return slices.Contains(d.editions, ed) }

// Link makes d and e each other's deck for the editions the other plays,
// so that a game, or a position whose text names its edition, given either
// deck plays with the right one (For).
func Link(d, e *Deck) { d.other, e.other = e, d }

// For returns the deck that plays edition ed: d itself, the deck linked to
// it (Link), or an error.
func (d *Deck) For(ed Edition) (*Deck, error) {
	switch {
	case d.Plays(ed):
		return d, nil
	case d.other != nil && d.other.Plays(ed):
		return d.other, nil
	}
	return nil, fmt.Errorf("no deck of the %s edition: this deck plays the %s", ed, joinEditions(d.editions))
}

func joinEditions(eds []Edition) string {
	var out string
	for i, ed := range eds {
		if i > 0 {
			out += " and "
		}
		out += ed.String()
	}
	return out
}

// Editions returns the editions the deck plays.
func (d *Deck) Editions() []Edition { return slices.Clone(d.editions) }

// SetEffects sets the effects of card c for edition ed. Cards whose effects
// are the same in both editions call it once for each.
func (d *Deck) SetEffects(c Card, ed Edition, effects ...Effect) {
	d.effects[c][ed] = effects
}

// Effects returns the effects of card c in edition ed, or nil for a
// special achievement, a card whose effects in that edition are not
// written yet, or a test deck without them.
func (d *Deck) Effects(c Card, ed Edition) []Effect {
	if c >= d.n || c.IsSpecial() {
		return nil
	}
	return d.effects[c][ed]
}

// Complete returns nil when every age card of the deck has its effects in
// every edition the deck plays, and otherwise an error naming the first
// card without. The base deck games are played with is complete; the 4th
// edition's is not until every card is written (Missing lists the cards
// still missing); a test may build a deck with only the effects it needs.
func (d *Deck) Complete() error {
	for _, ed := range d.editions {
		if m := d.Missing(ed); len(m) > 0 {
			return fmt.Errorf("the deck has no %s-edition effects for %s", ed, d.Facts[m[0]].Name)
		}
	}
	return nil
}

// Missing returns the age cards that have no effects in edition ed, in id
// order.
func (d *Deck) Missing(ed Edition) []Card {
	var out []Card
	for _, c := range d.ageCards {
		if d.effects[c][ed] == nil {
			out = append(out, c)
		}
	}
	return out
}

// Lookup returns the card with the given English title (case-insensitive).
func (d *Deck) Lookup(name string) (Card, bool) {
	if c, ok := d.label.byTitle[name]; ok {
		return c, true
	}
	c, ok := d.label.byName[foldName(name)]
	return c, ok
}

// Name returns the English title of c.
func (d *Deck) Name(c Card) string {
	if c >= d.n {
		return "none"
	}
	return d.Facts[c].Name
}

// noEffects stops a Dogma action, or an execution (DOGMA-9), of a card
// that the deck gives no effects in the edition played. In the 4th edition
// that is a card whose Ultimate text is not written yet: the game stops
// with a rule gap naming it, never silently doing nothing. Otherwise only a
// test deck can lack them (see Deck.Complete).
func (g *Game) noEffects(c Card) {
	if g.cfg.Edition == Fourth {
		g.gap("ULT-COMP-1", fmt.Sprintf("the 4th-edition effects of %s are not written yet", g.deck.Name(c)))
		return
	}
	g.fail(fmt.Errorf("the deck has no %s-edition effects for %s", g.cfg.Edition, g.deck.Name(c)))
}

// SetEcho sets the echo effect of card c: it is the same in
// every edition the deck plays.
func (d *Deck) SetEcho(c Card, e Effect) { d.echoes[c] = e }

// Echo returns the echo effect of card c; its Run is nil for a card with
// none or whose echo effect is not written yet.
func (d *Deck) Echo(c Card) Effect {
	if c >= d.n {
		return Effect{}
	}
	return d.echoes[c]
}
