package cards

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Echoes of the Past, the expansion of Innovation Ultimate, adds the 115
// cards of data/cards-echoes.tsv to the 4th edition's deck (inn.Expand):
// the table's ids 200 to 314 are the engine's cards inn.EchoesCard(200) to
// inn.EchoesCard(314). An icon place holds an icon, the hexagon, "echo" (the
// card's echo effect), "note" (a music note, which counts as a hexagon) or
// "bonus-N" (a bonus of value N) (ECHO-ICON-1). The cards' effects are
// written in echoes_ageN.go; a card without has none, and a game that
// executes it stops with a rule gap naming it, as a 4th-edition card does.

//go:embed data/cards-echoes.tsv
var cardsEchoesTSV string

// echo gives card c its echo effect.
func echo(d *inn.Deck, c inn.Card, run func(*inn.Exec)) {
	d.SetEcho(c, inn.Effect{Run: run})
}

// buildEchoes returns the 4th edition's deck with the cards of Echoes of the
// Past.
func buildEchoes(ultimate *inn.Deck) *inn.Deck {
	facts, err := parseFactsEchoes(cardsEchoesTSV)
	if err != nil {
		// The table is part of the program, and TestEchoesFacts reads it.
		panic("cards: data/cards-echoes.tsv: " + err.Error())
	}
	d := inn.Expand(ultimate, inn.Echoes, facts)
	registerEchoesAge1(d)
	registerEchoesAge2(d)
	registerEchoesAge3(d)
	registerEchoesAge4(d)
	registerEchoesAge5(d)
	registerEchoesAge6(d)
	registerEchoesAge7(d)
	registerEchoesAge8(d)
	registerEchoesAge9(d)
	registerEchoesAge10(d)
	registerEchoesAge11(d)
	registerEchoesSpecials(d)
	return d
}

// parseFactsEchoes reads the facts of data/cards-echoes.tsv, in id order.
func parseFactsEchoes(text string) ([]inn.Facts, error) {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(lines) != inn.NumEchoes+1 {
		return nil, fmt.Errorf("%d rows, want %d", len(lines)-1, inn.NumEchoes)
	}
	facts := make([]inn.Facts, 0, inn.NumEchoes)
	for i, line := range lines[1:] {
		f := strings.Split(line, "\t")
		if len(f) != 12 {
			return nil, fmt.Errorf("row %d: %d columns, want 12", i+1, len(f))
		}
		if id, err := strconv.Atoi(f[0]); err != nil || id != 200+i {
			return nil, fmt.Errorf("row %d: id %q, want %d", i+1, f[0], 200+i)
		}
		age, err := strconv.Atoi(f[2])
		if err != nil || age < 1 || age > inn.AgeCap {
			return nil, fmt.Errorf("row %d: age %q", i+1, f[2])
		}
		n, err := strconv.Atoi(f[10])
		if err != nil {
			return nil, fmt.Errorf("row %d: effects %q", i+1, f[10])
		}
		col, ok := inn.ParseColor(f[3])
		if !ok {
			return nil, fmt.Errorf("row %d: color %q", i+1, f[3])
		}
		fc := inn.Facts{Name: f[1], Age: age, Color: col, Demand: f[9] == "yes", Effects: n}
		for k := 0; k < 4; k++ {
			if err := echoesPlace(&fc, k, f[4+k]); err != nil {
				return nil, fmt.Errorf("row %d: %v", i+1, err)
			}
		}
		if fc.Featured, ok = inn.ParseIcon(f[8]); !ok {
			return nil, fmt.Errorf("row %d: featured icon %q", i+1, f[8])
		}
		if fc.HasEcho() != (f[11] == "yes") {
			return nil, fmt.Errorf("row %d: echo column %q disagrees with the icon places", i+1, f[11])
		}
		facts = append(facts, fc)
	}
	return facts, nil
}

// echoesPlace reads what icon place k of a card holds (ECHO-ICON-1).
func echoesPlace(fc *inn.Facts, k int, name string) error {
	switch name {
	case "echo":
		fc.EchoAt |= 1 << k
		fc.Icons[k] = inn.Hex
		return nil
	case "note":
		fc.NoteAt |= 1 << k
		fc.Icons[k] = inn.Hex
		return nil
	}
	if v, ok := strings.CutPrefix(name, "bonus-"); ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 12 {
			return fmt.Errorf("bonus %q", name)
		}
		fc.Bonus[k] = uint8(n)
		fc.Icons[k] = inn.Hex
		return nil
	}
	ic, ok := inn.ParseIcon(name)
	if !ok {
		return fmt.Errorf("icon %q", name)
	}
	fc.Icons[k] = ic
	return nil
}
