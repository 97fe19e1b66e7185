package innovation

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// The achievements of the 4th edition (ULT-TURN-3, ULT-SPECIAL-*,
// ULT-END-1): special achievements are claimed, and the achievement victory
// looked at, at the end of each action rather than at any moment. Nothing
// in the events marks the end of an action, so the check reads the window
// in two ways:
//   - every claim outside an effect is made at the end of an action, when
//     the boards are as the action left them: its claimant fulfils the
//     4th edition's condition there, and no player before him clockwise
//     from the active player's left does; a claim inside an effect is a
//     card's own (Masonry, Invention ...);
//   - when the window ends between two actions, the boards are those the
//     last end of action saw: nobody may then fulfil the condition of an
//     available special achievement, nor hold enough achievements, without
//     the game having ended.
// The achievement victory itself must name the side with the most
// achievements among those that hold enough, the first clockwise from the
// active player's left among equals.

// checkAchievementsUltimate checks the window of events evs, which began
// in state b, of a game of the 4th edition.
func checkAchievementsUltimate(s *props.Step, b *inn.State, evs []engine.Event) error {
	d := deck(s)
	m := &work(s).model
	m.init(s, b)
	ks := kinds(s)
	for k := range evs {
		e, kind := &evs[k], ks[k]
		switch kind {
		case evSpecial:
			sp := inn.Card(e.Card)
			if e.Effect != "" {
				effect, _, _ := cutLast(e.Effect)
				if want, ok := effectClaims[effect]; !ok || want != sp {
					return s.Failf("ULT-TURN-3", "%s claims %s during %s, and special achievements are claimed at the end of an action", inn.SeatName(e.Player), name(d, e.Card), e.Effect)
				}
				break
			}
			if !m.eligibleUltimate(e.Player, sp) {
				return s.Failf(ultSpecialClause(sp), "%s claims %s without fulfilling its condition", inn.SeatName(e.Player), name(d, e.Card))
			}
			if q := m.firstEligible(sp); q != e.Player {
				return s.Failf("ULT-SPECIAL-TIE", "%s claims %s, but %s comes first clockwise from the active player's left and fulfils it too", inn.SeatName(e.Player), name(d, e.Card), inn.SeatName(q))
			}
		case evEnd:
			if e.Clause == "ULT-END-1" || e.Clause == "VAR-ULT-GOAL-AFTER-LOSS" {
				if _, clause := toWinUltimate(m.cfg, m.n, m.out); e.Clause != clause {
					return s.Failf(clause, "an achievement victory cites %s, but the number that wins is %s's", e.Clause, clause)
				}
				if w := m.achievementWinner(); w < 0 || e.Arg != side(m.cfg, w) {
					return s.Failf("ULT-END-1", "an achievement victory of %s, but the side that wins is %s", seatList(e.Arg), seatList(sideOrNone(m.cfg, w)))
				}
			}
		}
		if e.Kind == inn.EvOut {
			m.out |= 1 << e.Player
		}
		m.apply(e, kind)
	}
	g := game(s)
	if g.Over() {
		return nil
	}
	if dec := g.Decision(); dec == nil || dec.Kind != engine.KindAction || g.State().Phase != inn.PhasePlay {
		return nil // in the middle of an action, or of the setup
	}
	for _, sp := range m.specials.Cards() {
		if q := m.firstEligible(sp); q >= 0 {
			return s.Failf(ultSpecialClause(sp), "the action ended with %s fulfilling the condition of %s, which is still available", inn.SeatName(q), name(d, int(sp)))
		}
	}
	if w := m.achievementWinner(); w >= 0 {
		return s.Failf("ULT-END-1", "the action ended with %s's side holding %d achievements, and the game goes on", inn.SeatName(w), m.sideAch(w))
	}
	return nil
}

// ultSpecialClause is the clause of the 4th edition that states the
// condition of special achievement sp, written again here from RULES.md.
func ultSpecialClause(sp inn.Card) string {
	switch sp {
	case inn.Monument:
		return "ULT-SPECIAL-MONUMENT"
	case inn.Wonder:
		return "ULT-SPECIAL-WONDER"
	case inn.Wealth:
		return "ECHO-SPECIAL-WEALTH"
	case inn.Destiny:
		return "ECHO-SPECIAL-DESTINY"
	case inn.Heritage:
		return "ECHO-SPECIAL-HERITAGE"
	case inn.History:
		return "ECHO-SPECIAL-HISTORY"
	case inn.Supremacy:
		return "ECHO-SPECIAL-SUPREMACY"
	}
	return "ULT-SPECIAL-CLAIM"
}

// sideOrNone is side, or no seat for -1.
func sideOrNone(cfg inn.Config, p int) int {
	if p < 0 {
		return 0
	}
	return side(cfg, p)
}

// firstEligible returns the first player clockwise from the active
// player's left, the active player last, who fulfils the 4th edition's
// condition of sp, or -1 (ULT-SPECIAL-TIE).
func (m *boardModel) firstEligible(sp inn.Card) int {
	for k := 1; k <= m.n; k++ {
		if p := (m.current + k) % m.n; m.eligibleUltimate(p, sp) {
			return p
		}
	}
	return -1
}

// achievementWinner returns the player whose side wins by achievements now
// (ULT-END-1): among the sides that hold enough, the most achievements,
// and the first clockwise from the active player's left among equals; -1
// if no side holds enough.
func (m *boardModel) achievementWinner() int {
	need, _ := toWinUltimate(m.cfg, m.n, m.out)
	w, best := -1, need-1
	for k := 1; k <= m.n; k++ {
		p := (m.current + k) % m.n
		if n := m.sideAch(p); n > best {
			w, best = p, n
		}
	}
	return w
}

// eligibleUltimate reports whether p fulfils the 4th edition's condition
// of special sp on the model's boards (ULT-SPECIAL-CLAIM): Empire, World and
// Universe as in the other editions, Monument four top cards with a
// demand, Wonder five piles splayed right, up or aslant.
func (m *boardModel) eligibleUltimate(p int, sp inn.Card) bool {
	switch sp {
	case inn.Monument:
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if t := m.pileTop(p, col); t != inn.NoCard && m.d.Facts[t].Demand {
				n++
			}
		}
		return n >= 4
	case inn.Wonder:
		for col := inn.Color(0); col < inn.NumColors; col++ {
			switch m.pileSplay(p, col) {
			case inn.Right, inn.Up, inn.Aslant:
			default:
				return false
			}
		}
		return true
	case inn.Wealth, inn.Destiny, inn.Heritage, inn.History, inn.Supremacy:
		return m.eligibleEchoes(p, sp)
	}
	return m.eligible(p, m.summary(p), sp)
}
