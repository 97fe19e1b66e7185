package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/view"
	"github.com/dogma-engine/dogma/play"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// showPage runs dogma show --html with args and returns the page.
func showPage(t *testing.T, args ...string) string {
	t.Helper()
	return runOut(t, append([]string{"show", "--html"}, args...)...)
}

// runOut runs dogma with args and returns its output; exit code 1
// (findings) is accepted.
func runOut(t *testing.T, args ...string) string {
	t.Helper()
	root := newRootCmd()
	var stdout, stderr bytes.Buffer
	root.SetOut(&stdout)
	root.SetErr(&stderr)
	root.SetArgs(args)
	if err := execute(root); err != nil {
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != exitFindings {
			t.Fatalf("dogma %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
		}
	}
	return stdout.String()
}

// pageFrames reads the frames of a page back from its data.
type pageFrames struct {
	Lines  []string `json:"lines"`
	Frames []struct {
		Step    int    `json:"step"`
		Player  string `json:"player"`
		Label   string `json:"label"`
		Problem string `json:"problem"`
		Board   []int  `json:"board"`
	} `json:"frames"`
}

var gameData = regexp.MustCompile(`(?s)<script type="application/json" id="game-data">(.*?)</script>`)

func framesOf(t *testing.T, page string) pageFrames {
	t.Helper()
	m := gameData.FindStringSubmatch(page)
	if m == nil {
		t.Fatal("the page has no game data")
	}
	var d pageFrames
	if err := json.Unmarshal([]byte(m[1]), &d); err != nil {
		t.Fatal(err)
	}
	return d
}

const failureLog = "testdata/html/share-bonus-violation.log"

func TestShowHTMLFailureAtItsDecision(t *testing.T) {
	d := framesOf(t, showPage(t, "--all", failureLog))
	if len(d.Frames) != 8 {
		t.Fatalf("%d frames, want the start and 7 decisions", len(d.Frames))
	}
	for i, f := range d.Frames {
		if (f.Problem != "") != (i == 7) {
			t.Errorf("frame %d: problem %q; want one at decision 7 alone", i, f.Problem)
		}
	}
	want := "violation of share-bonus [DOGMA-6]: P1 shared and changed the game"
	if got := d.Frames[7].Problem; !strings.HasPrefix(got, want) {
		t.Errorf("problem %q, want %q...", got, want)
	}
	seat := framesOf(t, showPage(t, "--seat", "P2", failureLog))
	got := seat.Frames[7].Problem
	if !strings.HasPrefix(got, "violation of share-bonus [DOGMA-6] (") || strings.Contains(got, "City States") {
		t.Errorf("P2's page gives the failure as %q: want it without the cards it names", got)
	}
}

func TestShowHTMLStepsAndSize(t *testing.T) {
	page := showPage(t, "--seed", "7", "--seat", "P1")
	d := framesOf(t, page)
	decisions := len(d.Frames) - 1
	if decisions < 100 {
		t.Fatalf("only %d decisions in the game of seed 7", decisions)
	}
	if max := 300 << 10 * decisions / 200; len(page) > max {
		t.Errorf("the page of %d decisions takes %d bytes, more than %d (300 KB for 200)", decisions, len(page), max)
	}
	at := framesOf(t, showPage(t, "--seed", "7", "--seat", "P1", "--at", "10"))
	if n := at.Frames[len(at.Frames)-1].Step; n != 10 {
		t.Errorf("--at 10: the last frame is of step %d", n)
	}
}

// TestShowHTMLHidesUnseenCards plays random games again and checks that
// a seat's page names no card the seat never saw: not in any position it
// was shown, nor revealed by an event.
func TestShowHTMLHidesUnseenCards(t *testing.T) {
	for _, seed := range []uint64{7, 12} {
		for seat := 0; seat < 2; seat++ {
			page := showPage(t, "--seed", fmt.Sprint(seed), "--seat", engine.SeatName(seat))
			for _, name := range unseenCards(t, seed, seat) {
				if strings.Contains(page, name) {
					t.Errorf("seed %d: %s's page names %s, which %[2]s never saw", seed, engine.SeatName(seat), name)
				}
			}
		}
	}
}

// unseenCards returns the names of the cards seat viewer never sees in
// the random game of seed, leaving out names that are part of other
// names ("Tools" of "Machine Tools").
func unseenCards(t *testing.T, seed uint64, viewer int) []string {
	t.Helper()
	cfg, err := innprops.Suite.ParseConfig("players=2 edition=1st ages=10")
	if err != nil {
		t.Fatal(err)
	}
	rg, err := play.NewRandom(innprops.Suite, cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	g := rg.Game.(*inn.Game)
	seen := view.Seen(g.State(), viewer)
	for d := g.Decision(); d != nil; d = g.Decision() {
		mark := g.Mark()
		if err := g.Choose(rg.Choose(d)); err != nil {
			t.Fatal(err)
		}
		for _, e := range g.EventsSince(mark) {
			if e.Kind == inn.EvReveal && e.Card >= 0 {
				seen.Add(inn.Card(e.Card))
			}
		}
		seen = seen.Union(view.Seen(g.State(), viewer))
	}
	deck := g.Deck()
	var names, unseen []string
	for c := inn.Card(0); c < inn.NumCards; c++ {
		if n := deck.Name(c); n != "" {
			names = append(names, n)
			if !seen.Has(c) {
				unseen = append(unseen, n)
			}
		}
	}
	var out []string
	for _, u := range unseen {
		inner := false
		for _, n := range names {
			inner = inner || n != u && strings.Contains(n, u)
		}
		if !inner {
			out = append(out, u)
		}
	}
	if len(out) < 10 {
		t.Fatalf("only %d cards unseen by %s: %v", len(out), engine.SeatName(viewer), out)
	}
	return out
}
