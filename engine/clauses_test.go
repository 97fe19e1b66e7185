package engine

import (
	"slices"
	"testing"
)

func TestClauseIDs(t *testing.T) {
	text := "# Rules\n- GEN-A-1 first\n- VAR-X GEN-A-1\n  - GEN-NOT indented\n- GEN-A-1 again\n- GENX-2 other\n- URUK-B-2 other game\n"
	if got, want := ClauseIDs(text, "GEN", "VAR"), []string{"GEN-A-1", "VAR-X"}; !slices.Equal(got, want) {
		t.Errorf("ClauseIDs = %v, want %v", got, want)
	}
}

func TestFillNames(t *testing.T) {
	list := []*GameVariant{{Name: "reading"}, {Name: "fill-a"}, {Name: "fill-b"}}
	if got := FillNames(list); got != "fill-a,fill-b" {
		t.Errorf("FillNames = %q", got)
	}
}

func TestReadSettings(t *testing.T) {
	var got []string
	err := ReadSettings("players=3  teams variants=a,b", func(k, v string) error {
		got = append(got, k+":"+v)
		return nil
	})
	if want := []string{"players:3", "teams:", "variants:a,b"}; err != nil || !slices.Equal(got, want) {
		t.Errorf("ReadSettings = %v, %v; want %v", got, err, want)
	}
}
