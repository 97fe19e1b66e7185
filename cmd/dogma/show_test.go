package main

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/innovation/view"
	"github.com/dogma-engine/dogma/play"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	"github.com/dogma-engine/dogma/render"
)

// recount counts the visible icons of a pile by ICON-1, from the card facts
// alone: every slot of the top card, and for each covered card the slots
// its pile's splay uncovers.
func recount(d *inn.Deck, pile *inn.Pile) map[inn.Icon]int {
	shown := map[inn.Splay][]int{
		inn.Unsplayed: nil,
		inn.Left:      {inn.BottomRight},
		inn.Right:     {inn.TopLeft, inn.BottomLeft},
		inn.Up:        {inn.BottomLeft, inn.BottomMiddle, inn.BottomRight},
	}
	out := map[inn.Icon]int{}
	for i := 0; i < pile.Len(); i++ {
		f := d.Facts[pile.At(i)]
		slots := shown[pile.Splay()]
		if i == pile.Len()-1 {
			slots = []int{inn.TopLeft, inn.BottomLeft, inn.BottomMiddle, inn.BottomRight}
		}
		for _, s := range slots {
			if f.Icons[s] != inn.Hex {
				out[f.Icons[s]]++
			}
		}
	}
	return out
}

// TestShowSeededStep40 renders the random game of seed 7 after 40 steps and
// checks every pile line, and every player's icon totals, against the
// engine state and an ICON-1 recount.
func TestShowSeededStep40(t *testing.T) {
	cfg, err := innprops.Suite.ParseConfig("players=2 edition=1st")
	if err != nil {
		t.Fatal(err)
	}
	rg, err := play.NewRandom(innprops.Suite, cfg, 7)
	if err != nil {
		t.Fatal(err)
	}
	w := &render.Walk{Reg: cards.Registration, Game: rg.Game, Src: randomSource{rg}, At: 40, Viewer: engine.Omniscient}
	if err := w.Run(); err != nil {
		t.Fatal(err)
	}
	top := 0
	for _, a := range w.Answers {
		if a.Kind == string(engine.KindSetup) || a.Kind == string(engine.KindAction) {
			top++
		}
	}
	if top != 40 {
		t.Fatalf("walked %d steps, want 40", top)
	}
	g := rg.Game.(*inn.Game)
	var b strings.Builder
	if err := w.Reg.Render(g, engine.Omniscient).Text(&b, false); err != nil {
		t.Fatal(err)
	}
	text := regexp.MustCompile(` +`).ReplaceAllString(b.String(), " ")
	s, d := g.State(), g.Deck()
	splayed := 0
	for p := 0; p < s.N; p++ {
		total := map[inn.Icon]int{}
		for col := inn.Color(0); col < inn.NumColors; col++ {
			pile := &s.Players[p].Piles[col]
			if pile.Len() == 0 {
				continue
			}
			if pile.Splay() != inn.Unsplayed {
				splayed++
			}
			counts := recount(d, pile)
			var icons []string
			for _, i := range view.Icons {
				total[i] += counts[i]
				if counts[i] > 0 {
					icons = append(icons, fmt.Sprintf("%s %d", i, counts[i]))
				}
			}
			if len(icons) == 0 {
				icons = []string{"no icons"}
			}
			size := fmt.Sprintf("%d cards", pile.Len())
			if pile.Len() == 1 {
				size = "1 card"
			}
			want := fmt.Sprintf("\n %s %s %s (%d) %s %s", col, pile.Splay(), d.Name(pile.Top()), d.Facts[pile.Top()].Age, size, strings.Join(icons, " "))
			if !strings.Contains(text, want) {
				t.Errorf("no line %q in\n%s", want, b.String())
			}
		}
		want := fmt.Sprintf("\n%s score %d · achievements %d · icons", inn.SeatName(p), s.Score(d, p), s.Players[p].Achievements.Len())
		for _, i := range view.Icons {
			if s.Players[p].Icons(i) != total[i] {
				t.Errorf("%s: the engine counts %d %s, ICON-1 gives %d", inn.SeatName(p), s.Players[p].Icons(i), i, total[i])
			}
			want += fmt.Sprintf(" %s %d", i, total[i])
		}
		if !strings.Contains(text, want+"\n") {
			t.Errorf("no line %q in\n%s", want, b.String())
		}
	}
	t.Logf("step 40 of seed 7: turn %d, %d splayed piles\n%s", s.Turn, splayed, b.String())
}
