package render

import (
	"fmt"
	"html/template"
	"io"
	"math"
	"strings"
)

// Report is the result of a campaign to be written as an HTML page: its
// facts, heat maps of what it covered, bar charts and findings.
type Report struct {
	Title    string     `json:"title"`
	Facts    []Fact     `json:"facts,omitempty"`
	Heatmaps []Heatmap  `json:"heatmaps,omitempty"`
	Charts   []BarChart `json:"charts,omitempty"`
	Findings []Finding  `json:"findings,omitempty"`
}

// Fact is one number of a Report, named.
type Fact struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Heatmap shows how often each of many things was reached, in groups
// (the clauses of a rule section, the effects of the cards of an age).
type Heatmap struct {
	Title  string      `json:"title"`
	Groups []HeatGroup `json:"groups"`
}

// HeatGroup is one row of a Heatmap.
type HeatGroup struct {
	Name  string `json:"name"`
	Cells []Cell `json:"cells"`
}

// Cell is one thing of a Heatmap: how often it was reached, and for one
// that counts no hits, why ("guarded", "definition", "unreachable").
type Cell struct {
	Name   string `json:"name"`
	Hits   int64  `json:"hits"`
	Status string `json:"status,omitempty"`
	Why    string `json:"why,omitempty"`
}

// BarChart is a chart of named values, drawn as horizontal bars.
type BarChart struct {
	Title string `json:"title"`
	Bars  []Bar  `json:"bars"`
}

// Bar is one value of a BarChart.
type Bar struct {
	Label string  `json:"label"`
	Value float64 `json:"value"`
}

// Finding is one failure a campaign found, with links to its files.
type Finding struct {
	Text  string `json:"text"`
	Links []Link `json:"links,omitempty"`
}

// Link is a link of a Finding: a file beside the report, or its page.
type Link struct {
	Text string `json:"text"`
	Href string `json:"href"`
}

// Reached reports how many cells of g were reached or need no hits (a
// guarded clause, a definition, an unreachable one), and how many it has.
func (g *HeatGroup) Reached() (done, all int) {
	for _, c := range g.Cells {
		if c.Hits > 0 || c.Status == "guarded" || c.Status == "definition" || c.Status == "unreachable" {
			done++
		}
	}
	return done, len(g.Cells)
}

// cellColor is the fill of a heat map cell: green, darker the more hits
// (on a log scale up to most), blue for a cell that needs no hits, red for
// one never reached.
func cellColor(c Cell, most int64) string {
	switch {
	case c.Hits > 0:
		f := 1.0
		if most > 1 {
			f = math.Log(float64(c.Hits)+1) / math.Log(float64(most)+1)
		}
		light := 88 - int(f*55)
		return fmt.Sprintf("hsl(140,55%%,%d%%)", light)
	case c.Status == "guarded" || c.Status == "definition":
		return "#cfe0f5"
	case c.Status == "unreachable":
		return "#e2e2e2"
	}
	return "#f4b6b0"
}

// heatSVG draws a heat map group as a row of cells.
func heatSVG(g HeatGroup, most int64) template.HTML {
	const size, gap = 18, 2
	var b strings.Builder
	w := len(g.Cells) * (size + gap)
	fmt.Fprintf(&b, `<svg class="heat" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-label="%s">`, w, size, w, size, template.HTMLEscapeString(g.Name))
	for i, c := range g.Cells {
		title := fmt.Sprintf("%s: %d hit%s", c.Name, c.Hits, plural(c.Hits))
		if c.Status != "" {
			title += " · " + c.Status
		}
		if c.Why != "" {
			title += " · " + c.Why
		}
		fmt.Fprintf(&b, `<rect data-name="%s" data-hits="%d" x="%d" y="0" width="%d" height="%d" rx="2" fill="%s"><title>%s</title></rect>`,
			template.HTMLEscapeString(c.Name), c.Hits, i*(size+gap), size, size, cellColor(c, most), template.HTMLEscapeString(title))
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

// barSVG draws a bar chart: a label, a bar and its value per line.
func barSVG(c BarChart) template.HTML {
	const labelW, barW, valueW, line = 190, 360, 80, 22
	most := 0.0
	for _, b := range c.Bars {
		most = math.Max(most, b.Value)
	}
	var b strings.Builder
	h := len(c.Bars) * line
	fmt.Fprintf(&b, `<svg class="bars" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-label="%s">`,
		labelW+barW+valueW, h, labelW+barW+valueW, h, template.HTMLEscapeString(c.Title))
	for i, bar := range c.Bars {
		y := i * line
		w := 0
		if most > 0 {
			w = int(math.Round(bar.Value / most * barW))
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end" font-size="12">%s</text>`, labelW-6, y+15, template.HTMLEscapeString(bar.Label))
		fmt.Fprintf(&b, `<rect class="bar" x="%d" y="%d" width="%d" height="%d" fill="#4a7fc1"/>`, labelW, y+3, w, line-6)
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="12">%s</text>`, labelW+w+4, y+15, formatValue(bar.Value))
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

func formatValue(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return fmt.Sprintf("%d", int64(v))
	}
	return fmt.Sprintf("%.1f", v)
}

func plural(n int64) string {
	if n == 1 {
		return ""
	}
	return "s"
}

var reportTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"heat": heatSVG, "bars": barSVG,
	"most": func(h Heatmap) int64 {
		var m int64
		for _, g := range h.Groups {
			for _, c := range g.Cells {
				m = max(m, c.Hits)
			}
		}
		return m
	},
	"reached": func(g HeatGroup) string {
		done, all := g.Reached()
		return fmt.Sprintf("%d/%d", done, all)
	},
}).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #222; background: #fafaf7; }
h1 { font-size: 18px; } h2 { font-size: 15px; margin-top: 20px; }
table.facts td { padding: 1px 10px 1px 0; } table.facts td:first-child { color: #555; }
table.heatmap td { padding: 1px 8px 1px 0; vertical-align: middle; white-space: nowrap; }
.legend span { display: inline-block; width: 12px; height: 12px; margin: 0 3px 0 10px; vertical-align: middle; border-radius: 2px; }
.findings li { margin-bottom: 4px; } .findings a { margin-left: 8px; }
</style>
</head>
<body>
<h1>{{.Title}}</h1>
{{with .Facts}}<table class="facts">{{range .}}<tr><td>{{.Name}}</td><td>{{.Value}}</td></tr>{{end}}</table>{{end}}
{{with .Findings}}<h2>Findings</h2>
<ol class="findings">{{range .}}<li>{{.Text}}{{range .Links}}<a href="{{.Href}}">{{.Text}}</a>{{end}}</li>{{end}}</ol>{{end}}
{{range .Charts}}<h2>{{.Title}}</h2>
{{bars .}}
{{end}}
{{range .Heatmaps}}{{$most := most .}}<h2>{{.Title}}</h2>
<p class="legend">more hits are darker, up to {{$most}}<span style="background:hsl(140,55%,50%)"></span>reached<span style="background:#cfe0f5"></span>guarded or a definition<span style="background:#e2e2e2"></span>unreachable<span style="background:#f4b6b0"></span>never reached</p>
<table class="heatmap">{{range .Groups}}<tr data-group="{{.Name}}"><td>{{.Name}}</td><td>{{reached .}}</td><td>{{heat . $most}}</td></tr>
{{end}}</table>
{{end}}
</body>
</html>
`))

// WriteReport writes r as one self-contained HTML page: the plots are SVG
// drawn here, and a cell's hits are in its tooltip.
func WriteReport(w io.Writer, r *Report) error { return reportTemplate.Execute(w, r) }
