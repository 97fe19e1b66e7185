package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/diff/revisions"
)

// TestDiffNamesTheEditedCard copies the module into a new git repository,
// edits one card's effect (Archery's demand draws a 2 instead of a 1) and
// runs dogma diff of HEAD against the working tree: the report must name
// Archery and no other card, with a shrunk scenario, and list the scenario
// files the edit changes. Before the edit, the same diff finds nothing.
// It builds the engine four times (the build cache serves most of it).
func TestDiffNamesTheEditedCard(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: dogma diff builds the engine four times")
	}
	for _, tool := range []string{"git", "go"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("dogma diff needs %s: %v", tool, err)
		}
	}
	repo := t.TempDir()
	if err := copyModule(filepath.Join("..", ".."), repo); err != nil {
		t.Fatal(err)
	}
	git(t, repo, "init", "-q")
	if top, err := revisions.RepoRoot(t.Context(), repo); err != nil || !sameDir(top, repo) {
		t.Fatalf("the copy is not a repository of its own: top folder %q, %v", top, err)
	}
	git(t, repo, "add", "-A")
	git(t, repo, "-c", "user.name=dogma", "-c", "user.email=dogma@example.com", "commit", "-q", "-m", "base")

	rep, code, stderr := runDiffJSON(t, repo, t.TempDir())
	if code != exitOK || rep.Diverged != 0 || len(rep.Cards) != 0 || len(rep.Scenarios) != 0 {
		t.Fatalf("an unchanged tree: exit %d, %d divergent games, cards %v, scenario changes %v; stderr: %s", code, rep.Diverged, rep.Cards, rep.Scenarios, stderr)
	}
	if rep.Files == 0 {
		t.Errorf("no scenario file compared")
	}

	cards := filepath.Join(repo, "engine", "innovation", "cards", "age1.go")
	src, err := os.ReadFile(cards)
	if err != nil {
		t.Fatal(err)
	}
	old := "\t\tx.Draw(x.Player, 1)\n\t\thigh, _ := x.Highest(x.Hand(x.Player))"
	if !bytes.Contains(src, []byte(old)) {
		t.Fatalf("%s no longer holds Archery's draw as this test edits it", cards)
	}
	edited := bytes.Replace(src, []byte(old), []byte(strings.Replace(old, "1)", "2)", 1)), 1)
	if err := os.WriteFile(cards, edited, 0o644); err != nil {
		t.Fatal(err)
	}

	out := t.TempDir()
	rep, code, stderr = runDiffJSON(t, repo, out)
	if code != exitFindings {
		t.Fatalf("exit %d, want %d; stderr: %s", code, exitFindings, stderr)
	}
	if len(rep.Cards) != 1 || rep.Cards[0].Card != "Archery" {
		names := []string{}
		for _, c := range rep.Cards {
			names = append(names, c.Card)
		}
		t.Fatalf("cards changed: %q, want only Archery", names)
	}
	c := rep.Cards[0]
	if c.Games != rep.Diverged || c.Shrunk == nil || len(c.Shrunk.Outcome.Labels) > 15 || c.Shrunk.Outcome.Divergence.Card() != "Archery" {
		t.Fatalf("Archery: %d of %d divergent games, shrunk %+v, note %q", c.Games, rep.Diverged, c.Shrunk, c.Note)
	}
	data, err := os.ReadFile(c.Scenario)
	if err != nil {
		t.Fatalf("the shrunk scenario: %v (note %q)", err, c.Note)
	}
	for _, want := range []string{"# game: innovation\n", "dogma Archery\n", "(asked 2) [", "(Archery 1)\n"} {
		if !bytes.Contains(data, []byte(want)) {
			t.Errorf("%s lacks %q:\n%s", c.Scenario, want, data)
		}
	}
	changed := map[string]bool{}
	for _, s := range rep.Scenarios {
		changed[filepath.ToSlash(s.Path)] = true
	}
	if !changed["scenarios/testdata/cards/age1/archery.txt"] {
		t.Errorf("scenario changes %v lack Archery's own file", rep.Scenarios)
	}
}

// runDiffJSON runs dogma diff --json on repo and returns its report, exit
// code and stderr.
func runDiffJSON(t *testing.T, repo, out string) (revisions.Report, int, string) {
	t.Helper()
	root := newRootCmd()
	var stdout, stderr bytes.Buffer
	root.SetOut(&stdout)
	root.SetErr(&stderr)
	root.SetArgs([]string{"diff", "--repo", repo, "--games", "200", "--out", out, "--json"})
	code := exitOK
	if err := execute(root); err != nil {
		var ee *exitError
		if !errors.As(err, &ee) {
			t.Fatalf("dogma diff: %v", err)
		}
		code = ee.code
		stderr.WriteString(ee.msg)
	}
	var rep revisions.Report
	if code != exitUsage {
		if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
			t.Fatalf("dogma diff --json: %v\n%s", err, stdout.String())
		}
	}
	return rep, code, stderr.String()
}

// sameDir reports whether two paths name the same folder.
func sameDir(a, b string) bool {
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// git runs git in dir, with no repository but dir's own in reach.
func git(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_CEILING_DIRECTORIES="+filepath.Dir(dir))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// copyModule copies the module's source files into dst: everything but
// version control and build outputs.
func copyModule(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		name := d.Name()
		switch {
		case name == ".git" && d.IsDir(), d.IsDir() && rel == "bin":
			return filepath.SkipDir
		case name == ".git":
			// A worktree's link to its repository: the copy must not
			// reach the repository it was copied from.
			return nil
		case d.IsDir():
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		case !d.Type().IsRegular() || name == "dogma" || strings.HasSuffix(name, ".test") || strings.HasSuffix(name, ".prof"):
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
}
