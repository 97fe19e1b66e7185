package main

import (
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
				if err := r.AddJSON(path, raw); err != nil {
					return usageError("%s: %v", path, err)
				}
			}
			if pages {
				r.WritePages(logPage, cmd.ErrOrStderr())
			}
			out := cmd.OutOrStdout()
			switch {
			case asHTML:
				return render.WriteReport(out, r)
			case asJSON:
				return writeJSON(out, r)
			}
			return r.WriteText(out)
		},
	}
	cmd.Flags().BoolVar(&asHTML, "html", false, "write one self-contained HTML page with the plots")
	cmd.Flags().BoolVar(&pages, "pages", false, "write the page of each finding's decision log beside it, and link it")
	addJSONFlag(cmd, &asJSON)
	return cmd
}
