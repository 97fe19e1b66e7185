package audit

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
)

func TestProofreadSaysWhatItSkips(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	fs, skipped := Proofread([]SpellLine{{Subject: "X 1", Line: 1, Text: "Piochez une carte."}}, mustGlossary(t))
	if len(fs) != 0 || len(skipped) != 2 || !strings.Contains(skipped[0], "hunspell is not installed") || !strings.Contains(skipped[1], "grammalecte-cli is not installed") {
		t.Errorf("findings %v, skipped %q", fs, skipped)
	}
}

func TestGrammarQuotesTheLineOfTheMistake(t *testing.T) {
	if _, err := exec.LookPath("grammalecte-cli"); err != nil {
		t.Skip("grammalecte-cli is not installed (apt-get install grammalecte-cli); .ci/run installs it")
	}
	lines := []SpellLine{
		{Subject: "A", Line: 10, Text: "Les joueurs piochent", Group: 1},
		{Subject: "A", Line: 11, Text: "deux cartes rouge.", Group: 1},
		{Subject: "B", Line: 12, Text: "Il faut que vous piochez une carte.", Group: 2},
		{Subject: "C", Line: 13, Text: "Vous piochez une carte.", Group: 3},
	}
	fs, skipped := Grammar(lines)
	if len(skipped) != 0 {
		t.Fatal(skipped)
	}
	var got []string
	for _, f := range fs {
		got = append(got, fmt.Sprintf("%s %s %d", f.Subject, f.Quote, f.Line))
	}
	if strings.Join(got, "|") != "A rouge 11|B piochez 12" {
		t.Errorf("findings %q", got)
	}
}
