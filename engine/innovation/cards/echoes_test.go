package cards_test

import (
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// The deck with Echoes of the Past holds the 115 cards of cards-echoes.tsv
// beside the 4th edition's, with their echo effects, bonuses and music
// notes read from the icon places (ECHO-ICON-1).
func TestEchoesDeck(t *testing.T) {
	d := cards.WithEchoes()
	if got := len(d.ExpansionCards(inn.Echoes)); got != inn.NumEchoes {
		t.Fatalf("%d Echoes cards, want %d", got, inn.NumEchoes)
	}
	if len(d.AgeCards()) != len(cards.Ultimate().AgeCards()) {
		t.Errorf("the base age cards changed with the expansion: %d, want %d", len(d.AgeCards()), len(cards.Ultimate().AgeCards()))
	}
	dice, ok := d.Lookup("Dice")
	if !ok || dice.EchoesID() != 200 || dice != inn.EchoesCard(200) {
		t.Fatalf("Dice is %d (ok %v), want the card of id 200", dice, ok)
	}
	f := d.Facts[dice]
	if f.Age != 1 || f.Color != inn.Blue || f.Bonus[inn.BottomLeft] != 1 || f.Icons[inn.BottomLeft] != inn.Hex || f.HasEcho() {
		t.Errorf("Dice's facts %+v", f)
	}
	perfume, _ := d.Lookup("Perfume")
	if pf := d.Facts[perfume]; pf.EchoAt != 1<<inn.TopLeft || pf.Icons[inn.TopLeft] != inn.Hex || pf.Bonus[inn.BottomMiddle] != 1 || !pf.Demand {
		t.Errorf("Perfume's facts %+v", pf)
	}
	bell, _ := d.Lookup("Bell")
	if bf := d.Facts[bell]; bf.NoteAt == 0 || bf.Count(inn.Hex) == 0 {
		t.Errorf("Bell's music note is no hexagon: %+v", bf)
	}
	if _, ok := cards.Ultimate().Lookup("Dice"); ok {
		t.Error("the 4th edition's deck without expansions knows Dice")
	}
}

// A configuration names its expansions only in the 4th edition
// (EXP-SET-1), and a seeded game refuses an expansion whose cards have no
// effects yet, naming one.
func TestEchoesConfig(t *testing.T) {
	if _, err := inn.ParseConfig("expansions=echoes"); err == nil || !strings.Contains(err.Error(), "4th edition") {
		t.Errorf("expansions in the 1st edition: %v", err)
	}
	cfg, err := inn.ParseConfig("edition=4th expansions=echoes")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.String() != "players=2 edition=4th ages=11 expansions=echoes" {
		t.Errorf("String() = %q", cfg.String())
	}
	plain, _ := inn.ParseConfig("edition=4th")
	if strings.Contains(plain.String(), "expansions") {
		t.Errorf("a configuration without expansions names them: %q", plain.String())
	}
	// Every Echoes card's effects are written: a seeded game plays.
	if _, err = cards.NewGame(cfg, 1); err != nil {
		t.Errorf("a seeded game with Echoes: %v", err)
	}
	for _, d := range []*inn.Deck{cards.Base(), cards.Ultimate(), cards.WithEchoes()} {
		got, err := d.ForConfig(cfg)
		if err != nil || got != cards.WithEchoes() {
			t.Errorf("ForConfig(echoes) = %v, %v", got, err)
		}
		got, err = d.ForConfig(plain)
		if err != nil || got != cards.Ultimate() {
			t.Errorf("ForConfig(4th) = %v, %v", got, err)
		}
	}
}
