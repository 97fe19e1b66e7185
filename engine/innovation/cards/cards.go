// Package cards holds the cards of Innovation: the facts of all 105 cards
// and five special achievements, and the effects of every card written so
// far, one file per age, for the 1st and 3rd editions.
package cards

import (
	"sync"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

var (
	decksOnce sync.Once
	base      *inn.Deck
	ultimate  *inn.Deck
	echoes    *inn.Deck // the 4th edition's deck with Echoes of the Past
)

// Base returns the base-game deck of the 1st and 3rd editions. It is built
// once and shared, and linked to the 4th edition's (inn.Link), so that a
// game or a position of the 4th edition given it plays with Ultimate.
func Base() *inn.Deck {
	decksOnce.Do(buildDecks)
	return base
}

// Ultimate returns the deck of the 4th edition, Innovation Ultimate
// (ultimate.go). It is built once and shared.
func Ultimate() *inn.Deck {
	decksOnce.Do(buildDecks)
	return ultimate
}

// DeckFor returns the deck that plays edition ed.
func DeckFor(ed inn.Edition) *inn.Deck {
	if ed == inn.Fourth {
		return Ultimate()
	}
	return Base()
}

func buildDecks() {
	base = inn.NewDeck(facts)
	registerAge1(base)
	registerAge2(base)
	registerAge3(base)
	registerAge4(base)
	registerAge5(base)
	registerAge6(base)
	registerAge7(base)
	registerAge8(base)
	registerAge9(base)
	registerAge10(base)
	ultimate = buildUltimate(base)
	inn.Link(base, ultimate)
	echoes = buildEchoes(ultimate)
}

// NewGame creates a game played with the deck of cfg's edition and
// expansions.
func NewGame(cfg inn.Config, seed uint64) (*inn.Game, error) {
	return inn.New(cfg, DeckFor(cfg.Edition), seed)
}

// WithEchoes returns the deck of the 4th edition with the cards of Echoes of
// the Past (echoes.go). Base and Ultimate lead to it too (inn.Deck's
// ForConfig).
func WithEchoes() *inn.Deck {
	decksOnce.Do(buildDecks)
	return echoes
}

// both gives card c the same effects in both editions.
func both(d *inn.Deck, c inn.Card, effects ...inn.Effect) {
	d.SetEffects(c, inn.First, effects...)
	d.SetEffects(c, inn.Third, effects...)
}

// ifYouDo runs the follow-up of a demand worded "if you do" in English and
// « Si vous subissez ce Dogme » by IELLO: when the demand moved a card, or,
// under VAR-IF-AFFECTED, for every affected player. A follow-up that only
// the variant allows cites it in its events.
func ifYouDo(x *inn.Exec, moved bool, then func()) {
	switch {
	case moved:
		then()
	case x.Variant(inn.VarIfAffected):
		x.Citing(inn.VarIfAffected.ID(), then)
	}
}

// mayReturnOne asks the performer whether to return a card from its hand,
// and which ("you may return a card from your hand"), returns it, and
// gives it back (NoCard if declined or the hand is empty): the start of
// Perspective, Measurement, Mass Media, Ecology and Miniaturization.
func mayReturnOne(x *inn.Exec, prompt string) inn.Card {
	p := x.Player
	c := x.ChooseCard(p, prompt, x.Hand(p), true)
	if c != inn.NoCard {
		x.Return(p, c)
	}
	return c
}

// giveTopCard has the victim of a demand choose one of its top cards that
// keep accepts and transfer it to the activator's board (Enterprise,
// Banking, Societies). It reports whether a card moved.
func giveTopCard(x *inn.Exec, prompt string, keep func(inn.Card) bool) bool {
	c := x.ChooseCard(x.Player, prompt, x.Filter(x.TopCards(x.Player), keep), false)
	if c == inn.NoCard {
		return false
	}
	x.Transfer(x.Player, c, inn.BoardPlace(x.Activator, x.Color(c)))
	x.NoteDemandTransfer()
	return true
}

// effect and demand build the two kinds of effect.
func effect(run func(*inn.Exec)) inn.Effect { return inn.Effect{Run: run} }

func demand(run func(*inn.Exec)) inn.Effect { return inn.Effect{Demand: true, Run: run} }

// Factory makes games with a fixed configuration; it implements
// engine.Factory.
type Factory struct {
	Config inn.Config
}

// New creates a game from seed.
func (f Factory) New(seed uint64) (engine.Game, error) {
	g, err := NewGame(f.Config, seed)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// highestN has p choose the n highest cards of s (EFFECTS.md §0.6: from the
// top age down until n are taken, p choosing among the ties at the cut), or
// all of s when it holds n or fewer. Nothing moves: the cards are returned.
func highestN(x *inn.Exec, p int, prompt string, s inn.Set, n int) inn.Set {
	var out inn.Set
	for n > 0 && !s.Empty() {
		high, _ := x.Highest(s)
		if high.Len() <= n {
			out = out.Union(high)
			s = s.Minus(high)
			n -= high.Len()
			continue
		}
		for _, c := range x.ChooseCards(p, prompt, high, n, n, nil) {
			out.Add(c)
		}
		break
	}
	return out
}

//go:generate go run gen_effects.go data/EFFECTS.md data/EFFECTS-4th.md data/EFFECTS-echoes.md

// EffectsText returns the entry of card c in data/EFFECTS.md, the rules text the
// effects are written from: its effects and rulings, one bullet a line
// (both editions where they differ). It is "" for a special achievement.
func EffectsText(c inn.Card) string {
	if c >= inn.NumAgeCards {
		return ""
	}
	return effectsText[Base().Facts[c].Name]
}

// EffectsTextOf returns the entry of card c of the deck of edition ed: that
// of data/EFFECTS-echoes.md for a card of Echoes of the Past, that of
// data/EFFECTS-4th.md for the 4th edition's 115 cards and special
// achievements (their conditions), else EffectsText's.
func EffectsTextOf(ed inn.Edition, c inn.Card) string {
	if ed != inn.Fourth {
		return EffectsText(c)
	}
	if e := WithEchoes(); c >= inn.FirstEchoes && c < e.Size() {
		// An Echoes card, or one of the expansion's special achievements.
		return effectsTextEchoes[e.Facts[c].Name]
	}
	d := Ultimate()
	if c >= d.Size() {
		return ""
	}
	return effectsText4th[d.Facts[c].Name]
}
