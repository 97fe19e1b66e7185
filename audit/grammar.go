package audit

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// typographic are Grammalecte's kinds of error that are typography, not
// grammar (spaces, apostrophes, capitals, number formats): a PDF
// extraction loses them, and the audit leaves them to the typesetter.
var typographic = map[string]bool{"nbsp": true, "apos": true, "typo": true, "esp": true, "maj": true, "num": true, "unit": true}

// Grammar reports the grammar and agreement mistakes Grammalecte finds in
// lines, as typos quoting the words at fault. When Grammalecte is missing
// it returns no finding and says what it skipped.
func Grammar(lines []SpellLine) ([]Finding, string) {
	path, err := exec.LookPath("grammalecte-cli")
	if err != nil {
		return nil, "grammar: grammalecte-cli is not installed (Debian: apt-get install grammalecte-cli)"
	}
	f, err := os.CreateTemp("", "audit-*.txt")
	if err != nil {
		return nil, "grammar: " + err.Error()
	}
	defer os.Remove(f.Name())
	paras := paragraphs(lines)
	for _, p := range paras {
		// One paragraph a line: an empty line would shift the count.
		fmt.Fprintln(f, string(p.text))
	}
	if err := f.Close(); err != nil {
		return nil, "grammar: " + err.Error()
	}
	out, err := exec.Command(path, "-f", f.Name(), "-j", "-owe").Output()
	if err != nil {
		return nil, fmt.Sprintf("grammar: grammalecte-cli: %v", err)
	}
	var rep struct {
		Data []struct {
			Paragraph int `json:"iParagraph"`
			Errors    []struct {
				Start   int    `json:"nStart"`
				End     int    `json:"nEnd"`
				Type    string `json:"sType"`
				Rule    string `json:"sRuleId"`
				Message string `json:"sMessage"`
			} `json:"lGrammarErrors"`
		} `json:"data"`
	}
	if err := json.Unmarshal(out, &rep); err != nil {
		return nil, fmt.Sprintf("grammar: grammalecte-cli's report: %v", err)
	}
	var fs []Finding
	for _, p := range rep.Data {
		i := p.Paragraph - 1
		if i < 0 || i >= len(paras) {
			continue
		}
		para := paras[i]
		for _, e := range p.Errors {
			if typographic[e.Type] || strings.HasPrefix(e.Rule, "num_") || e.Start < 0 || e.End > len(para.text) || e.Start >= e.End {
				continue
			}
			if quote := string(para.text[e.Start:e.End]); shoutedOrGarbage(quote) {
				continue
			}
			l := lines[para.lineAt(e.Start)]
			fs = append(fs, Finding{Class: Typo, Subject: l.Subject, File: l.File, Line: l.Line,
				Quote: string(para.text[e.Start:e.End]), Message: "grammar: " + e.Message})
		}
	}
	return fs, ""
}

// Proofread checks the spelling (Hunspell) and the grammar (Grammalecte)
// of lines and returns the typos, and what it skipped for want of a tool.
func Proofread(lines []SpellLine, g *Glossary) (findings []Finding, skipped []string) {
	fs, skip := Spell(lines, g)
	findings = append(findings, fs...)
	if skip != "" {
		skipped = append(skipped, skip)
	}
	fs, skip = Grammar(lines)
	findings = append(findings, fs...)
	if skip != "" {
		skipped = append(skipped, skip)
	}
	return findings, skipped
}

// paragraph is lines joined for the grammar check.
type paragraph struct {
	text   []rune
	starts []int // the offset in text where each line starts
	first  int   // the index of its first line
}

// lineAt returns the index of the line at rune offset off.
func (p paragraph) lineAt(off int) int {
	i := 0
	for i+1 < len(p.starts) && p.starts[i+1] <= off {
		i++
	}
	return p.first + i
}

// paragraphs joins the consecutive lines of one group.
func paragraphs(lines []SpellLine) []paragraph {
	var out []paragraph
	for i, l := range lines {
		text := []rune(Normalize(strings.ReplaceAll(l.Text, "\n", " ")))
		if i == 0 || l.Group == 0 || l.Group != lines[i-1].Group {
			out = append(out, paragraph{first: i})
		}
		p := &out[len(out)-1]
		if len(p.text) > 0 {
			p.text = append(p.text, ' ')
		}
		p.starts = append(p.starts, len(p.text))
		p.text = append(p.text, text...)
	}
	return out
}

// shoutedOrGarbage reports whether the words a grammar error quotes are
// a name in capitals (an action, "PIOCHER", which the rulebook writes so)
// or an extraction's artefacts.
func shoutedOrGarbage(quote string) bool {
	fs := strings.Fields(quote)
	if len(fs) == 1 && len([]rune(fs[0])) > 1 && strings.ToUpper(fs[0]) == fs[0] && strings.ToLower(fs[0]) != fs[0] {
		return true
	}
	for _, f := range fs {
		if extractionGarbage(f) {
			return true
		}
	}
	return false
}
