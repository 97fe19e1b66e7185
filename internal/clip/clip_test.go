package clip

import (
	"strings"
	"testing"
)

func TestQuote(t *testing.T) {
	if got := Quote(`a "b"`); got != `"a \"b\""` {
		t.Errorf("Quote = %s", got)
	}
	long := strings.Repeat("é", MaxQuoted+5)
	want := `"` + strings.Repeat("é", MaxQuoted) + `…"`
	if got := Quote(long); got != want {
		t.Errorf("Quote of %d characters = %s, want %s", MaxQuoted+5, got, want)
	}
}

func TestText(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"exactly", 7, "exactly"},
		{"too long", 3, "too…"},
		{"ßßßß", 2, "ßß…"},
	} {
		if got := Text(tc.s, tc.n); got != tc.want {
			t.Errorf("Text(%q, %d) = %q, want %q", tc.s, tc.n, got, tc.want)
		}
	}
}

func TestFirstLine(t *testing.T) {
	for s, want := range map[string]string{"": "", "one": "one", "one\ntwo\n": "one", "\nsecond": ""} {
		if got := FirstLine(s); got != want {
			t.Errorf("FirstLine(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestIndent(t *testing.T) {
	for s, want := range map[string]string{"a": "  a", "a\nb\n": "  a\n  b", "a\n\nb": "  a\n  \n  b"} {
		if got := Indent(s, "  "); got != want {
			t.Errorf("Indent(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestCount(t *testing.T) {
	for n, want := range map[int]string{0: "0 games", 1: "1 game", 2: "2 games"} {
		if got := Count(n, "game"); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestSlug checks the file-name form of a text.
func TestSlug(t *testing.T) {
	for _, tc := range []struct {
		in   string
		n    int
		want string
	}{
		{"Violation of END-2", 60, "violation-of-end-2"},
		{"  --Hé ho!  ", 60, "h-ho"},
		{"abcdef", 3, "abc"},
		{"", 10, ""},
	} {
		if got := Slug(tc.in, tc.n); got != tc.want {
			t.Errorf("Slug(%q, %d) = %q, want %q", tc.in, tc.n, got, tc.want)
		}
	}
}
