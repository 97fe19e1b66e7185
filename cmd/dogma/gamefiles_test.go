package main

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestShowOpensReadmeFiles runs "dogma show" on every game file of the
// repository that README.md names, with the seat it gives, and on the
// corpus and the scenario folders: each must open and exit 0.
func TestShowOpensReadmeFiles(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`dogma show ((?:scenarios|corpus)/[^\s]+)((?: --seat P\d)?)`)
	shown := 0
	for _, m := range re.FindAllStringSubmatch(string(readme), -1) {
		args := []string{"show", filepath.Join("..", "..", m[1]), "--color", "never"}
		if m[2] != "" {
			args = append(args, "--seat", m[2][len(" --seat "):])
		}
		if got := run(args); got != exitOK {
			t.Errorf("dogma %v exited %d", args, got)
		}
		shown++
	}
	if shown == 0 {
		t.Fatal("README.md names no game file for dogma show")
	}
	for _, dir := range []string{"corpus", "scenarios/testdata/rules"} {
		args := []string{"show", filepath.Join("..", "..", dir), "--at", "3", "--color", "never"}
		if got := run(args); got != exitOK {
			t.Errorf("dogma %v exited %d", args, got)
		}
	}
}
