package audit

import (
	"strings"
	"testing"
)

func TestReportsText(t *testing.T) {
	fs := []Finding{
		{Class: Typo, Subject: "Oars", File: "t.txt", Line: 4, Message: "unknown word", Quote: "rame"},
		{Class: Different, Subject: "Archery 1", File: "t.txt", Line: 2, Message: "draws a 2, not a 1", Variant: "v"},
	}
	Rank(fs)
	cards := &CardsReport{Game: "innovation", Lang: "fr", Texts: "t.txt", Effects: 2, Games: 10, Seed: 3,
		Findings: fs, Counts: Count(fs), Notes: []string{"a note"}, Skipped: []string{"t.txt:9"}}
	var b strings.Builder
	cards.WriteText(&b)
	want := "audit of 2 card texts of innovation (fr) in t.txt: signatures from 10 games from seed 3\n" +
		"t.txt:2: different: Archery 1: draws a 2, not a 1 [variant v]\n" +
		"t.txt:4: typo: Oars: unknown word (« rame »)\n" +
		"note: a note\n" +
		"skipped: t.txt:9\n" +
		"2 findings: 1 different, 1 typo\n"
	if b.String() != want {
		t.Errorf("cards report:\n%s\nwant\n%s", b.String(), want)
	}
	rules := &RulesReport{Game: "innovation", Lang: "fr", Rulebook: "r.txt", Alignment: "a.tsv", Passages: 7}
	b.Reset()
	rules.WriteText(&b)
	if want := "audit of r.txt (fr) against the rules of innovation: 7 passages aligned in a.tsv\nno finding\n"; b.String() != want {
		t.Errorf("rules report:\n%s\nwant\n%s", b.String(), want)
	}
}
