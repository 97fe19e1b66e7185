package audit

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// PO (GNU gettext): the aligned pairs of a rulebook audit as translators'
// tools and translate-toolkit read them: one entry a pair, its clauses as
// context (msgctxt), the clause text as msgid, the passage as msgstr, the
// findings and the alignment as extracted comments, the lines as a
// reference.

// WritePO writes the pairs as a PO file of language lang.
func WritePO(w io.Writer, lang, original string, pairs []AlignedPair) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# The rule clauses and the passages of %s aligned with them.\n", original)
	fmt.Fprintf(bw, "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Language: %s\\n\"\n", lang)
	for _, p := range pairs {
		bw.WriteString("\n")
		for _, c := range p.Findings {
			fmt.Fprintf(bw, "#. finding: %s\n", oneLine(noteText(c)))
		}
		fmt.Fprintf(bw, "#. alignment: %s\n", alignmentNote(p))
		var refs []string
		for _, r := range p.Ranges {
			refs = append(refs, fmt.Sprintf("%s:%d", strings.ReplaceAll(original, " ", "_"), r[0]))
		}
		fmt.Fprintf(bw, "#: %s\n", strings.Join(refs, " "))
		fmt.Fprintf(bw, "msgctxt %s\nmsgid %s\nmsgstr %s\n", poQuote(strings.Join(p.Clauses, " ")), poQuote(p.Source), poQuote(p.Text))
	}
	return bw.Flush()
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// poQuote quotes a string as PO does: C escapes in double quotes.
func poQuote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`)
	return `"` + r.Replace(s) + `"`
}

// POEntry is one entry of a PO file.
type POEntry struct {
	Context, ID, Str string
	Comments         []string // the comment lines, "#" included
	Line             int      // the line of its msgstr
}

// ParsePO reads the entries of a PO file, the header (empty msgid) left
// out. Plural forms are read as their first form.
func ParsePO(name string, r io.Reader) ([]POEntry, error) {
	var out []POEntry
	var cur POEntry
	var field *string
	started := false
	flush := func() {
		if started && cur.ID != "" {
			out = append(out, cur)
		}
		cur, field, started = POEntry{}, nil, false
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
			continue
		case strings.HasPrefix(line, "#"):
			if started && field == &cur.Str {
				flush()
			}
			cur.Comments = append(cur.Comments, line)
			continue
		case strings.HasPrefix(line, `"`):
			if field == nil {
				return nil, fmt.Errorf("%s:%d: a string continues no keyword", name, n)
			}
			s, err := strconv.Unquote(line)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: bad string %s", name, n, line)
			}
			*field += s
			continue
		}
		kw, rest, _ := strings.Cut(line, " ")
		s, err := strconv.Unquote(strings.TrimSpace(rest))
		if err != nil {
			return nil, fmt.Errorf("%s:%d: bad string after %s", name, n, kw)
		}
		switch kw {
		case "msgctxt":
			if started {
				flush()
			}
			started, cur.Context, field = true, s, &cur.Context
		case "msgid":
			if started && field == &cur.Str {
				flush()
			}
			started, cur.ID, field = true, s, &cur.ID
		case "msgid_plural":
			field = new(string)
		case "msgstr", "msgstr[0]":
			cur.Str, cur.Line, field = s, n, &cur.Str
		default:
			if strings.HasPrefix(kw, "msgstr[") {
				field = new(string)
				continue
			}
			return nil, fmt.Errorf("%s:%d: unknown keyword %q", name, n, kw)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	flush()
	return out, nil
}

// ParsePOTranslation reads a PO file as a translation: one paragraph an
// entry with a translation, on the line of its msgstr, pinned to the
// clause its context starts with when known says it is one. It returns
// the file's lines too, for the findings' quotes.
func ParsePOTranslation(name string, data []byte, known func(id string) bool) ([]Paragraph, []string, error) {
	es, err := ParsePO(name, bytes.NewReader(data))
	if err != nil {
		return nil, nil, err
	}
	var paras []Paragraph
	for _, e := range es {
		t := strings.Join(strings.Fields(e.Str), " ")
		if t == "" {
			continue
		}
		p := Paragraph{First: e.Line, Last: e.Line, Text: t}
		if id := firstField(e.Context); id != "" && known != nil && known(id) {
			p.Clause = id
		}
		paras = append(paras, p)
	}
	if len(paras) == 0 {
		return nil, nil, fmt.Errorf("%s:1: no entry with a translation", name)
	}
	return paras, strings.Split(string(data), "\n"), nil
}

// LangCode returns the language code of a glossary's language name: "fr"
// of "fr-ultimate".
func LangCode(lang string) string {
	code, _, _ := strings.Cut(lang, "-")
	return code
}
