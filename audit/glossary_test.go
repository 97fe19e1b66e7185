package audit

import (
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const testGlossary = `# test
action	draw	piochez
action	meld	mettez en jeu	mettre
action	meld	posez	poser
condition	demand	j exige
condition	may	vous pouvez
number	1	une
number	2	deux
card	The Wheel	la roue
reading	if-affected	if-affected
config	edition	edition=1st
`

func mustGlossary(t *testing.T) *Glossary {
	t.Helper()
	g, err := ParseGlossary("test.tsv", strings.NewReader(testGlossary))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestNormalizeJoinsSplitLigatures(t *testing.T) {
	for in, want := range map[string]string{
		"votre Infl uence":       "votre Influence",
		"bénéfi cient":           "bénéficient",
		"J’exige":                "J'exige",
		"une carte fi gure fine": "une carte fi gure fine",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestWords(t *testing.T) {
	got := strings.Join(Words("J’exige que vous mettiez en jeu Cités-États, -x 2 !"), "|")
	if want := "j|exige|que|vous|mettiez|en|jeu|cités-états|x|2"; got != want {
		t.Errorf("Words = %s, want %s", got, want)
	}
}

func TestFindTakesTheLongestTerm(t *testing.T) {
	g := mustGlossary(t)
	var got []string
	for _, m := range g.Find("J'exige que vous mettez en jeu deux cartes, puis piochez une 1") {
		got = append(got, m.Kind+":"+m.Canonical+":"+m.Text)
	}
	want := "condition:demand:j exige|action:meld:mettez en jeu|number:2:deux|action:draw:piochez|number:1:une"
	if strings.Join(got, "|") != want {
		t.Errorf("Find = %s\nwant %s", strings.Join(got, "|"), want)
	}
	if g.Card("La Roue") != "The Wheel" || g.Reading("if-affected") != "if-affected" || strings.Join(g.Settings(), " ") != "edition=1st" {
		t.Error("card, reading or settings lost")
	}
}

func TestParseGlossaryErrorsNameTheLine(t *testing.T) {
	for text, want := range map[string]string{
		"action\tdraw\tpiochez\naction\tdraw\n": "x.tsv:2: want KIND<tab>CANONICAL<tab>TERM[<tab>FAMILY]",
		"# c\n\nnonesuch\tdraw\tpiochez\n":      `x.tsv:3: unknown kind "nonesuch"`,
		"action\tdraw\t!!\n":                    `x.tsv:1: term "!!" has no word`,
	} {
		_, err := ParseGlossary("x.tsv", strings.NewReader(text))
		if err == nil || err.Error() != want {
			t.Errorf("error %v, want %s", err, want)
		}
	}
}

func TestReadTextDraws(t *testing.T) {
	g := mustGlossary(t)
	ts := readText(g, "Si vous avez une 4, piochez deux 3. Vous pouvez piochez une 1 ; J'exige une 7 !")
	if ts.draws[3] != 2 || ts.draws[1] != 1 || ts.draws[4] != 1 || len(ts.draws) != 3 {
		t.Errorf("draws %v", ts.draws)
	}
	if ts.drawQuote[3] != "deux 3" || len(ts.conditions["may"]) != 1 || len(ts.conditions["demand"]) != 1 {
		t.Errorf("quotes %v, conditions %v", ts.drawQuote, ts.conditions)
	}
}

func TestParseShippedData(t *testing.T) {
	if _, err := LoadGlossary("innovation", "fr"); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadEventTable("innovation"); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadGlossary("innovation", "xx"); err == nil {
		t.Fatal("a glossary of no language loads")
	}
}

// seed004 is the French player aid of Innovation Ultimate as the shared
// specification holds it, beside the repository.
const seed004 = "../../shared/seeds/004_3f622afbe6d78ef5.txt"

// lineComment is the comment of the Ultimate glossary that names the line
// of the aid its entries come from.
var lineComment = regexp.MustCompile(`^# l\.([0-9]+)$`)

// The glossary of Innovation Ultimate reads, follows the 4th edition, and
// each of its terms is on the line of the player aid it cites.
func TestUltimateGlossaryLines(t *testing.T) {
	const name = "innovation-fr-ultimate-glossary.tsv"
	g, err := LoadGlossary("innovation", "fr-ultimate")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(g.Settings(), " "); got != "edition=4th" {
		t.Errorf("%s follows %q, want edition=4th", name, got)
	}
	raw, err := fs.ReadFile(Data(), name)
	if err != nil {
		t.Fatal(err)
	}
	file := strings.Split(string(raw), "\n")
	aid, err := os.ReadFile(seed004)
	if err != nil {
		t.Skipf("the player aid of Innovation Ultimate is not beside the repository (%v)", err)
	}
	lines := strings.Split(string(aid), "\n")
	for _, e := range g.Entries {
		cited := 0
		for n := e.Line - 1; n >= 1 && cited == 0; n-- {
			if m := lineComment.FindStringSubmatch(strings.TrimSpace(file[n-1])); m != nil {
				cited, _ = strconv.Atoi(m[1])
			}
		}
		if cited < 1 || cited > len(lines) {
			t.Errorf("%s:%d: %q cites no line of the aid (want a comment # l.N above it)", name, e.Line, e.Term)
			continue
		}
		if e.Kind == KindConfig {
			continue
		}
		if !containsWords(Words(lines[cited-1]), e.words) {
			t.Errorf("%s:%d: %q is not on line %d of the aid: %s", name, e.Line, e.Term, cited, lines[cited-1])
		}
	}
}

// containsWords reports whether words holds part, word for word, in a row.
func containsWords(words, part []string) bool {
	for i := 0; i+len(part) <= len(words); i++ {
		if slices.Equal(words[i:i+len(part)], part) {
			return true
		}
	}
	return false
}
