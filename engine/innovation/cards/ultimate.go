package cards

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The 4th edition, Innovation Ultimate, is played with a deck of its own
// (inn.NewUltimateDeck): the facts of data/cards-4th.tsv, the 105 cards of
// ages 1 to 10 with their 4th-edition icons and the ten cards of age 11
// (ULT-COMP-1, ULT-COMP-2). A card whose 4th-edition text is the 3rd
// edition's ("same" in the table's text column, "as 3rd edition" in
// data/EFFECTS-4th.md) plays its 3rd-edition effects; every other card gets
// its effects from the ultimate_ageN.go file of its age. A card not
// written yet has none, and a game that executes it stops with a rule gap
// naming it (inn.Game's noEffects).
//
// How a card's 4th-edition effects are written: in ultimate_ageN.go,
// registerUltimateAgeN(d) calls
//
//	fourth(d, Archery, demand(...), effect(...))
//
// with the same effect and demand builders as the other editions; the
// Exec primitives of the edition (junk, self-execute, aslant splays) are
// those of engine/innovation/exec_ultimate.go.

//go:embed data/cards-4th.tsv
var cards4thTSV string

// Same4th reports whether card c plays its 3rd-edition effects in the 4th
// edition ("same" in data/cards-4th.tsv).
func Same4th(c inn.Card) bool { return same4th[c] }

var same4th [inn.MaxCards]bool

// fourth gives card c its effects in the 4th edition.
func fourth(d *inn.Deck, c inn.Card, effects ...inn.Effect) {
	d.SetEffects(c, inn.Fourth, effects...)
}

// buildUltimate returns the 4th edition's deck: its facts, the effects of
// the cards that play as in the 3rd edition (taken from base), and those
// written for the edition.
func buildUltimate(base *inn.Deck) *inn.Deck {
	facts, same, err := parseFacts4th(cards4thTSV)
	if err != nil {
		// The table is part of the program, and TestUltimateFacts reads it.
		panic("cards: data/cards-4th.tsv: " + err.Error())
	}
	same4th = same
	d := inn.NewUltimateDeck(facts)
	for c := inn.Card(0); c < inn.NumAgeCards; c++ {
		if same[c] {
			fourth(d, c, base.Effects(c, inn.Third)...)
		}
	}
	registerUltimateAge1(d)
	registerUltimateAge2(d)
	registerUltimateAge3(d)
	registerUltimateAge4(d)
	registerUltimateAge5(d)
	registerUltimateAge6(d)
	registerUltimateAge7(d)
	registerUltimateAge8(d)
	registerUltimateAge9(d)
	registerUltimateAge10(d)
	registerUltimateAge11(d)
	return d
}

// parseFacts4th reads the facts of data/cards-4th.tsv and which cards play
// as in the 3rd edition (text "same").
func parseFacts4th(text string) (facts [inn.MaxCards]inn.Facts, same [inn.MaxCards]bool, err error) {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(lines) != inn.NumUltimate+1 {
		return facts, same, fmt.Errorf("%d rows, want %d", len(lines)-1, inn.NumUltimate)
	}
	for i, line := range lines[1:] {
		f := strings.Split(line, "\t")
		if len(f) != 13 {
			return facts, same, fmt.Errorf("row %d: %d columns, want 13", i+1, len(f))
		}
		id, err := strconv.Atoi(f[0])
		if err != nil || id != i {
			return facts, same, fmt.Errorf("row %d: id %q, want %d", i+1, f[0], i)
		}
		age, err := strconv.Atoi(f[3])
		if err != nil {
			return facts, same, fmt.Errorf("row %d: age %q", i+1, f[3])
		}
		n, err := strconv.Atoi(f[11])
		if err != nil {
			return facts, same, fmt.Errorf("row %d: effects %q", i+1, f[11])
		}
		fc := inn.Facts{Name: f[1], NameFR: f[2], Age: age, Demand: f[10] == "yes", Effects: n}
		if age > 0 {
			col, ok := inn.ParseColor(f[4])
			if !ok {
				return facts, same, fmt.Errorf("row %d: color %q", i+1, f[4])
			}
			fc.Color = col
			for k := 0; k < 5; k++ {
				ic, ok := inn.ParseIcon(f[5+k])
				if !ok {
					return facts, same, fmt.Errorf("row %d: icon %q", i+1, f[5+k])
				}
				if k < 4 {
					fc.Icons[k] = ic
				} else {
					fc.Featured = ic
				}
			}
		}
		facts[id] = fc
		same[id] = f[12] == "same"
	}
	return facts, same, nil
}
