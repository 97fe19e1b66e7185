package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/render"
)

func newReportCmd() *cobra.Command {
	var asHTML, asJSON, pages bool
	cmd := &cobra.Command{
		Use:   "report FILE...",
		Short: "Summarise campaigns: coverage heat maps, end reasons, game lengths, findings",
		Long: `report reads the --json output of dogma fuzz, dogma coverage and dogma play
and summarises it: the campaigns' numbers and throughput, the findings with
their files, the end reasons and game lengths of played games, and the rule
clauses covered, per section of RULES.md (the part of a clause ID before its
dash), and the card effects, per edition and first letter.

--html writes one self-contained page with the plots drawn as SVG: clause and
effect coverage as heat maps (a cell's tooltip gives its hits), end reasons
and game lengths as bar charts, and the findings with links to their decision
logs and shrunk scenarios. With --pages it also writes, beside each finding's
decision log, its "dogma show --html --all" page, and links it. The links are
the paths the campaign wrote, relative to the folder it ran in: write the
report there.`,
		Example: `  dogma coverage --games 500 --json > coverage.json
  dogma play --games 500 --json > play.json
  dogma fuzz --games 2000 --json > fuzz.json
  dogma report --html --pages coverage.json play.json fuzz.json > report.html`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if asHTML && asJSON {
				return usageError("give --html or --json, not both")
			}
			if pages && !asHTML {
				return usageError("--pages writes the pages an HTML report links: it needs --html")
			}
			r := &render.Report{Title: "dogma report: " + strings.Join(args, ", ")}
			for _, path := range args {
				raw, err := inputfile.ReadNonEmpty(path)
				if err != nil {
					return usageError("%v", err)
				}
				if err := addToReport(r, path, raw); err != nil {
					return usageError("%s: %v", path, err)
				}
			}
			if pages {
				writeFindingPages(cmd, r)
			}
			out := cmd.OutOrStdout()
			switch {
			case asHTML:
				return render.WriteReport(out, r)
			case asJSON:
				return writeJSON(out, r)
			}
			return writeReportText(out, r)
		},
	}
	cmd.Flags().BoolVar(&asHTML, "html", false, "write one self-contained HTML page with the plots")
	cmd.Flags().BoolVar(&pages, "pages", false, "write the page of each finding's decision log beside it, and link it")
	addJSONFlag(cmd, &asJSON)
	return cmd
}

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

type rowJSON struct {
	Name   string `json:"name"`
	Hits   int64  `json:"hits"`
	Status string `json:"status"`
	Why    string `json:"why"`
}

type quantiles struct {
	Min    float64 `json:"min"`
	P10    float64 `json:"p10"`
	Median float64 `json:"median"`
	P90    float64 `json:"p90"`
	Max    float64 `json:"max"`
	Mean   float64 `json:"mean"`
}

func (q *quantiles) bars() []render.Bar {
	return []render.Bar{{Label: "min", Value: q.Min}, {Label: "10th percentile", Value: q.P10}, {Label: "median", Value: q.Median},
		{Label: "mean", Value: q.Mean}, {Label: "90th percentile", Value: q.P90}, {Label: "max", Value: q.Max}}
}

// addToReport adds to r what the JSON raw, read from path, holds.
func addToReport(r *render.Report, path string, raw []byte) error {
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
			render.Heatmap{Title: fmt.Sprintf("Rule clauses (%s, %d games)", path, c.Games), Groups: groupRows(c.Clauses, clauseSection)},
			render.Heatmap{Title: fmt.Sprintf("Card effects (%s)", path), Groups: sortedGroups(groupRows(c.Effects, effectGroup))})
	}
	if in.Ends != nil {
		known = true
		name := fmt.Sprintf("%s, %s", path, in.Profile)
		r.Facts = append(r.Facts, render.Fact{Name: "games played (" + name + ")", Value: fmt.Sprintf("%d, %.0f games/s", in.Games, in.PerSecond)})
		r.Charts = append(r.Charts, render.BarChart{Title: "End reasons (" + name + ")", Bars: sortedBars(in.Ends)})
		if in.Wins != nil {
			r.Charts = append(r.Charts, render.BarChart{Title: "Wins per seat (" + name + ")", Bars: sortedBars(in.Wins)})
		}
		if in.Decisions != nil {
			r.Charts = append(r.Charts, render.BarChart{Title: "Game length in decisions (" + name + ")", Bars: in.Decisions.bars()})
		}
		if in.Turns != nil {
			r.Charts = append(r.Charts, render.BarChart{Title: "Game length in turns (" + name + ")", Bars: in.Turns.bars()})
		}
	}
	if !known {
		return fmt.Errorf("not the --json output of dogma fuzz, coverage or play")
	}
	return nil
}

func addCampaign(r *render.Report, path string, c *campaignJSON) {
	s := c.Stats
	seed := strings.Trim(string(c.Seed), `"`)
	secs := float64(s.Elapsed) / 1e9
	value := fmt.Sprintf("seed %s: %d games, %d decisions, %d failures", seed, s.Games, s.Decisions, s.Failures)
	if secs > 0 {
		value += fmt.Sprintf(", %.0f games/s, %.0f decisions/s", float64(s.Games)/secs, float64(s.Decisions)/secs)
	}
	r.Facts = append(r.Facts, render.Fact{Name: "campaign (" + path + ")", Value: value})
	for _, f := range c.Found {
		x := f.Failure
		text := fmt.Sprintf("%s at decision %d: %s", x.Kind, x.Decision, x.Message)
		if x.Property != "" {
			text = fmt.Sprintf("%s of %s [%s] at decision %d: %s", x.Kind, x.Property, x.Clause, x.Decision, x.Message)
		}
		fd := render.Finding{Text: text}
		if f.Log != "" {
			fd.Links = append(fd.Links, render.Link{Text: "decision log", Href: f.Log})
		}
		if f.Scenario != "" {
			fd.Links = append(fd.Links, render.Link{Text: "shrunk scenario", Href: f.Scenario})
		}
		r.Findings = append(r.Findings, fd)
	}
}

// sortedBars returns the counts as bars, the largest first.
func sortedBars(counts map[string]int64) []render.Bar {
	var out []render.Bar
	for k, v := range counts {
		out = append(out, render.Bar{Label: k, Value: float64(v)})
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
func groupRows(rows []rowJSON, group func(string) string) []render.HeatGroup {
	var groups []render.HeatGroup
	index := map[string]int{}
	for _, row := range rows {
		g := group(row.Name)
		i, ok := index[g]
		if !ok {
			i = len(groups)
			index[g] = i
			groups = append(groups, render.HeatGroup{Name: g})
		}
		groups[i].Cells = append(groups[i].Cells, render.Cell{Name: row.Name, Hits: row.Hits, Status: row.Status, Why: row.Why})
	}
	return groups
}

// sortedGroups sorts groups and the cells of each by name.
func sortedGroups(groups []render.HeatGroup) []render.HeatGroup {
	sort.Slice(groups, func(i, j int) bool { return groups[i].Name < groups[j].Name })
	for _, g := range groups {
		sort.Slice(g.Cells, func(i, j int) bool { return g.Cells[i].Name < g.Cells[j].Name })
	}
	return groups
}

// writeFindingPages writes the page of each finding's decision log beside
// it and links it; a log it cannot show is left without a page.
func writeFindingPages(cmd *cobra.Command, r *render.Report) {
	for i := range r.Findings {
		f := &r.Findings[i]
		for _, l := range f.Links {
			if l.Text != "decision log" {
				continue
			}
			page := strings.TrimSuffix(l.Href, filepath.Ext(l.Href)) + ".html"
			if err := writeLogPage(l.Href, page); err != nil {
				fmt.Fprintf(cmd.ErrOrStderr(), "report: no page for %s: %v\n", l.Href, err)
				continue
			}
			f.Links = append(f.Links, render.Link{Text: "page", Href: page})
			break
		}
	}
}

// writeReportText writes r for a terminal.
func writeReportText(w io.Writer, r *render.Report) error {
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
