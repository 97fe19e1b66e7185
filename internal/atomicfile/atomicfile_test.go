package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "f.txt")
	for _, text := range []string{"one\n", "two\n"} {
		if err := Write(path, []byte(text)); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != text {
			t.Fatalf("read %q, %v; want %q", got, err, text)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("a temporary file is left: %v", entries)
	}
	// A folder in the way: the write fails and leaves nothing behind.
	if err := Write(filepath.Join(dir, "sub"), []byte("x")); err == nil {
		t.Fatal("writing over a folder succeeded")
	}
	entries, _ = os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("a temporary file is left: %v", entries)
	}
}

func TestSame(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a")
	os.WriteFile(a, nil, 0o644)
	if !Same(a, filepath.Join(dir, ".", "a")) || Same(a, filepath.Join(dir, "b")) {
		t.Fatal("Same is wrong")
	}
}
