package main

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// cardView is the full view of one card.
type cardView struct {
	cardInfo
	Effects  string             `json:"effects"` // the card's entry in the effects file of its edition
	Branches []fuzz.CoverageRow `json:"branches,omitempty"`
	Games    int64              `json:"coverage_games,omitempty"`
}

// showCard prints one card fully: facts, its entry in source (EFFECTS.md,
// EFFECTS-4th.md for the 4th edition, EFFECTS-echoes.md for an Echoes
// card), scenario files and the coverage of its branches in a short
// campaign (of setup, or of the default mix when it is nil).
func showCard(cmd *cobra.Command, suite *props.Suite, c engine.Card, ci cardInfo, source string, setup engine.Config, coverFor time.Duration, asJSON bool) error {
	v := cardView{cardInfo: ci, Effects: c.Text}
	if coverFor > 0 && c.Age > 0 {
		cov := fuzz.NewCoverage(suite)
		opts := fuzz.Options{Suite: suite, Seed: 1, Time: coverFor, OnGame: func(g engine.Game, _ *scenarios.Record, _ *fuzz.Failure) { cov.AddGame(g) }}
		if setup != nil {
			opts.Setups = []engine.Config{setup}
		}
		ctx, stop := interruptible()
		res, err := fuzz.Run(ctx, opts)
		stop()
		if err != nil {
			return err
		}
		v.Games = res.Stats.Games
		rep := cov.Report(suite.Setups())
		prefix := c.Name + " "
		for _, rows := range [][]fuzz.CoverageRow{rep.Effects, rep.Branches} {
			for _, r := range rows {
				if strings.HasPrefix(r.Name, prefix) {
					v.Branches = append(v.Branches, r)
				}
			}
		}
		sort.Slice(v.Branches, func(i, j int) bool { return v.Branches[i].Name < v.Branches[j].Name })
	}
	w := cmd.OutOrStdout()
	if asJSON {
		return writeJSON(w, v)
	}
	fmt.Fprint(w, ci.Name)
	if ci.French != "" {
		// The cards of age 11 have no French title.
		fmt.Fprintf(w, " (%s)", ci.French)
	}
	fmt.Fprintf(w, ", age %d", ci.Age)
	if ci.Color != "" {
		fmt.Fprintf(w, ", %s, featured %s", ci.Color, ci.Featured)
	}
	fmt.Fprintln(w)
	if len(ci.Icons) > 0 {
		fmt.Fprintf(w, "icons: %s (top-left, bottom-left, bottom-middle, bottom-right)\n", strings.Join(ci.Icons, " "))
	}
	fmt.Fprintf(w, "written: %s\n", listOrNo(ci.Written))
	if len(ci.Contract) > 0 {
		fmt.Fprintf(w, "contract: %s\n", strings.Join(ci.Contract, ", "))
	}
	if v.Effects != "" {
		fmt.Fprintf(w, "\neffects (%s):\n%s\n", source, clip.Indent(v.Effects, "  "))
	}
	fmt.Fprintf(w, "\nscenario files: %d\n", len(ci.Scenarios))
	for _, f := range ci.Scenarios {
		fmt.Fprintf(w, "  %s\n", f)
	}
	if v.Games > 0 {
		fmt.Fprintf(w, "\ncoverage in %d games of a campaign (seed 1, %s): effects run and the events they caused\n", v.Games, coverFor)
		for _, r := range v.Branches {
			fmt.Fprintf(w, "  %-50s %d\n", r.Name, r.Hits)
		}
	}
	return nil
}
