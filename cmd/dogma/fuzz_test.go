package main

import (
	"encoding/json"
	"errors"
	"fmt"
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

// TestFuzzSameFailureWhateverWorkers: with a game budget, the same campaign
// seed reports the same failure (game index, game seed, property) with one
// worker or two, and the seeds in the JSON output are strings.
func TestFuzzSameFailureWhateverWorkers(t *testing.T) {
	type report struct {
		Seed  json.RawMessage `json:"seed"`
		Found []struct {
			Index   int             `json:"game_index"`
			Game    json.RawMessage `json:"game_seed"`
			Failure struct {
				Property string `json:"property"`
			} `json:"failure"`
		} `json:"found"`
	}
	var first string
	for _, workers := range []string{"1", "2", "1", "2"} {
		out, err := runDogma("fuzz", "--plant", "hidden-info", "--games", "60", "--seed", "6",
			"--workers", workers, "--json", "--shrink-time", "1s", "--out", t.TempDir())
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != exitFindings {
			t.Fatalf("--workers %s: got %v, want exit code 1\n%s", workers, err, out)
		}
		var r report
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("--workers %s: %v\n%s", workers, err, out)
		}
		if string(r.Seed) != `"6"` || len(r.Found) != 1 || r.Found[0].Game[0] != '"' {
			t.Fatalf("--workers %s: want seed \"6\" and one failure with a string seed:\n%s", workers, out)
		}
		fd := r.Found[0]
		got := fmt.Sprintf("game %d, seed %s, property %s", fd.Index, fd.Game, fd.Failure.Property)
		if first == "" {
			first = got
			continue
		}
		if got != first {
			t.Fatalf("--workers %s reports %s; --workers 1 reports %s", workers, got, first)
		}
	}
}
