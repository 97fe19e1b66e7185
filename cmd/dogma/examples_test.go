package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/spf13/cobra"
)

// exampleSkips are the examples that cannot run from a copy of the
// repository, with the reason.
var exampleSkips = map[string]string{
	"regles-iello-2011.txt": "needs the user's copy of the rulebook, which the repository does not ship",
	"aide-ultimate.txt":     "needs the user's copy of the player aid, which the repository does not ship",
	"dogma diff":            "needs a git history; TestDiffNamesTheEditedCard runs dogma diff",
	"dogma ci --budget":     "runs go test ./... of the whole module inside; TestScripts/ci and sigterm run dogma ci",
	"${fpath[1]}":           "writes into the shell's configuration",
	"~/.config":             "writes into the shell's configuration",
}

// exampleTime is how long an example runs before it is stopped: an
// example stopped by the signal after a good start (exit code 3) passes.
const exampleTime = 3 * time.Second

// TestHelpExamplesRun runs every example of every command's --help as
// written, with bash, in a copy of the module: each must exit 0 (an audit
// may exit 1: its findings are its report), or be stopped by SIGTERM after
// exampleTime without having failed.
// An example that names a file the repository lacks, a flag that does not
// exist or a game that stops on a rule gap fails here.
func TestHelpExamplesRun(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the examples play games for up to a few seconds each")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	if _, err := exec.LookPath("dogma"); err != nil {
		t.Skip("no dogma command on PATH (TestMain puts one there)")
	}
	repo := t.TempDir()
	if err := copyModule(filepath.Join("..", ".."), repo); err != nil {
		t.Fatal(err)
	}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, ex := range examples(c.Example) {
			t.Run(c.CommandPath()+": "+ex, func(t *testing.T) {
				for part, why := range exampleSkips {
					if strings.Contains(ex, part) {
						t.Skip(why)
					}
				}
				if strings.Contains(ex, "| jq") {
					if _, err := exec.LookPath("jq"); err != nil {
						t.Skip("no jq")
					}
				}
				skipWithoutPython(t, ex)
				runExample(t, bash, repo, ex)
			})
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(newRootCmd())
}

// examples splits an Example text into its command lines, joining the
// lines a backslash continues.
func examples(text string) []string {
	var out []string
	cur := ""
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if s, ok := strings.CutSuffix(l, "\\"); ok {
			cur += s
			continue
		}
		out = append(out, cur+l)
		cur = ""
	}
	return out
}

// skipWithoutPython skips an example that runs the Python reference
// client when python3 is missing.
func skipWithoutPython(t *testing.T, line string) {
	if strings.Contains(line, "python3 ") {
		if _, err := exec.LookPath("python3"); err != nil {
			t.Skip("no python3: the example runs the Python reference client")
		}
	}
}

// readmeSkips are the README lines that cannot run in a test, with the
// reason.
var readmeSkips = map[string]string{
	"go test":                              "the tests themselves",
	".ci/run":                              "installs packages and runs every test",
	"scripts/libfuzzer":                    "needs clang and a libFuzzer build",
	"fuzz/libfuzzer/":                      "reads what scripts/libfuzzer.sh writes",
	"golang.org/x/perf":                    "compares benchmark files the lines before it write in minutes",
	"go install":                           "installs into GOPATH",
	"-bench":                               "a benchmark run of minutes",
	"dogma ci --budget":                    "runs go test ./... inside; TestScripts/ci runs dogma ci",
	"libfuzzer.sh":                         "needs clang",
	"source <(":                            "changes the shell",
	"benchstat":                            "a tool outside the module",
	"go run ./cmd/dogma fuzz            #": "a one-minute campaign on every core; the other fuzz lines run",
}

// TestREADMEExamplesRun runs the shell lines of the README's sh blocks, in
// order, in a copy of the module, with dogma for "go run ./cmd/dogma" and
// the variables the lines set: each must exit with the code its comment
// gives ("exits 1"), else 0, or be stopped by SIGTERM after exampleTime
// without having failed.
func TestREADMEExamplesRun(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the examples play games for up to a few seconds each")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	if _, err := exec.LookPath("dogma"); err != nil {
		t.Skip("no dogma command on PATH (TestMain puts one there)")
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	repo := t.TempDir()
	if err := copyModule(filepath.Join("..", ".."), repo); err != nil {
		t.Fatal(err)
	}
	vars := ""
	for _, l := range readmeLines(string(readme)) {
		t.Run(l.text, func(t *testing.T) {
			for part, why := range readmeSkips {
				if strings.Contains(l.text, part) {
					t.Skip(why)
				}
			}
			skipWithoutPython(t, l.cmd)
			cmd := strings.ReplaceAll(l.cmd, "go run ./cmd/dogma", "dogma")
			if name, _, ok := strings.Cut(cmd, "="); ok && name == strings.ToUpper(name) && !strings.ContainsAny(name, " $") {
				vars += cmd + "\n"
				return
			}
			runExampleWant(t, bash, repo, vars+cmd, l.want)
		})
	}
}

// readmeLine is a shell line of the README: its text, the command without
// its comment, and the exit code the comment gives.
type readmeLine struct {
	text, cmd string
	want      int
}

// readmeLines returns the lines of the sh blocks of a README; a comment
// saying "exits 1", on the line or on the comment lines after it, makes 1
// the expected exit code.
func readmeLines(text string) []readmeLine {
	var out []readmeLine
	in := false
	for _, l := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(l, "```sh"):
			in = true
			continue
		case strings.HasPrefix(l, "```"):
			in = false
			continue
		case !in || strings.TrimSpace(l) == "":
			continue
		}
		cmd, comment, _ := strings.Cut(l, " # ")
		if strings.HasPrefix(strings.TrimSpace(l), "#") {
			if len(out) > 0 && strings.Contains(l, "exits 1") {
				out[len(out)-1].want = 1
			}
			continue
		}
		want := 0
		if strings.Contains(comment, "exits 1") {
			want = 1
		}
		out = append(out, readmeLine{text: strings.TrimSpace(l), cmd: strings.TrimSpace(cmd), want: want})
	}
	return out
}

// runExample runs one example line in dir and fails unless it exits 0 or
// is stopped by SIGTERM after exampleTime with exit code 3.
func runExample(t *testing.T, bash, dir, line string) { runExampleWant(t, bash, dir, line, 0) }

// runExampleWant is runExample for an example that must exit with want.
func runExampleWant(t *testing.T, bash, dir, line string, want int) {
	var out bytes.Buffer
	c := exec.Command(bash, "-c", line)
	c.Dir = dir
	c.Stdout, c.Stderr = &out, &out
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	c.Env = append(os.Environ(), goEnv()...)
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- c.Wait() }()
	ctx, cancel := context.WithTimeout(context.Background(), exampleTime)
	defer cancel()
	var err error
	stopped := false
	select {
	case err = <-done:
	case <-ctx.Done():
		stopped = true
		_ = syscall.Kill(-c.Process.Pid, syscall.SIGTERM)
		select {
		case err = <-done:
		case <-time.After(30 * time.Second):
			_ = syscall.Kill(-c.Process.Pid, syscall.SIGKILL)
			t.Fatalf("still running 30s after SIGTERM\n%s", out.String())
		}
	}
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	if code == want || code == exitFindings && strings.HasPrefix(line, "dogma audit") {
		return // an audit's findings are its report
	}
	if stopped && (code == exitStopped || code == -1 || code == 128+int(syscall.SIGTERM)) {
		// Stopped after a good start: by its handler, by the signal, or
		// in a shell that reports the signal of its command.
		return
	}
	t.Errorf("exit code %d (stopped: %v)\n%s", code, stopped, clip.Text(out.String(), 2000))
}
