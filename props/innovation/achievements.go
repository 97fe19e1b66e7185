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
		"SPECIAL-WONDER", "SPECIAL-UNIVERSE", "SPECIAL-TIE", "END-1", "TEAM-2", "COMP-4", "SETUP-3", "TURN-3", "KEY-VALUE",
		"ULT-TURN-3", "ULT-KEY-VALUE", "ULT-SPECIAL-CLAIM", "ULT-SPECIAL-MONUMENT", "ULT-SPECIAL-WONDER", "ULT-SPECIAL-TIE", "ULT-END-1", "VAR-ULT-GOAL-AFTER-LOSS",
		"ECHO-COMP-1", "ECHO-SPECIAL-WEALTH", "ECHO-SPECIAL-DESTINY", "ECHO-SPECIAL-HERITAGE", "ECHO-SPECIAL-HISTORY", "ECHO-SPECIAL-SUPREMACY"},
	Doc:      "the Achieve action offers exactly the legal ages; each special achievement is claimed at the first event where its condition holds, by the player SPECIAL-TIE names, and never otherwise; the achievement win fires exactly at the threshold",
	Cost:     props.Cheap,
	Windowed: true,
	Check:    checkAchievements,
}

// effectClaims names the cards whose effects may claim a special
// achievement outright, and which one.
var effectClaims = map[string]inn.Card{
	"Masonry": inn.Monument, "Construction": inn.Empire, "Translation": inn.World,
	"Invention": inn.Wonder, "Astronomy": inn.Universe,
	// Echoes of the Past (EFFECTS-echoes.md §S).
	"Palampore": inn.Wealth, "Barometer": inn.Destiny, "Loom": inn.Heritage,
	"Photography": inn.History, "Novel": inn.Supremacy,
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

// toWinUltimate is the number of achievements that wins in the 4th
// edition (ULT-END-1) with the players of mask out out of the game, and
// the clause its victory cites: under VAR-ULT-GOAL-AFTER-LOSS, once a
// player has lost, eight less one for each player still in, at least
// three (a team game ends at a loss); else the number of toWin.
func toWinUltimate(cfg inn.Config, n, out int) (int, string) {
	if !cfg.Variants.Has(inn.VarGoalAfterLoss) || out == 0 || cfg.Teams {
		return toWin(cfg), "ULT-END-1"
	}
	in := 0
	for p := 0; p < n; p++ {
		if out&(1<<p) == 0 {
			in++
		}
	}
	return max(3, 8-in), "VAR-ULT-GOAL-AFTER-LOSS"
}

// checkAchievements checks the Achieve actions offered at the decisions
// whose question the schedule picks (props.Step.Question), and, at the end
// of each window, the Achieve actions taken in it and the special
// achievements and the achievement victory along its events.
func checkAchievements(s *props.Step) error {
	d := deck(s)
	if b := start(s); s.Decision.Kind == engine.KindAction && b != nil && s.Question() {
		// An action begins its engine step: the state before it is the
		// step's start.
		if err := checkAchieveOptions(s, d, b); err != nil {
			return err
		}
	}
	if !s.WindowEnd() {
		return nil
	}
	b, evs := window(s)
	if err := checkAchieveActions(s, d, evs); err != nil {
		return err
	}
	if config(s).Edition == inn.Fourth {
		return checkAchievementsUltimate(s, b, evs)
	}
	m := &work(s).model
	m.init(s, b)
	k, ks := 0, kinds(s)
	for k < len(evs) {
		e, kind := &evs[k], ks[k]
		k++
		switch kind {
		case evSpecial:
			effect, _, _ := cutLast(e.Effect)
			if sp, ok := effectClaims[effect]; !ok || sp != inn.Card(e.Card) {
				return s.Failf(inn.SpecialClause(inn.Card(e.Card)), "%s claims %s when nobody's condition just began to hold", inn.SeatName(e.Player), name(d, e.Card))
			}
			m.apply(e, kind)
			if err := m.expectWin(s, e.Player, evs, &k); err != nil || m.over {
				return err
			}
			continue
		case evEnd:
			if e.Clause == "END-1" {
				return s.Failf("END-1", "an achievement victory when no side holds %d achievements at a claim", toWin(config(s)))
			}
		}
		m.apply(e, kind)
		if k < len(evs) && ks[k] == evUnsplay && kind.moves() && evs[k].From == e.From {
			if p, col, ok := boardPlace(e.From); ok && m.pileLen(p, col) <= 1 {
				k++ // the pile's automatic unsplay, part of the same move
			}
		}
		if m.dirty != 0 && m.play && kind.checkPoint() && !(kind == evRearrange && rearranging(e, m)) {
			if err := m.claims(s, evs, &k); err != nil || m.over {
				return err
			}
		}
		if kind == evAchieve {
			if err := m.expectWin(s, e.Player, evs, &k); err != nil || m.over {
				return err
			}
		}
	}
	if m.play && m.dirty != 0 {
		// A change no check point followed: the claims it makes owed are
		// owed before the window ends.
		if err := m.claims(s, evs, &k); err != nil || m.over {
			return err
		}
	}
	if win := toWin(m.cfg); !s.Game.Over() {
		for p := 0; p < m.n; p++ {
			if m.sideAch(p) >= win {
				return s.Failf("END-1", "%s's side holds %d achievements and the game goes on", inn.SeatName(p), m.sideAch(p))
			}
		}
	}
	return nil
}

// checkAchieveActions checks, decision by decision, that each Achieve
// action of the window claims its age as its first event, by its player,
// and that no age is claimed otherwise (ACHIEVE-1).
func checkAchieveActions(s *props.Step, d *inn.Deck, evs []engine.Event) error {
	n := len(s.SinceSplits)
	if s.Since == nil {
		n = 1 // a step made by hand: its own decision
	}
	claimed := digestOf(s).has(1 << evAchieve)
	for k := 0; k < n; k++ {
		var label string
		var player, from, to int
		if s.Since == nil {
			label, player, from, to = s.Decision.Options[s.Choice].Label, s.Decision.Player, 0, len(evs)
		} else {
			i := s.SinceIndex + k
			label, player, from, to = s.Log.Labels[i], s.Log.Players[i], s.SinceSplits[k], len(evs)
			if k+1 < n {
				to = s.SinceSplits[k+1]
			}
		}
		age := 0
		if len(label) > 8 && label[0] == 'a' {
			if a, ok := strings.CutPrefix(label, "achieve "); ok {
				age, _ = strconv.Atoi(a)
			}
		}
		if age == 0 && !claimed {
			continue // neither an Achieve action nor a claim
		}
		if dec := evs[from:to]; age > 0 && (len(dec) == 0 || dec[0].Kind != inn.EvAchieve || dec[0].Arg != age || dec[0].Player != player) {
			return s.Failf("ACHIEVE-1", "the Achieve action for age %d did not claim it first", age)
		}
		for j := from; j < to; j++ {
			if e := &evs[j]; e.Kind == inn.EvAchieve && (j != from || age == 0) {
				return s.Failf("ACHIEVE-1", "%q happens without the Achieve action", describe(d, *e))
			}
		}
	}
	return nil
}

// checkAchieveOptions checks that the Achieve actions offered are exactly
// the legal ones, worked out from the state (ACHIEVE-1).
func checkAchieveOptions(s *props.Step, d *inn.Deck, before *inn.State) error {
	ix := indexOf(d)
	offered := 0
	for i := range s.Decision.Options {
		l := s.Decision.Options[i].Label
		if len(l) <= 8 || l[0] != 'a' {
			continue
		}
		if n, ok := strings.CutPrefix(l, "achieve "); ok {
			if age, err := strconv.Atoi(n); err == nil && age >= 1 && age <= inn.MaxAge && l == ix.achieve[age] {
				offered |= 1 << age
			}
		}
	}
	p := s.Decision.Player
	score, high := score(d, before, p), 0
	// No age above the score's fifth or the highest top is legal: only
	// an offer can be wrong there.
	last := min(inn.MaxAge, score/5)
	if last > 0 || offered != 0 {
		high = highestTop(d, before, p)
		last = min(last, high)
	}
	if offered>>(last+1) != 0 {
		last = inn.MaxAge
	}
	for age := 1; age <= last; age++ {
		legal := before.AgeAchievement(age) != inn.NoCard && score >= 5*age && high >= age
		if offered := offered&(1<<age) != 0; legal != offered {
			return s.Failf("ACHIEVE-1", "%s may claim age %d: %v, but the Achieve option is offered: %v (score %d, highest top %d)",
				inn.SeatName(p), age, legal, offered, score, high)
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
	return pl.Player(), inn.Color(pl.Index()), pl.Kind() == inn.PlaceBoard
}

// rearranging reports whether e, a rearrangement event, is other than the
// last of its pile (the top card's): the special achievements are checked
// once the whole pile is in its new order.
func rearranging(e *engine.Event, m *boardModel) bool {
	p, col, _ := boardPlace(e.From)
	return e.Arg != m.pileLen(p, col)-1
}
