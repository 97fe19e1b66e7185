package innovation

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The conditions of the special achievements of Echoes of the Past
// (ECHO-SPECIAL-WEALTH, -DESTINY, -HERITAGE, -HISTORY, -SUPREMACY), written
// again from RULES.md on the model's boards.

// eligibleEchoes reports whether p fulfils the condition of sp, a special
// achievement of Echoes, on the model's boards.
func (m *boardModel) eligibleEchoes(p int, sp inn.Card) bool {
	switch sp {
	case inn.Destiny:
		return m.forecast[p] >= 5
	case inn.Wealth:
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			m.eachVisible(p, col, func(f *inn.Facts, k int) {
				if f.Bonus[k] != 0 {
					n++
				}
			})
		}
		return n >= 8
	case inn.Heritage, inn.History:
		for col := inn.Color(0); col < inn.NumColors; col++ {
			hex, echo := 0, 0
			m.eachVisible(p, col, func(f *inn.Facts, k int) {
				switch {
				case f.EchoAt&(1<<k) != 0:
					echo++
				case f.Bonus[k] != 0:
				case f.Icons[k] == inn.Hex:
					hex++ // a music note too (ECHO-ICON-1)
				}
			})
			if sp == inn.Heritage && hex >= 8 || sp == inn.History && echo >= 4 {
				return true
			}
		}
		return false
	case inn.Supremacy:
		var colors [inn.NumIcons]int
		for col := inn.Color(0); col < inn.NumColors; col++ {
			var n [inn.NumIcons]int
			m.eachVisible(p, col, func(f *inn.Facts, k int) {
				if f.EchoAt&(1<<k) == 0 && f.Bonus[k] == 0 {
					n[f.Icons[k]]++
				}
			})
			for ic := inn.Castle; ic <= inn.Clock; ic++ {
				if n[ic] >= 3 {
					colors[ic]++
				}
			}
		}
		for ic := inn.Castle; ic <= inn.Clock; ic++ {
			if colors[ic] >= 4 {
				return true
			}
		}
	}
	return false
}

// eachVisible calls f for every icon place visible in player p's pile of
// color col: the four of the top card, and those of each covered card
// that the pile's splay shows (ICON-1, ULT-ICON-1).
func (m *boardModel) eachVisible(p int, col inn.Color, f func(*inn.Facts, int)) {
	n := m.pileLen(p, col)
	if n == 0 {
		return
	}
	splay := m.pileSplay(p, col)
	for i := 0; i < n; i++ {
		facts := &m.d.Facts[m.pileAt(p, col, i)]
		for k := 0; k < 4; k++ {
			if i == n-1 || shownPlace(splay, k) {
				f(facts, k)
			}
		}
	}
}

// shownPlace reports whether a pile splayed dir shows icon place k of its
// covered cards.
func shownPlace(dir inn.Splay, k int) bool {
	switch dir {
	case inn.Left:
		return k == inn.BottomRight
	case inn.Right:
		return k == inn.TopLeft || k == inn.BottomLeft
	case inn.Up:
		return k != inn.TopLeft
	case inn.Aslant:
		return true
	}
	return false
}

// pileAt returns the i-th card from the bottom of player p's pile of color
// col.
func (m *boardModel) pileAt(p int, col inn.Color, i int) inn.Card {
	if m.copied[p]&(1<<col) != 0 {
		return m.piles[p][col].cards[i]
	}
	return m.b.Players[p].Piles[col].At(i)
}
