package cards_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// The 4th edition's deck holds the facts of data/cards-4th.tsv, row by row:
// 120 cards, the ten of age 11 among them, and the avatar icon.
func TestUltimateFacts(t *testing.T) {
	d := cards.Ultimate()
	tab := readFactTable(t, table4th)
	if int(d.Size()) != len(tab.rows) || d.Size() != inn.NumUltimate {
		t.Fatalf("the 4th edition's deck has %d cards, %s %d", d.Size(), table4th, len(tab.rows))
	}
	for id, row := range tab.rows {
		f := d.Facts[id]
		got := []string{f.Name, strconv.Itoa(f.Age), strconv.Itoa(f.Effects)}
		want := []string{row["name_en"], row["age"], row["effects"]}
		if f.Age > 0 {
			got = append(got, f.Color.String(), f.Icons[0].String(), f.Icons[1].String(), f.Icons[2].String(), f.Icons[3].String(), f.Featured.String())
			want = append(want, row["color"], row["icon_tl"], row["icon_bl"], row["icon_bm"], row["icon_br"], row["featured"])
		}
		if strings.Join(got, " ") != strings.Join(want, " ") || f.Demand != (row["demand"] == "yes") {
			t.Errorf("card %d: the deck has %v demand=%v, %s says %v demand=%s", id, got, f.Demand, table4th, want, row["demand"])
		}
		if cards.Same4th(inn.Card(id)) != (row["text"] == "same") {
			t.Errorf("card %d (%s): Same4th = %v, text %s", id, f.Name, cards.Same4th(inn.Card(id)), row["text"])
		}
	}
	if c, ok := d.Lookup("Whataboutism"); !ok || c != 119 || !c.IsAge11() {
		t.Errorf("Lookup(Whataboutism) = %d, %v; want the age-11 card 119", c, ok)
	}
	if n := len(d.AgeCards()); n != 115 {
		t.Errorf("the 4th edition's deck has %d age cards, want 115 (ULT-COMP-1)", n)
	}
}

// A card whose 4th-edition text is the 3rd edition's plays the 3rd
// edition's effects, as many as its 4th-edition entry lists; the base deck
// is untouched and plays no 4th edition.
func TestUltimateSameCardsPlayTheirThirdEditionEffects(t *testing.T) {
	u, b := cards.Ultimate(), cards.Base()
	for _, c := range u.AgeCards() {
		if !cards.Same4th(c) {
			continue
		}
		got, want := u.Effects(c, inn.Fourth), b.Effects(c, inn.Third)
		if len(got) == 0 || len(got) != len(want) || len(got) != u.Facts[c].Effects {
			t.Errorf("%s: %d 4th-edition effects, %d in the 3rd edition, %d in %s", u.Name(c), len(got), len(want), u.Facts[c].Effects, table4th)
		}
		for i := range got {
			if got[i].Demand != want[i].Demand {
				t.Errorf("%s %d: a demand in one edition only", u.Name(c), i+1)
			}
		}
	}
	if b.Plays(inn.Fourth) || u.Plays(inn.Third) || u.Plays(inn.First) {
		t.Error("the base deck plays the 4th edition, or Ultimate an earlier one")
	}
	if err := b.Complete(); err != nil {
		t.Error(err)
	}
}

// A game of the 4th edition that executes a card whose 4th-edition effects
// are not written stops with a rule gap naming the card, never silently
// doing nothing.
func TestUltimateUnwrittenCardIsARuleGap(t *testing.T) {
	missing := cards.Ultimate().Missing(inn.Fourth)
	if len(missing) == 0 {
		t.Skip("every card of the 4th edition is written")
	}
	c := missing[0]
	name := cards.Ultimate().Name(c)
	age := cards.Ultimate().Facts[c].Age
	col := cards.Ultimate().Facts[c].Color
	text := "P1 " + col.String() + ": " + name + "\n"
	g, err := inn.ParsePosition(inn.Config{Edition: inn.Fourth}, cards.Base(), text)
	if err != nil {
		t.Fatal(err)
	}
	if g.Deck() != cards.Ultimate() {
		t.Fatal("a 4th-edition position given the base deck does not play with Ultimate")
	}
	err = g.ChooseLabel("dogma " + name)
	var gap *engine.RuleGap
	if !errors.As(err, &gap) || !strings.Contains(gap.Situation, name) {
		t.Fatalf("dogma %s (age %d, unwritten) = %v, want a rule gap naming it", name, age, err)
	}
}
