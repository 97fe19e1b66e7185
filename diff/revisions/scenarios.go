package revisions

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// ScenarioChange is a scenario file that two builds rewrite differently
// ("dogma replay --rewrite"): its expected outputs would change.
type ScenarioChange struct {
	Path string `json:"path"` // the file, under the scenario folder given
	// Diff is the unified diff of the file as the old build rewrites it
	// to the file as the new one does.
	Diff string `json:"diff,omitempty"`
	// FailureA and FailureB say why a build cannot rewrite the file (an
	// answer it no longer offers, a start it no longer reads).
	FailureA string `json:"failure_a,omitempty"`
	FailureB string `json:"failure_b,omitempty"`
}

// replayReport is what "dogma replay --json" prints of one file.
type replayReport struct {
	Path    string `json:"path"`
	Passed  bool   `json:"passed"`
	Failure string `json:"failure"`
}

// ScenarioChanges rewrites two copies of the scenario folder folder
// (relative to the new build's tree) with each build and lists the files
// that come out different, with the number of files compared. A tree
// without the folder compares none. The copies and their diffs are made
// under tmp.
func ScenarioChanges(ctx context.Context, a, b *Build, folder, tmp string) ([]ScenarioChange, int, error) {
	src := filepath.Join(b.Dir, folder)
	if fi, err := os.Stat(src); err != nil || !fi.IsDir() {
		return nil, 0, nil
	}
	dirA, dirB := filepath.Join(tmp, "scenarios-a"), filepath.Join(tmp, "scenarios-b")
	for _, d := range []string{dirA, dirB} {
		if err := os.CopyFS(d, os.DirFS(src)); err != nil {
			return nil, 0, err
		}
	}
	repA, err := rewriteAll(ctx, a, dirA, folder)
	if err != nil {
		return nil, 0, err
	}
	repB, err := rewriteAll(ctx, b, dirB, folder)
	if err != nil {
		return nil, 0, err
	}
	files := map[string]bool{}
	for f := range repA {
		files[f] = true
	}
	for f := range repB {
		files[f] = true
	}
	var out []ScenarioChange
	for f := range files {
		ra, rb := repA[f], repB[f]
		dataA, errA := os.ReadFile(filepath.Join(dirA, f))
		dataB, errB := os.ReadFile(filepath.Join(dirB, f))
		if errA != nil || errB != nil {
			return nil, 0, errors.Join(errA, errB)
		}
		if bytes.Equal(dataA, dataB) && ra.Failure == rb.Failure {
			continue
		}
		c := ScenarioChange{Path: filepath.Join(folder, f)}
		if !ra.Passed {
			c.FailureA = ra.Failure
		}
		if !rb.Passed {
			c.FailureB = rb.Failure
		}
		if !bytes.Equal(dataA, dataB) {
			c.Diff = unifiedDiff(ctx, tmp, f, folder)
		}
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, len(files), nil
}

// rewriteAll runs "replay --rewrite --json" of build b on dir and returns
// its reports by file, relative to dir, with dir written as folder in the
// messages.
func rewriteAll(ctx context.Context, b *Build, dir, folder string) (map[string]replayReport, error) {
	cmd := b.Command(ctx, "replay", "--rewrite", "--json", dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var reports []replayReport
	if jerr := json.Unmarshal(out, &reports); jerr != nil {
		if err == nil {
			err = jerr
		}
		return nil, fmt.Errorf("%s: replay --rewrite: %v %s", b.Name, err, strings.TrimSpace(stderr.String()))
	}
	byFile := make(map[string]replayReport, len(reports))
	for _, r := range reports {
		rel, err := filepath.Rel(dir, r.Path)
		if err != nil {
			return nil, err
		}
		r.Failure = strings.ReplaceAll(r.Failure, dir, folder)
		byFile[rel] = r
	}
	return byFile, nil
}

// unifiedDiff returns the diff of file from the old build's rewrite to
// the new one's, with the paths of the scenario folder.
func unifiedDiff(ctx context.Context, tmp, file, folder string) string {
	a, b := filepath.Join("scenarios-a", file), filepath.Join("scenarios-b", file)
	cmd := exec.CommandContext(ctx, "git", "diff", "--no-index", "--no-color", "--", a, b)
	cmd.Dir = tmp
	out, err := cmd.Output()
	var ee *exec.ExitError
	if err != nil && !(errors.As(err, &ee) && ee.ExitCode() == 1) {
		return fmt.Sprintf("(no diff: %v)", err)
	}
	text := string(out)
	text = strings.ReplaceAll(text, "a/"+filepath.ToSlash(a), "a/"+filepath.ToSlash(filepath.Join(folder, file)))
	text = strings.ReplaceAll(text, "b/"+filepath.ToSlash(b), "b/"+filepath.ToSlash(filepath.Join(folder, file)))
	return text
}
