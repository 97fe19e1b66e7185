package diff

import "testing"

// A variant joins the variants a configuration already switches on: a
// second "variants=" setting would replace the first.
func TestAddVariant(t *testing.T) {
	for _, tc := range []struct{ text, name, want string }{
		{"players=2", "b", "players=2 variants=b"},
		{"players=2 variants=a", "b", "players=2 variants=a,b"},
		{"players=3 variants=a,c edition=3rd", "b", "players=3 variants=a,c,b edition=3rd"},
		{"", "b", "variants=b"},
	} {
		if got := addVariant(tc.text, tc.name); got != tc.want {
			t.Errorf("addVariant(%q, %q) = %q, want %q", tc.text, tc.name, got, tc.want)
		}
	}
}
