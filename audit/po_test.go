package audit

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"
)

// The PO export reads back: one entry a pair, its clauses as context,
// the findings as comments; and it reads as a translation.
func TestPORoundTrips(t *testing.T) {
	var buf bytes.Buffer
	if err := WritePO(&buf, "fr", "r.txt", testPairs()); err != nil {
		t.Fatal(err)
	}
	es, err := ParsePO("r.po", bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 2 || es[0].Context != "TURN-2" || es[0].ID != "The player on the left plays the next turn." || es[1].Str != "Mélangez « chaque » Période & <posez>." || es[1].Context != "SETUP-1 SETUP-2" {
		t.Fatalf("%+v", es)
	}
	if !strings.Contains(strings.Join(es[0].Comments, "\n"), "#. finding: different (directions): the direction: the clause says left") {
		t.Errorf("comments %q", es[0].Comments)
	}
	paras, lines, err := ParsePOTranslation("r.po", buf.Bytes(), func(id string) bool { return id == "SETUP-1" })
	if err != nil {
		t.Fatal(err)
	}
	if len(paras) != 2 || paras[0].Clause != "" || paras[1].Clause != "SETUP-1" || !strings.HasPrefix(lines[paras[1].First-1], "msgstr ") {
		t.Errorf("%+v", paras)
	}
}

func TestParsePOErrors(t *testing.T) {
	for text, want := range map[string]string{
		"msgid \"a\"\nmsgstr \"\"\n":  "r.po:1: no entry with a translation",
		"msgid \"a\nmsgstr \"b\"\n":   "r.po:1: bad string after msgid",
		"\"dangling\"\n":              "r.po:1: a string continues no keyword",
		"msgid \"a\"\nmsgfoo \"b\"\n": `r.po:2: unknown keyword "msgfoo"`,
	} {
		if _, _, err := ParsePOTranslation("r.po", []byte(text), nil); err == nil || err.Error() != want {
			t.Errorf("%q: error %v, want %s", text, err, want)
		}
	}
}

// pofilter's checks of a rule text are folded in, on the pair's line: a
// word doubled is a typo. Numbers are comparePair's (it reads number
// words too): pofilter's digit count adds none.
func TestPofilterFoldsItsChecksIn(t *testing.T) {
	if _, err := exec.LookPath("pofilter"); err != nil {
		t.Skip("pofilter is not installed (Debian: apt-get install translate-toolkit)")
	}
	pairs := []AlignedPair{
		{Pair: Pair{Clauses: []string{"END-3"}, Ranges: [][2]int{{4, 4}}, Text: "Les cartes des Périodes 7 à 10 déclarent un gagnant."}, Source: "Cards of ages 8 to 10 declare a winner.", Compared: true},
		{Pair: Pair{Clauses: []string{"TURN-1"}, Ranges: [][2]int{{9, 9}}, Text: "Un tour a 3 actions."}, Source: "A turn has 2 actions.", Compared: true,
			Findings: []Checked{{CheckNumbers, Finding{Class: Different}}}},
		{Pair: Pair{Clauses: []string{"TURN-2"}, Ranges: [][2]int{{11, 11}}, Text: "Le joueur à gauche joue le le tour suivant."}, Source: "The player on the left plays the next turn.", Compared: true},
	}
	fs, skipped := Pofilter("fr", "r.txt", pairs)
	if skipped != "" {
		t.Fatal(skipped)
	}
	var got []string
	for _, f := range fs {
		got = append(got, f.String())
	}
	want := []string{"r.txt:11: typo: TURN-2: pofilter doublewords: the word 'le' is repeated"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
