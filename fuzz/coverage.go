package fuzz

import (
	"html/template"
	"io"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
)

// Coverage counts, over many games of one game's suite, how many events
// cited each rule clause and how many took each branch of the rules
// (Registration.BranchOf): for Innovation, how many times each card
// effect ran ("Archery 1 (1st)") and each kind of event it caused ("Archery
// 1 (1st): transfer"), so that an effect that can draw, transfer or do
// nothing has a branch per outcome it reached. It is safe for concurrent
// use.
type Coverage struct {
	suite    *props.Suite
	names    *branchNames
	mu       sync.Mutex
	clauses  map[string]int64
	branches map[string]int64
	configs  map[string]engine.Config // the configurations of the games counted, by text
	games    int64
}

// NewCoverage returns an empty count of games of s.
func NewCoverage(s *props.Suite) *Coverage {
	return &Coverage{suite: s, names: newBranchNames(s), clauses: map[string]int64{},
		branches: map[string]int64{}, configs: map[string]engine.Config{}}
}

// AddGame counts every event of g's log.
func (c *Coverage) AddGame(g engine.Game) {
	cfg := g.Configuration()
	key := cfg.String()
	events := g.EventsSince(0)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.games++
	if _, ok := c.configs[key]; !ok {
		c.configs[key] = cfg
	}
	for i := range events {
		e := &events[i]
		if e.Clause != "" {
			c.clauses[e.Clause]++
		}
		if name := c.names.of(cfg, e); name != "" {
			c.branches[name]++
		}
	}
}

// New reports the clauses and branches g reached that c has not counted
// yet, the branches the game lists aside (see branchNames.keys): for
// Innovation, the clauses and the outcomes of effects.
func (c *Coverage) New(g engine.Game) []string {
	cfg := g.Configuration()
	listed := c.names.listedFor(cfg)
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []string
	seen := map[string]bool{}
	events := g.EventsSince(0)
	for i := range events {
		e := &events[i]
		key := e.Clause
		if key != "" && c.clauses[key] == 0 && !seen[key] {
			out = append(out, key)
			seen[key] = true
		}
		if key = c.names.of(cfg, e); key != "" && !listed[key] && c.branches[key] == 0 && !seen[key] {
			out = append(out, key)
			seen[key] = true
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
	// game of the campaign's setups can reach it), or unexplained. Only
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

// CoverageReport lists clauses and branches with their hit counts, those
// never reached first. The branches come in two tables: Effects, the
// branches the game lists (Registration.Branches; for Innovation every
// card effect), reached or not, and Branches, the finer branches reached
// (for Innovation, the outcomes of the effects).
type CoverageReport struct {
	Games    int64         `json:"games"`
	Clauses  []CoverageRow `json:"clauses"`
	Effects  []CoverageRow `json:"effects"`
	Branches []CoverageRow `json:"branches"`
}

// Report builds the report of a campaign that played setups. Every clause
// of the game's rules and every branch it lists for setups (and for the
// configurations of the games counted) has a row, reached or not; each
// clause row says how it is accounted for in such a campaign.
func (c *Coverage) Report(setups []engine.Config) *CoverageReport {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := &CoverageReport{Games: c.games}
	clauses := map[string]int64{}
	order := map[string]int{}
	definitions := map[string]string{}
	for i, cl := range c.suite.Clauses {
		clauses[cl.ID] = 0
		order[cl.ID] = i
		if cl.Definition != "" {
			definitions[cl.ID] = cl.Definition
		}
	}
	for k, v := range c.clauses {
		clauses[k] = v
	}
	listed := map[string]bool{}
	for _, cfg := range setups {
		for name := range c.names.listedFor(cfg) {
			listed[name] = true
		}
	}
	for _, cfg := range c.configs {
		for name := range c.names.listedFor(cfg) {
			listed[name] = true
		}
	}
	effects, branches := map[string]int64{}, map[string]int64{}
	for name := range listed {
		effects[name] = 0
	}
	for k, v := range c.branches {
		if listed[k] {
			effects[k] = v
		} else {
			branches[k] = v
		}
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
	guards := c.suite.Properties()
	for i := range r.Clauses {
		c.account(&r.Clauses[i], setups, guards, definitions)
	}
	r.Effects = rows(effects, func(a, b string) bool { return a < b })
	r.Branches = rows(branches, func(a, b string) bool { return a < b })
	return r
}

// account fills in how clause row r is accounted for: reached by an event,
// else unreachable in a campaign of setups, else guarded by the properties
// that name it, else a definition, else unexplained.
func (c *Coverage) account(r *CoverageRow, setups []engine.Config, properties []*props.Property, definitions map[string]string) {
	if r.Hits > 0 {
		r.Status = StatusReached
		return
	}
	if c.suite.Unreachable != nil {
		if why := c.suite.Unreachable(r.Name, setups); why != "" {
			r.Status, r.Why = StatusUnreachable, why
			return
		}
	}
	var guards []string
	for _, p := range properties {
		if slices.Contains(p.Clauses, r.Name) {
			guards = append(guards, p.Name)
		}
	}
	if len(guards) > 0 {
		r.Status, r.Why = StatusGuarded, "checked by "+strings.Join(guards, ", ")
		return
	}
	if why, ok := definitions[r.Name]; ok {
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
