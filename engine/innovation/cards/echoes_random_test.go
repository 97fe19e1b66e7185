package cards_test

import (
	"errors"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// stubEchoesDeck returns a deck whose Echoes cards not written yet have
// stand-in effects that use the expansion's keywords (the written ones
// keep their own, checked by their contracts): each echo effect draws a
// card of its card's age, each dogma effect (as many as the card prints,
// its demand first) draws and foreshadows one of the next age, so that
// random games reach the Echoes draw rule, the forecast's limit,
// promotion, echo effects and bonus points. They are no card's text.
func stubEchoesDeck() *inn.Deck {
	d := cards.NewEchoesDeck()
	for _, c := range d.ExpansionCards(inn.Echoes) {
		if d.Effects(c, inn.Fourth) != nil {
			continue // written: it plays its text, and its contracts check it
		}
		age := d.Facts[c].Age
		if d.Facts[c].HasEcho() {
			d.SetEcho(c, inn.Effect{Run: func(x *inn.Exec) { x.Draw(x.Player, age) }})
		}
		// As many effects as the card prints, a demand first when it has
		// one, so that the contracts that execute it count them right.
		effects := make([]inn.Effect, max(d.Facts[c].Effects, 1))
		for i := range effects {
			effects[i] = inn.Effect{Run: func(x *inn.Exec) { x.DrawAndForeshadow(x.Player, age+1) }}
		}
		effects[0].Demand = d.Facts[c].Demand
		d.SetEffects(c, inn.Fourth, effects...)
	}
	return d
}

// Random games with Echoes, on stand-in effects, keep every rule property
// the expansion's machinery touches: conservation over the forecasts and
// the Echoes piles, hidden information of the forecast, the sets and order
// of the Dogma actions with their echo effects, the share bonus, the
// ending, the achievements with bonus points, the base cards' contracts
// (the stand-ins have none), determinism and the position's round trip.
func TestRandomEchoesGamesHold(t *testing.T) {
	d := stubEchoesDeck()
	reg := *innprops.Suite.Registration
	reg.New = func(cfg engine.Config, seed uint64) (engine.Game, error) {
		c, err := cards.Config(cfg)
		if err != nil {
			return nil, err
		}
		return inn.New(c, d, seed)
	}
	suite := *innprops.Suite
	suite.Registration = &reg
	cfgs := []inn.Config{
		{Players: 2, Edition: inn.Fourth, Expansions: inn.ExpansionSet(0).With(inn.Echoes)},
		{Players: 3, Edition: inn.Fourth, Ages: 5, Expansions: inn.ExpansionSet(0).With(inn.Echoes), Variants: inn.Fills()},
		{Players: 4, Teams: true, Edition: inn.Fourth, Expansions: inn.ExpansionSet(0).With(inn.Echoes), Variants: inn.Fills()},
		{Players: 3, Edition: inn.Fourth, Expansions: inn.ExpansionSet(0).With(inn.Echoes), Variants: inn.Fills()},
		// The variants of the expansions, all on.
		{Players: 2, Edition: inn.Fourth, Expansions: inn.ExpansionSet(0).With(inn.Echoes),
			Variants: inn.Fills().With(inn.VarSkipToBase).With(inn.VarEchoDrawWholeBoard).With(inn.VarEchoExecuteBottom).With(inn.VarEchoForeseenPerformer)},
	}
	cited, gaps := map[string]int{}, map[string]int{}
	for _, cfg := range cfgs {
		for seed := uint64(1); seed <= 40; seed++ {
			r := engine.NewRand(seed * 31)
			c := &props.Checker{Suite: &suite, Strict: seed%4 == 0}
			res := c.Run(cfg, seed, engine.ChooserFunc(func(d *engine.Decision) int { return r.Intn(len(d.Options)) }))
			var gap *engine.RuleGap
			if err := res.Err(); errors.As(err, &gap) && namedGaps[gap.Clause] {
				// A written card stopped at a hole its text meets, as a
				// campaign reports it: the game ends there.
				gaps[gap.Clause]++
				continue
			} else if err != nil {
				t.Fatalf("%v seed %d: %v\nlabels: %q", cfg, seed, err, res.Log.Labels)
			}
			for _, e := range res.Game.(*inn.Game).EventsSince(0) {
				cited[e.Clause]++
			}
			if !res.Game.Over() {
				t.Fatalf("%v seed %d: the game did not end after %d decisions", cfg, seed, res.Log.Len())
			}
		}
	}
	// The games reach the machinery they are to check.
	for _, id := range []string{"ECHO-DRAW", "ECHO-RUN", "ECHO-SHARE", "ECHO-FORESHADOW", "ECHO-PROMOTE", "ECHO-EXECUTE", "EXP-DRAW-EMPTY-EXP", "EXP-DRAW-EMPTY-AGE", "EXP-DRAW-PAST-11"} {
		if cited[id] == 0 {
			t.Errorf("no event cites %s", id)
		}
	}
	t.Logf("clauses cited: %v; games stopped at a rule gap: %v", cited, gaps)
}

// namedGaps are the rule gaps the written Echoes cards may stop at
// (x.Gap): Deepfake's "fully execute", which no clause defines
// (EFFECTS-echoes.md §D.6).
var namedGaps = map[string]bool{"ECHO-FULLY-EXECUTE": true}
