package referee

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/referee/protocol"
)

// columnWidth is the width of each state's column in SideBySide.
const columnWidth = 44

// SideBySide prints dogma's state and the engine's as two columns, one
// row per part of the state (over, turn, deciding, options, winners, then
// every zone and field by name), a row where they differ marked with "*"
// and "?" in the engine's column for what it leaves out or does not know.
// eng may be nil: the engine gave no state.
func SideBySide(dogma, eng *protocol.State) string {
	w := dogma.Neutral()
	var e engine.NeutralState
	if eng != nil {
		e = eng.Neutral()
	}
	unknown := map[string]bool{}
	for _, u := range e.Unknown {
		unknown[u] = true
	}
	type row struct{ name, a, b string }
	var rows []row
	rows = append(rows,
		row{"over", fmt.Sprint(w.Over), fmt.Sprint(e.Over)},
		row{"turn", seatText(w.Turn), seatText(e.Turn)},
		row{"deciding", seatText(w.Deciding), seatText(e.Deciding)},
		row{"options", sortedList(w.Options), sortedList(e.Options)},
	)
	if w.Over || e.Over {
		rows = append(rows, row{"winners", seatList(w.Winners), seatList(e.Winners)})
	}
	for _, name := range unionKeys(w.Zones, e.Zones) {
		a, b := "-", "?"
		if z, ok := w.Zones[name]; ok {
			a = cardList(z)
		}
		if z, ok := e.Zones[name]; ok && !unknown[name] {
			b = cardList(z)
		}
		rows = append(rows, row{"zone " + name, a, b})
	}
	for _, name := range unionKeys(w.Fields, e.Fields) {
		a, b := "-", "?"
		if v, ok := w.Fields[name]; ok {
			a = v
		}
		if v, ok := e.Fields[name]; ok && !unknown[name] {
			b = v
		}
		rows = append(rows, row{"field " + name, a, b})
	}
	if eng == nil {
		for i := range rows {
			rows[i].b = ""
		}
	}
	nameWidth := len("engine")
	for _, r := range rows {
		nameWidth = max(nameWidth, len(r.name))
	}
	var b strings.Builder
	line := func(mark, name, a, bb string) {
		fmt.Fprintf(&b, "%s %-*s  %-*s | %s\n", mark, nameWidth, name, columnWidth, a, bb)
	}
	right := "engine"
	if eng == nil {
		right = "engine (no state)"
	}
	line(" ", "", "dogma", right)
	for _, r := range rows {
		mark := " "
		if eng != nil && r.a != r.b && r.b != "?" {
			mark = "*"
		}
		as, bs := wrap(r.a, columnWidth), wrap(r.b, columnWidth)
		for i := range max(len(as), len(bs)) {
			name := ""
			if i == 0 {
				name = r.name
			} else {
				mark = " "
			}
			line(mark, name, at(as, i), at(bs, i))
		}
	}
	return b.String()
}

// sortedList lists labels in sorted order, so that two sets of options
// read alike.
func sortedList(labels []string) string {
	return labelList(slices.Sorted(slices.Values(labels)))
}

func at(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return ""
}

// wrap cuts s into lines of at most width bytes, at spaces where it can.
func wrap(s string, width int) []string {
	var out []string
	for len(s) > width {
		cut := strings.LastIndexByte(s[:width+1], ' ')
		if cut <= 0 {
			cut = width
		}
		out = append(out, strings.TrimRight(s[:cut], " "))
		s = strings.TrimLeft(s[cut:], " ")
	}
	return append(out, s)
}
