package innovation

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

// Effects returns the effects of card c in edition ed, or nil if they are
// not written yet.
func (d *Deck) Effects(c Card, ed Edition) []Effect {
	if c >= NumAgeCards {
		return nil
	}
	return d.effects[c][ed]
}

// Implemented reports whether card c has effects in both editions.
func (d *Deck) Implemented(c Card) bool {
	return d.effects[c][First] != nil && d.effects[c][Third] != nil
}

// ImplementedAges returns the largest n such that every card of ages 1..n
// has its effects written in both editions.
func (d *Deck) ImplementedAges() int {
	n := 0
	for age := 1; age <= MaxAge; age++ {
		for c := Card(0); c < NumAgeCards; c++ {
			if d.Facts[c].Age == age && !d.Implemented(c) {
				return n
			}
		}
		n = age
	}
	return n
}

// Lookup returns the card with the given English title (case-insensitive).
func (d *Deck) Lookup(name string) (Card, bool) {
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
