package innovation

import "fmt"

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
}

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
// edition, their effects. A Deck is immutable once built and shared by every
// game that uses it.
type Deck struct {
	Facts   [NumCards]Facts
	effects [NumAgeCards][numEditions][]Effect
	label   labels
}

// NewDeck returns a deck with the given facts and no effects yet.
func NewDeck(facts [NumCards]Facts) *Deck {
	d := &Deck{Facts: facts}
	d.label.build(d)
	return d
}

// SetEffects sets the effects of card c for edition ed. Cards whose effects
// are the same in both editions call it once for each.
func (d *Deck) SetEffects(c Card, ed Edition, effects ...Effect) {
	d.effects[c][ed] = effects
}

// Effects returns the effects of card c in edition ed, or nil for a
// special achievement or a test deck without them.
func (d *Deck) Effects(c Card, ed Edition) []Effect {
	if c >= NumAgeCards {
		return nil
	}
	return d.effects[c][ed]
}

// Complete returns nil when every card of ages 1–10 has its effects in
// both editions, and otherwise an error naming the first card without.
// The decks games are played with are complete; a test may build a deck
// with only the effects it needs.
func (d *Deck) Complete() error {
	for c := Card(0); c < NumAgeCards; c++ {
		for _, ed := range [...]Edition{First, Third} {
			if d.effects[c][ed] == nil {
				return fmt.Errorf("the deck has no %s-edition effects for %s", ed, d.Facts[c].Name)
			}
		}
	}
	return nil
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
	if c >= NumCards {
		return "none"
	}
	return d.Facts[c].Name
}

// noEffects is the error of a Dogma action, or an execution (DOGMA-9), of a
// card that the deck gives no effects in the edition played: only a test
// deck can lack them (see Deck.Complete).
func (g *Game) noEffects(c Card) error {
	return fmt.Errorf("the deck has no %s-edition effects for %s", g.cfg.Edition, g.deck.Name(c))
}
