package render

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
)

// campaignJSON is what dogma fuzz --json writes, and the campaign of
// dogma coverage --json.
type campaignJSON struct {
	Seed  json.RawMessage `json:"seed"`
	Stats *struct {
		Games     int64 `json:"games"`
		Decisions int64 `json:"decisions"`
		Capped    int64 `json:"capped"`
		Failures  int   `json:"failures"`
		Elapsed   int64 `json:"elapsed_ns"`
	} `json:"stats"`
	Found []struct {
		Failure struct {
			Kind     string `json:"kind"`
			Property string `json:"property"`
			Clause   string `json:"clause"`
			Decision int    `json:"decision"`
			Message  string `json:"message"`
		} `json:"failure"`
		Log      string `json:"log"`
		Scenario string `json:"scenario"`
	} `json:"found"`
}

// reportInput is any of the outputs report reads.
type reportInput struct {
	campaignJSON
	Campaign *campaignJSON `json:"campaign"`
	Coverage *struct {
		Games   int64     `json:"games"`
		Clauses []rowJSON `json:"clauses"`
		Effects []rowJSON `json:"effects"`
	} `json:"coverage"`
	Profile   string           `json:"profile"`
	Games     int64            `json:"games"`
	Ends      map[string]int64 `json:"ends"`
	Wins      map[string]int64 `json:"wins"`
	Decisions *quantiles       `json:"decisions"`
	Turns     *quantiles       `json:"turns"`
	PerSecond float64          `json:"games_per_second"`
}

// rowJSON is a clause or an effect of dogma coverage --json, with its hits.
type rowJSON struct {
	Name   string `json:"name"`
	Hits   int64  `json:"hits"`
	Status string `json:"status"`
	Why    string `json:"why"`
}

// quantiles summarise a game length in dogma play --json.
type quantiles struct {
	Min    float64 `json:"min"`
	P10    float64 `json:"p10"`
	Median float64 `json:"median"`
	P90    float64 `json:"p90"`
	Max    float64 `json:"max"`
	Mean   float64 `json:"mean"`
}

// bars returns the quantiles as the bars of a chart.
func (q *quantiles) bars() []Bar {
	return []Bar{{Label: "min", Value: q.Min}, {Label: "10th percentile", Value: q.P10}, {Label: "median", Value: q.Median},
		{Label: "mean", Value: q.Mean}, {Label: "90th percentile", Value: q.P90}, {Label: "max", Value: q.Max}}
}

// AddJSON adds to r what raw holds: the --json output of dogma fuzz
// (a campaign: its numbers and findings), dogma coverage (a campaign and
// the clauses and effects it covered, as heat maps) or dogma play (end
// reasons, wins and game lengths, as bar charts). path names the input in
// the titles. Anything else is an error.
func (r *Report) AddJSON(path string, raw []byte) error {
	var in reportInput
	if err := json.Unmarshal(raw, &in); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return fmt.Errorf("not JSON (at byte %d: %v): want the --json output of dogma fuzz, coverage or play", se.Offset, se)
		}
		return errors.New("not the --json output of dogma fuzz, coverage or play")
	}
	known := false
	if in.Stats != nil {
		addCampaign(r, path, &in.campaignJSON)
		known = true
	}
	if in.Campaign != nil && in.Campaign.Stats != nil {
		addCampaign(r, path, in.Campaign)
	}
	if c := in.Coverage; c != nil {
		known = true
		r.Heatmaps = append(r.Heatmaps,
			Heatmap{Title: fmt.Sprintf("Rule clauses (%s, %d games)", path, c.Games), Groups: groupRows(c.Clauses, clauseSection)},
			Heatmap{Title: fmt.Sprintf("Card effects (%s)", path), Groups: sortedGroups(groupRows(c.Effects, effectGroup))})
	}
	if in.Ends != nil {
		known = true
		name := fmt.Sprintf("%s, %s", path, in.Profile)
		r.Facts = append(r.Facts, Fact{Name: "games played (" + name + ")", Value: fmt.Sprintf("%d, %.0f games/s", in.Games, in.PerSecond)})
		r.Charts = append(r.Charts, BarChart{Title: "End reasons (" + name + ")", Bars: sortedBars(in.Ends)})
		if in.Wins != nil {
			r.Charts = append(r.Charts, BarChart{Title: "Wins per seat (" + name + ")", Bars: sortedBars(in.Wins)})
		}
		if in.Decisions != nil {
			r.Charts = append(r.Charts, BarChart{Title: "Game length in decisions (" + name + ")", Bars: in.Decisions.bars()})
		}
		if in.Turns != nil {
			r.Charts = append(r.Charts, BarChart{Title: "Game length in turns (" + name + ")", Bars: in.Turns.bars()})
		}
	}
	if !known {
		return fmt.Errorf("not the --json output of dogma fuzz, coverage or play")
	}
	return nil
}

// addCampaign adds a campaign's numbers and findings to r.
func addCampaign(r *Report, path string, c *campaignJSON) {
	s := c.Stats
	seed := strings.Trim(string(c.Seed), `"`)
	secs := float64(s.Elapsed) / 1e9
	value := fmt.Sprintf("seed %s: %d games, %d decisions, %d failures", seed, s.Games, s.Decisions, s.Failures)
	if secs > 0 {
		value += fmt.Sprintf(", %.0f games/s, %.0f decisions/s", float64(s.Games)/secs, float64(s.Decisions)/secs)
	}
	r.Facts = append(r.Facts, Fact{Name: "campaign (" + path + ")", Value: value})
	for _, f := range c.Found {
		x := f.Failure
		text := fmt.Sprintf("%s at decision %d: %s", x.Kind, x.Decision, x.Message)
		if x.Property != "" {
			text = fmt.Sprintf("%s of %s [%s] at decision %d: %s", x.Kind, x.Property, x.Clause, x.Decision, x.Message)
		}
		fd := Finding{Text: text}
		if f.Log != "" {
			fd.Links = append(fd.Links, Link{Text: "decision log", Href: f.Log})
		}
		if f.Scenario != "" {
			fd.Links = append(fd.Links, Link{Text: "shrunk scenario", Href: f.Scenario})
		}
		r.Findings = append(r.Findings, fd)
	}
}

// sortedBars returns the counts as bars, the largest first.
func sortedBars(counts map[string]int64) []Bar {
	var out []Bar
	for k, v := range counts {
		out = append(out, Bar{Label: k, Value: float64(v)})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Value != out[j].Value {
			return out[i].Value > out[j].Value
		}
		return out[i].Label < out[j].Label
	})
	return out
}

// clauseSection is the section of a clause ID: "DOGMA" of "DOGMA-6".
func clauseSection(id string) string {
	section, _, _ := strings.Cut(id, "-")
	return section
}

// effectGroup groups the effects of cards by edition and first letter:
// "1st · A" for "Archery 1 (1st)".
func effectGroup(name string) string {
	edition := ""
	if i := strings.LastIndex(name, " ("); i >= 0 && strings.HasSuffix(name, ")") {
		edition = name[i+2:len(name)-1] + " · "
	}
	first := "?"
	if name != "" {
		first = strings.ToUpper(name[:1])
	}
	return edition + first
}

// groupRows puts the rows into groups named by group, the groups in the
// order they first appear (RULES.md order for clauses).
func groupRows(rows []rowJSON, group func(string) string) []HeatGroup {
	var groups []HeatGroup
	index := map[string]int{}
	for _, row := range rows {
		g := group(row.Name)
		i, ok := index[g]
		if !ok {
			i = len(groups)
			index[g] = i
			groups = append(groups, HeatGroup{Name: g})
		}
		groups[i].Cells = append(groups[i].Cells, Cell(row))
	}
	return groups
}

// sortedGroups sorts groups and the cells of each by name.
func sortedGroups(groups []HeatGroup) []HeatGroup {
	sort.Slice(groups, func(i, j int) bool { return groups[i].Name < groups[j].Name })
	for _, g := range groups {
		sort.Slice(g.Cells, func(i, j int) bool { return g.Cells[i].Name < g.Cells[j].Name })
	}
	return groups
}

// WriteText writes r for a terminal: its facts, the bars of its charts,
// the share of each heat map group reached, and the findings with their
// links.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintln(&b, r.Title)
	for _, f := range r.Facts {
		fmt.Fprintf(&b, "%s: %s\n", f.Name, f.Value)
	}
	for _, c := range r.Charts {
		fmt.Fprintf(&b, "\n%s\n", c.Title)
		for _, bar := range c.Bars {
			fmt.Fprintf(&b, "  %-24s %g\n", bar.Label, bar.Value)
		}
	}
	for _, h := range r.Heatmaps {
		fmt.Fprintf(&b, "\n%s, reached or needing no hits:\n", h.Title)
		for _, g := range h.Groups {
			done, all := g.Reached()
			fmt.Fprintf(&b, "  %-12s %d/%d\n", g.Name, done, all)
		}
	}
	if len(r.Findings) > 0 {
		fmt.Fprintln(&b, "\nfindings:")
		for _, f := range r.Findings {
			fmt.Fprintf(&b, "  %s\n", f.Text)
			for _, l := range f.Links {
				fmt.Fprintf(&b, "    %s: %s\n", l.Text, l.Href)
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
