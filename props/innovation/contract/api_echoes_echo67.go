package contract

import (
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The words of Echoes of the Past the contracts of the Echoes cards of
// ages 6 and 7 read: the forecast, foreshadowing, "if foreseen".

// ForecastOf is player p's forecast (ECHO-FORECAST).
func ForecastOf(p int) Zone { return Zone{kind: inn.PlaceForecast, player: p, color: -1} }

// Foreshadows reads cards the performer puts from a zone into his
// forecast (ECHO-FORESHADOW).
func (c *C) Foreshadows(from Zone) *Sel {
	s := c.Moves(inn.EvForeshadow, from, ForecastOf(c.Me))
	s.what = "foreshadow (into the forecast)"
	return s
}

// ForecastRoom reports whether player p's forecast, as t stands, takes one
// more card: fewer cards than the limit his best splay sets, 5 with no
// splay, 4 left, 3 right, 2 up, 1 aslant (ECHO-FORESHADOW).
func (t *Table) ForecastRoom(p int) bool {
	limit := 5
	for col := inn.Color(0); col < inn.NumColors; col++ {
		switch t.Splay(p, col) {
		case inn.Left:
			limit = min(limit, 4)
		case inn.Right:
			limit = min(limit, 3)
		case inn.Up:
			limit = min(limit, 2)
		case inn.Aslant:
			limit = min(limit, 1)
		}
	}
	return t.Forecast(p).Len() < limit
}

// GoesOn reports whether the performance logs anything more the contract
// reads. An "if foreseen" part reads through it: the record of one
// performance does not say whether its Dogma action was the free one of a
// promotion (ECHO-FORESEEN), so the part is read, in full and as the text
// says, when the effect goes on, and nothing more is allowed when it does
// not.
func (c *C) GoesOn() bool {
	return !c.Done() && c.peekHard() != nil
}

// HasBonus reports whether card k prints a bonus (ECHO-ICON-1).
func (c *C) HasBonus(k inn.Card) bool { return c.now.deck.Facts[k].Bonus != [4]uint8{} }
