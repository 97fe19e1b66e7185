package innovation

import (
	"slices"
	"strconv"

	"github.com/dogma-engine/dogma/engine"
)

// NeutralTracker returns a tracker of the game's neutral state
// (engine.NeutralTracking): at each call it builds again only the zones
// and fields of Neutral whose cards or values moved since the previous
// call, found by comparing the state with a copy of the parts the neutral
// state shows (the supply piles, the achievements, the junk, the cards
// removed, the supply piles of the expansions, each seat's hand, score
// pile, achievements, forecast and piles, the actions left).
func (g *Game) NeutralTracker() engine.NeutralTracker {
	return &neutralTracker{g: g}
}

// neutralTracker is the engine.NeutralTracker of a Game.
type neutralTracker struct {
	g       *Game
	started bool
	// prev are the parts of the state the neutral state shows, as of the
	// previous call.
	prev struct {
		supply          [AgeCap + 1]supplyPile
		expSupply       [numExpansions][AgeCap + 1]supplyPile
		ageAchievements [AgeCap + 1]Card
		more            Set // the achievements beside the first of a value (ULT-KEY-AVAILABLE)
		specials, junk  Set
		removed         Set
		actions         int
		players         [MaxPlayers]struct {
			hand, score, achieved, forecast Set
			piles                           [NumColors]Pile
		}
	}
	zones  []engine.NeutralZone
	fields []engine.NeutralField
}

// Changes returns the turn and the zones and fields that changed
// (engine.NeutralTracker).
func (t *neutralTracker) Changes() (int, []engine.NeutralZone, []engine.NeutralField, []string) {
	g := t.g
	s, d, pv := &g.s, g.deck, &t.prev
	all := !t.started
	t.started = true
	t.zones, t.fields = t.zones[:0], t.fields[:0]
	zone := func(name string, names []string, sorted bool) {
		if sorted {
			slices.Sort(names)
		}
		t.zones = append(t.zones, engine.NeutralZone{Name: name, Cards: names})
	}
	for age := 1; age <= g.cfg.Ages; age++ {
		if sp := &s.supply[age]; all || !sameSupply(sp, &pv.supply[age]) {
			pv.supply[age] = *sp
			names := make([]string, sp.n)
			for i := range names {
				names[i] = d.Name(s.SupplyCard(age, i))
			}
			zone(neutralNames.supply[age], names, false)
		}
	}
	if all || s.ageAchievements != pv.ageAchievements || s.moreAchievements != pv.more || s.Specials != pv.specials {
		pv.ageAchievements, pv.more, pv.specials = s.ageAchievements, s.moreAchievements, s.Specials
		names := make([]string, 0, AgeCap+s.Specials.Len())
		for age := 1; age <= AgeCap; age++ {
			if c := s.ageAchievements[age]; c != NoCard {
				names = append(names, d.Name(c))
			}
		}
		names = setNames(d, s.moreAchievements, names)
		zone("achievements", setNames(d, s.Specials, names), true)
	}
	if g.cfg.Edition == Fourth && (all || s.Junk != pv.junk) {
		pv.junk = s.Junk
		zone("junk", d.appendSortedNames(nil, s.Junk), false)
	}
	for x := Expansion(0); x < numExpansions; x++ {
		if !g.cfg.Expansions.Has(x) {
			continue
		}
		for age := 1; age <= g.cfg.Ages; age++ {
			if sp := &s.expSupply[x][age]; all || !sameSupply(sp, &pv.expSupply[x][age]) {
				pv.expSupply[x][age] = *sp
				names := make([]string, sp.n)
				for i := range names {
					names[i] = d.Name(sp.cards[int(sp.n)-1-i])
				}
				zone(neutralNames.expSupply[x][age], names, false)
			}
		}
	}
	if all || s.Removed != pv.removed {
		pv.removed = s.Removed
		var names []string
		s.Removed.Each(func(c Card) {
			if d.Facts[c].Age <= g.cfg.Ages {
				names = append(names, d.Name(c)) // ages above the last are out of the game, in no deck
			}
		})
		if names == nil {
			names = []string{}
		}
		zone("removed", names, true)
	}
	if all || s.ActionsLeft != pv.actions {
		pv.actions = s.ActionsLeft
		t.fields = append(t.fields, engine.NeutralField{Name: "actions", Value: strconv.Itoa(s.ActionsLeft)})
	}
	n := &neutralNames
	for p := 0; p < s.N; p++ {
		pl, pp := &s.Players[p], &pv.players[p]
		if all || pl.Hand != pp.hand {
			pp.hand = pl.Hand
			zone(n.hand[p], d.appendSortedNames(nil, pl.Hand), false)
		}
		if all || pl.ScorePile != pp.score {
			pp.score = pl.ScorePile
			zone(n.score[p], d.appendSortedNames(nil, pl.ScorePile), false)
		}
		if all || pl.Achievements != pp.achieved {
			pp.achieved = pl.Achievements
			zone(n.achieved[p], d.appendSortedNames(nil, pl.Achievements), false)
		}
		if g.cfg.Expansions.Has(Echoes) && (all || pl.Forecast != pp.forecast) {
			pp.forecast = pl.Forecast
			zone(n.forecast[p], d.appendSortedNames(nil, pl.Forecast), false)
		}
		for c := Color(0); c < NumColors; c++ {
			pile, old := &pl.Piles[c], &pp.piles[c]
			if all || !samePileCards(pile, old) {
				names := make([]string, pile.Len())
				for i := range names {
					names[i] = d.Name(pile.At(pile.Len() - 1 - i))
				}
				zone(n.board[p][c], names, false)
			}
			if all || pile.splay != old.splay {
				t.fields = append(t.fields, engine.NeutralField{Name: n.splay[p][c], Value: pile.Splay().String()})
			}
			*old = *pile
		}
	}
	turn := s.Current
	if s.Phase == PhaseSetup {
		turn = engine.NoSeat
	}
	return turn, t.zones, t.fields, nil
}

// setNames appends the names of the cards of set to names, never nil.
func setNames(d *Deck, set Set, names []string) []string {
	if names == nil {
		names = make([]string, 0, set.Len())
	}
	set.Each(func(c Card) { names = append(names, d.Name(c)) })
	return names
}

// sameSupply reports whether two supply piles hold the same cards in the
// same order.
func sameSupply(a, b *supplyPile) bool {
	return a.n == b.n && slices.Equal(a.cards[:a.n], b.cards[:b.n])
}

// samePileCards reports whether two color piles hold the same cards in
// the same order, whatever their splays.
func samePileCards(a, b *Pile) bool {
	return a.n == b.n && slices.Equal(a.cards[:a.n], b.cards[:b.n])
}
