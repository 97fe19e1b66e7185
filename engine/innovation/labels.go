package innovation

import (
	"slices"
	"strconv"
	"strings"
)

// labels holds every option label a game can offer, built once per deck so
// that offering an option never builds a string.
type labels struct {
	meld    [MaxCards]string
	dogma   [MaxCards]string
	parley  [MaxCards]string // the Dogma action by parley on a distant top card (ULT-PARLEY-2)
	achieve [AgeCap + 1]string
	effects [MaxCards][3]string // "Archery 1"
	echo    [MaxCards]string    // "Ruler echo": a card's echo effect
	byName  map[string]Card     // by folded title (foldName)
	byTitle map[string]Card     // by title as printed
	rank    [MaxCards]uint16    // each card's place among the deck's cards sorted by name (byte order)
}

func (l *labels) build(d *Deck) {
	l.byName = make(map[string]Card, d.n)
	l.byTitle = make(map[string]Card, d.n)
	for c := Card(0); c < d.n; c++ {
		n := d.Facts[c].Name
		l.meld[c] = "meld " + n
		l.dogma[c] = "dogma " + n
		l.parley[c] = "parley dogma " + n
		l.byName[foldName(n)] = c
		l.byTitle[n] = c
		if d.Facts[c].HasEcho() {
			l.echo[c] = n + EchoSuffix
		}
		for i := range l.effects[c] {
			l.effects[c][i] = n + " " + strconv.Itoa(i+1)
		}
	}
	for a := 1; a <= AgeCap; a++ {
		l.achieve[a] = "achieve " + strconv.Itoa(a)
	}
	byName := make([]Card, d.n)
	for c := range byName {
		byName[c] = Card(c)
	}
	slices.SortFunc(byName, func(a, b Card) int { return strings.Compare(d.Facts[a].Name, d.Facts[b].Name) })
	for i, c := range byName {
		l.rank[c] = uint16(i)
	}
}

// appendSortedNames appends the names of the cards of set to names,
// sorted by name (byte order) as the neutral state lists a set: the
// cards sorted by their rank, without comparing strings.
func (d *Deck) appendSortedNames(names []string, set Set) []string {
	var buf [MaxCards]Card
	cs := buf[:0]
	set.Each(func(c Card) { cs = append(cs, c) })
	rank := &d.label.rank
	if len(cs) > 12 {
		slices.SortFunc(cs, func(a, b Card) int { return int(rank[a]) - int(rank[b]) })
	} else {
		for i := 1; i < len(cs); i++ {
			for j := i; j > 0 && rank[cs[j]] < rank[cs[j-1]]; j-- {
				cs[j], cs[j-1] = cs[j-1], cs[j]
			}
		}
	}
	if names == nil {
		names = make([]string, 0, len(cs))
	}
	for _, c := range cs {
		names = append(names, d.Name(c))
	}
	return names
}

// EchoSuffix ends the name of a card's echo effect, in its option and in
// its events' Effect: "Ruler echo".
const EchoSuffix = " echo"

func foldName(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// Labels of options that are not card names.
const (
	LabelDraw = "draw"
	LabelYes  = "yes"
	LabelNo   = "no"
	LabelPass = "pass"
	LabelDone = "done"
)

// SeatName returns the name of seat p in labels and logs: "P1" for seat 0,
// and "P?" for a number that is no seat, such as the -1 of an event no
// player performs.
func SeatName(p int) string {
	if p >= 0 && p < len(seatNames) {
		return seatNames[p]
	}
	return "P?"
}

var seatNames = [MaxPlayers]string{"P1", "P2", "P3", "P4"}

// ParseSeat returns the seat named s ("P1".."P4", case-insensitive).
func ParseSeat(s string) (int, bool) {
	for i, n := range seatNames {
		if strings.EqualFold(n, s) {
			return i, true
		}
	}
	return 0, false
}
