package innovation

import (
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// cardIndex holds what the properties work out once per deck: the cards by
// exact title, so that reading labels does not allocate, and the icons each
// card shows.
type cardIndex struct {
	deck       *inn.Deck
	byName     nameTable
	achieve    [inn.AgeCap + 1]string
	icons      iconTable
	maxEffects int // the most effects a card has, in either edition
}

var (
	indexes   sync.Map // *inn.Deck -> *cardIndex
	lastIndex atomic.Pointer[cardIndex]
)

func indexOf(d *inn.Deck) *cardIndex {
	if ix := lastIndex.Load(); ix != nil && ix.deck == d {
		return ix
	}
	if ix, ok := indexes.Load(d); ok {
		lastIndex.Store(ix.(*cardIndex))
		return ix.(*cardIndex)
	}
	ix := &cardIndex{deck: d}
	for c := inn.Card(0); c < d.Size(); c++ {
		ix.byName.add(d.Facts[c].Name, c)
	}
	for a := range ix.achieve {
		ix.achieve[a] = "achieve " + strconv.Itoa(a)
	}
	ix.icons.build(d)
	for c := inn.Card(0); c < d.Size(); c++ {
		for _, ed := range d.Editions() {
			ix.maxEffects = max(ix.maxEffects, len(d.Effects(c, ed)))
		}
	}
	v, _ := indexes.LoadOrStore(d, ix)
	lastIndex.Store(v.(*cardIndex))
	return v.(*cardIndex)
}

// labelCard returns the card a label such as "meld Writing" names after
// prefix ("meld "), if it does.
func (ix *cardIndex) labelCard(label, prefix string) (inn.Card, bool) {
	n, ok := strings.CutPrefix(label, prefix)
	if !ok {
		return inn.NoCard, false
	}
	return ix.byName.get(n)
}

// lookup returns the card a label names: its exact title, or the title in
// any case as the deck reads it.
func (ix *cardIndex) lookup(label string) (inn.Card, bool) {
	if c, ok := ix.byName.get(label); ok {
		return c, true
	}
	return ix.deck.Lookup(label)
}

// nameTable finds cards by exact title: an open-addressing table hashed on
// a title's length and three of its letters, cheaper than a map for the
// short strings of labels.
type nameTable struct {
	slots [nameSlots]struct {
		name string
		card inn.Card
	}
}

// nameSlots is the size of a nameTable, a power of two well above the
// number of cards.
const nameSlots = 512

// labelHash hashes a label on its length and three of its letters.
func labelHash(s string) uint32 {
	n := uint32(len(s))
	if n == 0 {
		return 0
	}
	return (n | uint32(s[0])<<8 | uint32(s[n/2])<<16 | uint32(s[n-1])<<24) * 0x9e3779b1
}

func nameHash(s string) int { return int(labelHash(s) >> 23) } // the top 9 bits: nameSlots

func (t *nameTable) add(name string, c inn.Card) {
	for i := nameHash(name); ; i = (i + 1) % nameSlots {
		if t.slots[i].name == "" {
			t.slots[i].name, t.slots[i].card = name, c
			return
		}
	}
}

// get returns the card titled name.
func (t *nameTable) get(name string) (inn.Card, bool) {
	if name == "" {
		return inn.NoCard, false
	}
	for i := nameHash(name); t.slots[i].name != ""; i = (i + 1) % nameSlots {
		if t.slots[i].name == name {
			return t.slots[i].card, true
		}
	}
	return inn.NoCard, false
}
