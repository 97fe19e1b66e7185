package innovation

import (
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
			l.echo[c] = n + " echo"
		}
		for i := range l.effects[c] {
			l.effects[c][i] = n + " " + strconv.Itoa(i+1)
		}
	}
	for a := 1; a <= AgeCap; a++ {
		l.achieve[a] = "achieve " + strconv.Itoa(a)
	}
}

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
