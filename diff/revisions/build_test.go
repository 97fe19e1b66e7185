package revisions

import (
	"archive/tar"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// tarOf returns a tar stream of the given headers, each regular file
// holding its name as contents.
func tarOf(t *testing.T, headers ...*tar.Header) *bytes.Buffer {
	t.Helper()
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, h := range headers {
		if h.Typeflag == tar.TypeReg {
			h.Size = int64(len(h.Name))
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if h.Typeflag == tar.TypeReg {
			if _, err := tw.Write([]byte(h.Name)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	return &buf
}

func TestUntarWritesTheTree(t *testing.T) {
	dir := t.TempDir()
	stream := tarOf(t,
		&tar.Header{Name: "cmd/", Typeflag: tar.TypeDir, Mode: 0o755},
		&tar.Header{Name: "cmd/dogma/main.go", Typeflag: tar.TypeReg, Mode: 0o644},
		&tar.Header{Name: "README.md", Typeflag: tar.TypeReg, Mode: 0o644},
		&tar.Header{Name: "docs/readme", Typeflag: tar.TypeSymlink, Linkname: "../README.md"},
	)
	if err := untar(stream, dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"cmd/dogma/main.go", "README.md"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || string(data) != name {
			t.Errorf("%s: %q, %v; want its name as contents", name, data, err)
		}
	}
	if link, err := os.Readlink(filepath.Join(dir, "docs", "readme")); err != nil || link != "../README.md" {
		t.Errorf("docs/readme links to %q, %v; want ../README.md", link, err)
	}
}

func TestUntarRefusesPathsOutsideTheTree(t *testing.T) {
	for _, name := range []string{"../escape", "/abs/file"} {
		dir := t.TempDir()
		err := untar(tarOf(t, &tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o644}), filepath.Join(dir, "tree"))
		if err == nil || !strings.Contains(err.Error(), "a path outside the tree") {
			t.Errorf("%s: %v, want a path outside the tree", name, err)
		}
	}
}

// gitRepo makes a git repository with one commit of files (name to
// contents) and returns its folder.
func gitRepo(t *testing.T, files map[string]string) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skipf("needs git: %v", err)
	}
	repo := t.TempDir()
	for name, text := range files {
		path := filepath.Join(repo, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"init", "-q"},
		{"add", "-A"},
		{"-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", "base"},
	} {
		cmd := exec.Command("git", append([]string{"-C", repo}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_CEILING_DIRECTORIES="+filepath.Dir(repo))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	return repo
}

func TestRevisionsOfARepositoryWithoutEngine(t *testing.T) {
	repo := gitRepo(t, map[string]string{"notes/a.txt": "a\n"})
	ctx := t.Context()
	root, err := RepoRoot(ctx, filepath.Join(repo, "notes"))
	if err != nil {
		t.Fatal(err)
	}
	if fa, fb := stat(t, root), stat(t, repo); !os.SameFile(fa, fb) {
		t.Fatalf("RepoRoot = %s, want %s", root, repo)
	}
	if _, err := ResolveRev(ctx, root, "nonesuch"); err == nil || err.Error() != `unknown revision "nonesuch"` {
		t.Errorf("ResolveRev(nonesuch): %v", err)
	}
	commit, err := ResolveRev(ctx, root, "HEAD")
	if err != nil || !regexp.MustCompile(`^[0-9a-f]{40}$`).MatchString(commit) {
		t.Fatalf("ResolveRev(HEAD) = %q, %v", commit, err)
	}
	tree := filepath.Join(t.TempDir(), "a")
	_, err = NewBuild(ctx, root, "HEAD", commit, tree, filepath.Join(t.TempDir(), "dogma"))
	want := "HEAD (" + commit[:7] + ") has no cmd/dogma to build"
	if err == nil || err.Error() != want {
		t.Errorf("NewBuild: %v, want %s", err, want)
	}
	if data, err := os.ReadFile(filepath.Join(tree, "notes", "a.txt")); err != nil || string(data) != "a\n" {
		t.Errorf("the commit's tree was not extracted: %q, %v", data, err)
	}
	if _, err := NewBuild(ctx, root, "", "", "", filepath.Join(t.TempDir(), "dogma")); err == nil || err.Error() != "the working tree has no cmd/dogma to build" {
		t.Errorf("NewBuild of the working tree: %v", err)
	}
}

func TestRepoRootOutsideARepository(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skipf("needs git: %v", err)
	}
	dir := t.TempDir()
	t.Setenv("GIT_CEILING_DIRECTORIES", filepath.Dir(dir))
	if _, err := RepoRoot(t.Context(), dir); err == nil || !strings.HasPrefix(err.Error(), dir+" is not in a git repository") {
		t.Errorf("RepoRoot(%s): %v", dir, err)
	}
}

func TestTooOld(t *testing.T) {
	b := &Build{Name: "v1 (1234567)"}
	if err := b.TooOld(`Error: unknown command "diff-trace" for "dogma"`); err == nil || !strings.Contains(err.Error(), "v1 (1234567) has no diff-trace command") {
		t.Errorf("TooOld: %v", err)
	}
	if err := b.TooOld("panic: something else"); err != nil {
		t.Errorf("TooOld of another failure: %v, want nil", err)
	}
}

func stat(t *testing.T, path string) os.FileInfo {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi
}
