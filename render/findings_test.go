package render_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/render"
)

func threeFrames() *render.Page {
	return &render.Page{Title: "t", Viewer: "all", Frames: make([]render.Frame, 3)}
}

func TestMarkFailures(t *testing.T) {
	notes := []string{
		"policy: uniform",
		"found by dogma fuzz, campaign seed 1, game 0: violation of share-bonus [DOGMA-6] at decision 1: P1 shared Oars",
		"Found by dogma fuzz: violation of splay [KEY-SPLAY]: P2 red splayed twice",
		"found by dogma fuzz, campaign seed 1, game 3: violation of icons [ICON-1] at decision 40: a count",
	}
	p := threeFrames()
	render.MarkFailures(p, notes, engine.Omniscient)
	if got, want := p.Frames[1].Problem, "violation of share-bonus [DOGMA-6]: P1 shared Oars"; got != want {
		t.Errorf("frame 1: %q, want %q", got, want)
	}
	// A shrunk scenario's note names no decision, and a decision past the
	// last frame is the last frame: both go to the last frame, in order.
	if got, want := p.Frames[2].Problem, "violation of splay [KEY-SPLAY]: P2 red splayed twice\nviolation of icons [ICON-1]: a count"; got != want {
		t.Errorf("frame 2: %q, want %q", got, want)
	}
	if p.Frames[0].Problem != "" {
		t.Errorf("frame 0: %q, want none", p.Frames[0].Problem)
	}

	seat := threeFrames()
	render.MarkFailures(seat, notes[1:2], 1)
	if got := seat.Frames[1].Problem; !strings.HasPrefix(got, "violation of share-bonus [DOGMA-6] (") || strings.Contains(got, "Oars") || !strings.Contains(got, "P2") {
		t.Errorf("a seat's page gives the failure without its details: %q", got)
	}
}

func TestWritePages(t *testing.T) {
	dir := t.TempDir()
	good, bad := filepath.Join(dir, "good.txt"), filepath.Join(dir, "bad.txt")
	r := &render.Report{Findings: []render.Finding{
		{Text: "one", Links: []render.Link{{Text: "decision log", Href: good}, {Text: "shrunk scenario", Href: filepath.Join(dir, "s.txt")}}},
		{Text: "two", Links: []render.Link{{Text: "decision log", Href: bad}}},
		{Text: "three"},
	}}
	pageOf := func(log string) (*render.Page, error) {
		if log == bad {
			return nil, errors.New("no such game")
		}
		return threeFrames(), nil
	}
	var errs bytes.Buffer
	r.WritePages(pageOf, &errs)
	want := filepath.Join(dir, "good.html")
	if n := len(r.Findings[0].Links); n != 3 || r.Findings[0].Links[2] != (render.Link{Text: "page", Href: want}) {
		t.Errorf("links of the first finding: %+v", r.Findings[0].Links)
	}
	if data, err := os.ReadFile(want); err != nil || !bytes.Contains(data, []byte("<html")) {
		t.Errorf("page %s: %v", want, err)
	}
	if len(r.Findings[1].Links) != 1 || len(r.Findings[2].Links) != 0 {
		t.Errorf("a finding without a page is linked to one: %+v", r.Findings[1:])
	}
	if got := errs.String(); got != "report: no page for "+bad+": no such game\n" {
		t.Errorf("errors: %q", got)
	}
}
