package main

import (
	"bufio"
	"bytes"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/play"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	"github.com/dogma-engine/dogma/render"
)

// A step-by-step walk without --seat is seen by one seat throughout, on a
// terminal as piped: a viewer that followed the player to decide would
// show every player's hidden hand in turn.
func TestShowStepHasOneViewer(t *testing.T) {
	walk := func(pause bool) (string, []int) {
		cfg, err := innprops.Suite.ParseConfig("players=3 edition=1st")
		if err != nil {
			t.Fatal(err)
		}
		rg, err := play.NewRandom(innprops.Suite, cfg, 7)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		o := showOptions{at: 12, step: true, viewer: render.NextViewer}
		src := &viewerProbe{src: randomSource{rg}}
		w := newWalker(innprops.Suite, rg.Game, src, o, &out, bufio.NewReader(strings.NewReader(strings.Repeat("\n", 100))), pause)
		src.w = w
		if err := w.Run(); err != nil {
			t.Fatal(err)
		}
		return out.String(), src.viewers
	}
	out, viewers := walk(true)
	for _, v := range viewers {
		if v != viewers[0] {
			t.Fatalf("the viewer changed during the walk: %v", viewers)
		}
	}
	if n := strings.Count(out, "-- Enter: next step"); n < 10 {
		t.Fatalf("the walk paused %d times, want one per step", n)
	}
	_, piped := walk(false)
	if piped[0] != viewers[0] {
		t.Errorf("piped, the walk is seen by seat %d; on a terminal by seat %d", piped[0], viewers[0])
	}
}

// viewerProbe answers as src does and records the viewer of the walk at
// every decision.
type viewerProbe struct {
	src     render.Source
	w       *walker
	viewers []int
}

func (p *viewerProbe) Next(d *engine.Decision) (int, error) {
	p.viewers = append(p.viewers, p.w.ViewerNow())
	return p.src.Next(d)
}
