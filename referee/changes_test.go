package referee

import (
	"bufio"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/referee/protocol"
	"github.com/dogma-engine/dogma/referee/serve"
)

// tampered returns dogma serve of Tally in this process as a Process,
// each of its state replies to a choose passed through tamper first (n
// counts them from 1). whole keeps the Process from asking for changes.
func tampered(t *testing.T, whole bool, tamper func(n int, r *protocol.StateReply)) *Process {
	t.Helper()
	reqR, reqW := io.Pipe()
	outR, outW := io.Pipe()
	repR, repW := io.Pipe()
	go func() {
		serve.New([]*engine.Registration{toygame.Registration}).Serve(reqR, outW)
		outW.Close()
	}()
	go func() {
		defer repW.Close()
		in := bufio.NewScanner(outR)
		in.Buffer(nil, protocol.MaxLine)
		n := 0
		for in.Scan() {
			line := in.Bytes()
			if m, err := protocol.DecodeReply(line); err == nil {
				if r, ok := m.(protocol.StateReply); ok && r.State == nil {
					n++
					tamper(n, &r)
					line, _ = protocol.Encode(r)
					line = line[:len(line)-1]
				}
			}
			repW.Write(append(slices.Clip(line), '\n'))
		}
	}()
	p := &Process{conn: protocol.NewConn(repR, reqW, protocol.Options{}), WholeStates: whole}
	var err error
	if p.Hello, err = p.conn.Hello(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// playTally referees game seed of 3-player Tally against ext.
func playTally(t *testing.T, ext External, seed uint64) *Match {
	t.Helper()
	cfg, err := toygame.Registration.ParseConfig("players=3")
	if err != nil {
		t.Fatal(err)
	}
	return (&Referee{Reg: toygame.Registration, Ext: ext}).Play(cfg, seed, RandomChooser(seed))
}

// dogma serve answers with changes when asked, and the referee finds it
// agrees with dogma in both modes.
func TestChangesAgree(t *testing.T) {
	for _, whole := range []bool{false, true} {
		seen := 0
		p := tampered(t, whole, func(int, *protocol.StateReply) { seen++ })
		for seed := range uint64(20) {
			if m := playTally(t, p, seed); m.Finding != nil || !m.Over {
				t.Fatalf("whole states %t, seed %d: finding %v, over %t", whole, seed, m.Finding, m.Over)
			}
		}
		if whole == (seen > 0) {
			t.Errorf("whole states %t: %d answers of changes", whole, seen)
		}
	}
}

// Changes that leave out the zones a decision changed are a disagreement:
// the engine's state patched with them is still the state before.
func TestChangesHidingZonesDisagree(t *testing.T) {
	p := tampered(t, false, func(n int, r *protocol.StateReply) {
		if n == 4 {
			r.Changes.Zones = map[string][]string{}
		}
	})
	m := playTally(t, p, 1)
	if m.Finding == nil || m.Finding.Kind != KindDisagreement || !strings.HasPrefix(m.Finding.Details[0], "zone ") {
		t.Fatalf("finding %v, want a disagreement on a zone", m.Finding)
	}
	if m.Finding.Decision != 4 {
		t.Errorf("found after decision %d, want 4", m.Finding.Decision)
	}
}

// A zone the engine removes (null) once it is empty agrees, as a zone
// left out does; one removed while dogma's holds cards leaves those cards
// in no zone, a broken rule; a field that the changes keep in the engine's
// state and dogma's state lacks is a disagreement.
func TestChangesRemovedZonesAndFields(t *testing.T) {
	emptied := func(r *protocol.StateReply) string {
		for name, z := range r.Changes.Zones {
			if len(z) == 0 {
				return name
			}
		}
		return ""
	}
	removed := false
	p := tampered(t, false, func(n int, r *protocol.StateReply) {
		if name := emptied(r); name != "" && !removed {
			delete(r.Changes.Zones, name)
			r.Changes.RemovedZones = append(r.Changes.RemovedZones, name)
			removed = true
		}
	})
	for seed := uint64(1); seed < 20 && !removed; seed++ {
		if m := playTally(t, p, seed); m.Finding != nil {
			t.Fatalf("seed %d: a zone emptied then removed: %v", seed, m.Finding)
		}
	}
	if !removed {
		t.Fatal("no zone emptied in 20 games")
	}

	p = tampered(t, false, func(n int, r *protocol.StateReply) {
		if n == 2 {
			for name, z := range r.Changes.Zones {
				if len(z) > 0 {
					delete(r.Changes.Zones, name)
					r.Changes.RemovedZones = append(r.Changes.RemovedZones, name)
					return
				}
			}
		}
	})
	if m := playTally(t, p, 1); m.Finding == nil || m.Finding.Kind != KindProperty || !strings.Contains(m.Finding.Details[0], "no zone") {
		t.Fatalf("a zone with cards removed: finding %v, want cards in no zone", m.Finding)
	}

	p = tampered(t, false, func(n int, r *protocol.StateReply) {
		if n == 2 {
			r.Changes.Fields["ghost"] = "1"
		}
	})
	if m := playTally(t, p, 1); m.Finding == nil || m.Finding.Decision != 2 || !strings.HasPrefix(m.Finding.Details[0], "field ghost") {
		t.Fatalf("a field dogma lacks: finding %v, want a disagreement on field ghost after decision 2", m.Finding)
	}
}
