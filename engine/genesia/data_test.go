package genesia

import (
	"fmt"
	"strings"
	"testing"
)

// The repository's data is the placeholder set: it loads, fits every
// count the rules give (Validate) and says it is a placeholder.
func TestDefaultDataLoads(t *testing.T) {
	if defaultDataErr != nil {
		t.Fatal(defaultDataErr)
	}
	if !defaultData.Placeholder {
		t.Error("the repository's data is not labelled as a placeholder")
	}
	for n := 1; n <= MaxPlayers; n++ {
		b := defaultData.BoardFor(n)
		peoples := max(n, 2)
		if len(b.Homes) < peoples {
			t.Errorf("%d players: %d homelands", n, len(b.Homes))
		}
	}
	// GEN-DATA-1: the 3-player island is six 7s, three 12s and a 15.
	var values []int
	for _, r := range defaultData.BoardFor(3).Regions {
		if r.Continent == Genesia {
			values = append(values, r.Value)
		}
	}
	if got := fmt.Sprint(values); got != "[7 7 7 7 7 7 12 12 12 15]" {
		t.Errorf("the 3-player island has values %s", got)
	}
}

// A game owner's own files, here a tiny hand-made example (no real card
// texts), load through the same readers.
func TestExampleFilesLoad(t *testing.T) {
	mapText := "board 1,2\nhome A-home A\nhome B-home B\nregion Plain 3 A\nregion Hill 2 B\nregion Isle 9 genesia\n" +
		"adjacent A-home Plain\nadjacent B-home Hill\nadjacent Isle Plain Hill\n"
	boards, err := ParseMap("example-map.txt", mapText)
	if err != nil {
		t.Fatal(err)
	}
	b := boards[0]
	isle, _ := b.Lookup("Isle")
	plain, _ := b.Lookup("Plain")
	if !b.Adjacent(isle, plain) || b.Regions[isle].Value != 9 || b.Regions[isle].Continent != Genesia || len(b.Homes) != 2 {
		t.Errorf("example map read as %+v", b.Regions)
	}
	cards, err := ParseCards("example-cards.txt", "1\t1\tblue\tGE\t2\t1\tExample One\tclans 2\tcoins 1\n2\t3\tred\tGA\t0\t0\tExample Two\twarlike 1\t-\n")
	if err != nil {
		t.Fatal(err)
	}
	if c := cards[0]; c.Icons != IconGrowth|IconExpansion || c.Cost != 2 || c.PP != 1 || c.Effect != (Effect{Kind: EffClans, N: 2}) || c.Others != 1 {
		t.Errorf("example card read as %+v", c)
	}
	objs, err := ParseObjectives("example-objectives.txt", "Example Goal\tgreen\t4\tcities\n")
	if err != nil || objs[0].Points != 4 || objs[0].Counts != CountCities || objs[0].Lot != Green {
		t.Errorf("example objective read as %+v, %v", objs, err)
	}
	// The example is no whole game: Validate says what the rules lack.
	d := &Data{Cards: cards, Objectives: objs, Boards: boards}
	if err := d.Validate(); err == nil || !strings.Contains(err.Error(), "90") {
		t.Errorf("Validate of the example: %v, want the count of 90 cards", err)
	}
}

// Errors in data files say file:line.
func TestDataErrorsSayFileLine(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
		parse            func(name, text string) error
	}{
		{"cards", "# c\n1\t4\tblue\tG\t0\t0\tX\tnone\t-\n", "cards:2: Age 4", func(n, s string) error { _, err := ParseCards(n, s); return err }},
		{"cards", "1\t1\tblue\tQ\t0\t0\tX\tnone\t-\n", "cards:1: unknown phase icon", func(n, s string) error { _, err := ParseCards(n, s); return err }},
		{"cards", "1\t1\tblue\tG\t0\t0\tX\tfly 2\t-\n", "cards:1: effect: unknown effect", func(n, s string) error { _, err := ParseCards(n, s); return err }},
		{"map", "board 2\nregion X 1 A\nadjacent X Y\n", "map:3: unknown region Y", func(n, s string) error { _, err := ParseMap(n, s); return err }},
		{"map", "region X 1 A\n", "map:1:", func(n, s string) error { _, err := ParseMap(n, s); return err }},
		{"objectives", "A\tblue\tx\tcities\n", "objectives:1: points", func(n, s string) error { _, err := ParseObjectives(n, s); return err }},
	} {
		err := tc.parse(tc.name, tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.text, err, tc.want)
		}
	}
}
