package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/dogma-engine/dogma/engine"
)

// Report holds the medians of a Run. It prints as text with String or
// WriteText, and as JSON with encoding/json.
type Report struct {
	// Setting is Options.Setting, for the text's first line. The JSON
	// leaves it out: a caller adds the fields of its game's settings.
	Setting     string       `json:"-"`
	Runs        int          `json:"runs"`         // runs per measurement
	Games       int          `json:"games"`        // games per run and configuration
	Ops         int          `json:"ops"`          // repetitions per run of each operation
	Seed        uint64       `json:"seed"`         // the first game's seed
	GoVersion   string       `json:"go_version"`   // the Go release that built the program
	Platform    string       `json:"platform"`     // GOOS/GOARCH
	RandomGames []GameResult `json:"random_games"` // one entry per configuration
	Operations  []OpFigures  `json:"operations"`   // clone, hash, the game's workloads
	// PropertyCosts are the costs of the properties one at a time, when
	// Options.Each named them.
	PropertyCosts []PropertyCost `json:"property_costs,omitempty"`
}

// PropertyCost is what one property adds to a decision at its cadence:
// the median time per decision with it alone watching, less the median
// time with no property.
type PropertyCost struct {
	Name          string  `json:"name"`
	Players       int     `json:"players"`
	NsPerDecision float64 `json:"ns_per_decision"`
}

// GameResult gives the figures of random complete games with one
// configuration: with properties off, and with the observer on if one was
// given. The text labels it by its number of players.
type GameResult struct {
	Config  engine.Config `json:"-"`
	Players int           `json:"players"`
	Off     GameFigures   `json:"off"`
	On      *GameFigures  `json:"on,omitempty"`
	// Ratio is the median over the runs of the time per decision with the
	// observer on over the time with it off in the same run: the runs
	// alternate off and on, so that both see the same noise of the
	// machine. It is 0 without an observer.
	Ratio float64 `json:"ratio,omitempty"`
}

// GameFigures are the medians of the runs of one random-game measurement.
type GameFigures struct {
	GamesPerSec       float64 `json:"games_per_sec"`
	DecisionsPerSec   float64 `json:"decisions_per_sec"`
	NsPerDecision     float64 `json:"ns_per_decision"`
	AllocsPerDecision float64 `json:"allocs_per_decision"`
	BytesPerDecision  float64 `json:"bytes_per_decision"`
	DecisionsPerGame  float64 `json:"decisions_per_game"`
}

// OpFigures are the medians of one operation on a mid-game position.
type OpFigures struct {
	Name   string  `json:"name"`   // "clone", "hash" or a workload's name
	Ns     float64 `json:"ns"`     // nanoseconds per operation
	Allocs float64 `json:"allocs"` // allocations per operation
}

// JSON returns the report as indented JSON.
func (r Report) JSON() ([]byte, error) { return json.MarshalIndent(r, "", "  ") }

// String returns the report as text.
func (r Report) String() string {
	var b strings.Builder
	r.WriteText(&b)
	return b.String()
}

// WriteText writes the report as aligned text tables.
func (r Report) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "random games: %s, medians of %d runs of %d games (seeds %d-%d), %s %s\n",
		r.Setting, r.Runs, r.Games, r.Seed, r.Seed+uint64(r.Games)-1, r.GoVersion, r.Platform)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	on := false
	for _, g := range r.RandomGames {
		on = on || g.On != nil
	}
	header := "players\tproperties\tgames/s\tdecisions/s\tns/decision\tallocs/decision\tB/decision\tdecisions/game\t"
	if on {
		header += "on/off\t"
	}
	fmt.Fprintln(tw, header)
	row := func(players int, props string, f GameFigures, ratio string) {
		fmt.Fprintf(tw, "%d\t%s\t%.0f\t%.0f\t%.1f\t%.4f\t%.1f\t%.1f\t", players, props,
			f.GamesPerSec, f.DecisionsPerSec, f.NsPerDecision, f.AllocsPerDecision, f.BytesPerDecision, f.DecisionsPerGame)
		if on {
			fmt.Fprintf(tw, "%s\t", ratio)
		}
		fmt.Fprintln(tw)
	}
	for _, g := range r.RandomGames {
		row(g.Players, "off", g.Off, "")
		if g.On != nil {
			row(g.Players, "on", *g.On, fmt.Sprintf("%.2f", g.Ratio))
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(r.PropertyCosts) > 0 {
		fmt.Fprintf(w, "\nproperties one at a time, %d players: ns per decision added, median of %d runs\n", r.PropertyCosts[0].Players, r.Runs)
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "property\tns/decision\t")
		for _, pc := range r.PropertyCosts {
			fmt.Fprintf(tw, "%s\t%.1f\t\n", pc.Name, pc.NsPerDecision)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if len(r.Operations) > 0 {
		fmt.Fprintf(w, "\noperations on mid-game positions: medians of %d runs of %d\n", r.Runs, r.Ops)
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "operation\tns\tallocs\t")
		for _, op := range r.Operations {
			fmt.Fprintf(tw, "%s\t%.1f\t%.2f\t\n", op.Name, op.Ns, op.Allocs)
		}
		return tw.Flush()
	}
	return nil
}
