package cards

import (
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The rules of Echoes of the Past that need echo effects are played here on
// a deck of their own, whose few Echoes cards get effects that log what
// they see: the cards' real effects are not written yet.

// echoesTestDeck returns a new 4th-edition deck with Echoes, apart from the
// decks games use.
func echoesTestDeck(t *testing.T) *inn.Deck {
	t.Helper()
	return buildEchoes(buildUltimate(Base()))
}

// playLabels plays the labels on g and returns the lines of the events
// they caused.
func playLabels(t *testing.T, g *inn.Game, labels ...string) []string {
	t.Helper()
	mark := g.Mark()
	for _, l := range labels {
		if err := g.ChooseLabel(l); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
	}
	var out []string
	for _, e := range g.EventsSince(mark) {
		out = append(out, g.FormatEvent(e))
	}
	return out
}

func position(t *testing.T, d *inn.Deck, text string) *inn.Game {
	t.Helper()
	g, err := inn.ParsePosition(inn.Config{Edition: inn.Fourth, Ages: 11, Expansions: inn.ExpansionSet(0).With(inn.Echoes)}, d, text)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func wantLines(t *testing.T, got []string, want string) {
	t.Helper()
	if g := strings.Join(got, "\n"); g != strings.TrimSpace(want) {
		t.Errorf("events:\n%s\nwant:\n%s", g, strings.TrimSpace(want))
	}
}

// ECHO-RUN, ECHO-SHARE, ECHO-FORESHADOW: a Dogma action on Ruler, on
// Perfume in a pile splayed right, runs Perfume's echo effect (top-left,
// shown by the right splay) then Ruler's (the top card's), each by the
// sharing P2 before P1, and then Ruler's dogma effect. Perfume's echo
// effect here draws and foreshadows a 1: P2's forecast takes it (no splay:
// limit 5); P1's pile is splayed right, limit 3, and his forecast holds 3
// already, so his card stays in his hand. Each player's highest top card
// is alone of its value, so the Echoes draw rule takes the Echoes piles
// (ECHO-DRAW) until the Echoes 1 pile is empty (EXP-DRAW-EMPTY-EXP); the
// share bonus's draw keeps its own clause.
func TestEchoEffectsRunBeforeTheDogmaEffects(t *testing.T) {
	d := echoesTestDeck(t)
	ruler, _ := d.Lookup("Ruler")
	perfume, _ := d.Lookup("Perfume")
	echo(d, perfume, func(x *inn.Exec) { x.DrawAndForeshadow(x.Player, 1) })
	echo(d, ruler, func(x *inn.Exec) { x.Draw(x.Player, 2) })
	d.SetEffects(ruler, inn.Fourth, effect(func(x *inn.Exec) { x.Draw(x.Player, 3) }))
	g := position(t, d, `
P1 blue right: Ruler, Perfume
P1 forecast: Comb, Soap, Bell
P2 purple: Philosophy
supply 1: Pottery, Tools, Writing, Archery
supply 2: Calendar, Mathematics
supply 3: Alchemy, Translation
echoes 1 exact: Dice
echoes 2: Lever, Linguistics
echoes 3: Almanac, Magnifying Glass
`)
	wantLines(t, playLabels(t, g, "dogma Ruler"), `
P1 dogma Ruler (sharing: P2) [DOGMA-1]
P2 performs Perfume echo [ECHO-SHARE]
P2 draws Dice (asked 1) [ECHO-DRAW] (Perfume echo)
P2 foreshadows Dice from P2 hand [ECHO-FORESHADOW] (Perfume echo)
P1 performs Perfume echo [ECHO-RUN]
P1 draws Pottery (asked 1) [EXP-DRAW-EMPTY-EXP] (Perfume echo)
P2 performs Ruler echo [ECHO-SHARE]
P2 draws Lever (asked 2) [ECHO-DRAW] (Ruler echo)
P1 performs Ruler echo [ECHO-RUN]
P1 draws Linguistics (asked 2) [ECHO-DRAW] (Ruler echo)
P2 performs Ruler 1 [DOGMA-4]
P2 draws Almanac (asked 3) [ECHO-DRAW] (Ruler 1)
P1 performs Ruler 1 [DOGMA-4]
P1 draws Magnifying Glass (asked 3) [ECHO-DRAW] (Ruler 1)
P1 draws Tools (asked 1) [ULT-DOGMA-6]
`)
	pottery, _ := d.Lookup("Pottery")
	if f := g.State().Players[0].Forecast; f.Len() != 3 || !g.State().Players[0].Hand.Has(pottery) {
		t.Errorf("P1's forecast at its limit took a card: %v", f.Cards())
	}
}

// ECHO-FORESEEN: "if foreseen" holds during the free Dogma action that
// Dice's promotion gives (P1 melds Archery, a 1; Dice, a 1, is promoted),
// and not in P1's next Dogma action on Dice.
func TestForeseenHoldsDuringThePromotionsDogmaAlone(t *testing.T) {
	d := echoesTestDeck(t)
	dice, _ := d.Lookup("Dice")
	var seen []bool
	d.SetEffects(dice, inn.Fourth, effect(func(x *inn.Exec) { seen = append(seen, x.Foreseen()) }))
	g := position(t, d, `
P1 hand: Archery
P1 forecast: Dice
`)
	wantLines(t, playLabels(t, g, "meld Archery"), `
P1 melds Archery from P1 hand [MELD-1]
P1 melds Dice from P1 forecast [ECHO-PROMOTE]
P1 dogma Dice (sharing: none) [DOGMA-1]
P1 performs Dice 1 [DOGMA-4]
`)
	playLabels(t, g, "dogma Dice")
	if len(seen) != 2 || !seen[0] || seen[1] {
		t.Errorf("foreseen in the promotion's Dogma, then in the next one: %v, want [true false]", seen)
	}
}

// ECHO-EXECUTE: a self-executed card at the top of a pile runs every echo
// effect the pile shows, from the bottom up (Bell, over Flute splayed
// left: Flute's bottom-right echo effect shows); a card elsewhere (Perfume
// in the hand) runs its own echo effect alone. The echo effects come
// before the card's non-demand effects.
func TestSelfExecutedCardsRunTheirEchoEffects(t *testing.T) {
	d := echoesTestDeck(t)
	names := func(n ...string) (out []inn.Card) {
		for _, s := range n {
			c, ok := d.Lookup(s)
			if !ok {
				t.Fatal(s)
			}
			out = append(out, c)
		}
		return out
	}
	cs := names("Ruler", "Perfume", "Bell", "Flute")
	ruler, perfume, bell, flute := cs[0], cs[1], cs[2], cs[3]
	var ran []string
	logged := func(name string) func(*inn.Exec) {
		return func(x *inn.Exec) { ran = append(ran, name) }
	}
	echo(d, perfume, logged("Perfume echo"))
	echo(d, bell, logged("Bell echo"))
	echo(d, flute, logged("Flute echo"))
	echo(d, ruler, logged("Ruler echo"))
	d.SetEffects(perfume, inn.Fourth, effect(logged("Perfume 1")))
	d.SetEffects(bell, inn.Fourth, effect(logged("Bell 1")))
	d.SetEffects(ruler, inn.Fourth, effect(func(x *inn.Exec) {
		ran = append(ran, "Ruler 1")
		x.SelfExecute(bell)
		x.SelfExecute(perfume)
	}))
	g := position(t, d, `
P1 blue: Ruler
P1 purple left: Bell, Flute
P1 hand: Perfume
`)
	playLabels(t, g, "dogma Ruler")
	want := "Ruler echo, Ruler 1, Flute echo, Bell echo, Bell 1, Perfume echo, Perfume 1"
	if got := strings.Join(ran, ", "); got != want {
		t.Errorf("ran %s, want %s", got, want)
	}
}

// EXP-SET-1, ECHO-FORECAST: the hash tells the forecast and the Echoes
// piles apart, the incremental hash follows foreshadowing and promotion,
// and a position with them reads back to the same state.
func TestEchoesStateHashAndPosition(t *testing.T) {
	d := echoesTestDeck(t)
	ruler, _ := d.Lookup("Ruler")
	echo(d, ruler, func(x *inn.Exec) { x.DrawAndForeshadow(x.Player, 1) })
	d.SetEffects(ruler, inn.Fourth, effect(func(x *inn.Exec) { x.DrawExpansion(x.Player, inn.Echoes, 2) }))
	text := `
P1 blue: Ruler
P1 hand: Archery
P1 forecast: Writing
echoes 1: Dice
`
	a, b := position(t, d, text), position(t, d, strings.Replace(text, "P1 hand: Archery\nP1 forecast: Writing", "P1 hand: Archery, Writing", 1))
	if a.State().Hash() == b.State().Hash() {
		t.Error("a card in the forecast and in the hand hash alike")
	}
	playLabels(t, a, "dogma Ruler", "meld Archery", "Writing")
	st := a.State()
	if st.Hash() != st.HashFull() {
		t.Errorf("incremental hash %x, from scratch %x", st.Hash(), st.HashFull())
	}
	pos := a.Position()
	back, err := inn.ParsePosition(inn.Config{}, d, pos)
	if err != nil {
		t.Fatalf("%v\n%s", err, pos)
	}
	if back.State().Hash() != st.Hash() || back.Position() != pos {
		t.Errorf("the position does not read back:\n%s\nreads as\n%s", pos, back.Position())
	}
	if !strings.Contains(pos, "P1 forecast: ") || !strings.Contains(pos, "echoes 1 exact: ") {
		t.Errorf("position without the forecast or the Echoes piles:\n%s", pos)
	}
}
