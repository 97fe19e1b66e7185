package main

import (
	"github.com/dogma-engine/dogma/bench"
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// innovationWorkloads are Innovation's operations bench times beside the
// clone and the hash: a full icon recount, which the icon-cache property
// (ICON-1) makes on its cadence.
func innovationWorkloads() []bench.Op {
	return []bench.Op{{Name: "recount", Do: func(g engine.Game) uint64 {
		ig := g.(*inn.Game)
		return uint64(recountIcons(ig.Deck(), ig.State())[0][inn.Castle])
	}}}
}

// recountIcons counts every icon every player shows from the piles
// themselves, ignoring the game's cache (ICON-1).
func recountIcons(d *inn.Deck, s *inn.State) (total [inn.MaxPlayers][inn.NumIcons]int) {
	for p := 0; p < s.N; p++ {
		for col := inn.Color(0); col < inn.NumColors; col++ {
			cnt := inn.PileIcons(d, &s.Players[p].Piles[col])
			for i, k := range cnt {
				total[p][i] += int(k)
			}
		}
	}
	return total
}
