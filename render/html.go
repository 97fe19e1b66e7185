package render

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"html/template"
	"io"
	"regexp"
	"strings"
)

//go:embed page.css
var pageCSS string

//go:embed page.js
var pageJS string

// pageData is the JSON a page's script reads: the frames, their boards as
// indexes into Lines, the lines of HTML the boards share.
type pageData struct {
	Title  string      `json:"title"`
	Viewer string      `json:"viewer"`
	Lines  []string    `json:"lines"`
	Frames []frameData `json:"frames"`
}

type frameData struct {
	Step    int         `json:"step"`
	Player  string      `json:"player,omitempty"`
	Kind    string      `json:"kind,omitempty"`
	Label   string      `json:"label,omitempty"`
	Events  []eventData `json:"events,omitempty"`
	Board   []int       `json:"board"`
	Problem string      `json:"problem,omitempty"`
}

type eventData struct {
	Text   string `json:"t"`
	Clause string `json:"c,omitempty"`
	Effect string `json:"e,omitempty"`
}

// data returns the JSON of p, each distinct line of its boards stored
// once: most of a position does not change from one decision to the next.
func data(p *Page) pageData {
	d := pageData{Title: p.Title, Viewer: p.Viewer, Lines: []string{}, Frames: []frameData{}}
	index := map[string]int{}
	for _, f := range p.Frames {
		fd := frameData{Step: f.Step, Player: f.Player, Kind: f.Kind, Label: f.Label, Problem: f.Problem, Board: []int{}}
		for _, e := range f.Events {
			fd.Events = append(fd.Events, eventData{Text: trimCause(e), Clause: e.Clause, Effect: e.Effect})
		}
		for _, line := range strings.Split(f.Board, "\n") {
			i, ok := index[line]
			if !ok {
				i = len(d.Lines)
				index[line] = i
				d.Lines = append(d.Lines, line)
			}
			fd.Board = append(fd.Board, i)
		}
		d.Frames = append(d.Frames, fd)
	}
	return d
}

// trimCause drops from an event's text the clause and effect it ends
// with, " [DOGMA-6] (Archery 1)", which the page shows on their own.
func trimCause(e Event) string {
	t := e.Text
	if e.Effect != "" {
		t = strings.TrimSuffix(t, " ("+e.Effect+")")
	}
	if e.Clause != "" {
		t = strings.TrimSuffix(t, " ["+e.Clause+"]")
	}
	return t
}

var pageTemplate = template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}} · seen by {{.Viewer}}</title>
<style>{{.CSS}}</style>
</head>
<body>
<header>
<h1>{{.Title}}</h1>
<p class="viewer">seen by {{.Viewer}}</p>
<nav>
<button id="first" title="first step (Home)">|◀</button>
<button id="prev" title="previous decision (←)">◀</button>
<span id="where"></span>
<button id="next" title="next decision (→)">▶</button>
<button id="last" title="last step (End)">▶|</button>
<input id="slider" type="range" min="0" value="0" aria-label="decision">
<button id="problem-link" hidden>go to the failure</button>
</nav>
</header>
<main>
<section id="board" aria-label="position"></section>
<aside>
<div id="problem" hidden></div>
<h2>Decision</h2>
<p id="decision"></p>
<h2>Events</h2>
<ol id="events"></ol>
</aside>
</main>
<script type="application/json" id="game-data">{{.Data}}</script>
<script>{{.JS}}</script>
</body>
</html>
`))

// scriptBreaker matches what must not appear as is in a script element.
var scriptBreaker = regexp.MustCompile(`(?i)<(/|!--|script)`)

// WriteHTML writes p as one self-contained HTML page.
func WriteHTML(w io.Writer, p *Page) error {
	// The JSON keeps most of its < as they are, which keeps it small, but
	// escapes those that could end the script element or change how the
	// HTML parser reads it: "</", "<!--" and "<script".
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(data(p)); err != nil {
		return err
	}
	raw := scriptBreaker.ReplaceAll(bytes.TrimSpace(buf.Bytes()), []byte(`\u003c$1`))
	return pageTemplate.Execute(w, struct {
		Title, Viewer string
		CSS           template.CSS
		JS            template.JS
		Data          template.JS
	}{p.Title, p.Viewer, template.CSS(pageCSS), template.JS(pageJS), template.JS(raw)})
}
