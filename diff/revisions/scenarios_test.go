package revisions

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// fakeBuild writes a build whose binary is a shell script answering
// "replay --rewrite --json DIR" for the files x.txt and y.txt of DIR:
// script runs first, with $dir the folder.
func fakeBuild(t *testing.T, name, tree, script string) *Build {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "dogma")
	text := "#!/bin/sh\ndir=\"$4\"\n" + script + "\n" +
		`printf '[{"path":"%s/x.txt","passed":true,"failure":""},{"path":"%s/y.txt","passed":%s,"failure":"%s"}]' "$dir" "$dir" "$Y_PASSED" "$Y_FAILURE"` + "\n"
	if err := os.WriteFile(bin, []byte(text), 0o755); err != nil {
		t.Fatal(err)
	}
	return &Build{Name: name, Dir: tree, Bin: bin}
}

func TestScenarioChanges(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the fake builds are shell scripts")
	}
	for _, tool := range []string{"sh", "git"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("needs %s: %v", tool, err)
		}
	}
	tree := t.TempDir()
	folder := filepath.Join("scenarios", "testdata")
	for name, text := range map[string]string{"x.txt": "setup\n----\nold\n", "y.txt": "setup\n"} {
		path := filepath.Join(tree, folder, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The old build leaves the files as they are; the new one rewrites
	// x.txt's expected output and cannot replay y.txt.
	a := fakeBuild(t, "HEAD (1234567)", t.TempDir(), "Y_PASSED=true Y_FAILURE=")
	b := fakeBuild(t, "the working tree", tree,
		`printf 'setup\n----\nnew\n' > "$dir/x.txt"; Y_PASSED=false; Y_FAILURE="$dir/y.txt: no such answer"`)

	changes, files, err := ScenarioChanges(t.Context(), a, b, folder, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if files != 2 || len(changes) != 2 {
		t.Fatalf("%d files, changes %+v; want 2 files, 2 changes", files, changes)
	}
	x, y := changes[0], changes[1]
	if x.Path != filepath.Join(folder, "x.txt") || x.FailureA != "" || x.FailureB != "" {
		t.Errorf("x.txt: %+v", x)
	}
	for _, want := range []string{"--- a/scenarios/testdata/x.txt", "+++ b/scenarios/testdata/x.txt", "-old", "+new"} {
		if !strings.Contains(x.Diff, want) {
			t.Errorf("x.txt's diff lacks %q:\n%s", want, x.Diff)
		}
	}
	// The failure names the scenario folder, not the copy the build rewrote.
	if y.Path != filepath.Join(folder, "y.txt") || y.Diff != "" || y.FailureA != "" || y.FailureB != folder+"/y.txt: no such answer" {
		t.Errorf("y.txt: %+v", y)
	}

	// A tree without the folder compares nothing.
	changes, files, err = ScenarioChanges(t.Context(), a, b, "nonesuch", t.TempDir())
	if err != nil || files != 0 || changes != nil {
		t.Errorf("no folder: %+v, %d files, %v", changes, files, err)
	}
}
