package innovation

import (
	"math/bits"

	"github.com/dogma-engine/dogma/engine"
)

// Values named by the age-8 cards: Mass Media names any value, and Rocketry
// picks the value of a face-down card in an opponent's score pile.

// AnyValue is the mask of every value, 1 to 10 (bit v stands for value v),
// for an effect that names any value (EFFECTS.md Mass Media: "name any
// value (age 1 to 10)").
const AnyValue uint16 = 1<<(MaxAge+1) - 2

// AnyValueUltimate is the mask of every value of the 4th edition, 1 to 11
// (ULT-KEY-VALUE).
const AnyValueUltimate uint16 = 1<<(AgeCap+1) - 2

// numberLabels are the labels of the values, "1" to "12" (a bonus may be
// 12, ECHO-ICON-1).
var numberLabels = [MaxBonus + 1]string{"", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}

// ValueMask returns the mask of the values of the cards of s (bit v stands
// for value v). Values are public even where cards are not (INFO-1).
func (x *Exec) ValueMask(s Set) uint16 {
	var m uint16
	s.Each(func(c Card) { m |= 1 << x.Age(c) })
	return m
}

// ChooseValue asks p to name one value of mask (bit v stands for value v,
// 1 to 10, or 11 in the 4th edition), with the labels "1" to "11" (EFFECTS.md Mass Media). An empty
// mask returns 0 without asking; a mask of one value returns it without
// asking.
func (x *Exec) ChooseValue(p int, prompt string, mask uint16) int {
	return x.chooseNumber(p, prompt, mask&AnyValueUltimate)
}

// chooseNumber asks p to name one value of mask, bit v for value v, with
// the labels "1".. (ChooseValue, ChooseBonus): nothing asked for an empty
// mask (0) or a mask of one value (that value).
func (x *Exec) chooseNumber(p int, prompt string, mask uint16) int {
	if mask == 0 {
		return 0
	}
	if mask&(mask-1) == 0 {
		return bits.TrailingZeros16(mask)
	}
	g := x.g
	g.NewDecision()
	for v := 1; v <= MaxBonus; v++ {
		if mask&(1<<v) != 0 {
			g.Option(numberLabels[v], v)
		}
	}
	return g.Ask(p, engine.KindValue, prompt)
}
