package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// dogmaIn runs a dogma command in this process and returns its exit code
// and its output (stdout and stderr together).
func dogmaIn(args ...string) (int, string) {
	out, err := runDogma(args...)
	var ee *exitError
	switch {
	case err == nil:
		return exitOK, out
	case errors.As(err, &ee):
		return ee.code, out + ee.msg
	}
	return exitUsage, out + err.Error()
}

// TestFuzzFindsPlantedBug is the campaign's must-fail proof from the
// command line: with a bug planted by --plant, "dogma fuzz" exits 1 and
// writes a scenario file whose configuration records the bug; "dogma
// replay" fails on it with the same property and clause, with --plant,
// DOGMA_PLANT or neither, and passes once the file's configuration no
// longer plants it.
func TestFuzzFindsPlantedBug(t *testing.T) {
	for _, tc := range []struct{ bug, violation string }{
		{"conservation", "conservation [COMP-5]"},
		{"splay", "splay [MELD-1]"},
		{"share-bonus", "share-bonus [DOGMA-6]"},
	} {
		t.Run(tc.bug, func(t *testing.T) {
			dir := t.TempDir()
			code, out := dogmaIn("fuzz", "--plant", tc.bug, "--games", "40", "--workers", "2", "--seed", "5", "--out", dir, "--shrink-time", "10s")
			if code != exitFindings || !strings.Contains(out, "violation of "+tc.violation) {
				t.Fatalf("fuzz --plant %s exited %d, want 1 naming %q:\n%s", tc.bug, code, tc.violation, out)
			}
			if suite, err := props.GameNamed("innovation"); err != nil || suite != innprops.Suite {
				t.Fatal("the planted game stays registered after the command")
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
			logs, _ := filepath.Glob(filepath.Join(dir, "*.log"))
			if len(files) != 1 || len(logs) != 1 {
				t.Fatalf("want one scenario and one log in %s, got %v and %v\n%s", dir, files, logs, out)
			}
			t.Logf("%s", out)
			code, out = dogmaIn("replay", "--plant", tc.bug, files[0])
			if code != exitFindings || !strings.Contains(out, "violation: "+tc.violation) {
				t.Fatalf("replay --plant %s exited %d, want 1 naming %q:\n%s", tc.bug, code, tc.violation, out)
			}
			t.Setenv(plantEnv, tc.bug)
			if code, out := dogmaIn("replay", files[0]); code != exitFindings || !strings.Contains(out, "violation: "+tc.violation) {
				t.Fatalf("replay with %s=%s exited %d, want 1:\n%s", plantEnv, tc.bug, code, out)
			}
			t.Setenv(plantEnv, "")
			if code, out := dogmaIn("replay", files[0]); code != exitFindings || !strings.Contains(out, "violation: "+tc.violation) {
				t.Fatalf("replay of a file that records the bug exited %d, want 1:\n%s", code, out)
			}
			data, err := os.ReadFile(files[0])
			if err != nil {
				t.Fatal(err)
			}
			planted := " bugs=" + tc.bug
			if !strings.Contains(string(data), planted) {
				t.Fatalf("the scenario does not record the planted bug:\n%s", data)
			}
			fixed := filepath.Join(t.TempDir(), filepath.Base(files[0]))
			if err := os.WriteFile(fixed, []byte(strings.ReplaceAll(string(data), planted, "")), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, out := dogmaIn("replay", fixed); code != exitOK {
				t.Fatalf("replay without the bug exited %d, want 0:\n%s", code, out)
			}
		})
	}
	if code, _ := dogmaIn("fuzz", "--plant", "nothing", "--games", "1"); code != exitUsage {
		t.Errorf("fuzz --plant nothing exited %d, want 2", code)
	}
	if code, _ := dogmaIn("fuzz", "--props", "nothing", "--games", "1"); code != exitUsage {
		t.Errorf("fuzz --props nothing exited %d, want 2", code)
	}
}
