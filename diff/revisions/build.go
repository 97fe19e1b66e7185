// Package revisions compares two revisions of the engine, for "dogma
// diff": it builds each revision's dogma binary from a copy of its tree,
// plays the same games with both (their diff-trace command) and groups the
// divergences by card, shrinks each card's first divergence through both
// builds running as script servers, and lists the scenario files the two
// builds rewrite differently.
//
// It drives the builds as separate processes; the comparison of their
// traces, the shrinker and the scenario format are package diff's.
package revisions

import (
	"archive/tar"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/dogma-engine/dogma/internal/clip"
)

// A Build is the dogma binary of one revision of the engine: the
// revision's tree (extracted from git, or the working tree itself) and the
// binary built from it.
type Build struct {
	Name string `json:"name"`             // for people: "HEAD (40b7532)", "the working tree"
	Rev  string `json:"commit,omitempty"` // the commit, or "" for the working tree
	Dir  string `json:"-"`                // the source tree
	Bin  string `json:"-"`                // the binary
}

// gitOutput runs git in dir and returns its trimmed output.
func gitOutput(ctx context.Context, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "git", append([]string{"-C", dir}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return "", errors.New(msg)
	}
	return strings.TrimSpace(string(out)), nil
}

// RepoRoot returns the top folder of the git repository holding dir.
func RepoRoot(ctx context.Context, dir string) (string, error) {
	root, err := gitOutput(ctx, dir, "rev-parse", "--show-toplevel")
	if err != nil {
		return "", fmt.Errorf("%s is not in a git repository: %v", dir, err)
	}
	return root, nil
}

// ResolveRev returns the commit a revision names in the repository at
// root.
func ResolveRev(ctx context.Context, root, rev string) (string, error) {
	commit, err := gitOutput(ctx, root, "rev-parse", "--verify", "--quiet", rev+"^{commit}")
	if err != nil || commit == "" {
		return "", fmt.Errorf("unknown revision %s", clip.Quote(rev))
	}
	return commit, nil
}

// NewBuild builds the engine of the repository at root at commit, which
// rev names (the working tree of root when commit is ""), extracting the
// commit's tree into dir, and writes the binary to bin.
func NewBuild(ctx context.Context, root, rev, commit, dir, bin string) (*Build, error) {
	b := &Build{Name: "the working tree", Dir: root, Bin: bin}
	if commit != "" {
		b.Name, b.Rev, b.Dir = fmt.Sprintf("%s (%s)", rev, commit[:min(7, len(commit))]), commit, dir
		if err := extractCommit(ctx, root, commit, dir); err != nil {
			return nil, fmt.Errorf("%s: %v", b.Name, err)
		}
	}
	if _, err := os.Stat(filepath.Join(b.Dir, "cmd", "dogma")); err != nil {
		return nil, fmt.Errorf("%s has no cmd/dogma to build", b.Name)
	}
	// -trimpath keeps the folder out of the build, so that the build cache
	// serves every tree of the same sources.
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-o", bin, "./cmd/dogma")
	cmd.Dir = b.Dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%s does not build: %v\n%s", b.Name, err, strings.TrimSpace(string(out)))
	}
	return b, nil
}

// extractCommit writes the tree of commit into dir (git archive), which
// leaves the repository as it is: no worktree to clean up.
func extractCommit(ctx context.Context, root, commit, dir string) error {
	cmd := exec.CommandContext(ctx, "git", "-C", root, "archive", "--format=tar", commit)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	xerr := untar(out, dir)
	if xerr != nil {
		_, _ = io.Copy(io.Discard, out)
	}
	if err := cmd.Wait(); err != nil {
		return fmt.Errorf("git archive: %v %s", err, strings.TrimSpace(stderr.String()))
	}
	return xerr
}

// untar writes the folders, files and links of a tar stream into dir.
func untar(r io.Reader, dir string) error {
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		name := filepath.FromSlash(h.Name)
		if !filepath.IsLocal(name) {
			return fmt.Errorf("git archive: a path outside the tree: %s", h.Name)
		}
		path := filepath.Join(dir, name)
		switch h.Typeflag {
		case tar.TypeDir:
			err = os.MkdirAll(path, 0o755)
		case tar.TypeReg:
			err = writeFileFrom(path, tr, os.FileMode(h.Mode).Perm()|0o600)
		case tar.TypeSymlink:
			if err = os.MkdirAll(filepath.Dir(path), 0o755); err == nil {
				err = os.Symlink(h.Linkname, path)
			}
		}
		if err != nil {
			return err
		}
	}
}

// writeFileFrom writes the contents of r to a new file at path.
func writeFileFrom(path string, r io.Reader, mode os.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, r)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// Command returns the command that runs the build's binary with args.
func (b *Build) Command(ctx context.Context, args ...string) *exec.Cmd {
	return exec.CommandContext(ctx, b.Bin, args...)
}

// TooOld explains a failure of the build's binary to run a command that
// older builds lack, from its stderr; it returns nil for any other
// failure.
func (b *Build) TooOld(stderr string) error {
	if strings.Contains(stderr, `unknown command "diff-trace"`) {
		return fmt.Errorf("%s has no diff-trace command: it is older than dogma diff", b.Name)
	}
	return nil
}
