package innovation_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// ultimateTestDeck is the 4th edition's deck with test effects that call
// the edition's primitives: Writing draws a 2; Tools self-executes Writing;
// Pottery self-executes Tools; Oars super-executes Archery, whose demand
// junks a card from the victim's hand; Agriculture makes its performer
// lose; Metalworking junks the 1 pile and the standard achievement of age
// 1.
func ultimateTestDeck() *inn.Deck {
	d := inn.NewUltimateDeck(cards.Ultimate().Facts)
	run := func(f func(x *inn.Exec)) inn.Effect { return inn.Effect{Run: f} }
	d.SetEffects(cards.Writing, inn.Fourth, run(func(x *inn.Exec) { x.Draw(x.Player, 2) }))
	d.SetEffects(cards.Tools, inn.Fourth, run(func(x *inn.Exec) { x.SelfExecute(cards.Writing) }))
	d.SetEffects(cards.Pottery, inn.Fourth, run(func(x *inn.Exec) { x.SelfExecute(cards.Tools) }))
	d.SetEffects(cards.Oars, inn.Fourth, run(func(x *inn.Exec) { x.SuperExecute(cards.Archery) }))
	d.SetEffects(cards.Archery, inn.Fourth, inn.Effect{Demand: true, Run: func(x *inn.Exec) {
		if c := x.Hand(x.Player).First(); c != inn.NoCard {
			x.Junk(x.Player, c)
		}
	}}, run(func(x *inn.Exec) { x.Draw(x.Player, 1) }))
	d.SetEffects(cards.Agriculture, inn.Fourth, run(func(x *inn.Exec) { x.Lose(x.Player) }))
	d.SetEffects(cards.Metalworking, inn.Fourth, run(func(x *inn.Exec) {
		x.JunkSupply(x.Player, 1)
		x.JunkAchievement(x.Player, x.StandardAchievement(1))
	}))
	return d
}

// playUltimate sets up a 4th-edition position with the test deck, plays
// the labels and returns the events they logged, one per line.
func playUltimate(t *testing.T, cfg inn.Config, position string, labels ...string) (*inn.Game, string, error) {
	t.Helper()
	d := ultimateTestDeck()
	cfg.Edition = inn.Fourth
	g, err := inn.ParsePosition(cfg, d, position)
	if err != nil {
		t.Fatal(err)
	}
	mark := g.Mark()
	for _, l := range labels {
		if err = g.ChooseLabel(l); err != nil {
			break
		}
	}
	var lines []string
	for _, e := range g.EventsSince(mark) {
		lines = append(lines, inn.FormatEvent(d, e))
	}
	return g, strings.Join(lines, "\n"), err
}

func wantEvents(t *testing.T, got string, want ...string) {
	t.Helper()
	if w := strings.Join(want, "\n"); got != w {
		t.Errorf("events:\n%s\nwant:\n%s", got, w)
	}
}

// ULT-KEY-SELF-EXECUTE, ULT-CHAIN-1: a Dogma action on Pottery is no
// self-execution, so Pottery self-executing Tools earns nothing; Tools,
// self-executed, self-executes Writing: that earns a chain achievement,
// an 11 drawn and achieved before Writing runs.
func TestUltimateSelfExecuteAndChain(t *testing.T) {
	_, got, err := playUltimate(t, inn.Config{Ages: 11}, "P1 blue: Pottery\nsupply 2: Calendar\nsupply 11: Fusion\n", "dogma Pottery")
	if err != nil {
		t.Fatal(err)
	}
	wantEvents(t, got,
		"P1 dogma Pottery (sharing: none) [DOGMA-1]",
		"P1 performs Pottery 1 [DOGMA-4]",
		"P1 performs Tools 1 [ULT-KEY-SELF-EXECUTE]",
		"P1 draws Fusion (asked 11) [ULT-CHAIN-1] (Tools 1)",
		"P1 achieves Fusion by the chain rule [ULT-CHAIN-1] (Tools 1)",
		"P1 performs Writing 1 [ULT-KEY-SELF-EXECUTE]",
		"P1 draws Calendar (asked 2) [DOGMA-4] (Writing 1)",
	)
}

// ULT-CHAIN-1, ULT-DRAW-3: with the 11 pile empty the chain achievement's
// draw ends the game by score.
func TestUltimateChainWithoutElevens(t *testing.T) {
	g, _, err := playUltimate(t, inn.Config{Ages: 11}, "P1 blue: Pottery\nP2 score: Writing\nsupply 11 exact:\n", "dogma Pottery")
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Result(); !g.Over() || r.Clause != "END-2" || len(r.Winners) != 1 || r.Winners[0] != 1 {
		t.Fatalf("result %+v, want P2 winning by score", r)
	}
}

// ULT-KEY-SUPER-EXECUTE: a super-executed demand reaches every opponent of
// its performer, whatever the icons, and the card's other effects are the
// performer's alone. P2 shows more castles than P1, so P2 shares Oars and
// super-executes Archery first, its demand reaching P1 (an empty hand:
// nothing to junk); then P1's does, and reaches P2. What P2 did by the
// shared effect, inside the execution, earns P1 the share bonus
// (ULT-DOGMA-6).
func TestUltimateSuperExecute(t *testing.T) {
	_, got, err := playUltimate(t, inn.Config{Ages: 11}, "P1 red: Oars\nP2 yellow: Masonry\nP2 hand: Writing\nsupply 1: Clothing\n", "dogma Oars")
	if err != nil {
		t.Fatal(err)
	}
	wantEvents(t, got,
		"P1 dogma Oars (sharing: P2; demanded: none) [DOGMA-1]",
		"P2 performs Oars 1 [DOGMA-4]",
		"P1 performs Archery 1 [ULT-KEY-SUPER-EXECUTE]",
		"P2 performs Archery 2 [ULT-KEY-SUPER-EXECUTE]",
		"P2 draws Clothing (asked 1) [DOGMA-4] (Archery 2)",
		"P1 performs Oars 1 [DOGMA-4]",
		"P2 performs Archery 1 [ULT-KEY-SUPER-EXECUTE]",
		"P2 junks Writing from P2 hand [ULT-KEY-JUNK] (Archery 1)",
		"P1 performs Archery 2 [ULT-KEY-SUPER-EXECUTE]",
		"P1 draws Pottery (asked 1) [DOGMA-4] (Archery 2)",
		"P1 draws Tools (asked 1) [ULT-DOGMA-6]",
	)
}

// ULT-KEY-LOSE: with two players, the one who loses leaves the other the
// winner; with three players the active player who loses is a hole the
// clause leaves, a rule gap without its fill variant.
func TestUltimateLose(t *testing.T) {
	g, _, err := playUltimate(t, inn.Config{Ages: 11}, "P1 yellow: Agriculture\n", "dogma Agriculture")
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Result(); r.Clause != "ULT-KEY-LOSE" || len(r.Winners) != 1 || r.Winners[0] != 1 {
		t.Fatalf("result %+v, want P2 winning (ULT-KEY-LOSE)", r)
	}
	_, _, err = playUltimate(t, inn.Config{Players: 3, Ages: 11}, "P1 yellow: Agriculture\n", "dogma Agriculture")
	var gap *engine.RuleGap
	if !errors.As(err, &gap) || gap.Clause != "ULT-KEY-LOSE" {
		t.Fatalf("a loss among three players: %v, want a rule gap at ULT-KEY-LOSE", err)
	}
}

// ULT-KEY-JUNK, ULT-JUNK-1: junking a supply pile junks every card of it,
// and the pile is then empty for draws (the next 1 comes from the 2 pile);
// an available achievement can be junked, and is then no longer
// available; the junk holds them all.
func TestUltimateJunk(t *testing.T) {
	g, _, err := playUltimate(t, inn.Config{Ages: 3}, "P1 red: Metalworking\nsupply 1 exact: Pottery, Tools\n", "dogma Metalworking", "draw")
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if s.SupplyLen(1) != 0 || s.Junk.Len() != 3 || s.AgeAchievement(1) != inn.NoCard || !s.Junk.Has(cards.Pottery) || !s.Junk.Has(cards.Tools) {
		t.Fatalf("supply 1 has %d cards, the junk %v, the age-1 achievement %d", s.SupplyLen(1), s.Junk.Cards(), s.AgeAchievement(1))
	}
	if h := s.Players[0].Hand.Cards(); len(h) != 1 || g.Deck().Facts[h[0]].Age != 2 {
		t.Fatalf("P1's hand after a draw of a 1 with the 1 pile junked: %v, want one 2", h)
	}
	if s.Hash() != s.HashFull() {
		t.Fatal("the incremental hash differs from the full one after junking")
	}
}

// ULT-SETUP-7: the 4th edition plays 2 to 4 players and teams; four
// players without teams, and they alone, play the Parley rules
// (ULT-PARLEY-1).
func TestUltimatePlayers(t *testing.T) {
	for _, cfg := range []inn.Config{{Players: 2}, {Players: 3}, {Players: 4, Teams: true}, {Players: 4}} {
		cfg.Edition = inn.Fourth
		c, err := cfg.Normalize()
		if err != nil {
			t.Errorf("%+v: %v", cfg, err)
		}
		if want := cfg.Players == 4 && !cfg.Teams; c.Parleys() != want {
			t.Errorf("%+v: plays the Parley rules: %v, want %v", cfg, c.Parleys(), want)
		}
	}
	if (inn.Config{Players: 4, Edition: inn.Third}).Parleys() {
		t.Error("a 3rd-edition game of 4 players plays the Parley rules")
	}
	if c, err := (inn.Config{Edition: inn.Fourth}).Normalize(); err != nil || c.Ages != 11 {
		t.Fatalf("the 4th edition's last age: %d, %v; want 11", c.Ages, err)
	}
}

// A position names the players out of the game (ULT-KEY-LOSE): the line
// reads back, the hash tells it apart, and only the 4th edition has it.
func TestPositionOut(t *testing.T) {
	text := "game: players=3 edition=4th ages=11\nP1 green: Space Traffic\nout: P2\n"
	g, err := inn.ParsePosition(inn.Config{}, cards.Ultimate(), text)
	if err != nil {
		t.Fatal(err)
	}
	if g.State().In(1) || !g.State().In(0) || g.State().NextIn(0) != 2 {
		t.Fatalf("out %b: want P2 out, P1 followed by P3", g.State().Out)
	}
	pos := g.Position()
	if !strings.Contains(pos, "\nout: P2\n") {
		t.Fatalf("the position does not name P2 out:\n%s", pos)
	}
	back, err := inn.ParsePosition(inn.Config{}, cards.Ultimate(), pos)
	if err != nil {
		t.Fatal(err)
	}
	if back.Position() != pos || back.Hash() != g.Hash() {
		t.Errorf("the position does not read back:\n%s\n%s", pos, back.Position())
	}
	in, err := inn.ParsePosition(inn.Config{}, cards.Ultimate(), strings.Replace(text, "out: P2\n", "", 1))
	if err != nil {
		t.Fatal(err)
	}
	if in.Hash() == g.Hash() {
		t.Error("the hash does not tell a player out from one in")
	}
	if _, err := inn.ParsePosition(inn.Config{}, cards.Ultimate(), "game: players=3 edition=3rd\nout: P2\n"); err == nil {
		t.Error("a 3rd-edition position names a player out")
	}
	if _, err := inn.ParsePosition(inn.Config{}, cards.Ultimate(), "game: players=3 edition=4th ages=11\nout: P1\n"); err == nil {
		t.Error("the turn of a player out is accepted")
	}
}
