package audit

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// The keywords of an events table that are no game action.
const (
	// KeyStart marks the event that begins one performance of an effect.
	KeyStart = "start"
	// KeyDemand marks an effect performed as a demand.
	KeyDemand = "demand"
	// KeyIgnore marks an event that says nothing of the effect.
	KeyIgnore = "-"
)

// EventTable maps a game's events to canonical keywords, the same keywords
// a glossary maps translated terms to.
type EventTable struct {
	rules map[[2]string]eventRule // by kind and clause ("*": any clause)
	// starts: some event starts a performance; without one, a
	// performance ends when another player acts.
	starts bool
}

type eventRule struct {
	keywords []string
	// lead: the event is the effect's own only when it comes first in a
	// performance (a special achievement an effect claims, not one its
	// moves made a player eligible for).
	lead bool
	// implicit: the engine shows it though a text need not say it (a
	// hand revealed to prove a demand has nothing to give).
	implicit bool
}

// ParseEventTable reads an events table: one rule a line, tab-separated
// KIND, CLAUSE (or *), KEYWORDS (comma-separated, or - for none) and an
// optional fourth field, "lead" or "implicit"; # starts a comment line.
func ParseEventTable(name string, r io.Reader) (*EventTable, error) {
	t := &EventTable{rules: map[[2]string]eventRule{}}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 3 || len(f) > 4 || f[0] == "" || f[1] == "" || f[2] == "" {
			return nil, fmt.Errorf("%s:%d: want KIND<tab>CLAUSE<tab>KEYWORDS[<tab>lead]", name, n)
		}
		r := eventRule{keywords: strings.Split(f[2], ",")}
		if len(f) == 4 {
			switch f[3] {
			case "lead":
				r.lead = true
			case "implicit":
				r.implicit = true
			default:
				return nil, fmt.Errorf("%s:%d: unknown flag %q (want lead or implicit)", name, n, f[3])
			}
		}
		t.rules[[2]string{f[0], f[1]}] = r
		t.starts = t.starts || contains(r.keywords, KeyStart)
	}
	return t, sc.Err()
}

// rule returns the rule of e, and whether there is one.
func (t *EventTable) rule(e *engine.Event) (eventRule, bool) {
	if r, ok := t.rules[[2]string{e.Kind, e.Clause}]; ok {
		return r, true
	}
	r, ok := t.rules[[2]string{e.Kind, "*"}]
	return r, ok
}
