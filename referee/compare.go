package referee

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/clip"
)

// Compare returns how the external engine's state ext differs from dogma's
// state want, one line per difference, or nil when they agree: whether
// the game is over, the winners (as a set), whose turn it is, who decides,
// the options offered (as sets of labels), every zone (in order) and every
// field. What either side lists as unknown, and the zones and fields the
// external engine leaves out, are skipped; a zone or field dogma does not know
// is a difference unless it is empty.
func Compare(want, ext engine.NeutralState) []string {
	var diffs []string
	add := func(format string, args ...any) { diffs = append(diffs, fmt.Sprintf(format, args...)) }
	if want.Over != ext.Over {
		add("over: dogma %t, engine %t", want.Over, ext.Over)
	}
	if want.Over && ext.Over && !sameSet(seatNames(want.Winners), seatNames(ext.Winners)) {
		add("winners: dogma %s, engine %s", seatList(want.Winners), seatList(ext.Winners))
	}
	if want.Turn != ext.Turn {
		add("turn: dogma %s, engine %s", seatText(want.Turn), seatText(ext.Turn))
	}
	if want.Deciding != ext.Deciding {
		add("deciding: dogma %s, engine %s", seatText(want.Deciding), seatText(ext.Deciding))
	}
	if !sameSet(want.Options, ext.Options) {
		only, extra := setDiff(want.Options, ext.Options)
		var parts []string
		if len(only) > 0 {
			parts = append(parts, "lacks "+labelList(only))
		}
		if len(extra) > 0 {
			parts = append(parts, "offers "+labelList(extra)+" too")
		}
		if len(parts) == 0 {
			parts = append(parts, "offers "+labelList(ext.Options))
		}
		add("options: dogma offers %s; the engine %s", labelList(want.Options), strings.Join(parts, " and "))
	}
	var unknown map[string]bool
	if len(ext.Unknown)+len(want.Unknown) > 0 {
		unknown = map[string]bool{}
		for _, u := range append(slices.Clip(ext.Unknown), want.Unknown...) {
			unknown[u] = true
		}
	}
	if !partsDiffer(want.Zones, ext.Zones, unknown, func(w, e []string) bool { return slices.Equal(w, e) }, func(e []string) bool { return len(e) == 0 }) &&
		!partsDiffer(want.Fields, ext.Fields, unknown, func(w, e string) bool { return w == e }, func(e string) bool { return e == "" }) {
		return diffs
	}
	for _, name := range unionKeys(want.Zones, ext.Zones) {
		w, inWant := want.Zones[name]
		e, inExt := ext.Zones[name]
		switch {
		case unknown[name] || !inExt:
		case !inWant:
			if len(e) > 0 {
				add("zone %s: dogma has no such zone, the engine holds %s", name, cardList(e))
			}
		case !slices.Equal(w, e):
			add("zone %s: dogma %s, engine %s", name, cardList(w), cardList(e))
		}
	}
	for _, name := range unionKeys(want.Fields, ext.Fields) {
		w, inWant := want.Fields[name]
		e, inExt := ext.Fields[name]
		switch {
		case unknown[name] || !inExt:
		case !inWant:
			if e != "" {
				add("field %s: dogma has no such field, the engine says %s", name, clip.Quote(e))
			}
		case w != e:
			add("field %s: dogma %s, engine %s", name, clip.Quote(w), clip.Quote(e))
		}
	}
	return diffs
}

// partsDiffer reports, quickly, whether Compare finds a difference in the
// zones or the fields ext reports against want's.
func partsDiffer[V any](want, ext map[string]V, unknown map[string]bool, equal func(w, e V) bool, empty func(e V) bool) bool {
	for name, e := range ext {
		if unknown[name] {
			continue
		}
		w, ok := want[name]
		if !ok && !empty(e) || ok && !equal(w, e) {
			return true
		}
	}
	return false
}

// sameZones reports whether ext reports every zone of want, and only
// those, each as want has it.
func sameZones(want, ext engine.NeutralState) bool {
	if len(ext.Unknown) > 0 || len(want.Zones) != len(ext.Zones) {
		return false
	}
	for name, w := range want.Zones {
		e, ok := ext.Zones[name]
		if !ok || !slices.Equal(w, e) {
			return false
		}
	}
	return true
}

// cardsSound reports, quickly, whether Check finds nothing wrong with the
// cards of s against those of the game.
func cardsSound(s engine.NeutralState, cards map[string]int) bool {
	seen := make(map[string]int, len(cards))
	n := 0
	for _, z := range s.Zones {
		for _, c := range z {
			seen[c]++
			n++
			if seen[c] > cards[c] {
				return false
			}
		}
	}
	if len(s.Unknown) > 0 {
		return true
	}
	total := 0
	for _, k := range cards {
		total += k
	}
	return n == total
}

// Check returns what breaks the rules of every neutral state in s, the
// state an external engine reported in a game of players seats whose
// cards are cards (how many copies of each card name the game has, as
// CardsOf counts them at its start; nil when not known): every card in
// exactly one zone (as many times in all as the game has copies of it, and
// no card the game lacks), a seat deciding with options while the game runs
// and none once it is over, the turn and the winners among the seats, and
// the options told apart by their labels. It returns nil for a sound state.
func Check(s engine.NeutralState, players int, cards map[string]int) []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	if cards != nil && !cardsSound(s, cards) {
		where := map[string][]string{}
		for _, name := range slices.Sorted(maps.Keys(s.Zones)) {
			for _, c := range s.Zones[name] {
				where[c] = append(where[c], name)
			}
		}
		for _, c := range slices.Sorted(maps.Keys(where)) {
			switch n, have := len(where[c]), cards[c]; {
			case have == 0:
				add("card %s is no card of the game (in %s)", clip.Quote(c), strings.Join(where[c], ", "))
			case n > have && have == 1:
				add("card %s is in %d places: %s", clip.Quote(c), n, strings.Join(where[c], ", "))
			case n > have:
				add("card %s is in %d places (%s), the game has %d", clip.Quote(c), n, strings.Join(where[c], ", "), have)
			}
		}
		if len(s.Unknown) == 0 {
			var missing []string
			for _, c := range slices.Sorted(maps.Keys(cards)) {
				if len(where[c]) < cards[c] {
					missing = append(missing, c)
				}
			}
			if len(missing) > 0 {
				add("cards in no zone: %s", cardList(missing))
			}
		}
	}
	seat := func(p int) bool { return p >= 0 && p < players }
	if s.Over {
		if s.Deciding != engine.NoSeat {
			add("the game is over and %s still decides", seatText(s.Deciding))
		}
		if len(s.Options) > 0 {
			add("the game is over and options are offered: %s", labelList(s.Options))
		}
		for _, w := range s.Winners {
			if !seat(w) {
				add("winner %d is no seat of a %d-player game", w, players)
			}
		}
		if len(slices.Compact(slices.Sorted(slices.Values(s.Winners)))) != len(s.Winners) {
			add("a winner is listed twice: %s", seatList(s.Winners))
		}
	} else {
		if !seat(s.Deciding) {
			add("the game runs and no seat of the %d decides (deciding %s)", players, seatText(s.Deciding))
		}
		if len(s.Options) == 0 {
			add("the game runs and no option is offered")
		}
		if len(s.Winners) > 0 {
			add("the game runs and has winners: %s", seatList(s.Winners))
		}
		if s.Turn != engine.NoSeat && !seat(s.Turn) {
			add("turn %d is no seat of a %d-player game", s.Turn, players)
		}
	}
	if twice(s.Options) {
		add("an option is offered twice: %s", labelList(s.Options))
	}
	return out
}

// twice reports whether a label is in labels more than once.
func twice(labels []string) bool {
	if len(labels) > 16 {
		return len(slices.Compact(slices.Sorted(slices.Values(labels)))) != len(labels)
	}
	for i, l := range labels {
		if slices.Contains(labels[i+1:], l) {
			return true
		}
	}
	return false
}

// CardsOf counts the cards of a neutral state: how many times each card
// name is in its zones. Of a state that lists every zone, it is every card
// of the game.
func CardsOf(s engine.NeutralState) map[string]int {
	out := map[string]int{}
	for _, z := range s.Zones {
		for _, c := range z {
			out[c]++
		}
	}
	return out
}

// sameSet reports whether a and b hold the same strings, as many times
// each, in any order.
func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	if slices.Equal(a, b) {
		return true
	}
	return slices.Equal(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}

// setDiff returns the strings of a not in b and those of b not in a.
func setDiff(a, b []string) (onlyA, onlyB []string) {
	for _, x := range a {
		if !slices.Contains(b, x) {
			onlyA = append(onlyA, x)
		}
	}
	for _, x := range b {
		if !slices.Contains(a, x) {
			onlyB = append(onlyB, x)
		}
	}
	return onlyA, onlyB
}

// unionKeys returns the keys of a and b, sorted.
func unionKeys[V any](a, b map[string]V) []string {
	keys := slices.Collect(maps.Keys(a))
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}

// seatText names a seat as dogma prints it, "P1", or "none".
func seatText(p int) string {
	if p == engine.NoSeat {
		return "none"
	}
	if p < 0 {
		return strconv.Itoa(p)
	}
	return engine.SeatName(p)
}

func seatNames(seats []int) []string {
	out := make([]string, len(seats))
	for i, p := range seats {
		out[i] = seatText(p)
	}
	return out
}

func seatList(seats []int) string {
	if len(seats) == 0 {
		return "none"
	}
	return strings.Join(seatNames(seats), ", ")
}

// cardList quotes each card of a zone, "[7 red, 3 blue]".
func cardList(cards []string) string {
	return "[" + strings.Join(cards, ", ") + "]"
}

// labelList quotes labels, "\"draw\", \"play 7 red\"", or "none".
func labelList(labels []string) string {
	if len(labels) == 0 {
		return "none"
	}
	q := make([]string, len(labels))
	for i, l := range labels {
		q[i] = clip.Quote(l)
	}
	return strings.Join(q, ", ")
}
