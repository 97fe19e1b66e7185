package scenarios

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/cockroachdb/datadriven"

	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/internal/inputfile"
)

// Report is the outcome of replaying one scenario file.
type Report struct {
	Path    string `json:"path"`
	Passed  bool   `json:"passed"`
	Failure string `json:"failure,omitempty"` // the first failure, with its file:line
	Rewrote bool   `json:"rewrote,omitempty"` // the expected outputs were rewritten
}

// Files returns the files named by paths: files as they are, and every
// regular file below each folder (but hidden and backup files), in
// lexical order. Decision logs (*.log) are scenario files too; a caller
// that meets a file of another kind below a folder skips it.
func Files(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			if err := inputfile.Check(p); err != nil {
				return nil, err
			}
			out = append(out, p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			if d.IsDir() || strings.HasPrefix(name, ".") || strings.HasSuffix(name, "~") {
				return nil
			}
			if !d.Type().IsRegular() && d.Type()&fs.ModeSymlink == 0 {
				return nil // a named pipe or device in the folder: not a file to read
			}
			if d.Type()&fs.ModeSymlink != 0 && inputfile.Check(path) != nil {
				return nil
			}
			out = append(out, path)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(out)
	return out, nil
}

// rewriteMu serializes rewrites: datadriven reads its -rewrite flag.
var rewriteMu sync.Mutex

// Replay runs one scenario file outside go test and reports whether every
// command produced its expected output. With rewrite set, the expected
// outputs are replaced by the actual ones instead.
func Replay(path string, rewrite bool) Report {
	rewriteMu.Lock()
	defer rewriteMu.Unlock()
	defer setRewrite(setRewrite(fmt.Sprint(rewrite)))
	if !rewrite {
		msg, failed, _ := runTB(func(t testing.TB) { RunFile(t, path) })
		return Report{Path: path, Passed: !failed, Failure: msg}
	}
	// The rewrite goes to a copy, which replaces the file whole once the
	// run is over: the file is never seen half written.
	r := Report{Path: path}
	data, err := inputfile.ReadFile(path)
	if err != nil {
		r.Failure = err.Error()
		return r
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		r.Failure = err.Error()
		return r
	}
	name := tmp.Name()
	defer os.Remove(name)
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		r.Failure = err.Error()
		return r
	}
	msg, failed, _ := runTB(func(t testing.TB) { RunFile(t, name) })
	r.Failure = strings.ReplaceAll(msg, name, path)
	if failed {
		return r
	}
	out, err := os.ReadFile(name)
	if err == nil && bytes.Equal(out, data) {
		// Nothing to rewrite: the file is left alone, and not reported as
		// rewritten.
		r.Passed = true
		return r
	}
	if err == nil {
		err = atomicfile.Write(path, out)
	}
	if err != nil {
		r.Failure = err.Error()
		return r
	}
	r.Passed, r.Rewrote = true, true
	return r
}

// Check runs scenario text (named name in messages) and returns its first
// failure as an error. Malformed text gives a name:line error; it never
// panics because of its input. Check compares the outputs even under
// go test -rewrite, as there is no file to rewrite.
func Check(name string, data []byte) error {
	rewriteMu.Lock()
	defer rewriteMu.Unlock()
	defer setRewrite(setRewrite("false"))
	if _, err := Parse(name, data); err != nil {
		return err
	}
	suite, err := suiteOf(name, data)
	if err != nil {
		return err
	}
	msg, failed, panicked := runTB(func(t testing.TB) {
		r := newRunner(suite, data)
		datadriven.RunTestFromStringAny(t, string(data), func(t testing.TB, d *datadriven.TestData) string {
			d.Pos = strings.Replace(d.Pos, "<string>", name, 1)
			out, err := r.run(d)
			if err != nil {
				t.Fatalf("%s: %v", r.errorPos(d, err), err)
			}
			return out
		})
	})
	msg = strings.ReplaceAll(msg, "<string>", name)
	switch {
	case panicked:
		return fmt.Errorf("%w: %s", ErrPanic, msg)
	case failed:
		return errors.New(msg)
	}
	return nil
}

// ErrPanic is wrapped by the error of Check when running the scenario
// panicked: a defect of the runner or the engine, never of the input.
var ErrPanic = errors.New("the scenario runner panicked")

// setRewrite sets datadriven's -rewrite flag to v and returns its
// previous value.
func setRewrite(v string) (old string) {
	old = "false"
	if f := flag.Lookup("rewrite"); f != nil {
		old = f.Value.String()
		_ = f.Value.Set(v)
	}
	return old
}

var testingFlags sync.Once

// initTestingFlags lets package testing answer the questions datadriven
// asks it (testing.Verbose) outside go test, where they would panic until
// the testing flags are registered and parsed. Inside go test the flags
// are already parsed and this does nothing.
func initTestingFlags() {
	testingFlags.Do(func() {
		if flag.Parsed() {
			return
		}
		testing.Init()
		_ = flag.CommandLine.Parse(nil)
	})
}

// runTB runs f with a testing.TB that records failures instead of
// failing a test, and returns the first failure message, and whether f
// panicked.
func runTB(f func(t testing.TB)) (msg string, failed, panicked bool) {
	initTestingFlags()
	t := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() {
			if r := recover(); r != nil {
				panicked = true
				t.fail(fmt.Sprintf("panic: %v\n%s", r, debug.Stack()))
			}
		}()
		f(t)
	}()
	<-done
	return strings.TrimSpace(t.msg.String()), t.failed, panicked
}

// recorder is a testing.TB for running datadriven files outside go test.
// FailNow ends the goroutine running the file, as testing does.
type recorder struct {
	testing.TB // not used; satisfies the unexported method
	mu         sync.Mutex
	failed     bool
	msg        strings.Builder
}

func (r *recorder) fail(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.failed {
		r.msg.WriteString(s)
	}
	r.failed = true
}

func (r *recorder) Helper()                           {}
func (r *recorder) Name() string                      { return "scenario" }
func (r *recorder) Log(args ...any)                   {}
func (r *recorder) Logf(format string, args ...any)   {}
func (r *recorder) Error(args ...any)                 { r.fail(fmt.Sprint(args...)) }
func (r *recorder) Errorf(format string, args ...any) { r.fail(fmt.Sprintf(format, args...)) }
func (r *recorder) Fail()                             { r.fail("failed") }
func (r *recorder) FailNow()                          { r.fail("failed"); runtime.Goexit() }
func (r *recorder) Fatal(args ...any)                 { r.fail(fmt.Sprint(args...)); runtime.Goexit() }
func (r *recorder) Fatalf(format string, args ...any) {
	r.fail(fmt.Sprintf(format, args...))
	runtime.Goexit()
}
func (r *recorder) Failed() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.failed
}
func (r *recorder) Skip(args ...any)                 { runtime.Goexit() }
func (r *recorder) SkipNow()                         { runtime.Goexit() }
func (r *recorder) Skipf(format string, args ...any) { runtime.Goexit() }
func (r *recorder) Skipped() bool                    { return false }
func (r *recorder) Cleanup(func())                   {}
