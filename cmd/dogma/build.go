package main

import (
	"runtime/debug"
)

// buildInfo is what the binary knows of the source it was built from.
type buildInfo struct {
	Version  string `json:"version"`            // the release, or dev
	Commit   string `json:"commit,omitempty"`   // the git commit, when the build recorded it
	Modified bool   `json:"modified,omitempty"` // built with uncommitted changes
}

// currentBuild returns the version and, from the Go build information, the
// commit the binary was built from (go build and go run record it in a git
// checkout).
func currentBuild() buildInfo {
	b := buildInfo{Version: version}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return b
	}
	if v := info.Main.Version; b.Version == "dev" && v != "" && v != "(devel)" {
		b.Version = v
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			b.Commit = s.Value
		case "vcs.modified":
			b.Modified = s.Value == "true"
		}
	}
	return b
}

// String is the build as one line: "dev (commit 0a1b2c3d4e5f, modified)".
func (b buildInfo) String() string {
	if b.Commit == "" {
		return b.Version + " (no commit recorded: built outside a git checkout, with -buildvcs=false or by go test)"
	}
	s := b.Version + " (commit " + shortCommit(b.Commit)
	if b.Modified {
		s += ", modified"
	}
	return s + ")"
}

// shortCommit cuts a commit hash to twelve digits.
func shortCommit(c string) string {
	if len(c) > 12 {
		return c[:12]
	}
	return c
}
