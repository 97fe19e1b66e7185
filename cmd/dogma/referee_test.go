package main

import (
	"encoding/json"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// tallyClient is the Python client of Tally, from this package's folder.
const tallyClient = "../../clients/tally/engine.py"

// exitOf returns the exit code of a command's error.
func exitOf(err error) int {
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return exitUsage
}

// dogma referee against the Python client: clean without a bug, a finding
// with one, whose transcript --replay parts from the buggy client and
// agrees with the clean one; usage errors exit 2.
func TestRefereeCommand(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed: the Python reference client cannot run (apt-get install python3)")
	}
	out, err := runDogma("referee", "--games", "60", "--seed", "4", "--workers", "2", "--", "python3", tallyClient)
	if exitOf(err) != exitOK || !strings.Contains(out, "clean: engine") || !strings.Contains(out, "refereeing tally") {
		t.Fatalf("clean client: exit %d\n%s", exitOf(err), out)
	}

	dir := t.TempDir()
	out, err = runDogma("referee", "--games", "100", "--seed", "4", "--out", dir, "--json", "--", "python3", tallyClient, "--plant", "any-color")
	if exitOf(err) != exitFindings {
		t.Fatalf("planted bug: exit %d, want 1\n%s", exitOf(err), out)
	}
	var res struct {
		Found []struct {
			Finding struct {
				Kind   string `json:"kind"`
				Clause string `json:"clause"`
			} `json:"finding"`
			Shrunk     int    `json:"shrunk"`
			Transcript string `json:"transcript"`
			Scenario   string `json:"scenario"`
		} `json:"found"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || len(res.Found) != 1 {
		t.Fatalf("--json: %v\n%s", err, out)
	}
	fd := res.Found[0]
	if fd.Finding.Kind != "disagreement" || fd.Shrunk < 0 || fd.Shrunk > 15 || fd.Transcript == "" || fd.Scenario == "" {
		t.Fatalf("finding %+v", fd)
	}
	if out, err := runDogma("replay", fd.Scenario); err != nil {
		t.Errorf("dogma replay of dogma's side: %v\n%s", err, out)
	}
	out, err = runDogma("referee", "--replay", fd.Transcript, "--", "python3", tallyClient, "--plant", "any-color")
	if exitOf(err) != exitFindings || !strings.Contains(out, "parts from the transcript") {
		t.Errorf("--replay against the buggy client: exit %d, want 1\n%s", exitOf(err), out)
	}
	out, err = runDogma("referee", "--replay", fd.Transcript, "--", "python3", tallyClient)
	if exitOf(err) != exitOK || !strings.Contains(out, "agrees with the transcript") {
		t.Errorf("--replay against the clean client: exit %d, want 0\n%s", exitOf(err), out)
	}

	for _, args := range [][]string{
		{"referee", "--games", "1"},
		{"referee", "--games", "1", "python3", tallyClient},
		{"referee", "--games", "-1", "--", "python3", tallyClient},
		{"referee", "--game", "innovation", "--games", "1", "--", "python3", tallyClient},
		{"referee", "--timeout", "0s", "--", "python3", tallyClient},
		{"referee", "--replay", filepath.Join(dir, "missing.jsonl"), "--", "python3", tallyClient},
		{"referee", "--replay", fd.Transcript, "--games", "3", "--", "python3", tallyClient},
		{"referee", "--games", "1", "--", filepath.Join(dir, "no-such-engine")},
	} {
		if out, err := runDogma(args...); exitOf(err) != exitUsage {
			t.Errorf("dogma %s: exit %d, want 2\n%s", strings.Join(args, " "), exitOf(err), out)
		}
	}
}
