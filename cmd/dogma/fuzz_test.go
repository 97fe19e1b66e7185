package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCampaignCommandsExitCodes runs the campaign commands in-process with
// small budgets: a clean engine exits 0, bad usage 2.
func TestCampaignCommandsExitCodes(t *testing.T) {
	dir := t.TempDir()
	html := filepath.Join(dir, "coverage.html")
	for _, tc := range []struct {
		args []string
		want int
	}{
		{[]string{"fuzz", "--games", "16", "--workers", "2", "--seed", "3", "--out", dir}, exitOK},
		{[]string{"fuzz", "--players", "5"}, exitUsage},
		{[]string{"fuzz", "--edition", "2nd"}, exitUsage},
		{[]string{"coverage", "--games", "8", "--seed", "3", "--html", html, "--json"}, exitOK},
		{[]string{"perft", "--seed", "1", "--depth", "2"}, exitOK},
		{[]string{"perft", "--position", filepath.Join(dir, "missing.txt")}, exitUsage},
		{[]string{"shrink", filepath.Join(dir, "missing.log")}, exitUsage},
	} {
		if got := run(tc.args); got != tc.want {
			t.Errorf("dogma %v exited %d, want %d", tc.args, got, tc.want)
		}
	}
	if _, err := os.Stat(html); err != nil {
		t.Errorf("coverage --html wrote nothing: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("a clean campaign wrote files: %v", entries)
	}
}
