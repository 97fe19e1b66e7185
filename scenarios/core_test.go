package scenarios

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"
)

// TestRunAgreesWithDatadriven runs every scenario file through Run and
// through datadriven: both pass it, or both fail it at the same file:line.
func TestRunAgreesWithDatadriven(t *testing.T) {
	for _, path := range allScenarioFiles(t) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		err = Check(path, data)
		msg, passed := referenceCheck(path, data)
		switch {
		case passed != (err == nil):
			t.Errorf("%s: Run says %v, datadriven passed=%v: %s", path, err, passed, msg)
		case !passed && failurePos(path, err.Error()) != failurePos(path, msg):
			t.Errorf("%s: Run fails at %s, datadriven at %s:\n%v\n%s", path, failurePos(path, err.Error()), failurePos(path, msg), err, msg)
		}
	}
}

// TestRewriteAgreesWithDatadriven clears the expected outputs of every
// scenario file (datadriven.ClearResults), checks that both runners then
// fail it at the same command, and that Rewrite fills the outputs in
// byte for byte as datadriven's -rewrite does.
func TestRewriteAgreesWithDatadriven(t *testing.T) {
	dir := t.TempDir()
	for i, path := range allScenarioFiles(t) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		cleared := filepath.Join(dir, strconv.Itoa(i)+".txt")
		if err := os.WriteFile(cleared, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := datadriven.ClearResults(cleared); err != nil {
			t.Fatal(err)
		}
		blank, err := os.ReadFile(cleared)
		if err != nil {
			t.Fatal(err)
		}
		err = Check(cleared, blank)
		msg, passed := referenceCheck(cleared, blank)
		if passed != (err == nil) || err != nil && failurePos(cleared, err.Error()) != failurePos(cleared, msg) {
			t.Errorf("%s without its outputs: Run says %v, datadriven %q", path, err, msg)
		}
		got, err := Rewrite(cleared, blank)
		if err != nil {
			t.Errorf("%s: Rewrite: %v", path, err)
			continue
		}
		if msg, ok := referenceRewrite(cleared); !ok {
			t.Errorf("%s: datadriven's rewrite failed: %s", path, msg)
			continue
		}
		want, err := os.ReadFile(cleared)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s: Rewrite gives\n%s\ndatadriven's rewrite gives\n%s", path, got, want)
		}
	}
}

// brokenStart is a sound start of the broken files below.
const brokenStart = `# Writing beside Sailing.
position
P1 blue: Writing
P1 hand: Sailing
----

`

// TestRunReportsBrokenFiles checks that Run fails a broken file at the
// line at fault, with what is wrong, and that the datadriven reading fails
// it at the same line.
func TestRunReportsBrokenFiles(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		line       string // the line at fault
		want       string // in the message
	}{
		{
			name: "wrong expected output",
			text: brokenStart + "play\nP1: meld Sailing\n----\nP1 melds Sailing from P1 hand [MELD-2]\nnext: P1 action\n",
			line: "play",
			want: "P1 melds Sailing from P1 hand [MELD-1]",
		},
		{
			name: "missing output",
			text: brokenStart + "play\nP1: meld Sailing\n----\n\nresult\n----\nnot over\n",
			line: "play",
			want: "found:\n  P1 melds Sailing",
		},
		{
			name: "unknown command",
			text: brokenStart + "# what is this?\nmeld Sailing\n----\n",
			line: "meld Sailing",
			want: `unknown command "meld"`,
		},
		{
			name: "answer not offered",
			text: brokenStart + "play\n\n# first Sailing\nP1: meld Sailing\nP1: meld Sailing\n----\n",
			line: "P1: meld Sailing",
			want: `"meld Sailing" is not offered`,
		},
		{
			name: "answer of the wrong seat",
			text: brokenStart + "play\nP2: draw\n----\n",
			line: "P2: draw",
			want: `scripted for P2, but P1 decides`,
		},
		{
			name: "bad position line",
			text: "position\nP1 blue: Writing\nP1 blue: Writing\n----\n",
			line: "P1 blue: Writing",
			want: "Writing is already placed at line 2",
		},
		{
			name: "error expected but none",
			text: brokenStart + "play error\nP1: draw\n----\nerror: nothing\n",
			line: "play error",
			want: "succeeded, but error was expected",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			line := lastLineOf(t, tc.text, tc.line)
			err := Check("broken.txt", []byte(tc.text))
			if err == nil {
				t.Fatalf("the broken file passes:\n%s", tc.text)
			}
			if got, want := failurePos("broken.txt", err.Error()), "broken.txt:"+strconv.Itoa(line); got != want {
				t.Errorf("fails at %s, want %s: %v", got, want, err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("the failure does not say %q: %v", tc.want, err)
			}
			if msg, passed := referenceCheck("broken.txt", []byte(tc.text)); passed || failurePos("broken.txt", msg) != failurePos("broken.txt", err.Error()) {
				t.Errorf("datadriven fails at %s (passed %v): %s", failurePos("broken.txt", msg), passed, msg)
			}
		})
	}
}

// lastLineOf returns the number of the last line of text that is line.
func lastLineOf(t *testing.T, text, line string) int {
	t.Helper()
	n := 0
	for i, l := range strings.Split(text, "\n") {
		if l == line {
			n = i + 1
		}
	}
	if n == 0 {
		t.Fatalf("no line %q", line)
	}
	return n
}

// TestReaderAgreesWithDatadriven reads texts in the corners of the
// format through the reader and through datadriven: the same commands,
// arguments, inputs and expected outputs at the same lines.
func TestReaderAgreesWithDatadriven(t *testing.T) {
	for name, text := range map[string]string{
		"plain":              "# c\n\ncmd a b=1\nin 1\n\nin 2\n----\nout 1\nout 2\n\nnext\n----\n",
		"no final newline":   "cmd\n----\nout",
		"crlf":               "cmd x\r\n in\r\n----\r\nout\r\n\r\ncmd2\r\n----\r\n\r\n",
		"double separator":   "cmd\n----\n----\nout 1\n\nout 2\n----\nnot the end\n----\n----\n\nnext\n----\nx\n",
		"double at the end":  "cmd\n----\n----\nout\n\n----\n----",
		"continued command":  "cmd a \\\n  b=2 \\\n c=(x, y (z, w))\ninput\n----\nout\n",
		"empty output":       "cmd\n----\n\n\n\ncmd2\n  # not a comment: input\n----\n",
		"comments in input":  "cmd\n# note\n  text  \n\n----\n  out  \n",
		"no separator":       "cmd\ninput\n",
		"empty value":        "cmd a= b=x\n----\n",
		"blank after output": "cmd\n----\nout\n  \nmore\n----\n",
		"blank line printed": "# notes\ncmd\na\n\n  b\n----\nold\n\ncmd2\nc\n----\n----\nx\n\ny\n----\n----\n\n# end\n\n",
	} {
		t.Run(name, func(t *testing.T) {
			var want []string
			_, _ = runRecorded(func(t testing.TB) {
				datadriven.RunTestFromStringAny(t, text, func(t testing.TB, td *datadriven.TestData) string {
					want = append(want, strings.TrimPrefix(td.Pos, "<string>")+" "+td.FullCmd()+"|"+td.Input+"|"+td.Expected)
					return td.Expected
				})
			})
			var got []string
			r := newScriptReader("", []byte(text))
			for {
				d, err := r.read()
				if err != nil {
					t.Fatal(err)
				}
				if d == nil {
					break
				}
				got = append(got, d.Pos()+" "+d.FullCmd()+"|"+d.Input+"|"+d.Expected)
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("the reader reads\n%s\ndatadriven reads\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			// A rewrite where every command prints its input: inputs
			// with blank lines take the double-separator form.
			r = newScriptReader("", []byte(text))
			for {
				d, err := r.read()
				if err != nil || d == nil {
					break
				}
				out := d.Input
				if out != "" {
					out += "\n"
				}
				r.emitOutput(out)
			}
			path := filepath.Join(t.TempDir(), "f.txt")
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			func() {
				defer setRewrite(setRewrite("true"))
				_, _ = runRecorded(func(t testing.TB) {
					datadriven.RunTestAny(t, path, func(t testing.TB, td *datadriven.TestData) string { return td.Input })
				})
			}()
			rewritten, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.rewritten(); string(got) != string(rewritten) {
				t.Errorf("the reader rewrites\n%q\ndatadriven rewrites\n%q", got, rewritten)
			}
		})
	}
}

// TestNoTestingImport checks that the package's own code imports neither
// package testing nor datadriven (which does): commands and campaigns run
// scenario files without a test binary's flags or a stand-in test.
func TestNoTestingImport(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		ast, err := parser.ParseFile(fset, f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range ast.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if p == "testing" || strings.HasPrefix(p, "testing/") || p == "github.com/cockroachdb/datadriven" {
				t.Errorf("%s imports %s", f, p)
			}
		}
	}
}

// TestRunFile checks RunFile as a test sees it: a wrong expected output
// fails at its command; under -rewrite the file is rewritten and then
// passes.
func TestRunFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.txt")
	text := brokenStart + "play\nP1: meld Sailing\n----\nwrong\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	msg, failed := runRecorded(func(t testing.TB) {
		defer setRewrite(setRewrite("false"))
		RunFile(t, path)
	})
	if want := path + ":" + strconv.Itoa(lastLineOf(t, text, "play")); !failed || failurePos(path, msg) != want {
		t.Fatalf("RunFile fails at %q (failed %v), want %s: %s", failurePos(path, msg), failed, want, msg)
	}
	msg, failed = runRecorded(func(t testing.TB) {
		defer setRewrite(setRewrite("true"))
		RunFile(t, path)
	})
	if failed {
		t.Fatalf("RunFile under -rewrite: %s", msg)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	o := Run(path, data)
	if !o.Passed() || len(o.Commands) != 2 || !strings.Contains(o.Commands[1].Output, "P1 melds Sailing") {
		t.Fatalf("after the rewrite: %v, %+v\n%s", o.Err, o.Commands, data)
	}
}
