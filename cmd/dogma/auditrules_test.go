package main

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/audit"
)

// iello2011 is the IELLO 2011 rulebook as the shared specification holds
// it, beside the repository; it is not part of the repository.
const iello2011 = "../../../shared/seeds/000_d8711a59b4734f04.txt"

// TestAuditRulesIELLO: the shipped alignment of the IELLO 2011 rulebook
// reads, and the audit finds the « et/ou » of Monument that the
// monument-combined variant plays.
func TestAuditRulesIELLO(t *testing.T) {
	if _, err := os.Stat(iello2011); err != nil {
		t.Skipf("the IELLO rulebook is not beside the repository (%v)", err)
	}
	fs, _, err := auditJSON(t, "audit", "rules", "--lang", "fr", "--rulebook", iello2011, "--align", "../../audit/data/innovation-fr-iello2011-align.tsv")
	if err == nil {
		t.Fatal("no finding")
	}
	if len(fs) == 0 || fs[0].Class != "ambiguous" || fs[0].Subject != "SPECIAL-MONUMENT" || fs[0].Variant != "monument-combined" || fs[0].Line != 99 {
		t.Errorf("the first finding is %+v, want the ambiguous « et/ou » of SPECIAL-MONUMENT at line 99", fs[0])
	}
}

// seed004 is the French player aid of Innovation Ultimate as the shared
// specification holds it, beside the repository.
const seed004 = "../../../shared/seeds/004_3f622afbe6d78ef5.txt"

// TestAuditRulesEditions: each rulebook is held to the clauses of the
// edition its glossary follows: the IELLO 2011 rulebook (1st edition) to
// none of the 4th edition's, the player aid of Innovation Ultimate (4th
// edition, --lang fr-ultimate) to none that the 4th edition replaces.
func TestAuditRulesEditions(t *testing.T) {
	for _, c := range []struct{ lang, book, align, foreign string }{
		{"fr", iello2011, "innovation-fr-iello2011-align.tsv", "ULT-DRAW-3"},
		{"fr-ultimate", seed004, "innovation-fr-ultimate-align.tsv", "DRAW-3"},
	} {
		if _, err := os.Stat(c.book); err != nil {
			t.Skipf("the rulebook is not beside the repository (%v)", err)
		}
		fs, _, err := auditJSON(t, "audit", "rules", "--lang", c.lang, "--rulebook", c.book, "--align", "../../audit/data/"+c.align)
		if err == nil || len(fs) == 0 {
			t.Fatalf("%s: no finding", c.lang)
		}
		for _, f := range fs {
			if f.Subject == c.foreign {
				t.Errorf("%s: a finding on %s, a clause of another edition: %+v", c.lang, c.foreign, f)
			}
		}
	}
}

// TestAuditRulesIELLOAligned: without an alignment file the IELLO 2011
// rulebook is aligned automatically and its « et/ou » of Monument found.
func TestAuditRulesIELLOAligned(t *testing.T) {
	if _, err := os.Stat(iello2011); err != nil {
		t.Skipf("the IELLO rulebook is not beside the repository (%v)", err)
	}
	fs, _, err := auditJSON(t, "audit", "rules", "--lang", "fr", "--rulebook", iello2011)
	if err == nil || len(fs) == 0 {
		t.Fatal("no finding")
	}
	for _, f := range fs {
		if f.Class == "ambiguous" && f.Subject == "SPECIAL-MONUMENT" && f.Line == 99 {
			return
		}
	}
	t.Errorf("no ambiguous « et/ou » of SPECIAL-MONUMENT at line 99 among %d findings", len(fs))
}

// rulebookFR is a short French rulebook: three passages of the clauses,
// the second with "droite" for "left".
const rulebookFR = `• LE TOUR
Un tour comporte deux actions. Chacune consiste à piocher, poser, activer ou dominer, et un joueur peut faire deux fois la même action.

Le joueur à droite joue le tour suivant.

• COMPTABILISER
Comptabiliser une carte, c'est la placer face cachée dans l'influence du joueur.
`

// TestAuditRulesTranslationFiles: a plain-text rulebook's pairs exported
// as XLIFF and PO read back as translations with the same findings.
func TestAuditRulesTranslationFiles(t *testing.T) {
	dir := t.TempDir()
	book := filepath.Join(dir, "regles.txt")
	if err := os.WriteFile(book, []byte(rulebookFR), 0o644); err != nil {
		t.Fatal(err)
	}
	xlf, po := filepath.Join(dir, "regles.xlf"), filepath.Join(dir, "regles.po")
	fs, _, err := auditJSON(t, "audit", "rules", "--lang", "fr", "--rulebook", book, "--xliff", xlf, "--po", po)
	if err == nil {
		t.Fatal("no finding")
	}
	key := func(fs []audit.Finding) string {
		var out []string
		for _, f := range fs {
			if f.Class != audit.Missing || f.File != "" { // clauses not rendered are many
				out = append(out, f.Class+" "+f.Subject+" "+f.Quote)
			}
		}
		sort.Strings(out)
		return strings.Join(out, "\n")
	}
	want := key(fs)
	if !strings.Contains(want, "different TURN-2 droite") && !strings.Contains(want, "different TURN-2 à droite") {
		t.Fatalf("the passage of TURN-2 is not found at fault:\n%s", want)
	}
	for _, file := range []string{xlf, po} {
		got, _, err := auditJSON(t, "audit", "rules", "--lang", "fr", "--rulebook", file)
		if err == nil {
			t.Fatalf("%s: no finding", file)
		}
		if key(got) != want {
			t.Errorf("%s: findings\n%s\nwant\n%s", file, key(got), want)
		}
	}
}

// TestAuditRulesBadInput: an empty, blank or unreadable rulebook,
// glossary or alignment is an input error (exit 2) that names the file,
// never "no finding".
func TestAuditRulesBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	book := write("regles.txt", rulebookFR)
	empty := write("empty.txt", "")
	blank := write("blank.txt", "\n  \n\n")
	noEntry := write("glossaire.tsv", "# nothing yet\n\n")
	badEntry := write("mauvais.tsv", "action\tdraw\n")
	noPassage := write("align.tsv", "# nothing aligned\n")
	badXLIFF := write("regles.xlf", "<xliff>\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--rulebook", empty}, empty + ":1: the file is empty"},
		{[]string{"--rulebook", blank}, blank + ":1: the file is empty"},
		{[]string{"--rulebook", filepath.Join(dir, "none.txt")}, "none.txt"},
		{[]string{"--rulebook", badXLIFF}, badXLIFF + ":2:"},
		{[]string{"--rulebook", book, "--glossary", noEntry}, noEntry + ":2: no entry"},
		{[]string{"--rulebook", book, "--glossary", badEntry}, badEntry + ":1: want KIND<tab>CANONICAL<tab>TERM"},
		{[]string{"--rulebook", book, "--glossary", empty}, empty + ":1:"},
		{[]string{"--rulebook", book, "--align", noPassage}, noPassage + ":1: no passage aligned"},
		{[]string{"--rulebook", book, "--align", empty}, empty + ":1:"},
		{[]string{"--rulebook", write("points.txt", "• . ;\n")}, "points.txt:1: no text"},
	} {
		root := newRootCmd()
		root.SetOut(new(bytes.Buffer))
		root.SetErr(new(bytes.Buffer))
		root.SetArgs(append([]string{"audit", "rules", "--lang", "fr"}, c.args...))
		err := execute(root)
		if !isUsage(err) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want an input error naming %s", c.args, err, c.want)
		}
	}
}

// TestAuditRulesGlossaryFile: --glossary reads a translator's file: the
// shipped glossary as a file gives the same findings as --lang.
func TestAuditRulesGlossaryFile(t *testing.T) {
	dir := t.TempDir()
	book := filepath.Join(dir, "regles.txt")
	if err := os.WriteFile(book, []byte(rulebookFR), 0o644); err != nil {
		t.Fatal(err)
	}
	want, _, _ := auditJSON(t, "audit", "rules", "--lang", "fr", "--rulebook", book)
	got, _, _ := auditJSON(t, "audit", "rules", "--glossary", "../../audit/data/innovation-fr-glossary.tsv", "--rulebook", book)
	if len(got) == 0 || len(got) != len(want) {
		t.Errorf("%d findings with --glossary, %d with --lang", len(got), len(want))
	}
}
