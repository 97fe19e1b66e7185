package fuzz

import (
	"html/template"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// RuleClauses lists the clause IDs of RULES.md in the order the rulebook
// gives them. The coverage report has a row for each, reached or not.
var RuleClauses = inn.Clauses

// Coverage counts, over many games, how many events cited each rule
// clause, how many times each card effect ran and each of its branches.
// A branch of an effect is a kind of event it caused ("Archery 1:
// transfer"), so an effect that can draw, transfer or do nothing has a
// branch per outcome it reached. It is safe for concurrent use.
type Coverage struct {
	mu       sync.Mutex
	clauses  map[string]int64
	effects  map[string]int64
	branches map[string]int64
	games    int64
}

// NewCoverage returns an empty count.
func NewCoverage() *Coverage {
	return &Coverage{clauses: map[string]int64{}, effects: map[string]int64{}, branches: map[string]int64{}}
}

// AddGame counts every event of g's log.
func (c *Coverage) AddGame(g *inn.Game) {
	ed := g.Config().Edition.String()
	events := g.EventsSince(0)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.games++
	for _, e := range events {
		if e.Clause != "" {
			c.clauses[e.Clause]++
		}
		if e.Effect == "" {
			continue
		}
		name := e.Effect + " (" + ed + ")"
		if e.Kind == inn.EvEffect {
			c.effects[name]++
			continue
		}
		c.branches[name+": "+e.Kind]++
	}
}

// New reports the clauses and effect branches g reached that c has not
// counted yet.
func (c *Coverage) New(g *inn.Game) []string {
	ed := g.Config().Edition.String()
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []string
	seen := map[string]bool{}
	for _, e := range g.EventsSince(0) {
		key := e.Clause
		if key != "" && c.clauses[key] == 0 && !seen[key] {
			out = append(out, key)
			seen[key] = true
		}
		if e.Effect != "" && e.Kind != inn.EvEffect {
			key = e.Effect + " (" + ed + "): " + e.Kind
			if c.branches[key] == 0 && !seen[key] {
				out = append(out, key)
				seen[key] = true
			}
		}
	}
	return out
}

// CoverageRow is one line of a coverage report.
type CoverageRow struct {
	Name string `json:"name"`
	Hits int64  `json:"hits"`
	// Status says how a clause is accounted for: reached (an event cites
	// it), guarded (a property checks it), definition, unreachable (no
	// game of the campaign's profile can reach it), or unexplained. Only
	// clause rows have one.
	Status string `json:"status,omitempty"`
	Why    string `json:"why,omitempty"` // the guarding properties, or the reason
}

// The statuses of a clause row.
const (
	StatusReached     = "reached"
	StatusGuarded     = "guarded"
	StatusDefinition  = "definition"
	StatusUnreachable = "unreachable"
	StatusUnexplained = "unexplained"
)

// CoverageReport lists clauses, effects and branches with their hit
// counts, those never reached first.
type CoverageReport struct {
	Games    int64         `json:"games"`
	Clauses  []CoverageRow `json:"clauses"`
	Effects  []CoverageRow `json:"effects"`
	Branches []CoverageRow `json:"branches"`
}

// Report builds the report. Every clause of RuleClauses and every written
// effect of deck in the editions given has a row, reached or not; each
// clause row says how it is accounted for in a campaign of profile pr.
func (c *Coverage) Report(deck *inn.Deck, editions []inn.Edition, pr inn.Profile) *CoverageReport {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := &CoverageReport{Games: c.games}
	clauses := map[string]int64{}
	for _, id := range RuleClauses {
		clauses[id] = 0
	}
	for k, v := range c.clauses {
		clauses[k] = v
	}
	effects := map[string]int64{}
	for _, ed := range editions {
		for card := inn.Card(0); card < inn.NumAgeCards; card++ {
			for i := range deck.Effects(card, ed) {
				effects[deck.Name(card)+" "+itoa(i+1)+" ("+ed.String()+")"] = 0
			}
		}
	}
	for k, v := range c.effects {
		effects[k] = v
	}
	order := map[string]int{}
	for i, id := range RuleClauses {
		order[id] = i
	}
	r.Clauses = rows(clauses, func(a, b string) bool {
		ia, oka := order[a]
		ib, okb := order[b]
		if oka != okb {
			return oka
		}
		if oka {
			return ia < ib
		}
		return a < b
	})
	for i := range r.Clauses {
		account(&r.Clauses[i], deck, pr)
	}
	r.Effects = rows(effects, func(a, b string) bool { return a < b })
	r.Branches = rows(c.branches, func(a, b string) bool { return a < b })
	return r
}

// account fills in how clause row r is accounted for: reached by an event,
// else unreachable in this profile, else guarded by the properties that
// name it, else a definition, else unexplained.
func account(r *CoverageRow, deck *inn.Deck, pr inn.Profile) {
	if r.Hits > 0 {
		r.Status = StatusReached
		return
	}
	if why := deck.Unreachable(r.Name, pr); why != "" {
		r.Status, r.Why = StatusUnreachable, why
		return
	}
	var guards []string
	for _, p := range innprops.All() {
		if slices.Contains(p.Clauses, r.Name) {
			guards = append(guards, p.Name)
		}
	}
	if len(guards) > 0 {
		r.Status, r.Why = StatusGuarded, "checked by "+strings.Join(guards, ", ")
		return
	}
	if why, ok := inn.Definitions[r.Name]; ok {
		r.Status, r.Why = StatusDefinition, why
		return
	}
	r.Status = StatusUnexplained
}

// rows sorts a count map: zero counts first, then in the order less.
func rows(m map[string]int64, less func(a, b string) bool) []CoverageRow {
	out := make([]CoverageRow, 0, len(m))
	for k, v := range m {
		out = append(out, CoverageRow{Name: k, Hits: v})
	}
	sort.Slice(out, func(i, j int) bool {
		if (out[i].Hits == 0) != (out[j].Hits == 0) {
			return out[i].Hits == 0
		}
		return less(out[i].Name, out[j].Name)
	})
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

// Unreached returns the names of the rows never reached.
func Unreached(rows []CoverageRow) []string {
	var out []string
	for _, r := range rows {
		if r.Hits == 0 {
			out = append(out, r.Name)
		}
	}
	return out
}

type htmlTable struct {
	Title string
	Rows  []CoverageRow
}

var coverageHTML = template.Must(template.New("coverage").Funcs(template.FuncMap{
	"table": func(title string, rows []CoverageRow) htmlTable { return htmlTable{title, rows} },
}).Parse(`<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>dogma rule coverage</title>
<style>
body { font-family: sans-serif; margin: 2em; }
table { border-collapse: collapse; margin-bottom: 2em; }
td, th { border: 1px solid #ccc; padding: 2px 8px; text-align: left; }
td.n { text-align: right; }
tr.zero td { background: #fdd; }
</style></head><body>
<h1>Rule coverage of {{.Games}} games</h1>
{{define "table"}}<table><tr><th>{{.Title}}</th><th>hits</th><th>accounted for</th></tr>
{{range .Rows}}<tr{{if eq .Hits 0}} class="zero"{{end}}><td>{{.Name}}</td><td class="n">{{.Hits}}</td><td>{{.Status}}{{if .Why}}: {{.Why}}{{end}}</td></tr>
{{end}}</table>{{end}}
<h2>Rule clauses</h2>{{template "table" (table "clause" .Clauses)}}
<h2>Card effects</h2>{{template "table" (table "effect" .Effects)}}
<h2>Effect branches</h2>{{template "table" (table "branch" .Branches)}}
</body></html>
`))

// WriteHTML writes the report as an HTML page of three tables, the rows
// never reached highlighted.
func (r *CoverageReport) WriteHTML(w io.Writer) error { return coverageHTML.Execute(w, r) }
