package cards

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Prompts that name a color or a seat are built once, so that asking a
// question never builds a string.

// byColor returns format with each color name in place of its %s.
func byColor(format string) (out [inn.NumColors]string) {
	for c := range out {
		out[c] = fmt.Sprintf(format, inn.Color(c))
	}
	return out
}

// bySeat returns format with each seat name in place of its %s.
func bySeat(format string) (out [inn.MaxPlayers]string) {
	for p := range out {
		out[p] = fmt.Sprintf(format, inn.SeatName(p))
	}
	return out
}

var (
	codeOfLawsSplay = byColor("Code of Laws: splay %s left?")
	compassGive     = bySeat("Compass: transfer a non-green top card with a leaf to %s")
	compassTake     = bySeat("Compass: take a top card without a leaf from %s")
	feudalismGive   = bySeat("Feudalism: transfer a card with a castle to %s")
)
