package innovation

import (
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// Achievements checks age and special achievements and the achievement
// victory (ACHIEVE-1, SPECIAL-*, END-1).
var Achievements = &props.Property{
	Name: "achievements",
	Clauses: []string{"ACHIEVE-1", "SPECIAL-MONUMENT", "SPECIAL-EMPIRE", "SPECIAL-WORLD",
		"SPECIAL-WONDER", "SPECIAL-UNIVERSE", "SPECIAL-TIE", "END-1", "TEAM-2", "COMP-4", "SETUP-3", "TURN-3", "KEY-VALUE"},
	Doc:   "the Achieve action offers exactly the legal ages; each special achievement is claimed at the first event where its condition holds, by the player SPECIAL-TIE names, and never otherwise; the achievement win fires exactly at the threshold",
	Cost:  props.Cheap,
	Check: checkAchievements,
}

// effectClaims names the cards whose effects may claim a special
// achievement outright, and which one.
var effectClaims = map[string]inn.Card{
	"Masonry": inn.Monument, "Construction": inn.Empire, "Translation": inn.World,
	"Invention": inn.Wonder, "Astronomy": inn.Universe,
}

// toWin is the number of achievements that wins (END-1, TEAM-2). It is
// written again from RULES.md on purpose, rather than read from
// Config.AchievementsToWin: a property is an independent oracle, so a
// wrong threshold in the engine shows up as a violation.
func toWin(cfg inn.Config) int {
	switch {
	case cfg.Teams:
		return 6
	case cfg.Players == 3:
		return 5
	case cfg.Players == 4:
		return 4
	}
	return 6
}

func checkAchievements(s *props.Step) error {
	d, before := deck(s), before(s)
	achieveAge := 0
	ix := indexOf(d)
	if s.Decision.Kind == engine.KindAction {
		// rule ACHIEVE-1: the legal ages, worked out from the state.
		for age := 1; age <= inn.MaxAge; age++ {
			legal := before.AgeAchievement(age) != inn.NoCard && score(d, before, s.Decision.Player) >= 5*age &&
				highestTop(d, before, s.Decision.Player) >= age
			offered := s.Decision.Index(ix.achieve[age]) >= 0
			if legal != offered {
				return s.Failf("ACHIEVE-1", "%s may claim age %d: %v, but the Achieve option is offered: %v (score %d, highest top %d)",
					inn.SeatName(s.Decision.Player), age, legal, offered, score(d, before, s.Decision.Player), highestTop(d, before, s.Decision.Player))
			}
		}
		if n, ok := strings.CutPrefix(s.Decision.Options[s.Choice].Label, "achieve "); ok {
			achieveAge, _ = strconv.Atoi(n)
		}
	}
	var m boardModel
	m.init(s)
	evs := s.Events
	if achieveAge > 0 && (len(evs) == 0 || evs[0].Kind != inn.EvAchieve || evs[0].Arg != achieveAge || evs[0].Player != s.Decision.Player) {
		return s.Failf("ACHIEVE-1", "the Achieve action for age %d did not claim it first", achieveAge)
	}
	k := 0
	for k < len(evs) {
		e := evs[k]
		k++
		switch e.Kind {
		case inn.EvSpecial:
			effect, _, _ := cutLast(e.Effect)
			if sp, ok := effectClaims[effect]; !ok || sp != inn.Card(e.Card) {
				return s.Failf(inn.SpecialClause(inn.Card(e.Card)), "%s claims %s when nobody's condition just began to hold", inn.SeatName(e.Player), name(d, e.Card))
			}
			m.apply(e)
			if err := m.expectWin(s, e.Player, evs, &k); err != nil || m.over {
				return err
			}
			continue
		case inn.EvAchieve:
			if k != 1 || achieveAge == 0 {
				return s.Failf("ACHIEVE-1", "%q happens without the Achieve action", describe(d, e))
			}
		case inn.EvEnd:
			if e.Clause == "END-1" {
				return s.Failf("END-1", "an achievement victory when no side holds %d achievements at a claim", toWin(config(s)))
			}
		}
		m.apply(e)
		if p, col, ok := boardPlace(e.From); ok && moves(e.Kind) && k < len(evs) && evs[k].Kind == inn.EvUnsplay && evs[k].From == e.From && m.piles[p][col].n <= 1 {
			k++ // the pile's automatic unsplay, part of the same move
		}
		if m.play && checkPoint(e.Kind) && !rearranging(e, &m) {
			if err := m.claims(s, evs, &k); err != nil || m.over {
				return err
			}
		}
		if e.Kind == inn.EvAchieve {
			if err := m.expectWin(s, e.Player, evs, &k); err != nil || m.over {
				return err
			}
		}
	}
	if !s.Game.Over() {
		for p := 0; p < m.n; p++ {
			if m.sideAch(p) >= toWin(config(s)) {
				return s.Failf("END-1", "%s's side holds %d achievements and the game goes on", inn.SeatName(p), m.sideAch(p))
			}
		}
	}
	return nil
}

func cutLast(effect string) (card, index string, ok bool) {
	i := strings.LastIndexByte(effect, ' ')
	if i < 0 {
		return effect, "", false
	}
	return effect[:i], effect[i+1:], true
}

func boardPlace(v int) (p int, col inn.Color, ok bool) {
	pl := inn.Place(v)
	return pl.Player(), inn.Color(pl.Sub()), pl.Kind() == inn.PlaceBoard
}

// rearranging reports whether e is a rearrangement event other than the
// last of its pile (the top card's): the special achievements are checked
// once the whole pile is in its new order.
func rearranging(e engine.Event, m *boardModel) bool {
	if e.Kind != inn.EvRearrange {
		return false
	}
	p, col, _ := boardPlace(e.From)
	return e.Arg != m.piles[p][col].n-1
}

// checkPoint reports whether the engine checks the special achievements
// after an event of this kind (TURN-3: after every change).
func checkPoint(kind string) bool {
	switch kind {
	case inn.EvSpecial, inn.EvReveal, inn.EvDogma, inn.EvEffect, inn.EvFirst, inn.EvOverflow, inn.EvEnd:
		return false
	}
	return true
}

// boardModel is a deliberately simple model of what the special
// achievements depend on, rebuilt from the state before a decision and
// moved along its events.
type boardModel struct {
	d              *inn.Deck
	cfg            inn.Config
	n, current     int
	play, over     bool
	piles          [inn.MaxPlayers][inn.NumColors]pileModel
	ach            [inn.MaxPlayers]int
	tucked, scored [inn.MaxPlayers]int
	specials       inn.Set
	// iconCount[p] is p's icon count, valid while iconValid[p] is set:
	// a recount only after p's board changed.
	iconCount [inn.MaxPlayers][inn.NumIcons]int
	iconValid [inn.MaxPlayers]bool
}

type pileModel struct {
	cards [32]inn.Card // bottom first
	n     int
	splay inn.Splay
}

func (m *boardModel) init(s *props.Step) {
	b := before(s)
	m.d, m.cfg, m.n, m.current = deck(s), config(s), b.N, b.Current
	m.play = b.Phase == inn.PhasePlay
	m.specials = b.Specials
	m.iconValid = [inn.MaxPlayers]bool{}
	for p := 0; p < b.N; p++ {
		pl := &b.Players[p]
		m.ach[p] = pl.Achievements.Len()
		m.tucked[p], m.scored[p] = pl.TurnCounts()
		for col := inn.Color(0); col < inn.NumColors; col++ {
			pile := &pl.Piles[col]
			mp := &m.piles[p][col]
			mp.n, mp.splay = pile.Len(), pile.Splay()
			for i := 0; i < pile.Len(); i++ {
				mp.cards[i] = pile.At(i)
			}
		}
	}
}

func (m *boardModel) apply(e engine.Event) {
	switch e.Kind {
	case inn.EvTurn:
		m.current = e.Player
		m.tucked, m.scored = [inn.MaxPlayers]int{}, [inn.MaxPlayers]int{}
		return
	case inn.EvFirst:
		m.play = true
		return
	case inn.EvSplay:
		if p, col, ok := boardPlace(e.From); ok {
			m.piles[p][col].splay = inn.Splay(e.Arg)
			m.iconValid[p] = false
		}
		return
	case inn.EvUnsplay:
		if p, col, ok := boardPlace(e.From); ok {
			m.piles[p][col].splay = inn.Unsplayed
			m.iconValid[p] = false
		}
		return
	case inn.EvRearrange:
		// A pile put in a new order (Publications): the card lies at
		// position Arg from the bottom of the same pile.
		if p, col, ok := boardPlace(e.From); ok && e.Arg < m.piles[p][col].n {
			m.piles[p][col].cards[e.Arg] = inn.Card(e.Card)
			m.iconValid[p] = false
		}
		return
	}
	if !moves(e.Kind) {
		return
	}
	c := inn.Card(e.Card)
	from, to := inn.Place(e.From), inn.Place(e.To)
	switch from.Kind() {
	case inn.PlaceBoard:
		m.iconValid[from.Player()] = false
		mp := &m.piles[from.Player()][from.Sub()]
		for i := 0; i < mp.n; i++ {
			if mp.cards[i] == c {
				copy(mp.cards[i:mp.n-1], mp.cards[i+1:mp.n])
				mp.n--
				break
			}
		}
		if mp.n <= 1 {
			mp.splay = inn.Unsplayed
		}
	case inn.PlaceAchievements:
		m.ach[from.Player()]--
	case inn.PlaceSpecials:
		m.specials.Remove(c)
	}
	switch to.Kind() {
	case inn.PlaceBoard:
		m.iconValid[to.Player()] = false
		mp := &m.piles[to.Player()][to.Sub()]
		if e.Kind == inn.EvTuck {
			copy(mp.cards[1:mp.n+1], mp.cards[:mp.n])
			mp.cards[0] = c
		} else {
			mp.cards[mp.n] = c
		}
		mp.n++
	case inn.PlaceAchievements:
		m.ach[to.Player()]++
	case inn.PlaceSpecials:
		m.specials.Add(c)
	}
	switch e.Kind {
	case inn.EvTuck:
		m.tucked[e.Player]++
	case inn.EvScore:
		m.scored[e.Player]++
	}
}

func (m *boardModel) icons(p int) [inn.NumIcons]int {
	if m.iconValid[p] {
		return m.iconCount[p]
	}
	var cnt [inn.NumIcons]int
	for col := range m.piles[p] {
		mp := &m.piles[p][col]
		pc := pileIcons(m.d, mp.cards[:mp.n], mp.splay)
		for i := range cnt {
			cnt[i] += pc[i]
		}
	}
	m.iconCount[p], m.iconValid[p] = cnt, true
	return cnt
}

// eligible reports whether p meets the condition of special sp.
func (m *boardModel) eligible(p int, sp inn.Card) bool {
	switch sp {
	case inn.Monument:
		if m.cfg.Variants.Has(inn.VarMonumentCombined) {
			return m.tucked[p]+m.scored[p] >= 6
		}
		return m.tucked[p] >= 6 || m.scored[p] >= 6
	case inn.Empire:
		cnt := m.icons(p)
		for i := inn.Castle; i <= inn.Clock; i++ {
			if cnt[i] < 3 {
				return false
			}
		}
		return true
	case inn.World:
		return m.icons(p)[inn.Clock] >= 12
	case inn.Wonder:
		for col := range m.piles[p] {
			mp := &m.piles[p][col]
			if mp.n == 0 || (mp.splay != inn.Right && mp.splay != inn.Up) {
				return false
			}
		}
		return true
	case inn.Universe:
		for col := range m.piles[p] {
			mp := &m.piles[p][col]
			if mp.n == 0 || m.d.Facts[mp.cards[mp.n-1]].Age < 8 {
				return false
			}
		}
		return true
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

// claims consumes the special claims the engine owes at a check point:
// the current player first, then clockwise (SPECIAL-TIE).
func (m *boardModel) claims(s *props.Step, evs []engine.Event, k *int) error {
	if m.specials.Empty() {
		return nil
	}
	for j := 0; j < m.n; j++ {
		p := (m.current + j) % m.n
		for sp := inn.Empire; sp <= inn.Universe; sp++ {
			if !m.specials.Has(sp) || !m.eligible(p, sp) {
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
			m.apply(evs[*k])
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
