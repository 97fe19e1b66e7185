package main

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/play"
	"github.com/dogma-engine/dogma/scenarios"
)

// decisionLog renders a random game as a decision log: a scenario file
// (see package scenarios) that sets up the seeded game, plays every
// decision by label and expects the events logged after mark and the way
// the game stopped. playErr is the error the game stopped with, if any.
func decisionLog(rg *play.Random, mark int, playErr error) []byte {
	g := rg.Game
	cfg := g.Configuration()
	var b strings.Builder
	b.WriteString(scenarios.GameHeader + rg.Suite.Name + "\n")
	fmt.Fprintf(&b, "# Decision log of the random game of seed %d (%s).\n", rg.Seed, cfg)
	b.WriteString("# Replay it with \"dogma replay FILE\"; render it with \"dogma show FILE\".\n\n")
	b.WriteString("# The seeded setup (SETUP-1..SETUP-4).\n")
	fmt.Fprintf(&b, "game seed=%d %s\n----\n\n", rg.Seed, cfg)

	b.WriteString("# Every decision of the game, by label.\n")
	dec := g.Decision()
	switch {
	case playErr != nil:
		b.WriteString("play error\n")
	case dec != nil && dec.Kind != engine.KindAction:
		b.WriteString("play pending\n")
	default:
		b.WriteString("play\n")
	}
	for _, m := range rg.Moves {
		fmt.Fprintf(&b, "%s: %s\n", engine.SeatName(m.Player), m.Label)
	}
	b.WriteString("----\n")
	if playErr != nil {
		fmt.Fprintf(&b, "error: %v\n", playErr)
		return []byte(b.String())
	}
	for _, e := range g.EventsSince(mark) {
		b.WriteString(g.FormatEvent(e))
		b.WriteByte('\n')
	}
	switch res := g.Result(); {
	case res.Over:
		w := make([]string, len(res.Winners))
		for i, p := range res.Winners {
			w[i] = engine.SeatName(p)
		}
		fmt.Fprintf(&b, "over: %s %s %s\n", res.Reason, res.Clause, strings.Join(w, ","))
	case dec.Kind == engine.KindAction:
		fmt.Fprintf(&b, "next: %s action\n", engine.SeatName(dec.Player))
	default:
		fmt.Fprintf(&b, "pending: %s %s %q: %s\n", engine.SeatName(dec.Player), dec.Kind, dec.Prompt, strings.Join(dec.Labels(), " | "))
	}
	return []byte(b.String())
}
