package scenarios

import "testing"

func TestCardFileName(t *testing.T) {
	for title, want := range map[string]string{"Archery": "archery", "A.I.": "ai", "The Wheel": "the_wheel", "Road  Building": "road_building"} {
		if got := CardFileName(title); got != want {
			t.Errorf("CardFileName(%q) = %q, want %q", title, got, want)
		}
	}
}
