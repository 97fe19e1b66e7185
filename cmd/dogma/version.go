package main

import (
	"fmt"
	"runtime"

	"github.com/spf13/cobra"
)

// versionInfo is the JSON output of dogma version.
type versionInfo struct {
	Version   string `json:"version"`
	GoVersion string `json:"go_version"`
	Platform  string `json:"platform"`
}

func newVersionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print the dogma version",
		Example: `  dogma version
  dogma version --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), versionInfo{version, runtime.Version(), runtime.GOOS + "/" + runtime.GOARCH})
			}
			fmt.Fprintln(cmd.OutOrStdout(), "dogma", version)
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	return cmd
}
