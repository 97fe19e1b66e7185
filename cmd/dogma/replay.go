package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/scenarios"
)

func newReplayCmd() *cobra.Command {
	var rewrite, asJSON bool
	cmd := &cobra.Command{
		Use:   "replay PATH...",
		Short: "Replay scenario files and decision logs",
		Long: `replay runs scenario files (and decision logs, which are scenario files) and
checks that every command prints its expected output. A folder stands for
every scenario file and decision log below it; other files there (such as
a README.md) are skipped with a note on stderr. It prints one line per
file, "ok" or "FAIL" with the first difference at its file:line, and exits
with code 1 if any file fails, or 2 if a file is malformed (empty, not a
scenario file, a command without its "----").

--rewrite replaces the expected outputs by the actual ones instead: review
the diff before accepting it, as an expected output is only right once it
has been worked out from the rules.`,
		Example: `  dogma replay scenarios/testdata
  dogma replay scenarios/testdata/rules/runner.txt --json
  dogma replay --rewrite scenarios/testdata/found`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			files, err := gameFiles(cmd, args, false)
			if err != nil {
				return err
			}
			bar := newProgressBar(cmd, int64(len(files)), "files", "replaying")
			reports := make([]scenarios.Report, 0, len(files))
			failed, malformed := 0, 0
			for _, f := range files {
				r, bad := replayFile(f, rewrite)
				if bad {
					malformed++
				}
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
						fmt.Fprintf(out, "FAIL %s\n%s\n", r.Path, clip.Indent(r.Failure, "     "))
					case r.Rewrote:
						fmt.Fprintf(out, "rewrote %s\n", r.Path)
					default:
						fmt.Fprintf(out, "ok   %s\n", r.Path)
					}
				}
			}
			if malformed > 0 {
				return usageError("%d of %d files are malformed", malformed, len(files))
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

// replayFile replays one game file and reports whether it is malformed
// (not a scenario file or decision log, or not one of sound form), which
// is an input error rather than a failure.
func replayFile(path string, rewrite bool) (r scenarios.Report, malformed bool) {
	r.Path = path
	data, err := inputfile.ReadFile(path)
	if err != nil {
		r.Failure = err.Error()
		return r, true
	}
	if scenarios.IsHeaderLog(data) {
		// The older form of decision logs: replayed strictly through the
		// properties, as go test replays the corpus.
		l, err := scenarios.ParseRecord(path, data)
		if err != nil {
			r.Failure = err.Error()
			return r, true
		}
		if rewrite {
			r.Failure = path + ": --rewrite: a decision log in the older form has no expected outputs"
			return r, true
		}
		_, f, err := fuzz.Replay(l, nil)
		switch {
		case err != nil:
			r.Failure = fmt.Sprintf("%s: %v", path, err)
		case f != nil:
			r.Failure = fmt.Sprintf("%s: %s", path, f)
		default:
			r.Passed = true
		}
		return r, false
	}
	if _, err := scenarios.ParseRecord(path, data); err != nil && !errors.Is(err, scenarios.ErrAnswer) {
		// Not a scenario file, a command without its "----", a start
		// (game or position) that does not parse: malformed. An answer
		// the game no longer takes is a failure, reported by the replay.
		r.Failure = err.Error()
		return r, true
	}
	return scenarios.Replay(path, rewrite), false
}
