package cards_test

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The 4th edition (Innovation Ultimate) is described by data/cards-4th.tsv
// (the printed facts), data/EFFECTS-4th.md (the effects) and two public
// sources, each stored as a table of facts under data/testdata/sources.

const (
	table4th    = "data/cards-4th.tsv"
	effects4th  = "data/EFFECTS-4th.md"
	sourcesDir  = "data/testdata/sources/"
	num4thCards = 120 // ids 0..104 and 110..119 (ages 1 to 11), 105..109 the special achievements
)

// factColumns are the facts the sources are compared on.
var factColumns = []string{"name_en", "age", "color", "icon_tl", "icon_bl", "icon_bm", "icon_br", "featured", "demand", "effects"}

// knownDisagreement is a fact on which a source differs from the reading
// taken in cards-4th.tsv. Each one is explained in EFFECTS-4th.md, in the
// section named.
type knownDisagreement struct {
	source  string // "bga" or "battlestar"
	id      int
	column  string
	says    string // what the source has
	section string // the §D section of EFFECTS-4th.md that gives the reading
}

// knownDisagreements is every difference between a source and the reading
// taken; the reading itself is the value in cards-4th.tsv.
var knownDisagreements = []knownDisagreement{
	{"bga", 96, "icon_bl", "clock", "D.2"},      // Software: avatar (battlestar's person)
	{"bga", 98, "icon_bm", "clock", "D.2"},      // Robotics: avatar
	{"bga", 100, "icon_bm", "crown", "D.2"},     // Self Service: avatar
	{"bga", 104, "icon_bm", "clock", "D.2"},     // The Internet: avatar
	{"bga", 104, "icon_br", "lightbulb", "D.2"}, // The Internet: avatar
	{"bga", 104, "featured", "clock", "D.2"},    // The Internet: featured avatar
	{"bga", 103, "name_en", "A. I.", "D.2"},     // A.I.
	{"battlestar", 22, "effects", "1", "D.2"},   // Fermenting: 2
	{"battlestar", 88, "effects", "2", "D.2"},   // Fission: 3
	{"battlestar", 98, "effects", "2", "D.2"},   // Robotics: 1
}

// silentFacts are the facts a source does not give ("?" in its table): BGA
// has no icons for the age-11 cards (EFFECTS-4th.md §D.3).
func silentFact(source string, id int, column string) bool {
	if source != "bga" || id < 110 || id > 119 {
		return false
	}
	switch column {
	case "icon_tl", "icon_bl", "icon_bm", "icon_br", "featured":
		return true
	}
	return false
}

// icon4thNames are the icon names of cards-4th.tsv: the engine's six
// icons and the hex, plus the avatar the 4th edition adds.
var icon4thNames = map[string]bool{"avatar": true, "-": true}

func init() {
	for i := inn.Icon(0); i < inn.NumIcons; i++ {
		icon4thNames[i.String()] = true
	}
}

// factTable is a card table read by column name: one map per row, keyed by
// the header's names.
type factTable struct {
	path string
	rows map[int]map[string]string
}

// readFactTable reads a tab-separated table whose lines starting with '#'
// are comments, whose first other line is the header and whose first
// column is the card id.
func readFactTable(t *testing.T, path string) factTable {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		if !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	r := csv.NewReader(strings.NewReader(strings.Join(lines, "\n")))
	r.Comma = '\t'
	r.LazyQuotes = true
	recs, err := r.ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(recs) < 2 || recs[0][0] != "id" {
		t.Fatalf("%s: no header starting with id", path)
	}
	ft := factTable{path: path, rows: map[int]map[string]string{}}
	for _, rec := range recs[1:] {
		id, err := strconv.Atoi(rec[0])
		if err != nil {
			t.Fatalf("%s: bad id in %q", path, rec)
		}
		if _, dup := ft.rows[id]; dup {
			t.Fatalf("%s: id %d twice", path, id)
		}
		row := map[string]string{}
		for i, h := range recs[0] {
			row[h] = rec[i]
		}
		ft.rows[id] = row
	}
	return ft
}

// The 4th-edition table is well formed: ids 0..119, the 3rd edition's ids
// kept for the cards of both editions (same English name), the ages of a
// base game of ages 1 to 11, known colours and icons, and a text column
// that agrees with the ids (new cards only after the 3rd edition's).
func TestFourthEditionTable(t *testing.T) {
	tab := readFactTable(t, table4th)
	if len(tab.rows) != num4thCards {
		t.Fatalf("%s has %d rows, want %d", table4th, len(tab.rows), num4thCards)
	}
	third := readTSV(t, "data/cards.tsv")
	perAge := map[string]int{}
	for id := 0; id < num4thCards; id++ {
		row, ok := tab.rows[id]
		if !ok {
			t.Fatalf("%s: no card %d", table4th, id)
		}
		perAge[row["age"]]++
		switch {
		case id < inn.NumCards:
			if row["name_en"] != third[id][1] {
				t.Errorf("card %d is %q in %s, %q in cards.tsv: a kept card keeps its id", id, row["name_en"], table4th, third[id][1])
			}
			if row["text"] != "same" && row["text"] != "changed" {
				t.Errorf("card %d (%s): text %q, want same or changed", id, row["name_en"], row["text"])
			}
			if row["text"] == "same" && row["effects"] != third[id][11] {
				t.Errorf("card %d (%s) is the same text as in the 3rd edition but has %s effects, not %s", id, row["name_en"], row["effects"], third[id][11])
			}
		default:
			if row["text"] != "new" {
				t.Errorf("card %d (%s): text %q, want new", id, row["name_en"], row["text"])
			}
		}
		if row["color"] != "-" {
			if _, ok := inn.ParseColor(row["color"]); !ok {
				t.Errorf("card %d: bad colour %q", id, row["color"])
			}
		}
		for _, c := range []string{"icon_tl", "icon_bl", "icon_bm", "icon_br", "featured"} {
			if !icon4thNames[row[c]] {
				t.Errorf("card %d: bad icon %q in %s", id, row[c], c)
			}
		}
		if row["demand"] != "yes" && row["demand"] != "no" {
			t.Errorf("card %d: bad demand flag %q", id, row["demand"])
		}
	}
	want := map[string]int{"1": 15, "0": 5}
	for age := 2; age <= 11; age++ {
		want[strconv.Itoa(age)] = 10
	}
	for age, n := range want {
		if perAge[age] != n {
			t.Errorf("%d cards of age %s, want %d", perAge[age], age, n)
		}
	}
}

// Every fact of cards-4th.tsv is the fact of both public sources, except
// the known disagreements listed above (each explained in EFFECTS-4th.md's
// §D) and the facts a source does not give; every card is in both sources,
// and every known disagreement still occurs.
func TestFourthEditionFacts(t *testing.T) {
	mine := readFactTable(t, table4th)
	effects, err := os.ReadFile(effects4th)
	if err != nil {
		t.Fatal(err)
	}
	sections := dSections(string(effects))
	known := map[string]knownDisagreement{}
	for _, k := range knownDisagreements {
		known[fmt.Sprintf("%s/%d/%s", k.source, k.id, k.column)] = k
		if !strings.Contains(sections[k.section], mine.rows[k.id]["name_en"]) {
			t.Errorf("known disagreement on %s (%s, %s): §%s of %s does not name the card", mine.rows[k.id]["name_en"], k.source, k.column, k.section, effects4th)
		}
	}
	seen := map[string]bool{}
	for _, source := range []string{"bga", "battlestar"} {
		src := readFactTable(t, sourcesDir+source+"-4th.tsv")
		for id := range src.rows {
			if _, ok := mine.rows[id]; !ok {
				t.Errorf("%s: card %d is not in %s", src.path, id, table4th)
			}
		}
		for id, want := range mine.rows {
			got, ok := src.rows[id]
			if !ok {
				t.Errorf("%s: card %d (%s) is missing", src.path, id, want["name_en"])
				continue
			}
			for _, c := range factColumns {
				key := fmt.Sprintf("%s/%d/%s", source, id, c)
				switch {
				case got[c] == "?":
					if !silentFact(source, id, c) {
						t.Errorf("%s: card %d (%s) has no %s, and no gap is listed for it", src.path, id, want["name_en"], c)
					}
				case got[c] == want[c]:
					if _, ok := known[key]; ok {
						t.Errorf("%s: card %d (%s) now agrees on %s; drop the known disagreement", src.path, id, want["name_en"], c)
					}
				default:
					k, ok := known[key]
					if !ok || k.says != got[c] {
						t.Errorf("%s: card %d (%s) has %s %q, %s has %q, and no known disagreement says so", src.path, id, want["name_en"], c, got[c], table4th, want[c])
					}
					seen[key] = true
				}
			}
		}
	}
	for key := range known {
		if !seen[key] {
			t.Errorf("known disagreement %s no longer occurs", key)
		}
	}
}

// cardHeading4th is the heading of a card's entry in EFFECTS-4th.md:
// "## Pottery (id 0, age 1) — blue, featured leaf — as 3rd edition" for an
// age card, "### Empire (id 105) — changed" for a special achievement.
var cardHeading4th = regexp.MustCompile(`^#{2,3} (.+?) \(id (\d+)(?:, age (\d+))?\)(.*)$`)

// entry4th is what EFFECTS-4th.md says of one card.
type entry4th struct {
	name, rest     string
	age            string
	demands, other int  // Demand: and Effect: bullets
	demandLate     bool // a Demand: bullet after an Effect: bullet
	conditions     int  // Condition: bullets of a special achievement
}

// entries4th reads the card entries of EFFECTS-4th.md by id.
func entries4th(t *testing.T, text string) map[int]*entry4th {
	t.Helper()
	out := map[int]*entry4th{}
	var cur *entry4th
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			cur = nil
			if m := cardHeading4th.FindStringSubmatch(line); m != nil {
				id, _ := strconv.Atoi(m[2])
				if _, dup := out[id]; dup {
					t.Errorf("%s: card %d has two entries", effects4th, id)
				}
				cur = &entry4th{name: m[1], age: m[3], rest: m[4]}
				out[id] = cur
			}
			continue
		}
		if cur == nil {
			continue
		}
		switch {
		case strings.HasPrefix(line, "- Demand:"):
			cur.demands++
			cur.demandLate = cur.demandLate || cur.other > 0
		case strings.HasPrefix(line, "- Effect:"):
			cur.other++
		case strings.HasPrefix(line, "- Condition:"):
			cur.conditions++
		}
	}
	return out
}

// dSections maps "D.2" and the like to the text of that section of
// EFFECTS-4th.md.
func dSections(text string) map[string]string {
	out := map[string]string{}
	cur := ""
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "### D.") {
			cur = strings.Fields(line)[1]
			continue
		}
		if strings.HasPrefix(line, "#") {
			cur = ""
		}
		if cur != "" {
			out[cur] += line + "\n"
		}
	}
	return out
}

// Every card of cards-4th.tsv has its entry in EFFECTS-4th.md, under its
// name, age, colour and featured icon, with as many Demand: and Effect:
// bullets as the effects column says (a Demand: bullet exactly when the
// card has a demand, and first), the heading saying whether its text is
// the 3rd edition's; every special achievement states its condition.
func TestFourthEditionEffectsText(t *testing.T) {
	tab := readFactTable(t, table4th)
	text, err := os.ReadFile(effects4th)
	if err != nil {
		t.Fatal(err)
	}
	entries := entries4th(t, string(text))
	for id := range entries {
		if _, ok := tab.rows[id]; !ok {
			t.Errorf("%s: entry for card %d, which %s does not have", effects4th, id, table4th)
		}
	}
	marks := map[string]string{"same": "— as 3rd edition", "changed": "— changed", "new": "— new"}
	for id, row := range tab.rows {
		e, ok := entries[id]
		if !ok {
			t.Errorf("%s: no entry for card %d (%s)", effects4th, id, row["name_en"])
			continue
		}
		if e.name != row["name_en"] {
			t.Errorf("%s: card %d is %q, %s says %q", effects4th, id, e.name, table4th, row["name_en"])
		}
		if !strings.HasSuffix(e.rest, marks[row["text"]]) {
			t.Errorf("%s: the heading of %s does not end with %q", effects4th, row["name_en"], marks[row["text"]])
		}
		if row["age"] == "0" {
			if e.demands+e.other != 0 || e.conditions != 1 {
				t.Errorf("%s: special achievement %s has %d effects and %d conditions, want 0 and 1", effects4th, row["name_en"], e.demands+e.other, e.conditions)
			}
			continue
		}
		if e.age != row["age"] {
			t.Errorf("%s: %s is of age %s, %s says %s", effects4th, row["name_en"], e.age, table4th, row["age"])
		}
		if want := fmt.Sprintf(" — %s, featured %s ", row["color"], row["featured"]); !strings.HasPrefix(e.rest+" ", want) {
			t.Errorf("%s: the heading of %s does not start %q", effects4th, row["name_en"], want)
		}
		n, _ := strconv.Atoi(row["effects"])
		if e.demands+e.other != n {
			t.Errorf("%s: %s has %d effect bullets, %s says %d", effects4th, row["name_en"], e.demands+e.other, table4th, n)
		}
		if (e.demands > 0) != (row["demand"] == "yes") {
			t.Errorf("%s: %s has %d demands, %s says demand %s", effects4th, row["name_en"], e.demands, table4th, row["demand"])
		}
		if e.demandLate {
			t.Errorf("%s: %s lists a demand after a non-demand effect", effects4th, row["name_en"])
		}
	}
}
