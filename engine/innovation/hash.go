package innovation

// Hash returns a 64-bit hash of the full state: every card's place and
// order, splays, turn, phase and result. Equal states hash equally on every
// platform.
func (g *Game) Hash() uint64 { return g.s.Hash() }

// Hash returns a 64-bit hash of the state.
func (s *State) Hash() uint64 {
	h := hasher(0x243f6a8885a308d3)
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		for c := range pl.Piles {
			pile := &pl.Piles[c]
			h.add(uint64(pile.n) | uint64(pile.splay)<<8)
			for i := 0; i < int(pile.n); i++ {
				h.add(uint64(pile.cards[i]))
			}
		}
		h.add(pl.Hand[0])
		h.add(pl.Hand[1])
		h.add(pl.ScorePile[0])
		h.add(pl.ScorePile[1])
		h.add(pl.Achievements[0])
		h.add(pl.Achievements[1])
		h.add(uint64(pl.tucked) | uint64(pl.scored)<<8)
	}
	for age := range s.supply {
		sp := &s.supply[age]
		h.add(uint64(sp.n))
		for i := 0; i < int(sp.n); i++ {
			h.add(uint64(sp.cards[i]))
		}
		h.add(uint64(s.ageAchievements[age]))
	}
	h.add(s.Specials[1])
	h.add(s.Removed[0])
	h.add(s.Removed[1])
	h.add(uint64(s.Phase) | uint64(s.Current)<<8 | uint64(s.ActionsLeft)<<16 | uint64(s.Turn)<<24 | uint64(s.FirstPlayer)<<56)
	if s.Phase == PhaseSetup {
		for _, c := range s.setupMeld {
			h.add(uint64(c))
		}
	}
	h.add(uint64(s.result.winners))
	return uint64(h)
}

// hasher mixes 64-bit words (a multiply-xorshift in the style of SplitMix).
type hasher uint64

func (h *hasher) add(v uint64) {
	x := uint64(*h) ^ v
	x *= 0x9e3779b97f4a7c15
	x ^= x >> 29
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 32
	*h = hasher(x)
}
