package innovation

import (
	"strings"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// CardText checks every event of a card effect against what the effect's
// text in EFFECTS.md allows in the edition played (effectTexts): the ages
// it may draw, the card operations it may perform, the directions it may
// splay, and whether it is a demand. A wrong age drawn, or a 1st-edition
// card doing what only its 3rd-edition text does, breaks it.
var CardText = &props.Property{
	Name:     "card-text",
	Clauses:  []string{"DOGMA-4", "DOGMA-5", "KEY-SPLAY"},
	Doc:      "each card effect does only what its text allows in the edition played: the ages it draws, the operations it performs, the directions it splays, whether it is a demand",
	Cost:     props.Cheap,
	Windowed: true,
	Check:    checkCardText,
}

// checkCardText checks, at the end of each window of event checks, every
// event the window's decisions logged.
func checkCardText(s *props.Step) error {
	if !s.WindowEnd() {
		return nil
	}
	evs := s.Events // a step made by hand
	if s.Since != nil {
		evs = s.SinceEvents
	}
	ed := config(s).Edition
	if ed == inn.Fourth {
		// The texts this property reads are EFFECTS.md's, of the 1st and
		// 3rd editions; the 4th edition's cards answer to their contracts.
		return nil
	}
	texts := cardTexts()
	var last string // the effect of the event before
	var p *permit   // its permit, or nil when it names no card of the table
	for k := range evs {
		e := &evs[k]
		if e.Effect == "" {
			continue
		}
		if e.Effect != last {
			last = e.Effect
			var known bool
			if p, known = permitOf(texts, ed, e.Effect); known && p == nil {
				name, _, _ := splitEffect(e.Effect)
				return s.Failf("DOGMA-4", "%s runs in the %s edition, whose %s has %d effect(s)", e.Effect, ed, name, len(texts[name][ed]))
			}
		}
		if p == nil {
			continue // a card of another deck
		}
		clause := "DOGMA-4"
		if p.demand {
			clause = "DOGMA-5"
		}
		if e.Kind == inn.EvEffect {
			if demand := e.Clause == "DOGMA-5"; demand != p.demand {
				return s.Failf(clause, "%s (%s edition) is performed by %s under %s, but its text %s", e.Effect, ed, inn.SeatName(e.Player), e.Clause, demandText(p.demand))
			}
			continue
		}
		v := verbOf(e.Kind)
		if v == verbUnsplay && k > 0 && kindOf(evs[k-1].Kind).moves() && evs[k-1].From == e.From {
			continue // a pile a move reduced to one card (KEY-SPLAY)
		}
		if v == 0 {
			continue
		}
		if p.verbs&v == 0 {
			return s.Failf(clause, "%s (%s edition): %q, but its text names only %s", e.Effect, ed, describe(deck(s), *e), p.verbs)
		}
		switch v {
		case verbDraw:
			if !p.allowsAge(e.Arg) {
				return s.Failf(clause, "%s (%s edition): %q asks for %s, but its text draws %s", e.Effect, ed, describe(deck(s), *e), inn.AnAge(e.Arg), p.agesText())
			}
		case verbSplay:
			if dir := inn.Splay(e.Arg); dir > inn.Up || p.splays&(1<<dir) == 0 {
				return s.Failf("KEY-SPLAY", "%s (%s edition): %q, but its text splays %s", e.Effect, ed, describe(deck(s), *e), p.splaysText())
			}
		}
	}
	return nil
}

// permitOf returns the permit of the effect called effect ("Archery 1") in
// edition ed. known reports whether effect names an effect of a card of
// texts; p is nil for an effect the edition does not print.
func permitOf(texts map[string]*cardText, ed inn.Edition, effect string) (p *permit, known bool) {
	name, index, ok := splitEffect(effect)
	if !ok {
		return nil, false
	}
	t := texts[name]
	if t == nil {
		return nil, false
	}
	if index > len(t[ed]) {
		return nil, true
	}
	return &t[ed][index-1], true
}

// splitEffect splits an effect's name, such as "Archery 1", into the card's
// title and the effect's number (from 1).
func splitEffect(effect string) (name string, index int, ok bool) {
	i := strings.LastIndexByte(effect, ' ')
	if i < 0 || i == len(effect)-1 {
		return "", 0, false
	}
	for _, r := range effect[i+1:] {
		if r < '0' || r > '9' {
			return "", 0, false
		}
		index = index*10 + int(r-'0')
	}
	return effect[:i], index, index >= 1
}

// demandText says what an effect's text is, for messages.
func demandText(demand bool) string {
	if demand {
		return "is a demand (DOGMA-5)"
	}
	return "is no demand"
}
