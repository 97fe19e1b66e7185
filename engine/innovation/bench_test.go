package innovation_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// midGame is a three-player position in the middle of a game, with
// splayed piles, hands and score piles, for the benchmarks of clone, hash
// and icon recount.
const midGame = `
game: players=3 ages=10
turn: P1 actions=2 number=9 first=P2
P1 blue right: Calendar, Writing, Pottery
P1 red left: Construction, Archery
P1 green up: Compass, Sailing, Clothing
P1 yellow: Masonry
P1 hand: Tools, Oars
P1 score: Metalworking, Road Building
P2 purple right: Philosophy, Mysticism, Code of Laws
P2 green: Mapmaking
P2 yellow left: Fermenting, Agriculture
P2 hand: Mathematics, Currency
P3 red: Engineering
P3 blue up: Alchemy, Translation
P3 hand: City States
`

func parse(tb testing.TB, d *inn.Deck, text string) *inn.Game {
	tb.Helper()
	g, err := inn.ParsePosition(inn.Config{}, d, text)
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

var sink uint64

func BenchmarkClone(b *testing.B) {
	g := parse(b, cards.Base(), midGame)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink += uint64(g.CloneGame().Mark())
	}
}

func BenchmarkHash(b *testing.B) {
	g := parse(b, cards.Base(), midGame)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink += g.Hash()
	}
}

// BenchmarkRecount counts every icon of every board from the cards
// themselves (ICON-1), as the icon-cache property does.
func BenchmarkRecount(b *testing.B) {
	d := cards.Base()
	g := parse(b, d, midGame)
	s := g.State()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for p := 0; p < s.N; p++ {
			for col := inn.Color(0); col < inn.NumColors; col++ {
				cnt := inn.PileIcons(d, &s.Players[p].Piles[col])
				sink += uint64(cnt[inn.Castle])
			}
		}
	}
}

// kindDeck returns the base facts with test effects: Pottery and Tools
// ask one decision of a kind, alone (DOGMA-9, no sharing), and change
// nothing; Mathematics draws a 2, as Writing does.
func kindDeck(ask func(x *inn.Exec)) *inn.Deck {
	d := inn.NewDeck(cards.Base().Facts)
	solo := inn.Effect{Solo: true, Run: ask}
	draw2 := inn.Effect{Run: func(x *inn.Exec) { x.Draw(x.Player, 2) }}
	for _, ed := range []inn.Edition{inn.First, inn.Third} {
		d.SetEffects(cards.Pottery, ed, solo)
		d.SetEffects(cards.Tools, ed, solo)
		d.SetEffects(cards.Writing, ed, draw2)
		d.SetEffects(cards.Mathematics, ed, draw2)
	}
	return d
}

// kindPosition gives each of two players one card to activate: P1
// Pottery, P2 Tools.
const kindPosition = `
game: players=2 ages=10
turn: P1 actions=2 number=5 first=P1
P1 blue: Pottery
P1 hand: Sailing, The Wheel, Agriculture
P2 blue: Tools
P2 hand: Masonry, Mysticism, Clothing
`

// sharePosition has two players with as many lightbulbs each, so that
// every Dogma action on Writing or Mathematics is shared and earns the
// share bonus (DOGMA-4, DOGMA-6).
const sharePosition = `
game: players=2 ages=10
turn: P1 actions=2 number=5 first=P1
P1 blue: Writing
P2 blue: Mathematics
`

// activate answers an action decision with its first "dogma" option, or
// with "draw" if dogma is false, and any other decision with its first
// option.
func activate(dogma bool) engine.Chooser {
	return engine.ChooserFunc(func(d *engine.Decision) int {
		if d.Kind != engine.KindAction {
			return 0
		}
		if !dogma {
			return 0 // "draw" comes first
		}
		for i := range d.Options {
			if strings.HasPrefix(d.Options[i].Label, "dogma ") {
				return i
			}
		}
		return 0
	})
}

// BenchmarkDecision measures the decisions of each kind. One op is one
// top-level action with every decision it asks: perDecision divides ns/op
// by their number. The game is restored from its position every window
// ops, outside the timer. In push mode a Chooser answers (Play); in pull
// mode every decision is answered with Choose, which replays the step.
func BenchmarkDecision(b *testing.B) {
	may := func(x *inn.Exec) { x.May(x.Player, "may") }
	color := func(x *inn.Exec) { x.ChooseColor(x.Player, "color", 0x1f, false) }
	player := func(x *inn.Exec) { x.ChoosePlayer(x.Player, "player", 3&^(1<<x.Player), true) }
	card := func(x *inn.Exec) { x.ChooseCard(x.Player, "card", x.Hand(x.Player), true) }
	none := func(x *inn.Exec) {}
	cases := []struct {
		name      string
		deck      *inn.Deck
		position  string
		dogma     bool
		decisions int // per op
		window    int
	}{
		{"action=draw", kindDeck(none), kindPosition, false, 1, 32},
		{"action=dogma", kindDeck(none), kindPosition, true, 1, 64},
		{"action=dogma-shared", kindDeck(none), sharePosition, true, 1, 16},
		{"kind=yesno", kindDeck(may), kindPosition, true, 2, 64},
		{"kind=color", kindDeck(color), kindPosition, true, 2, 64},
		{"kind=player", kindDeck(player), kindPosition, true, 2, 64},
		{"kind=card", kindDeck(card), kindPosition, true, 2, 64},
	}
	for _, mode := range []string{"push", "pull"} {
		for _, c := range cases {
			b.Run("mode="+mode+"/"+c.name, func(b *testing.B) {
				start := parse(b, c.deck, c.position)
				chooser := activate(c.dogma)
				b.ReportAllocs()
				for done := 0; done < b.N; {
					n := min(c.window, b.N-done)
					b.StopTimer()
					g := start.CloneGame()
					b.StartTimer()
					if mode == "push" {
						if _, err := g.Play(chooser, n*c.decisions); err != nil {
							b.Fatal(err)
						}
					} else {
						for k := 0; k < n*c.decisions; k++ {
							if err := g.Choose(chooser.Choose(g.Decision())); err != nil {
								b.Fatal(err)
							}
						}
					}
					if g.Over() {
						b.Fatal("the game ended within a window")
					}
					done += n
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*c.decisions), "ns/decision")
			})
		}
	}
}
