package cards_test

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Echoes of the Past, the expansion of Innovation Ultimate, is described by
// data/cards-echoes.tsv (the printed facts), data/EFFECTS-echoes.md (the
// effects) and two public sources, each stored as a table of facts under
// data/testdata/sources.

const (
	tableEchoes   = "data/cards-echoes.tsv"
	effectsEchoes = "data/EFFECTS-echoes.md"
	firstEchoesID = 200 // the Echoes cards take ids 200 to 314
	numEchoes     = 115 // 15 of age 1, 10 of each age from 2 to 11
)

// echoesFactColumns are the facts the sources are compared on.
var echoesFactColumns = []string{"name_en", "age", "color", "icon_tl", "icon_bl", "icon_bm", "icon_br", "featured", "demand", "effects", "echo"}

// echoesSlots are the four icon places of a card, in the table's order.
var echoesSlots = []string{"icon_tl", "icon_bl", "icon_bm", "icon_br"}

// knownEchoesDisagreements is every difference between a source and the
// reading taken in cards-echoes.tsv; each is explained in EFFECTS-echoes.md,
// in the section named.
var knownEchoesDisagreements = []knownDisagreement{
	{"bga", 212, "icon_bl", "hex", "D.2"},       // Bell: a music note in the hexagon's place
	{"bga", 213, "icon_bl", "hex", "D.2"},       // Flute: note
	{"bga", 253, "icon_bm", "hex", "D.2"},       // Piano: note
	{"bga", 274, "icon_bm", "hex", "D.2"},       // Saxophone: note
	{"bga", 274, "icon_br", "crown", "D.2"},     // Saxophone: a second bonus-7
	{"bga", 289, "icon_bl", "clock", "D.2"},     // Credit Card: crown (BGA's row is Email's)
	{"bga", 289, "icon_bm", "clock", "D.2"},     // Credit Card: bonus-9
	{"bga", 289, "featured", "clock", "D.2"},    // Credit Card: featured crown
	{"bga", 290, "icon_bl", "crown", "D.2"},     // Email: clock (BGA's row is Credit Card's)
	{"bga", 290, "icon_bm", "bonus-9", "D.2"},   // Email: clock
	{"bga", 290, "featured", "crown", "D.2"},    // Email: featured clock
	{"bga", 304, "icon_bm", "lightbulb", "D.2"}, // Sudoku: the echo effect the 4th edition adds
}

// silentEchoesFact reports the facts a source does not give ("?" in its
// table): BGA's icon table has no row for 31 of the cards (EFFECTS-echoes.md
// §D.3), so their icons and featured icons are unknown there.
func silentEchoesFact(source string, row map[string]string, column string) bool {
	if source != "bga" {
		return false
	}
	switch column {
	case "icon_tl", "icon_bl", "icon_bm", "icon_br", "featured":
		return row["icon_tl"] == "?"
	}
	return false
}

// echoesIconName reports whether name is an icon place's content in
// cards-echoes.tsv: an icon of the engine, the hexagon, the echo effect,
// the music note or a bonus of value 1 to 12.
func echoesIconName(name string) bool {
	switch name {
	case "echo", "note":
		return true
	}
	if v, ok := strings.CutPrefix(name, "bonus-"); ok {
		n, err := strconv.Atoi(v)
		return err == nil && n >= 1 && n <= 12 && strconv.Itoa(n) == v
	}
	return engineIcon(name)
}

// engineIcon reports whether name is one of the engine's icons or the
// hexagon.
func engineIcon(name string) bool {
	for i := inn.Icon(0); i < inn.NumIcons; i++ {
		if i.String() == name {
			return true
		}
	}
	return false
}

// The Echoes table is well formed: ids 200 to 314, fifteen cards of age 1
// (three of each colour) and ten of each age from 2 to 11 (two of each
// colour), distinct names, icons of the known kinds, an echo column that
// says yes exactly when one place holds the echo effect, at most one music
// note, a featured icon that is a true icon and at least one dogma effect.
func TestEchoesTable(t *testing.T) {
	tab := readFactTable(t, tableEchoes)
	if len(tab.rows) != numEchoes {
		t.Fatalf("%s has %d rows, want %d", tableEchoes, len(tab.rows), numEchoes)
	}
	perAge := map[string]int{}
	perAgeColour := map[string]int{}
	names := map[string]int{}
	for id := firstEchoesID; id < firstEchoesID+numEchoes; id++ {
		row, ok := tab.rows[id]
		if !ok {
			t.Fatalf("%s: no card %d", tableEchoes, id)
		}
		if other, dup := names[row["name_en"]]; dup {
			t.Errorf("%s: cards %d and %d are both %q", tableEchoes, other, id, row["name_en"])
		}
		names[row["name_en"]] = id
		perAge[row["age"]]++
		perAgeColour[row["age"]+"/"+row["color"]]++
		if _, ok := inn.ParseColor(row["color"]); !ok {
			t.Errorf("card %d: bad colour %q", id, row["color"])
		}
		echoes, notes := 0, 0
		for _, c := range echoesSlots {
			if !echoesIconName(row[c]) {
				t.Errorf("card %d (%s): bad icon %q in %s", id, row["name_en"], row[c], c)
			}
			switch row[c] {
			case "echo":
				echoes++
			case "note":
				notes++
			}
		}
		if (echoes == 1) != (row["echo"] == "yes") || echoes > 1 || (row["echo"] != "yes" && row["echo"] != "no") {
			t.Errorf("card %d (%s): echo %q with %d echo places", id, row["name_en"], row["echo"], echoes)
		}
		if notes > 1 {
			t.Errorf("card %d (%s): %d music notes", id, row["name_en"], notes)
		}
		if !engineIcon(row["featured"]) || row["featured"] == "hex" {
			t.Errorf("card %d (%s): bad featured icon %q", id, row["name_en"], row["featured"])
		}
		if row["demand"] != "yes" && row["demand"] != "no" {
			t.Errorf("card %d: bad demand flag %q", id, row["demand"])
		}
		if n, err := strconv.Atoi(row["effects"]); err != nil || n < 1 {
			t.Errorf("card %d (%s): bad number of effects %q", id, row["name_en"], row["effects"])
		}
	}
	for age := 1; age <= 11; age++ {
		a := strconv.Itoa(age)
		want := 10
		if age == 1 {
			want = 15
		}
		if perAge[a] != want {
			t.Errorf("%d cards of age %d, want %d", perAge[a], age, want)
		}
		for c := inn.Color(0); c < inn.NumColors; c++ {
			if got := perAgeColour[a+"/"+c.String()]; got != want/5 {
				t.Errorf("%d %s cards of age %d, want %d", got, c, age, want/5)
			}
		}
	}
}

// Every fact of cards-echoes.tsv is the fact of both public sources, except
// the known disagreements listed above (each explained in EFFECTS-echoes.md
// §D.2) and the facts a source does not give; every card is in both sources,
// and every known disagreement still occurs.
func TestEchoesFacts(t *testing.T) {
	mine := readFactTable(t, tableEchoes)
	effects, err := os.ReadFile(effectsEchoes)
	if err != nil {
		t.Fatal(err)
	}
	sections := dSections(string(effects))
	known := map[string]knownDisagreement{}
	for _, k := range knownEchoesDisagreements {
		known[fmt.Sprintf("%s/%d/%s", k.source, k.id, k.column)] = k
		if !strings.Contains(sections[k.section], mine.rows[k.id]["name_en"]) {
			t.Errorf("known disagreement on %s (%s, %s): §%s of %s does not name the card", mine.rows[k.id]["name_en"], k.source, k.column, k.section, effectsEchoes)
		}
	}
	seen := map[string]bool{}
	for _, source := range []string{"bga", "battlestar"} {
		src := readFactTable(t, sourcesDir+source+"-echoes.tsv")
		for id := range src.rows {
			if _, ok := mine.rows[id]; !ok {
				t.Errorf("%s: card %d is not in %s", src.path, id, tableEchoes)
			}
		}
		for id, want := range mine.rows {
			got, ok := src.rows[id]
			if !ok {
				t.Errorf("%s: card %d (%s) is missing", src.path, id, want["name_en"])
				continue
			}
			for _, c := range echoesFactColumns {
				key := fmt.Sprintf("%s/%d/%s", source, id, c)
				switch {
				case got[c] == "?":
					if !silentEchoesFact(source, got, c) {
						t.Errorf("%s: card %d (%s) has no %s, and no gap is listed for it", src.path, id, want["name_en"], c)
					}
				case got[c] == want[c]:
					if _, ok := known[key]; ok {
						t.Errorf("%s: card %d (%s) now agrees on %s; drop the known disagreement", src.path, id, want["name_en"], c)
					}
				default:
					k, ok := known[key]
					if !ok || k.says != got[c] {
						t.Errorf("%s: card %d (%s) has %s %q, %s has %q, and no known disagreement says so", src.path, id, want["name_en"], c, got[c], tableEchoes, want[c])
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

// cardHeadingEchoes is the heading of a card's entry in EFFECTS-echoes.md:
// "## Dice (id 200, age 1) — blue, featured crown".
var cardHeadingEchoes = regexp.MustCompile(`^## (.+?) \(id (\d+), age (\d+)\) — (\S+), featured (\S+)$`)

// entryEchoes is what EFFECTS-echoes.md says of one card.
type entryEchoes struct {
	name, age, colour, featured string
	echoes, demands, other      int  // Echo:, Demand: and Effect: bullets
	demandLate                  bool // a Demand: bullet after an Effect: bullet
	echoLate                    bool // an Echo: bullet after a Demand: or Effect: bullet
	sources                     int  // Source: bullets
}

// entriesEchoes reads the card entries of EFFECTS-echoes.md by id.
func entriesEchoes(t *testing.T, text string) map[int]*entryEchoes {
	t.Helper()
	out := map[int]*entryEchoes{}
	var cur *entryEchoes
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			cur = nil
			if m := cardHeadingEchoes.FindStringSubmatch(line); m != nil {
				id, _ := strconv.Atoi(m[2])
				if _, dup := out[id]; dup {
					t.Errorf("%s: card %d has two entries", effectsEchoes, id)
				}
				cur = &entryEchoes{name: m[1], age: m[3], colour: m[4], featured: m[5]}
				out[id] = cur
			}
			continue
		}
		if cur == nil {
			continue
		}
		switch {
		case strings.HasPrefix(line, "- Echo:"):
			cur.echoes++
			cur.echoLate = cur.echoLate || cur.demands+cur.other > 0
		case strings.HasPrefix(line, "- Demand:"):
			cur.demands++
			cur.demandLate = cur.demandLate || cur.other > 0
		case strings.HasPrefix(line, "- Effect:"):
			cur.other++
		case strings.HasPrefix(line, "- Source:"):
			cur.sources++
		}
	}
	return out
}

// Every card of cards-echoes.tsv has its entry in EFFECTS-echoes.md under
// its name, id, age, colour and featured icon, with one Echo: bullet exactly
// when the card has an echo effect (first), as many Demand: and Effect:
// bullets as the effects column says (a Demand: bullet exactly when the card
// has a demand, before the others), and a Source: bullet.
func TestEchoesEffectsText(t *testing.T) {
	tab := readFactTable(t, tableEchoes)
	text, err := os.ReadFile(effectsEchoes)
	if err != nil {
		t.Fatal(err)
	}
	entries := entriesEchoes(t, string(text))
	for id := range entries {
		if _, ok := tab.rows[id]; !ok {
			t.Errorf("%s: entry for card %d, which %s does not have", effectsEchoes, id, tableEchoes)
		}
	}
	for id, row := range tab.rows {
		e, ok := entries[id]
		if !ok {
			t.Errorf("%s: no entry for card %d (%s)", effectsEchoes, id, row["name_en"])
			continue
		}
		if e.name != row["name_en"] || e.age != row["age"] || e.colour != row["color"] || e.featured != row["featured"] {
			t.Errorf("%s: card %d is %q, age %s, %s, featured %s; %s says %q, age %s, %s, featured %s", effectsEchoes, id, e.name, e.age, e.colour, e.featured, tableEchoes, row["name_en"], row["age"], row["color"], row["featured"])
		}
		if wantEcho := row["echo"] == "yes"; (e.echoes == 1) != wantEcho || e.echoes > 1 || e.echoLate {
			t.Errorf("%s: %s has %d Echo: bullets (first: %v), %s says echo %s", effectsEchoes, row["name_en"], e.echoes, !e.echoLate, tableEchoes, row["echo"])
		}
		n, _ := strconv.Atoi(row["effects"])
		if e.demands+e.other != n {
			t.Errorf("%s: %s has %d effect bullets, %s says %d", effectsEchoes, row["name_en"], e.demands+e.other, tableEchoes, n)
		}
		if (e.demands > 0) != (row["demand"] == "yes") {
			t.Errorf("%s: %s has %d demands, %s says demand %s", effectsEchoes, row["name_en"], e.demands, tableEchoes, row["demand"])
		}
		if e.demandLate {
			t.Errorf("%s: %s lists a demand after a non-demand effect", effectsEchoes, row["name_en"])
		}
		if e.sources == 0 {
			t.Errorf("%s: %s names no source", effectsEchoes, row["name_en"])
		}
	}
}
