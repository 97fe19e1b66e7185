package audit

import (
	"bytes"
	"encoding/xml"
	"reflect"
	"strings"
	"testing"
)

func testPairs() []AlignedPair {
	return []AlignedPair{
		{Pair: Pair{Clauses: []string{"TURN-2"}, Ranges: [][2]int{{3, 3}}, Text: "Le joueur à droite joue le tour suivant.", Confidence: 0.81},
			Source: "The player on the left plays the next turn.", Compared: true,
			Findings: []Checked{{CheckDirections, Finding{Class: Different, Subject: "TURN-2", File: "r.txt", Line: 3, Quote: "droite",
				Message: "the direction: the clause says left; the passage says right"}}}},
		{Pair: Pair{Clauses: []string{"SETUP-1", "SETUP-2"}, Ranges: [][2]int{{7, 9}, {12, 12}}, Text: "Mélangez « chaque » Période & <posez>.", Confidence: 0.52, OutOfOrder: true},
			Source: "Each age is shuffled on its own.", Compared: true},
	}
}

// The XLIFF export is a well-formed XLIFF 2.0 document that encoding/xml
// reads back into the same value, and that reads as a translation whose
// units are pinned to their clauses.
func TestXLIFFRoundTrips(t *testing.T) {
	x := NewXLIFF("en", "fr", "r.txt", testPairs())
	var buf bytes.Buffer
	if err := WriteXLIFF(&buf, x); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{`<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">`,
		`<unit id="u1" name="TURN-2">`, `<note category="finding" priority="1">different (directions): the direction`, `&lt;posez&gt;`} {
		if !strings.Contains(out, want) {
			t.Errorf("the document lacks %s:\n%s", want, out)
		}
	}
	var back XLIFF
	if err := xml.Unmarshal(buf.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(&back, x) {
		t.Errorf("round trip:\n got %+v\nwant %+v", back, *x)
	}
	paras, lines, err := ParseXLIFF("r.xlf", buf.Bytes(), func(id string) bool { return id == "TURN-2" || id == "SETUP-1" })
	if err != nil {
		t.Fatal(err)
	}
	if len(paras) != 2 || paras[0].Clause != "TURN-2" || paras[1].Clause != "SETUP-1" || paras[1].Text != "Mélangez « chaque » Période & <posez>." {
		t.Fatalf("%+v", paras)
	}
	if l := lines[paras[0].First-1]; !strings.Contains(l, "<target>Le joueur à droite") {
		t.Errorf("the first unit's line %d is %q, not its target", paras[0].First, l)
	}
}

func TestParseXLIFFErrors(t *testing.T) {
	for text, want := range map[string]string{
		"<html></html>": "x.xlf:1: not an XLIFF document (no <xliff> element)",
		`<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0"><file id="f"><unit id="u"><segment><source>a</source></segment></unit></file></xliff>`: "x.xlf:1: no unit with a target",
		"<xliff>\n<file>\n</xliff>": "x.xlf:3: XML syntax error on line 3: element <file> closed by </xliff>",
	} {
		if _, _, err := ParseXLIFF("x.xlf", []byte(text), nil); err == nil || err.Error() != want {
			t.Errorf("%q: error %v, want %s", text, err, want)
		}
	}
}
