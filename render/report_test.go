package render_test

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/render"
)

func TestWriteReport(t *testing.T) {
	r := &render.Report{
		Title: "campaign <7>",
		Facts: []render.Fact{{Name: "games", Value: "200"}},
		Heatmaps: []render.Heatmap{{Title: "Rule clauses", Groups: []render.HeatGroup{
			{Name: "DOGMA", Cells: []render.Cell{{Name: "DOGMA-1", Hits: 90}, {Name: "DOGMA-2", Status: "guarded", Why: "checked by dogma-sets"}, {Name: "DOGMA-3"}}},
			{Name: "VAR", Cells: []render.Cell{{Name: "VAR-1", Status: "unreachable"}}},
		}}},
		Charts: []render.BarChart{{Title: "End reasons", Bars: []render.Bar{{Label: "score END-2", Value: 30}, {Label: "dogma END-3", Value: 15}}}},
		Findings: []render.Finding{{Text: "violation of share-bonus [DOGMA-6]", Links: []render.Link{
			{Text: "decision log", Href: "found/a.log"}, {Text: "page", Href: "found/a.html"}}}},
	}
	var b bytes.Buffer
	if err := render.WriteReport(&b, r); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, bad := range []string{"http://", "https://", "<script", "<link", "campaign <7>"} {
		if strings.Contains(page, bad) {
			t.Errorf("the report contains %q", bad)
		}
	}
	for _, want := range []string{
		"campaign &lt;7&gt;", `<tr data-group="DOGMA"><td>DOGMA</td><td>2/3</td>`, `<tr data-group="VAR"><td>VAR</td><td>1/1</td>`,
		`data-name="DOGMA-1" data-hits="90"`, "DOGMA-2: 0 hits · guarded · checked by dogma-sets",
		`<a href="found/a.log">decision log</a>`, `<a href="found/a.html">page</a>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the report lacks %q", want)
		}
	}
	widths := regexp.MustCompile(`<rect class="bar" x="\d+" y="\d+" width="(\d+)"`).FindAllStringSubmatch(page, -1)
	if len(widths) != 2 || widths[0][1] != "360" || widths[1][1] != "180" {
		t.Errorf("bar widths %v, want 360 for the largest value and 180 for half of it", widths)
	}
	fills := regexp.MustCompile(`data-name="(DOGMA-\d)" data-hits="\d+" x="\d+" y="0" width="18" height="18" rx="2" fill="([^"]+)"`).FindAllStringSubmatch(page, -1)
	if len(fills) != 3 || fills[0][2] == fills[1][2] || fills[1][2] == fills[2][2] {
		t.Errorf("cells %v: want a reached, a guarded and a never reached cell in three colors", fills)
	}
}
