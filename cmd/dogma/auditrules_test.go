package main

import (
	"os"
	"testing"
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
