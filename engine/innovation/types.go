package innovation

import (
	"fmt"
	"math/bits"
)

// Card identifies one of the 105 age cards of ages 1–10 (0–104), one of the
// five special achievements (105–109), in the order of cards.tsv, one of
// the ten age-11 cards of the 4th edition (110–119, cards-4th.tsv), or one
// of the 115 cards of an expansion of the 4th edition: Echoes of the Past
// takes 120–234, the ids 200–314 of cards-echoes.tsv less 80 (EchoesID),
// and its five special achievements 235–239 (ECHO-COMP-1).
type Card uint8

// Card counts and the special achievements' ids (COMP-1, COMP-4).
const (
	NumAgeCards      = 105 // age cards of ages 1–10, ids 0..104
	NumCards         = 110 // the base deck: age cards and special achievements
	NumUltimate      = 120 // the 4th edition's base deck: ids 0..119 (ULT-COMP-1)
	MaxCards         = 240 // every card id of any deck: Echoes of the Past adds 120..239
	FirstAge11  Card = 110 // the first age-11 card of the 4th edition
	FirstEchoes Card = 120 // the first card of Echoes of the Past
	NumEchoes        = 115 // the cards of Echoes of the Past: 15 of age 1, 10 of each age from 2 to 11
	Empire      Card = 105
	Monument    Card = 106
	Wonder      Card = 107
	World       Card = 108
	Universe    Card = 109
	Wealth      Card = 235 // the special achievements of Echoes of the Past (ECHO-COMP-1)
	Destiny     Card = 236
	Heritage    Card = 237
	History     Card = 238
	Supremacy   Card = 239
	NoCard      Card = 255 // no card
	MaxAge           = 10  // the last age of the 1st and 3rd editions
	AgeCap           = 11  // the last age of any edition (the 4th's age 11); arrays by age have AgeCap+1 entries
	MaxPlayers       = 4
)

// IsSpecial reports whether c is a special achievement: one of the base
// game's five or one of an expansion's.
func (c Card) IsSpecial() bool { return c >= Empire && c <= Universe || c >= Wealth && c <= Supremacy }

// IsBaseSpecial reports whether c is one of the base game's five special
// achievements (COMP-4, ULT-COMP-4), not an expansion's.
func (c Card) IsBaseSpecial() bool { return c >= Empire && c <= Universe }

// IsAge11 reports whether c is one of the 4th edition's age-11 cards.
func (c Card) IsAge11() bool { return c >= FirstAge11 && c < NumUltimate }

// IsEchoes reports whether c is a card of Echoes of the Past.
// Its special achievements are not among them: they are no age card.
func (c Card) IsEchoes() bool { return c >= FirstEchoes && c < FirstEchoes+NumEchoes }

// EchoesID returns the id cards-echoes.tsv gives c, a card of Echoes of the
// Past (200 to 314).
func (c Card) EchoesID() int { return int(c) - int(FirstEchoes) + 200 }

// EchoesCard returns the card of Echoes of the Past that cards-echoes.tsv
// numbers id (200 to 314).
func EchoesCard(id int) Card { return Card(id - 200 + int(FirstEchoes)) }

// Color is one of the five card colors.
type Color uint8

// The five colors, in cards.tsv order.
const (
	Blue Color = iota
	Red
	Green
	Yellow
	Purple
	NumColors = 5
)

var colorNames = [NumColors]string{"blue", "red", "green", "yellow", "purple"}

func (c Color) String() string {
	if c < NumColors {
		return colorNames[c]
	}
	return fmt.Sprintf("color(%d)", c)
}

// ParseColor returns the color with the given English name.
func ParseColor(s string) (Color, bool) {
	for i, n := range colorNames {
		if n == s {
			return Color(i), true
		}
	}
	return 0, false
}

// Icon is what an icon slot of a card shows.
type Icon uint8

// The icons (COMP-2). Hex is the card image, which counts as no icon.
// Avatar is the 4th edition's seventh icon (ULT-COMP-2): no card of the 1st
// and 3rd editions shows it.
const (
	Hex Icon = iota
	Castle
	Crown
	Leaf
	Lightbulb
	Factory
	Clock
	Avatar
	NumIcons = 8
)

var iconNames = [NumIcons]string{"hex", "castle", "crown", "leaf", "lightbulb", "factory", "clock", "avatar"}

func (i Icon) String() string {
	if i < NumIcons {
		return iconNames[i]
	}
	return fmt.Sprintf("icon(%d)", i)
}

// ParseIcon returns the icon with the given English name.
func ParseIcon(s string) (Icon, bool) {
	for i, n := range iconNames {
		if n == s {
			return Icon(i), true
		}
	}
	return 0, false
}

// Icon slots of a card (COMP-2).
const (
	TopLeft = iota
	BottomLeft
	BottomMiddle
	BottomRight
)

// Splay is the splay direction of a pile (KEY-SPLAY).
type Splay uint8

// The splay directions. Aslant is the 4th edition's (ULT-KEY-SPLAY).
const (
	Unsplayed Splay = iota
	Left
	Right
	Up
	Aslant
)

var splayNames = [...]string{"none", "left", "right", "up", "aslant"}

func (s Splay) String() string {
	if int(s) < len(splayNames) {
		return splayNames[s]
	}
	return fmt.Sprintf("splay(%d)", s)
}

// ParseSplay returns the splay with the given name ("none", "left", "right",
// "up", "aslant").
func ParseSplay(s string) (Splay, bool) {
	for i, n := range splayNames {
		if n == s {
			return Splay(i), true
		}
	}
	return 0, false
}

// setWords is the number of 64-bit words of a Set: one bit per card id.
const setWords = (MaxCards + 63) / 64

// Set is a set of cards, stored as a bit set. Its iteration order is card id
// order, which keeps every choice list deterministic.
type Set [setWords]uint64

// SetOf returns the set holding the given cards.
func SetOf(cs ...Card) Set {
	var s Set
	for _, c := range cs {
		s.Add(c)
	}
	return s
}

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return c < MaxCards && s[c>>6]&(1<<(c&63)) != 0 }

// Add puts c in s.
func (s *Set) Add(c Card) { s[c>>6] |= 1 << (c & 63) }

// Remove takes c out of s.
func (s *Set) Remove(c Card) { s[c>>6] &^= 1 << (c & 63) }

// Len returns the number of cards in s.
func (s Set) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// Empty reports whether s has no card.
func (s Set) Empty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }

// Union returns the cards in s or t.
func (s Set) Union(t Set) Set { return Set{s[0] | t[0], s[1] | t[1], s[2] | t[2], s[3] | t[3]} }

// Intersect returns the cards in both s and t.
func (s Set) Intersect(t Set) Set { return Set{s[0] & t[0], s[1] & t[1], s[2] & t[2], s[3] & t[3]} }

// Minus returns the cards of s that are not in t.
func (s Set) Minus(t Set) Set { return Set{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2], s[3] &^ t[3]} }

// First returns the card with the lowest id in s, or NoCard.
func (s Set) First() Card {
	for w, b := range s {
		if b != 0 {
			return Card(w*64 + bits.TrailingZeros64(b))
		}
	}
	return NoCard
}

// Cards returns the cards of s in id order.
func (s Set) Cards() []Card {
	out := make([]Card, 0, s.Len())
	for w := range s {
		for b := s[w]; b != 0; b &= b - 1 {
			out = append(out, Card(w*64+bits.TrailingZeros64(b)))
		}
	}
	return out
}

// Each calls f for every card of s in id order.
func (s Set) Each(f func(Card)) {
	for w := range s {
		for b := s[w]; b != 0; b &= b - 1 {
			f(Card(w*64 + bits.TrailingZeros64(b)))
		}
	}
}
