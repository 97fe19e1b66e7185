package audit

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

// XLIFF 2.0 (OASIS, urn:oasis:names:tc:xliff:document:2.0): the aligned
// pairs of a rulebook audit as a translator's CAT tool opens them, one unit
// a pair, its clauses as source, its passage as target, its findings and
// its alignment as notes.

// XLIFF is an XLIFF 2.0 document.
type XLIFF struct {
	XMLName xml.Name    `xml:"urn:oasis:names:tc:xliff:document:2.0 xliff"`
	Version string      `xml:"version,attr"`
	SrcLang string      `xml:"srcLang,attr"`
	TrgLang string      `xml:"trgLang,attr,omitempty"`
	Files   []XLIFFFile `xml:"file"`
}

// XLIFFFile is a file of an XLIFF document: the rulebook.
type XLIFFFile struct {
	ID       string      `xml:"id,attr"`
	Original string      `xml:"original,attr,omitempty"`
	Units    []XLIFFUnit `xml:"unit"`
}

// XLIFFUnit is one pair: its name is the IDs of its clauses, separated by
// spaces.
type XLIFFUnit struct {
	ID       string         `xml:"id,attr"`
	Name     string         `xml:"name,attr,omitempty"`
	Notes    *XLIFFNotes    `xml:"notes,omitempty"`
	Segments []XLIFFSegment `xml:"segment"`
}

// XLIFFNotes holds a unit's notes.
type XLIFFNotes struct {
	Notes []XLIFFNote `xml:"note"`
}

// XLIFFNote is a note: category "finding" (priority 1 for a difference
// in meaning, 5 for a typo) or "alignment".
type XLIFFNote struct {
	Category string `xml:"category,attr,omitempty"`
	Priority int    `xml:"priority,attr,omitempty"`
	Text     string `xml:",chardata"`
}

// XLIFFSegment is a source and its target.
type XLIFFSegment struct {
	ID     string `xml:"id,attr,omitempty"`
	State  string `xml:"state,attr,omitempty"`
	Source string `xml:"source"`
	Target string `xml:"target"`
}

// NewXLIFF returns the XLIFF document of the pairs of a rulebook audit:
// srcLang and trgLang are BCP 47 codes ("en", "fr"), original the
// rulebook's name.
func NewXLIFF(srcLang, trgLang, original string, pairs []AlignedPair) *XLIFF {
	f := XLIFFFile{ID: "rulebook", Original: original}
	for i, p := range pairs {
		u := XLIFFUnit{ID: fmt.Sprintf("u%d", i+1), Name: strings.Join(p.Clauses, " ")}
		var notes []XLIFFNote
		for _, c := range p.Findings {
			notes = append(notes, XLIFFNote{Category: "finding", Priority: findingPriority(c.Finding), Text: noteText(c)})
		}
		notes = append(notes, XLIFFNote{Category: "alignment", Text: alignmentNote(p)})
		u.Notes = &XLIFFNotes{Notes: notes}
		state := "translated"
		if len(p.Findings) == 0 && p.Compared {
			state = "reviewed"
		}
		u.Segments = []XLIFFSegment{{ID: "s1", State: state, Source: p.Source, Target: p.Text}}
		f.Units = append(f.Units, u)
	}
	return &XLIFF{XMLName: xml.Name{Space: "urn:oasis:names:tc:xliff:document:2.0", Local: "xliff"}, Version: "2.0", SrcLang: srcLang, TrgLang: trgLang, Files: []XLIFFFile{f}}
}

// WriteXLIFF writes x as an indented XML document.
func WriteXLIFF(w io.Writer, x *XLIFF) error {
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(x); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// findingPriority is a note's priority (1 highest, 10 lowest): a
// difference in meaning first, a typo last.
func findingPriority(f Finding) int {
	switch f.Class {
	case Different, Ambiguous:
		return 1
	case Missing, Addition:
		return 2
	case Term:
		return 4
	}
	return 5
}

// noteText renders a finding of a pair as a note or a comment.
func noteText(c Checked) string {
	s := fmt.Sprintf("%s (%s): %s", c.Class, c.Check, c.Message)
	if c.Quote != "" {
		s += fmt.Sprintf(" (« %s »)", c.Quote)
	}
	if c.Line > 0 {
		s += fmt.Sprintf(" [line %d]", c.Line)
	}
	if c.Variant != "" {
		s += " [variant " + c.Variant + "]"
	}
	return s
}

// alignmentNote says how sure the aligner is of a pair and where it lies.
func alignmentNote(p AlignedPair) string {
	var rs []string
	for _, r := range p.Ranges {
		if r[0] == r[1] {
			rs = append(rs, fmt.Sprint(r[0]))
		} else {
			rs = append(rs, fmt.Sprintf("%d-%d", r[0], r[1]))
		}
	}
	s := fmt.Sprintf("confidence %.2f; lines %s", p.Confidence, strings.Join(rs, ","))
	if p.OutOfOrder {
		s += "; out of the rulebook's order"
	}
	if !p.Compared {
		s += "; not compared"
	}
	return s
}

// ParseXLIFF reads an XLIFF 1.2 or 2.0 document as a translation: one
// paragraph a unit (XLIFF 2.0) or trans-unit (1.2), its targets joined,
// on the line of its first target, pinned to the clause its name (or,
// failing that, its id) starts with when known says it is one. A unit
// with no target is skipped. It returns the document's lines, for the
// findings' quotes.
func ParseXLIFF(name string, data []byte, known func(id string) bool) ([]Paragraph, []string, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	var paras []Paragraph
	var cur *Paragraph
	var unitID, unitName string
	var text strings.Builder
	inTarget, root := false, false
	for {
		line, _ := dec.InputPos()
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			l, _ := dec.InputPos()
			return nil, nil, fmt.Errorf("%s:%d: %v", name, l, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "xliff":
				root = true
			case "unit", "trans-unit":
				unitID, unitName = attr(t, "id"), attr(t, "name")
				cur = nil
			case "target":
				if cur == nil {
					cur = &Paragraph{First: line, Last: line}
					if known != nil {
						for _, id := range []string{firstField(unitName), firstField(unitID)} {
							if id != "" && known(id) {
								cur.Clause = id
								break
							}
						}
					}
				}
				inTarget = true
				text.Reset()
			}
		case xml.CharData:
			if inTarget {
				text.Write(t)
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "target":
				inTarget = false
				if s := strings.TrimSpace(text.String()); s != "" {
					if cur.Text != "" {
						cur.Text += " "
					}
					cur.Text += strings.Join(strings.Fields(s), " ")
				}
			case "unit", "trans-unit":
				if cur != nil && cur.Text != "" {
					paras = append(paras, *cur)
				}
				cur = nil
			}
		}
	}
	if !root {
		return nil, nil, fmt.Errorf("%s:1: not an XLIFF document (no <xliff> element)", name)
	}
	if len(paras) == 0 {
		return nil, nil, fmt.Errorf("%s:1: no unit with a target", name)
	}
	return paras, strings.Split(string(data), "\n"), nil
}

func attr(e xml.StartElement, local string) string {
	for _, a := range e.Attr {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

func firstField(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}
