package scenarios

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"testing"

	"github.com/cockroachdb/datadriven"
)

// The reference runner plays a scenario file through
// github.com/cockroachdb/datadriven, whose format the files follow, with
// the same commands as Run. The tests hold Run and Rewrite to it.

// referenceCheck runs text through datadriven and returns its first
// failure message and whether it passes. It compares the outputs even
// under go test -rewrite.
func referenceCheck(name string, data []byte) (string, bool) {
	defer setRewrite(setRewrite("false"))
	if _, err := Parse(name, data); err != nil {
		return err.Error(), false
	}
	suite, err := suiteOf(name, data)
	if err != nil {
		return err.Error(), false
	}
	msg, failed := runRecorded(func(t testing.TB) {
		r := newRunner(suite)
		datadriven.RunTestFromStringAny(t, string(data), func(t testing.TB, td *datadriven.TestData) string {
			td.Pos = strings.Replace(td.Pos, "<string>", name, 1)
			d := directiveOf(name, td, data)
			out, err := r.run(d)
			if err != nil {
				t.Fatalf("%s: %v", errorPos(d, err), err)
			}
			return out
		})
	})
	return strings.ReplaceAll(msg, "<string>", name), !failed
}

// referenceRewrite rewrites the file at path in place through datadriven.
func referenceRewrite(path string) (string, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return err.Error(), false
	}
	suite, err := suiteOf(path, data)
	if err != nil {
		return err.Error(), false
	}
	defer setRewrite(setRewrite("true"))
	msg, failed := runRecorded(func(t testing.TB) {
		r := newRunner(suite)
		datadriven.RunTestAny(t, path, func(t testing.TB, td *datadriven.TestData) string {
			d := directiveOf(path, td, data)
			out, err := r.run(d)
			if err != nil {
				t.Fatalf("%s: %v", errorPos(d, err), err)
			}
			return out
		})
	})
	return msg, !failed
}

// directiveOf converts datadriven's reading of a command; the first input
// line that is not blank is found in the file's lines.
func directiveOf(name string, td *datadriven.TestData, data []byte) *directive {
	_, line, _ := strings.Cut(td.Pos[len(name):], ":")
	var n int
	fmt.Sscanf(line, "%d", &n)
	d := &directive{Line: n, Cmd: td.Cmd, Input: td.Input, Expected: td.Expected, name: name}
	for _, a := range td.CmdArgs {
		d.CmdArgs = append(d.CmdArgs, cmdArg{Key: a.Key, Vals: a.Vals})
	}
	lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	if td.Input != "" {
		for i := n; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) != "" {
				d.InputLine = i + 1
				break
			}
		}
	}
	return d
}

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

// runRecorded runs f with a testing.TB that records its first failure
// instead of failing the test.
func runRecorded(f func(t testing.TB)) (msg string, failed bool) {
	t := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() {
			if r := recover(); r != nil {
				t.fail(fmt.Sprintf("panic: %v\n%s", r, debug.Stack()))
			}
		}()
		f(t)
	}()
	<-done
	return strings.TrimSpace(t.msg.String()), t.failed
}

// recorder is a testing.TB that records failures; FailNow ends the
// goroutine running the file, as testing does.
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

// failurePos returns the first "name:LINE" a failure message names.
func failurePos(name, msg string) string {
	m := regexp.MustCompile(regexp.QuoteMeta(name) + `:\d+`).FindString(msg)
	return m
}

// allScenarioFiles returns every scenario file the package's tests replay.
func allScenarioFiles(t *testing.T) []string {
	t.Helper()
	files, err := Files([]string{"testdata", filepath.Join("..", "internal", "toygame", "testdata", "scenarios")})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenario files")
	}
	return files
}
