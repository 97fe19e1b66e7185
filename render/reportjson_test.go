package render_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/render"
)

const (
	fuzzJSON = `{"seed": 7, "stats": {"games": 300, "decisions": 60000, "failures": 1, "elapsed_ns": 2000000000},
"found": [{"failure": {"kind": "violation", "property": "share-bonus", "clause": "DOGMA-6", "decision": 41, "message": "no share bonus"},
"log": "found/a.log", "scenario": "found/a.txt"}]}`
	coverageJSON = `{"campaign": {"seed": "3", "stats": {"games": 20, "decisions": 4000}},
"coverage": {"games": 20,
"clauses": [{"name": "DOGMA-1", "hits": 9}, {"name": "DOGMA-2"}, {"name": "END-1", "hits": 2}, {"name": "DOGMA-3", "status": "unreachable", "why": "a 4-player rule"}],
"effects": [{"name": "Oars 1 (1st)", "hits": 3}, {"name": "Archery 1 (1st)", "hits": 5}, {"name": "Agriculture 1 (1st)"}, {"name": "Archery 1 (3rd)", "hits": 1}]}}`
	playJSON = `{"profile": "players=2", "games": 20, "games_per_second": 400,
"ends": {"score END-2": 5, "achievements END-1": 15}, "wins": {"P1": 10, "P2": 10},
"decisions": {"min": 50, "p10": 80, "median": 120, "p90": 200, "max": 400, "mean": 130}}`
)

func TestAddJSONReadsEachOutput(t *testing.T) {
	r := &render.Report{Title: "dogma report"}
	if err := r.AddJSON("fuzz.json", []byte(fuzzJSON)); err != nil {
		t.Fatal(err)
	}
	if err := r.AddJSON("coverage.json", []byte(coverageJSON)); err != nil {
		t.Fatal(err)
	}
	if err := r.AddJSON("play.json", []byte(playJSON)); err != nil {
		t.Fatal(err)
	}

	wantFacts := []render.Fact{
		{Name: "campaign (fuzz.json)", Value: "seed 7: 300 games, 60000 decisions, 1 failures, 150 games/s, 30000 decisions/s"},
		{Name: "campaign (coverage.json)", Value: "seed 3: 20 games, 4000 decisions, 0 failures"},
		{Name: "games played (play.json, players=2)", Value: "20, 400 games/s"},
	}
	if !reflect.DeepEqual(r.Facts, wantFacts) {
		t.Errorf("facts:\n got %+v\nwant %+v", r.Facts, wantFacts)
	}
	wantFindings := []render.Finding{{
		Text:  "violation of share-bonus [DOGMA-6] at decision 41: no share bonus",
		Links: []render.Link{{Text: "decision log", Href: "found/a.log"}, {Text: "shrunk scenario", Href: "found/a.txt"}},
	}}
	if !reflect.DeepEqual(r.Findings, wantFindings) {
		t.Errorf("findings:\n got %+v\nwant %+v", r.Findings, wantFindings)
	}

	if len(r.Heatmaps) != 2 {
		t.Fatalf("%d heat maps, want clauses and effects", len(r.Heatmaps))
	}
	// Clauses group by section in the order they come (RULES.md order);
	// effects by edition and first letter, sorted.
	groups := func(h render.Heatmap) []string {
		var out []string
		for _, g := range h.Groups {
			var cells []string
			for _, c := range g.Cells {
				cells = append(cells, c.Name)
			}
			out = append(out, g.Name+": "+strings.Join(cells, ", "))
		}
		return out
	}
	if got, want := groups(r.Heatmaps[0]), []string{"DOGMA: DOGMA-1, DOGMA-2, DOGMA-3", "END: END-1"}; !reflect.DeepEqual(got, want) {
		t.Errorf("clause groups %q, want %q", got, want)
	}
	if got, want := groups(r.Heatmaps[1]), []string{"1st · A: Agriculture 1 (1st), Archery 1 (1st)", "1st · O: Oars 1 (1st)", "3rd · A: Archery 1 (3rd)"}; !reflect.DeepEqual(got, want) {
		t.Errorf("effect groups %q, want %q", got, want)
	}
	if c := r.Heatmaps[0].Groups[0].Cells[2]; c.Status != "unreachable" || c.Why != "a 4-player rule" {
		t.Errorf("DOGMA-3: %+v, want unreachable with its reason", c)
	}
	if title := r.Heatmaps[0].Title; title != "Rule clauses (coverage.json, 20 games)" {
		t.Errorf("clause heat map title %q", title)
	}

	var titles []string
	for _, c := range r.Charts {
		titles = append(titles, c.Title)
	}
	wantTitles := []string{"End reasons (play.json, players=2)", "Wins per seat (play.json, players=2)", "Game length in decisions (play.json, players=2)"}
	if !reflect.DeepEqual(titles, wantTitles) {
		t.Fatalf("charts %q, want %q", titles, wantTitles)
	}
	// Bars the largest first; equal ones by label.
	ends := r.Charts[0].Bars
	if len(ends) != 2 || ends[0] != (render.Bar{Label: "achievements END-1", Value: 15}) || ends[1] != (render.Bar{Label: "score END-2", Value: 5}) {
		t.Errorf("end reasons %+v", ends)
	}
	if wins := r.Charts[1].Bars; len(wins) != 2 || wins[0].Label != "P1" || wins[1].Label != "P2" {
		t.Errorf("wins %+v", wins)
	}
	if length := r.Charts[2].Bars; len(length) != 6 || length[2] != (render.Bar{Label: "median", Value: 120}) {
		t.Errorf("game length %+v", length)
	}
}

func TestAddJSONRefusesOtherInput(t *testing.T) {
	for raw, want := range map[string]string{
		"not json":          "not JSON (at byte 2",
		`{"title": "x"}`:    "not the --json output of dogma fuzz, coverage or play",
		`[1, 2]`:            "not the --json output of dogma fuzz, coverage or play",
		`{"stats": "many"}`: "not the --json output of dogma fuzz, coverage or play",
	} {
		r := &render.Report{}
		err := r.AddJSON("in.json", []byte(raw))
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: %v, want %s", raw, err, want)
		}
	}
}

func TestWriteText(t *testing.T) {
	r := &render.Report{Title: "dogma report: coverage.json, fuzz.json"}
	for _, in := range []struct{ path, raw string }{{"coverage.json", coverageJSON}, {"fuzz.json", fuzzJSON}} {
		if err := r.AddJSON(in.path, []byte(in.raw)); err != nil {
			t.Fatal(err)
		}
	}
	r.Charts = []render.BarChart{{Title: "End reasons", Bars: []render.Bar{{Label: "score END-2", Value: 5}}}}
	var b strings.Builder
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	want := `dogma report: coverage.json, fuzz.json
campaign (coverage.json): seed 3: 20 games, 4000 decisions, 0 failures
campaign (fuzz.json): seed 7: 300 games, 60000 decisions, 1 failures, 150 games/s, 30000 decisions/s

End reasons
  score END-2              5

Rule clauses (coverage.json, 20 games), reached or needing no hits:
  DOGMA        2/3
  END          1/1

Card effects (coverage.json), reached or needing no hits:
  1st · A      1/2
  1st · O      1/1
  3rd · A      1/1

findings:
  violation of share-bonus [DOGMA-6] at decision 41: no share bonus
    decision log: found/a.log
    shrunk scenario: found/a.txt
`
	if b.String() != want {
		t.Errorf("text:\n%s\nwant:\n%s", b.String(), want)
	}
}
