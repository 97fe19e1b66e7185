package engine

import "testing"

type textConfig string

func (c textConfig) String() string { return string(c) }

func TestViewHeading(t *testing.T) {
	for _, tc := range []struct {
		viewer int
		want   string
	}{
		{0, "uruk players=2 · seen by P1"},
		{2, "uruk players=2 · seen by P3"},
		{Omniscient, "uruk players=2 · seen by all"},
	} {
		h := NewViewHead(textConfig("players=2"), tc.viewer, 1)
		if got := h.Heading("uruk"); got != tc.want {
			t.Errorf("viewer %d: %q, want %q", tc.viewer, got, tc.want)
		}
		if h.Turn != "P2" {
			t.Errorf("turn %q, want P2", h.Turn)
		}
	}
}
