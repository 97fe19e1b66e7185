package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// propInfo is one property as dogma props prints it.
type propInfo struct {
	Name    string   `json:"name"`
	Clauses []string `json:"clauses"`
	Cost    string   `json:"cost"`
	Doc     string   `json:"doc"`
}

func newPropsCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "props",
		Short: "List the properties checked while games are played",
		Long: `props lists every property dogma checks while it plays games, in the order
they run: its name, the RULES.md clauses it guards, its cost and what it
checks. Cheap properties check the events of every decision, a window of
decisions at a time, the whole state at a sample of the decisions, and the
question a decision asks (the options, to whom) at a sample of the
decisions. Expensive ones run after the first two decisions of a game, after
decisions whose index is a power of two and after the last one, their
costliest parts at a fixed sample of those. Every sample is drawn from the
game's start and the decision's index, so a seed is checked the same way
every time. In strict mode, and in a game started from a position, every
property checks everything after every decision.`,
		Example: `  dogma props
  dogma props --json | jq -r '.[] | select(.cost == "expensive") | .name'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			suite, err := gameOf(cmd)
			if err != nil {
				return err
			}
			var out []propInfo
			for _, p := range suite.Properties() {
				out = append(out, propInfo{Name: p.Name, Clauses: p.Clauses, Cost: p.Cost.String(), Doc: p.Doc})
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), out)
			}
			w := cmd.OutOrStdout()
			width := 0
			for _, p := range out {
				width = max(width, len(p.Name))
			}
			for i, p := range out {
				if i > 0 {
					fmt.Fprintln(w)
				}
				fmt.Fprintf(w, "%-*s  %-9s  %s\n", width, p.Name, p.Cost, strings.Join(p.Clauses, " "))
				fmt.Fprintf(w, "%*s  %s\n", width, "", p.Doc)
			}
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	return cmd
}
