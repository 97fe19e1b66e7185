package audit

import (
	"strings"
	"testing"
)

func TestParseAlignment(t *testing.T) {
	known := func(id string) bool { return id == "DRAW-1" || id == "MELD-1" }
	a, err := ParseAlignment("a.tsv", strings.NewReader("# c\nDRAW-1\t3-5,9\tvariant=x\nMELD-1\t-\n+\t12\n"), known)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Passages) != 2 || a.Absent["MELD-1"] != 3 {
		t.Fatalf("%+v", a)
	}
	p := a.Passages[0]
	if p.Clause != "DRAW-1" || p.Variant != "x" || p.Line != 2 || len(p.Ranges) != 2 || p.Ranges[0] != [2]int{3, 5} || p.Ranges[1] != [2]int{9, 9} {
		t.Errorf("passage %+v", p)
	}
	for text, want := range map[string]string{
		"DRAW-1\n":             "a.tsv:1: want CLAUSE<tab>LINES[<tab>variant=NAME]",
		"KEY-X\t3\n":           "a.tsv:1: no clause KEY-X",
		"DRAW-1\t5-3\n":        `a.tsv:1: bad line range "5-3"`,
		"DRAW-1\t3\tvariant\n": `a.tsv:1: want variant=NAME, not "variant"`,
		"\nDRAW-1\tthree\n":    `a.tsv:2: bad line range "three"`,
	} {
		_, err := ParseAlignment("a.tsv", strings.NewReader(text), known)
		if err == nil || err.Error() != want {
			t.Errorf("%q: error %v, want %s", text, err, want)
		}
	}
}

func TestAlignedLinesJoinCutWords(t *testing.T) {
	in := RulesInput{Rulebook: "r.txt", Lines: []string{"un joueur doit exé-", "cuter deux Actions, iden-", "tiques.", "fin"},
		Alignment: &Alignment{Passages: []Passage{{Clause: "TURN-1", Ranges: [][2]int{{1, 4}}}}}}
	got := AlignedLines(in)
	if len(got) != 2 || got[0].Text != "un joueur doit exécuter deux Actions, identiques." || got[0].Line != 1 || got[1].Text != "fin" {
		t.Errorf("%+v", got)
	}
}

func TestParseRulesMarkdown(t *testing.T) {
	md := "# Rules\n\n## Actions\n- DRAW-1 Draw action: draw one card\n  of your highest top card.\n- DRAW-2 Any draw of age N.\n\nText.\n  - not a clause\n"
	cs, err := ParseRulesMarkdown("r.md", strings.NewReader(md))
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 2 || cs[0] != (ClauseText{"DRAW-1", "Draw action: draw one card of your highest top card."}) || cs[1].ID != "DRAW-2" {
		t.Errorf("%+v", cs)
	}
	if _, err := ParseRulesMarkdown("r.md", strings.NewReader("# nothing\n")); err == nil {
		t.Error("a document with no clause reads")
	}
}
