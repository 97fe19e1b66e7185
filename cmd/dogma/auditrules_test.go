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
