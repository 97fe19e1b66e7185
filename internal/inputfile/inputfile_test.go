package inputfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestReadFileRefusesPipesAndDevices(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "p")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	for _, path := range []string{fifo, "/dev/zero"} {
		if _, err := os.Stat(path); err != nil {
			continue
		}
		done := make(chan error, 1)
		go func() {
			_, err := ReadFile(path)
			done <- err
		}()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), "not a regular file") {
				t.Errorf("ReadFile(%s) = %v, want a refusal", path, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("ReadFile(%s) still reads after 5s", path)
		}
	}
}

func TestReadFileDropsTheByteOrderMark(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.txt")
	if err := os.WriteFile(path, []byte("\ufeffplay\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	data, err := ReadFile(path)
	if err != nil || string(data) != "play\n" {
		t.Fatalf("ReadFile = %q, %v, want %q", data, err, "play\n")
	}
}

func TestReadFileCapsTheSize(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := ReadFile(path); err == nil || !strings.Contains(err.Error(), "larger than 64 MiB") {
		t.Fatalf("ReadFile of %d bytes = %v, want a refusal naming the cap", MaxSize+1, err)
	}
}

func TestReadNonEmpty(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty")
	if err := os.WriteFile(empty, []byte(" \n\ufeff"[:2]), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadNonEmpty(empty); !errors.Is(err, ErrEmpty) {
		t.Errorf("ReadNonEmpty of white space = %v, want ErrEmpty", err)
	}
	if _, err := ReadNonEmpty(filepath.Join(dir, "missing")); err == nil || strings.Contains(err.Error(), "stat ") {
		t.Errorf("ReadNonEmpty of a missing file = %v, want a plain message", err)
	}
}
