package innovation

import (
	"math/bits"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// boardModel is a deliberately simple model of what the special
// achievements depend on, taken from the state when a window began and
// moved along the window's events; init resets it for each window. A pile
// is copied from that state the first time an event changes it, and the
// conditions an event may have changed are marked dirty, player by
// player: a board's for the conditions on boards, the counts of tucks and
// scores for Monument. Only those can have come to hold since they were
// last worked out, for when a window begins nobody meets the condition of
// a special achievement still available (the claim would have been owed,
// and checked, before). At a full step, and once play begins, everything
// is dirty.
type boardModel struct {
	d              *inn.Deck
	icons          *iconTable
	cfg            inn.Config
	b              *inn.State // the state when the window began
	out            int        // the players out of the game (ULT-KEY-LOSE), as the window goes
	n, current     int
	play, over     bool
	piles          [inn.MaxPlayers][inn.NumColors]pileModel
	copied         [inn.MaxPlayers]uint8 // by color: the pile is copied from b
	ach            [inn.MaxPlayers]int
	tucked, scored [inn.MaxPlayers]int
	forecast       [inn.MaxPlayers]int // the cards of each forecast (ECHO-SPECIAL-DESTINY)
	specials       inn.Set
	avail          uint32 // the specials available: bit k for special Empire+k
	dirty          uint32 // the conditions that may have changed: bit 8p+k for special Empire+k of player p
	// part[p][col] is what player p's pile of color col adds to sum[p],
	// the summary of p's board, when bit col of summed[p] is set; it is
	// up to date while bit col of valid[p] is set: a pile is summed up
	// again only after it changed.
	part          [inn.MaxPlayers][inn.NumColors]boardSummary
	sum           [inn.MaxPlayers]boardSummary
	valid, summed [inn.MaxPlayers]uint8
}

// maxPileModel is the most cards one color pile can hold: every card of
// a color of the 4th edition's deck (23) and of Echoes of the Past's.
const maxPileModel = 23 + inn.NumEchoes/inn.NumColors

type pileModel struct {
	cards [maxPileModel]inn.Card // bottom first
	n     int
	splay inn.Splay
}

// allPlayers is the mask of every seat.
const allPlayers = 1<<inn.MaxPlayers - 1

// Dirty conditions (boardModel.dirty) of one player, and of every one.
const (
	monumentDirty = 1 << (inn.Monument - inn.Empire)
	boardDirty    = 0xff &^ monumentDirty // every other condition is on the board
	allDirty      = 0xffffffff
)

// init resets the model to state b, where the events of the step's window
// began.
func (m *boardModel) init(s *props.Step, b *inn.State) {
	m.d, m.icons, m.cfg, m.b, m.n, m.current = deck(s), &indexOf(deck(s)).icons, config(s), b, b.N, b.Current
	m.play = b.Phase == inn.PhasePlay
	m.out = int(b.Out)
	m.specials = b.Specials
	m.avail = availBits(&m.specials)
	m.over = false
	m.copied, m.valid, m.summed = [inn.MaxPlayers]uint8{}, [inn.MaxPlayers]uint8{}, [inn.MaxPlayers]uint8{}
	m.sum = [inn.MaxPlayers]boardSummary{}
	m.dirty = 0
	if s.Full() {
		m.dirty = allDirty
	}
	for p := 0; p < b.N; p++ {
		pl := &b.Players[p]
		m.ach[p] = pl.Achievements.Len()
		m.forecast[p] = pl.Forecast.Len()
		m.tucked[p], m.scored[p] = pl.TurnCounts()
	}
}

// pile returns the model of player p's pile of color col, to be changed:
// a copy of the pile as the window began the first time.
func (m *boardModel) pile(p int, col inn.Color) *pileModel {
	mp := &m.piles[p][col]
	if m.copied[p]&(1<<col) == 0 {
		m.copied[p] |= 1 << col
		src := &m.b.Players[p].Piles[col]
		mp.n, mp.splay = src.Len(), src.Splay()
		for i := 0; i < mp.n; i++ {
			mp.cards[i] = src.At(i)
		}
	}
	m.valid[p] &^= 1 << col
	m.dirty |= boardDirty << (8 * p)
	return mp
}

// pileLen returns the number of cards in player p's pile of color col.
func (m *boardModel) pileLen(p int, col inn.Color) int {
	if m.copied[p]&(1<<col) != 0 {
		return m.piles[p][col].n
	}
	return m.b.Players[p].Piles[col].Len()
}

// pileSplay returns the splay of player p's pile of color col.
func (m *boardModel) pileSplay(p int, col inn.Color) inn.Splay {
	if m.copied[p]&(1<<col) != 0 {
		return m.piles[p][col].splay
	}
	return m.b.Players[p].Piles[col].Splay()
}

// pileTop returns the top card of player p's pile of color col, or NoCard.
func (m *boardModel) pileTop(p int, col inn.Color) inn.Card {
	if m.copied[p]&(1<<col) != 0 {
		mp := &m.piles[p][col]
		if mp.n == 0 {
			return inn.NoCard
		}
		return mp.cards[mp.n-1]
	}
	return m.b.Players[p].Piles[col].Top()
}

func (m *boardModel) apply(e *engine.Event, kind evKind) {
	switch kind {
	case evTurn:
		m.current = e.Player
		m.tucked, m.scored = [inn.MaxPlayers]int{}, [inn.MaxPlayers]int{}
		return
	case evFirst:
		m.play = true
		m.dirty = allDirty
		return
	case evSplay:
		if p, col, ok := boardPlace(e.From); ok {
			m.pile(p, col).splay = inn.Splay(e.Arg)
		}
		return
	case evUnsplay:
		if p, col, ok := boardPlace(e.From); ok {
			m.pile(p, col).splay = inn.Unsplayed
		}
		return
	case evRearrange:
		// A pile put in a new order (Publications): the card lies at
		// position Arg from the bottom of the same pile.
		if p, col, ok := boardPlace(e.From); ok && e.Arg < m.pileLen(p, col) {
			m.pile(p, col).cards[e.Arg] = inn.Card(e.Card)
		}
		return
	}
	if !kind.moves() {
		return
	}
	c := inn.Card(e.Card)
	from, to := inn.Place(e.From), inn.Place(e.To)
	switch from.Kind() {
	case inn.PlaceBoard:
		mp := m.pile(from.Player(), inn.Color(from.Index()))
		for i := 0; i < mp.n; i++ {
			if mp.cards[i] == c {
				copy(mp.cards[i:mp.n-1], mp.cards[i+1:mp.n])
				mp.n--
				break
			}
		}
		// A card tucked into its own pile (the 4th edition's Socialism)
		// or melded onto it (Thermometer's echo effect, on a bottom card)
		// never leaves it: the pile keeps its splay.
		if mp.n <= 1 && !((kind == evTuck || kind == evMeld) && from == to) {
			mp.splay = inn.Unsplayed
		}
	case inn.PlaceAchievements:
		m.ach[from.Player()]--
	case inn.PlaceForecast:
		m.forecast[from.Player()]--
	case inn.PlaceSpecials:
		m.specials.Remove(c)
		m.avail = availBits(&m.specials)
	}
	switch to.Kind() {
	case inn.PlaceBoard:
		mp := m.pile(to.Player(), inn.Color(to.Index()))
		if kind == evTuck {
			copy(mp.cards[1:mp.n+1], mp.cards[:mp.n])
			mp.cards[0] = c
		} else {
			mp.cards[mp.n] = c
		}
		mp.n++
	case inn.PlaceAchievements:
		m.ach[to.Player()]++
	case inn.PlaceForecast:
		m.forecast[to.Player()]++
	case inn.PlaceSpecials:
		m.specials.Add(c)
		m.avail = availBits(&m.specials)
		m.dirty = allDirty // a special available again: anyone may meet it
	}
	switch kind {
	case evTuck:
		m.tucked[e.Player]++
		m.dirty |= monumentDirty << (8 * e.Player)
	case evScore:
		m.scored[e.Player]++
		m.dirty |= monumentDirty << (8 * e.Player)
	}
}

// boardSummary is what the conditions of the special achievements read
// of one player's board, or what one pile adds to it.
type boardSummary struct {
	icons   iconCount
	rightUp int // piles splayed right or up
	high    int // piles topped by a card of age 8 or more
}

// partOf sums up player p's pile of color col.
func (m *boardModel) partOf(p int, col inn.Color) boardSummary {
	var part boardSummary
	if m.copied[p]&(1<<col) != 0 {
		mp := &m.piles[p][col]
		part.icons = m.icons.cards(mp.cards[:mp.n], mp.splay)
	} else {
		part.icons = m.icons.pile(&m.b.Players[p].Piles[col])
	}
	if sp := m.pileSplay(p, col); sp == inn.Right || sp == inn.Up {
		part.rightUp = 1 // a splayed pile has two cards or more
	}
	if t := m.pileTop(p, col); t != inn.NoCard && m.d.Facts[t].Age >= 8 {
		part.high = 1
	}
	return part
}

// summary sums up player p's board, summing up again only the piles that
// changed since the last time.
func (m *boardModel) summary(p int) *boardSummary {
	sum := &m.sum[p]
	for stale := ^m.valid[p] & (1<<inn.NumColors - 1); stale != 0; stale &= stale - 1 {
		col := inn.Color(bits.TrailingZeros8(stale))
		part := &m.part[p][col]
		if m.summed[p]&(1<<col) != 0 {
			sum.icons, sum.rightUp, sum.high = sum.icons-part.icons, sum.rightUp-part.rightUp, sum.high-part.high
		}
		*part = m.partOf(p, col)
		sum.icons, sum.rightUp, sum.high = sum.icons+part.icons, sum.rightUp+part.rightUp, sum.high+part.high
	}
	m.valid[p], m.summed[p] = 1<<inn.NumColors-1, 1<<inn.NumColors-1
	return sum
}

// eligible reports whether p, whose board sum sums up, meets the
// condition of special sp.
func (m *boardModel) eligible(p int, sum *boardSummary, sp inn.Card) bool {
	switch sp {
	case inn.Monument:
		if m.cfg.Variants.Has(inn.VarMonumentCombined) {
			return m.tucked[p]+m.scored[p] >= 6
		}
		return m.tucked[p] >= 6 || m.scored[p] >= 6
	case inn.Empire:
		for i := inn.Castle; i <= inn.Clock; i++ {
			if sum.icons.of(i) < 3 {
				return false
			}
		}
		return true
	case inn.World:
		return sum.icons.of(inn.Clock) >= 12
	case inn.Wonder:
		return sum.rightUp == inn.NumColors
	case inn.Universe:
		return sum.high == inn.NumColors
	}
	return false
}

func (m *boardModel) sideAch(p int) int {
	n := m.ach[p]
	if q := partner(m.cfg, p); q >= 0 {
		n += m.ach[q]
	}
	return n
}

// availBits returns the specials of set, by bit: bit k for special
// Empire+k.
func availBits(set *inn.Set) uint32 {
	var b uint32
	for sp := inn.Empire; sp <= inn.Universe; sp++ {
		if set.Has(sp) {
			b |= 1 << (sp - inn.Empire)
		}
	}
	return b
}

// claims consumes the special claims the engine owes at a check point:
// the current player first, then clockwise (SPECIAL-TIE).
func (m *boardModel) claims(s *props.Step, evs []engine.Event, k *int) error {
	for j := 0; j < m.n && m.dirty != 0; j++ {
		p := (m.current + j) % m.n
		// Only the conditions of the specials still available count.
		dirty := m.dirty >> (8 * p) & m.avail
		m.dirty &^= 0xff << (8 * p)
		if dirty == 0 {
			continue
		}
		var sum *boardSummary
		if dirty&boardDirty != 0 {
			sum = m.summary(p)
		}
		for ; dirty != 0; dirty &= dirty - 1 {
			sp := inn.Empire + inn.Card(bits.TrailingZeros32(dirty))
			if !m.eligible(p, sum, sp) {
				continue
			}
			if *k >= len(evs) || evs[*k].Kind != inn.EvSpecial || inn.Card(evs[*k].Card) != sp || evs[*k].Player != p {
				got := "nothing"
				if *k < len(evs) {
					got = describe(m.d, evs[*k])
				}
				clause := inn.SpecialClause(sp)
				if *k < len(evs) && evs[*k].Kind == inn.EvSpecial && inn.Card(evs[*k].Card) == sp {
					clause = "SPECIAL-TIE"
				}
				return s.Failf(clause, "%s is owed %s now, but the engine logs %q", inn.SeatName(p), m.d.Name(sp), got)
			}
			m.apply(&evs[*k], evSpecial)
			*k++
			if err := m.expectWin(s, p, evs, k); err != nil || m.over {
				return err
			}
		}
	}
	return nil
}

// expectWin checks that the game ends at once when p's side reaches the
// achievement threshold (END-1).
func (m *boardModel) expectWin(s *props.Step, p int, evs []engine.Event, k *int) error {
	if m.sideAch(p) < toWin(m.cfg) {
		return nil
	}
	want := side(m.cfg, p)
	if *k >= len(evs) || evs[*k].Kind != inn.EvEnd || evs[*k].Clause != "END-1" || evs[*k].Arg != want {
		return s.Failf("END-1", "%s's side reaches %d achievements but the game does not end with %s winning", inn.SeatName(p), m.sideAch(p), seatList(want))
	}
	*k++
	m.over = true
	return nil
}
