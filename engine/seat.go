package engine

import (
	"strconv"
	"strings"
)

// SeatName names seat p (from 0) the way game files and labels do: "P1",
// "P2", ...; a negative seat is "P?".
func SeatName(p int) string {
	if p < 0 {
		return "P?"
	}
	if p < len(seatNames) {
		return seatNames[p]
	}
	return "P" + strconv.Itoa(p+1)
}

var seatNames = [...]string{"P1", "P2", "P3", "P4", "P5", "P6"}

// ParseSeat returns the seat s names ("P1", "p2", ...), from 0.
func ParseSeat(s string) (int, bool) {
	if len(s) < 2 || (s[0] != 'P' && s[0] != 'p') {
		return 0, false
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 || strings.HasPrefix(s[1:], "+") || strings.HasPrefix(s[1:], "0") {
		return 0, false
	}
	return n - 1, true
}
