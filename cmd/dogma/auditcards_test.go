package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/audit"
)

// auditJSON runs dogma with args and --json and returns its findings and
// the error it exits with.
func auditJSON(t *testing.T, args ...string) ([]audit.Finding, []string, error) {
	t.Helper()
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetArgs(append(args, "--json"))
	err := execute(root)
	var rep struct {
		Findings []audit.Finding `json:"findings"`
		Skipped  []string        `json:"skipped"`
	}
	if jerr := json.Unmarshal(out.Bytes(), &rep); jerr != nil {
		t.Fatalf("%v: %v\n%s", args, jerr, out.String())
	}
	return rep.Findings, rep.Skipped, err
}

// planted reads the planted errors of a test file: a comment line
// "# CLASS: why" names the class of the error planted in the next text
// line. It returns the classes by line.
func planted(t *testing.T, path string) map[int]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[int]string{}
	pending := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if c, ok := strings.CutPrefix(line, "# "); ok {
			if class, _, ok := strings.Cut(c, ":"); ok && !strings.Contains(class, " ") {
				pending = class
			}
			continue
		}
		if pending != "" && strings.TrimSpace(line) != "" {
			out[n] = pending
			pending = ""
		}
	}
	return out
}

func hasHunspell() bool {
	_, err := exec.LookPath("hunspell")
	return err == nil
}

// hasProofreaders reports whether both Hunspell and Grammalecte are
// installed (.ci/run installs them).
func hasProofreaders() bool {
	_, err := exec.LookPath("grammalecte-cli")
	return err == nil && hasHunspell()
}

// TestAuditCardsCorrect: texts that say what the engine does give no
// finding.
func TestAuditCardsCorrect(t *testing.T) {
	fs, skipped, err := auditJSON(t, "audit", "cards", "--lang", "fr", "--texts", "testdata/audit/cards-correct.txt", "--games", "1500")
	for _, f := range fs {
		t.Errorf("a correct text is flagged: %s", f)
	}
	if err != nil && len(fs) == 0 {
		t.Fatal(err)
	}
	if !hasProofreaders() && len(skipped) == 0 {
		t.Error("a proofreading tool is missing and the report does not say what it skipped")
	}
}

// TestAuditCardsPlanted: every planted error is reported with its class,
// and nothing is reported on a line without one.
func TestAuditCardsPlanted(t *testing.T) {
	const path = "testdata/audit/cards-planted.txt"
	want := planted(t, path)
	if len(want) < 10 {
		t.Fatalf("%d planted errors read from %s", len(want), path)
	}
	fs, _, err := auditJSON(t, "audit", "cards", "--lang", "fr", "--texts", path, "--games", "1500")
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != exitFindings {
		t.Fatalf("exit %v, want findings", err)
	}
	got := map[string]bool{}
	for _, f := range fs {
		got[fmt.Sprintf("%d %s", f.Line, f.Class)] = true
		if want[f.Line] == "" {
			t.Errorf("finding on a line with no planted error: %s", f)
		}
	}
	for line, class := range want {
		if class == audit.Typo && !hasProofreaders() {
			t.Logf("line %d: the planted typo is not checked: hunspell or grammalecte-cli is not installed (apt-get install hunspell hunspell-fr grammalecte-cli)", line)
			continue
		}
		if !got[fmt.Sprintf("%d %s", line, class)] {
			t.Errorf("%s:%d: planted %s not reported", path, line, class)
		}
	}
}

// TestAuditCardsIELLO: the card texts of the IELLO 2011 rulebook give the
// three « Si vous subissez ce Dogme » demands, read by the if-affected
// variant, and the misprint « poduisez ».
func TestAuditCardsIELLO(t *testing.T) {
	fs, _, _ := auditJSON(t, "audit", "cards", "--lang", "fr", "--texts", "../../audit/data/innovation-fr-iello2011-cards.txt", "--games", "1500")
	var got []string
	for _, f := range fs {
		got = append(got, fmt.Sprintf("%s %s %s", f.Class, f.Subject, f.Variant))
	}
	want := []string{"different City States 1 if-affected", "different Oars 1 if-affected", "different Banking 1 if-affected"}
	if hasHunspell() {
		want = append(want, "typo City States 1 ")
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestAuditCardsEmptyInput: an empty texts file, one of comments only or
// one that cannot be read is bad input (exit 2) that names the file and a
// line, never "no finding".
func TestAuditCardsEmptyInput(t *testing.T) {
	dir := t.TempDir()
	empty := dir + "/empty.txt"
	comments := dir + "/comments.txt"
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(comments, []byte("# nothing yet\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{empty, comments, dir + "/missing.txt"} {
		root := newRootCmd()
		root.SetOut(new(bytes.Buffer))
		root.SetArgs([]string{"audit", "cards", "--lang", "fr", "--texts", path, "--games", "1"})
		err := execute(root)
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != exitUsage {
			t.Errorf("%s: exit %v, want bad input (2)", path, err)
			continue
		}
		if !regexp.MustCompile(`^` + regexp.QuoteMeta(path) + `:\d+: `).MatchString(ee.msg) {
			t.Errorf("%s: %q names no file:line", path, ee.msg)
		}
	}
}

// TestAuditCardsOwnGlossary: --glossary reads a translator's file; a
// malformed one is bad input at its line.
func TestAuditCardsOwnGlossary(t *testing.T) {
	path := t.TempDir() + "/glossary.tsv"
	if err := os.WriteFile(path, []byte("# mine\naction\tdraw\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	root := newRootCmd()
	root.SetOut(new(bytes.Buffer))
	root.SetArgs([]string{"audit", "cards", "--glossary", path, "--texts", "testdata/audit/cards-correct.txt", "--games", "1"})
	err := execute(root)
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != exitUsage || !strings.HasPrefix(ee.msg, path+":2:") {
		t.Errorf("exit %v, want bad input at %s:2", err, path)
	}
}
