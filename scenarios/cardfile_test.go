package scenarios

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestCardFileName(t *testing.T) {
	for title, want := range map[string]string{"Archery": "archery", "A.I.": "ai", "The Wheel": "the_wheel", "Road  Building": "road_building"} {
		if got := CardFileName(title); got != want {
			t.Errorf("CardFileName(%q) = %q, want %q", title, got, want)
		}
	}
}

func TestCardIndex(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) string {
		path := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	own := write("cards/age1/the_wheel.txt", "position\nP1 hand: The Wheel\n----\n")
	rule := write("rules/demand.txt", "play\ndogma Archery\nP2: dogma the wheel\nP1: dogma The Wheel\n----\n")
	other := write("rules/the_wheel.txt", "play\nP1: meld The Wheel\n----\n")
	idx := IndexCards([]string{own, rule, other, filepath.Join(dir, "missing.txt")})
	// The Wheel's own file comes first, though a file of another folder
	// has its name, and it plays no dogma.
	if got, want := idx.Of("The Wheel"), []string{own, rule}; !slices.Equal(got, want) {
		t.Errorf("The Wheel: %q, want %q", got, want)
	}
	if got, want := idx.Of("Archery"), []string{rule}; !slices.Equal(got, want) {
		t.Errorf("Archery: %q, want %q", got, want)
	}
	if got := idx.Of("Oars"); got == nil || len(got) != 0 {
		t.Errorf("Oars: %q, want none", got)
	}
}
