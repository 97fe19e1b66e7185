package scenarios

import (
	"bytes"
	"flag"

	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/internal/inputfile"
)

// TB is what RunFile needs of a test: a *testing.T or any testing.TB.
type TB interface {
	Helper()
	Fatal(args ...any)
}

// RunFile runs the scenario file at path as a test: every command's output
// must equal its expected output. When the test binary's -rewrite flag is
// set, the expected outputs are replaced by the actual ones instead, and
// the diff is the review.
func RunFile(t TB, path string) {
	t.Helper()
	data, err := inputfile.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !rewriting() {
		if err := Check(path, data); err != nil {
			t.Fatal(err)
		}
		return
	}
	out, err := Rewrite(path, data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, data) {
		if err := atomicfile.Write(path, out); err != nil {
			t.Fatal(err)
		}
	}
}

// rewriting reports whether the test binary's -rewrite flag is set.
func rewriting() bool {
	f := flag.Lookup("rewrite")
	return f != nil && f.Value.String() == "true"
}
