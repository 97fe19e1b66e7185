package contract

import (
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The words of Echoes of the Past the contracts of the Echoes cards of
// ages 6 and 7 read: the forecast, foreshadowing, "if foreseen".

// HasBonus reports whether card k prints a bonus (ECHO-ICON-1).
func (c *C) HasBonus(k inn.Card) bool { return c.now.deck.Facts[k].Bonus != [4]uint8{} }
