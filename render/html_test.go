package render_test

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/render"
)

// pageJSON reads back the data of a page.
type pageJSON struct {
	Title  string   `json:"title"`
	Viewer string   `json:"viewer"`
	Lines  []string `json:"lines"`
	Frames []struct {
		Step    int    `json:"step"`
		Label   string `json:"label"`
		Board   []int  `json:"board"`
		Problem string `json:"problem"`
		Events  []struct {
			T, C, E string
		} `json:"events"`
	} `json:"frames"`
}

var dataScript = regexp.MustCompile(`(?s)<script type="application/json" id="game-data">(.*?)</script>`)

func writePage(t *testing.T, p *render.Page) (string, pageJSON) {
	t.Helper()
	var b bytes.Buffer
	if err := render.WriteHTML(&b, p); err != nil {
		t.Fatal(err)
	}
	html := b.String()
	m := dataScript.FindStringSubmatch(html)
	if m == nil {
		t.Fatalf("no game data in the page:\n%.400s", html)
	}
	var d pageJSON
	if err := json.Unmarshal([]byte(m[1]), &d); err != nil {
		t.Fatalf("game data: %v", err)
	}
	return html, d
}

func TestWriteHTMLSelfContained(t *testing.T) {
	html, d := writePage(t, playTally(t, 3, engine.Omniscient, 30))
	for _, bad := range []string{"http://", "https://", "<link", "src=", "@import", "url("} {
		if strings.Contains(html, bad) {
			t.Errorf("the page contains %q: it must need nothing from outside", bad)
		}
	}
	for _, want := range []string{"<!DOCTYPE html>", `id="board"`, `id="events"`, `id="next"`, `id="prev"`, "ArrowRight", "step="} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if len(d.Frames) != 31 || d.Viewer != "all" || !strings.HasPrefix(d.Title, "Tally") {
		t.Errorf("data: %d frames, viewer %q, title %q", len(d.Frames), d.Viewer, d.Title)
	}
}

func TestWriteHTMLSharesLines(t *testing.T) {
	p := playTally(t, 3, 0, 30)
	_, d := writePage(t, p)
	seen := map[string]bool{}
	for _, l := range d.Lines {
		if seen[l] {
			t.Errorf("line %q stored twice", l)
		}
		seen[l] = true
	}
	for i, f := range d.Frames {
		parts := make([]string, len(f.Board))
		for j, n := range f.Board {
			parts[j] = d.Lines[n]
		}
		if got := strings.Join(parts, "\n"); got != p.Frames[i].Board {
			t.Errorf("frame %d: board read back as %q, want %q", i, got, p.Frames[i].Board)
		}
	}
}

func TestWriteHTMLEscapes(t *testing.T) {
	p := &render.Page{Title: `<b>"x"</b>`, Viewer: "P1", Frames: []render.Frame{
		{Board: "<pre>start</pre>"},
		{Step: 1, Player: "P1", Kind: "action", Label: "</script><script>alert(1)</script>",
			Events: []render.Event{
				{Text: "P1 draws A [DRAW-1] (Card 1)", Clause: "DRAW-1", Effect: "Card 1"},
				{Text: "P1 performs Card 1 [DOGMA-4]", Clause: "DOGMA-4", Effect: "Card 1"},
			},
			Board: "<pre>after</pre>", Problem: "violation of x [X-1]: it broke"},
	}}
	html, d := writePage(t, p)
	if strings.Contains(html, "<script>alert") || strings.Contains(html, "<b>\"x\"</b>") {
		t.Error("the page does not escape its text")
	}
	f := d.Frames[1]
	if f.Label != p.Frames[1].Label || f.Problem != p.Frames[1].Problem {
		t.Errorf("frame read back as %+v", f)
	}
	if len(f.Events) != 2 || f.Events[0].T != "P1 draws A" || f.Events[0].C != "DRAW-1" || f.Events[0].E != "Card 1" || f.Events[1].T != "P1 performs Card 1" {
		t.Errorf("event read back as %+v, want its text without the clause and effect it ends with", f.Events)
	}
}
