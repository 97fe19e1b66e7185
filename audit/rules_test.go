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

func TestProofLinesJoinCutWords(t *testing.T) {
	in := RulesInput{Rulebook: "r.txt", Lines: []string{"un joueur doit exé-", "cuter deux Actions, iden-", "tiques.", "fin"}}
	got := ProofLines(in, nil)
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
	if len(cs) != 2 || cs[0].ID != "DRAW-1" || cs[0].Text != "Draw action: draw one card of your highest top card." || cs[1].ID != "DRAW-2" {
		t.Errorf("%+v", cs)
	}
	if _, err := ParseRulesMarkdown("r.md", strings.NewReader("# nothing\n")); err == nil {
		t.Error("a document with no clause reads")
	}
}

func TestParseClausesReadsSettings(t *testing.T) {
	cs, err := ParseClauses("c.tsv", strings.NewReader("# c\nDRAW-1\tDraw a card.\nULT-DRAW-3\tDraw above 11.\tedition=4th edition=5th\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 2 || cs[0].Settings != nil || strings.Join(cs[1].Settings, " ") != "edition=4th edition=5th" {
		t.Fatalf("%+v", cs)
	}
	if !cs[0].HoldsIn([]string{"edition=1st"}) || cs[1].HoldsIn([]string{"edition=1st"}) || !cs[1].HoldsIn([]string{"edition=5th"}) || cs[1].HoldsIn(nil) {
		t.Error("HoldsIn")
	}
	for text, want := range map[string]string{
		"DRAW-1\n":           "c.tsv:1: want ID<tab>text[<tab>settings]",
		"DRAW-1\ta\tb\tc\n":  "c.tsv:1: want ID<tab>text[<tab>settings]",
		"\n\tDraw a card.\n": "c.tsv:2: want ID<tab>text[<tab>settings]",
	} {
		if _, err := ParseClauses("c.tsv", strings.NewReader(text)); err == nil || err.Error() != want {
			t.Errorf("%q: error %v, want %s", text, err, want)
		}
	}
}

// A clause of another configuration than the translation's is not missing
// from it; one of its own is.
func TestCompareRulesSkipsOtherConfigurations(t *testing.T) {
	g, err := ParseGlossary("g.tsv", strings.NewReader("config\tedition\tedition=1st\n"))
	if err != nil {
		t.Fatal(err)
	}
	in := RulesInput{Rulebook: "r.txt", Lines: []string{"piochez"}, Translated: g, Original: g,
		Clauses:   []ClauseText{{ID: "DRAW-1", Text: "Draw."}, {ID: "TURN-1", Text: "Two actions."}, {ID: "ULT-DRAW-3", Text: "Above 11.", Settings: []string{"edition=4th"}}},
		Alignment: &Alignment{Passages: []Passage{{Clause: "DRAW-1", Ranges: [][2]int{{1, 1}}}}}}
	fs, err := CompareRules(in)
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != 1 || fs[0].Class != Missing || fs[0].Subject != "TURN-1" {
		t.Errorf("%+v", fs)
	}
}
