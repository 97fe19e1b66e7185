package main

import (
	"fmt"
	"runtime"

	"github.com/spf13/cobra"
)

// versionInfo is the JSON output of dogma version.
type versionInfo struct {
	buildInfo
	GoVersion string `json:"go_version"`
	Platform  string `json:"platform"`
}

func newVersionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print the dogma version",
		Long: `version prints the version and the git commit the binary was built from
(go build and go run record it in a git checkout; ", modified" when the tree
had uncommitted changes). Decision logs of dogma fuzz record the same line.`,
		Example: `  dogma version
  dogma version --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			b := currentBuild()
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), versionInfo{b, runtime.Version(), runtime.GOOS + "/" + runtime.GOARCH})
			}
			fmt.Fprintln(cmd.OutOrStdout(), "dogma", b)
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	return cmd
}
