package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/props"
	"github.com/rogpeppe/go-internal/testscript"
)

// The command-line tests also play Tally, the test game (internal/toygame),
// as dogma plays any game cmd/dogma lists.
func init() { props.Register(toygame.Suite) }

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"dogma": main})
}

// TestScripts runs the command-line tests in testdata/script.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		// A slow machine must not add a progress summary to what a
		// command writes to stderr.
		Setup: func(env *testscript.Env) error {
			env.Setenv("DOGMA_SUMMARY_AFTER", "1h")
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exitcode": exitcode,
			"sigterm":  sigterm,
			// sigtermgroup is sigterm for the program's whole process
			// group, as a Ctrl-C on a terminal or a CI runner sends it.
			"sigtermgroup": func(ts *testscript.TestScript, neg bool, args []string) { signalRun(ts, neg, args, true) },
		},
	})
}

// exitcode N PROGRAM ARGS... runs a program and fails unless it exits
// with code N; its stdout and stderr are kept for the commands that follow.
func exitcode(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exitcode N program [args...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("exitcode: %v", err)
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("exitcode: %v", err)
		}
		got = ee.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited with code %d, want %d", args[1], got, want)
	}
}

// sigterm AFTER N PROGRAM ARGS... starts a program, sends it SIGTERM after
// the duration AFTER and fails unless it then exits with code N (a program
// killed by the signal has no exit code). Its stdout and stderr are written
// to the files sigterm.stdout and sigterm.stderr of the work folder.
func sigterm(ts *testscript.TestScript, neg bool, args []string) { signalRun(ts, neg, args, false) }

// signalRun is sigterm, to the program's process group when group is set.
func signalRun(ts *testscript.TestScript, neg bool, args []string, group bool) {
	if neg || len(args) < 3 {
		ts.Fatalf("usage: sigterm AFTER N program [args...]")
	}
	after, err := time.ParseDuration(args[0])
	if err != nil {
		ts.Fatalf("sigterm: %v", err)
	}
	want, err := strconv.Atoi(args[1])
	if err != nil {
		ts.Fatalf("sigterm: %v", err)
	}
	path := ""
	for _, dir := range filepath.SplitList(ts.Getenv("PATH")) {
		if p := filepath.Join(dir, args[2]); fileExists(p) {
			path = p
			break
		}
	}
	if path == "" {
		ts.Fatalf("sigterm: %s not found", args[2])
	}
	var stdout, stderr strings.Builder
	c := exec.Command(path, args[3:]...)
	c.Dir = ts.Getenv("WORK")
	c.Env = append(os.Environ(), "PATH="+ts.Getenv("PATH"), "WORK="+ts.Getenv("WORK"), "HOME="+ts.Getenv("HOME"))
	c.Env = append(c.Env, goEnv()...)
	c.Stdout, c.Stderr = &stdout, &stderr
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: group}
	if err := c.Start(); err != nil {
		ts.Fatalf("sigterm: %v", err)
	}
	time.Sleep(after)
	if group {
		ts.Check(syscall.Kill(-c.Process.Pid, syscall.SIGTERM))
	} else {
		ts.Check(c.Process.Signal(syscall.SIGTERM))
	}
	err = c.Wait()
	ts.Check(os.WriteFile(ts.MkAbs("sigterm.stdout"), []byte(stdout.String()), 0o644))
	ts.Check(os.WriteFile(ts.MkAbs("sigterm.stderr"), []byte(stderr.String()), 0o644))
	ts.Logf("[stdout]\n%s[stderr]\n%s", stdout.String(), stderr.String())
	got := c.ProcessState.ExitCode()
	if err != nil && got < 0 {
		ts.Fatalf("%s ended by %v, want exit code %d", args[2], err, want)
	}
	if got != want {
		ts.Fatalf("%s exited with code %d, want %d", args[2], got, want)
	}
}

// goEnv returns the build cache and GOPATH of the go command that runs
// the tests, as NAME=value, so that a program the scripts run builds Go
// code (dogma diff) with a warm cache although HOME is the script's.
var goEnv = sync.OnceValue(func() []string {
	out, err := exec.Command("go", "env", "GOCACHE", "GOPATH").Output()
	if err != nil {
		return nil
	}
	vals := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(vals) != 2 {
		return nil
	}
	return []string{"GOCACHE=" + vals[0], "GOPATH=" + vals[1]}
})

func fileExists(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir()
}
