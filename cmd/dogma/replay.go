package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/scenarios"
)

func newReplayCmd() *cobra.Command {
	var rewrite, asJSON bool
	cmd := &cobra.Command{
		Use:   "replay PATH...",
		Short: "Replay scenario files and decision logs",
		Long: `replay runs scenario files (and decision logs, which are scenario files) and
checks that every command prints its expected output. A folder stands for
every file below it. It prints one line per file, "ok" or "FAIL" with the
first difference at its file:line, and exits with code 1 if any file fails.

--rewrite replaces the expected outputs by the actual ones instead: review
the diff before accepting it, as an expected output is only right once it
has been worked out from the rules.`,
		Example: `  dogma replay scenarios/testdata
  dogma replay scenarios/testdata/rules/runner.txt --json
  dogma replay --rewrite scenarios/testdata/found`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			files, err := scenarios.Files(args)
			if err != nil {
				return usageError("%v", err)
			}
			if len(files) == 0 {
				return usageError("no scenario files in %v", args)
			}
			bar := newProgressBar(cmd, int64(len(files)), "files", "replaying")
			reports := make([]scenarios.Report, 0, len(files))
			failed := 0
			for _, f := range files {
				r := scenarios.Replay(f, rewrite)
				if !r.Passed {
					failed++
				}
				reports = append(reports, r)
				bar.Add(1)
			}
			bar.Finish()
			out := cmd.OutOrStdout()
			if asJSON {
				if err := writeJSON(out, reports); err != nil {
					return err
				}
			} else {
				for _, r := range reports {
					switch {
					case !r.Passed:
						fmt.Fprintf(out, "FAIL %s\n%s\n", r.Path, indent(r.Failure, "     "))
					case r.Rewrote:
						fmt.Fprintf(out, "rewrote %s\n", r.Path)
					default:
						fmt.Fprintf(out, "ok   %s\n", r.Path)
					}
				}
			}
			if failed > 0 {
				return findings("%d of %d scenario files failed", failed, len(files))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&rewrite, "rewrite", false, "replace the expected outputs by the actual ones")
	addJSONFlag(cmd, &asJSON)
	return cmd
}
