package audit

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

const testEvents = "effect\t*\tstart\neffect\tDEMAND\tstart,demand\ndraw\t*\tdraw\ntransfer\t*\ttransfer\nspecial\t*\tachieve\tlead\nreveal\t*\treveal\timplicit\n"

// feed gives the collector events of performances written as
// "KIND/CLAUSE/ARG ..." by effect "E 1" and player 0.
func feed(c *collector, perfs ...string) {
	for _, p := range perfs {
		for _, ev := range strings.Fields(p) {
			f := strings.Split(ev, "/")
			e := engine.Event{Kind: f[0], Clause: f[1], Effect: "E 1"}
			if len(f) > 2 {
				e.Arg = int(f[2][0] - '0')
			}
			c.event(&e)
		}
	}
	c.close()
}

func TestCollectorSignature(t *testing.T) {
	table, err := ParseEventTable("t.tsv", strings.NewReader(testEvents))
	if err != nil {
		t.Fatal(err)
	}
	c := &collector{table: table, sigs: map[string]*Signature{}}
	feed(c,
		"effect/DEMAND transfer/X draw/X/1",
		"effect/DEMAND reveal/X",
		"effect/DEMAND reveal/X",
		"effect/DEMAND",
		"effect/DEMAND transfer/X draw/X/1 special/X",
		"effect/DEMAND transfer/X draw/X/1",
	)
	s := c.sigs["E 1"]
	s.finish()
	if s.Performances != 6 || !s.Demand || s.May {
		t.Fatalf("signature %+v", s)
	}
	if got := strings.Join(s.Keys(), " "); got != "draw reveal transfer" {
		t.Errorf("keywords %s (a special after a move is not the effect's own)", got)
	}
	if !s.implicit["reveal"] || s.Draws[1] != 1 || len(s.Draws) != 1 || !s.IfMoved {
		t.Errorf("implicit %v, draws %v, if moved %v", s.implicit, s.Draws, s.IfMoved)
	}
}

func TestParseEventTableErrors(t *testing.T) {
	_, err := ParseEventTable("t.tsv", strings.NewReader("draw\t*\tdraw\tsometimes\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "t.tsv:1: unknown flag") {
		t.Errorf("error %v", err)
	}
}
