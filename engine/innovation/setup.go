package innovation

import "github.com/dogma-engine/dogma/engine"

// setup deals a new game (SETUP-1 to SETUP-4): supply piles, age
// achievements, special achievements and two 1s for every player.
func (g *Game) setup(r *engine.Rand) {
	var buf [AgeCap + 1][maxSupply]Card
	var piles [AgeCap + 1][]Card
	var expBuf expansionBufs
	var expPiles expansionPiles
	shuffledSupply(g.deck, g.cfg, r, &buf, &piles)
	shuffledExpansionSupply(g.deck, g.cfg, r, &expBuf, &expPiles)
	g.setupExpansionsFrom(&expPiles)
	g.setupFrom(&piles)
}

// expansionPiles holds the supply piles of the expansions, by expansion
// and age, each top first; expansionBufs holds their cards.
type (
	expansionPiles [numExpansions][AgeCap + 1][]Card
	expansionBufs  [numExpansions][AgeCap + 1][maxSupply]Card
)

// shuffledExpansionSupply fills piles with the supply pile of each
// expansion in play and each age in play, top first, shuffled by r after
// the base piles (EXP-SET-1), in bufs.
func shuffledExpansionSupply(d *Deck, cfg Config, r *engine.Rand, bufs *expansionBufs, piles *expansionPiles) {
	for x := Expansion(0); x < numExpansions; x++ {
		if !cfg.Expansions.Has(x) {
			continue
		}
		for age := 1; age <= cfg.Ages; age++ {
			cards := bufs[x][age][:0]
			for _, c := range d.expCards[x] {
				if d.Facts[c].Age == age {
					cards = append(cards, c)
				}
			}
			r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
			piles[x][age] = cards
		}
	}
}

// setupExpansionsFrom deals the supply piles of the expansions in play,
// one per age in play, each top first (EXP-SET-1); the expansion cards of
// the ages above the last one are out of the game.
func (g *Game) setupExpansionsFrom(piles *expansionPiles) {
	for x := Expansion(0); x < numExpansions; x++ {
		if !g.cfg.Expansions.Has(x) {
			continue
		}
		for age := 1; age <= g.cfg.Ages; age++ {
			for _, c := range piles[x][age] {
				g.put(c, ExpansionSupplyPlace(x, age), false)
			}
		}
		for _, c := range g.deck.expCards[x] {
			if g.deck.Facts[c].Age > g.cfg.Ages {
				g.put(c, mkPlace(PlaceRemoved, 0, 0), false)
			}
		}
	}
}

// shuffledSupply fills piles with the supply pile of each age in play,
// top first, shuffled by r (SETUP-1), in bufs.
func shuffledSupply(d *Deck, cfg Config, r *engine.Rand, bufs *[AgeCap + 1][maxSupply]Card, piles *[AgeCap + 1][]Card) {
	for age := 1; age <= cfg.Ages; age++ {
		cards := bufs[age][:0]
		for _, c := range d.ageCards {
			if d.Facts[c].Age == age {
				cards = append(cards, c)
			}
		}
		r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		piles[age] = cards
	}
}

// setupFrom deals a new game from the supply piles of the ages in play,
// each top first, as SETUP-1 leaves them.
func (g *Game) setupFrom(piles *[AgeCap + 1][]Card) {
	s := &g.s
	s.Phase = PhaseSetup
	// rule SETUP-1: one shuffled supply pile per age in play.
	for age := 1; age <= g.cfg.Ages; age++ {
		for _, c := range piles[age] {
			g.put(c, SupplyPlace(age), false)
		}
	}
	// Ages above the last one are out of the game.
	for _, c := range g.deck.ageCards {
		if g.deck.Facts[c].Age > g.cfg.Ages {
			g.put(c, mkPlace(PlaceRemoved, 0, 0), false)
		}
	}
	// rule SETUP-2: the top card of ages 1..last-1 become age achievements;
	// rule ULT-SETUP-2: in the 4th edition, ages 1 to 10, none of age 11.
	// rule ULT-SETUP-8: the junk starts empty (the zero State).
	for age := 1; age < g.cfg.Ages; age++ {
		c := s.supply[age].top()
		g.take(c)
		g.put(c, mkPlace(PlaceAgeAchievements, 0, age), false)
	}
	// rule SETUP-3: the special achievements start available (ULT-COMP-4:
	// the same five in the 4th edition; ECHO-COMP-1: Echoes' five beside
	// them).
	for _, sp := range g.deck.Specials() {
		g.put(sp, mkPlace(PlaceSpecials, 0, 0), false)
	}
	// rule SETUP-4: every player draws two 1s.
	for p := 0; p < s.N; p++ {
		g.draw(p, 1, "SETUP-4")
		g.draw(p, 1, "SETUP-4")
	}
}

// setupStep asks the next player without a first meld to choose one of
// their two cards (SETUP-4). Choices are secret until all are made; then all
// melds happen at once and the first turn begins (SETUP-5, SETUP-6).
func (g *Game) setupStep() {
	s := &g.s
	for p := 0; p < s.N; p++ {
		if s.setupMeld[p] != NoCard {
			continue
		}
		g.NewDecision()
		s.Players[p].Hand.Each(func(c Card) { g.Option(g.deck.label.meld[c], int(c)) })
		s.setupMeld[p] = Card(g.Ask(p, engine.KindSetup, "choose your first meld"))
		if p < s.N-1 {
			return
		}
	}
	first := 0
	for p := 0; p < s.N; p++ {
		g.meld(p, s.setupMeld[p], "SETUP-4")
		// rule SETUP-5: the first English title alphabetically plays first.
		if g.deck.Facts[s.setupMeld[p]].Name < g.deck.Facts[s.setupMeld[first]].Name {
			first = p
		}
	}
	s.FirstPlayer = first
	g.emit(EvFirst, first, s.setupMeld[first], 0, 0, 0, "SETUP-5")
	s.Phase = PhasePlay
	s.Current = first
	s.Turn = 0
	g.beginTurn(first)
}

// beginTurn starts player p's turn: two actions, or one for the opening
// turns of SETUP-6.
func (g *Game) beginTurn(p int) {
	s := &g.s
	s.Current = p
	s.Turn++
	s.ActionsLeft = 2
	clause := "TURN-2"
	if (s.Turn == 1 || (s.N == 4 && s.Turn == 2)) && !g.bug(BugTurn) {
		// rule SETUP-6: the first player, and in a 4-player game the
		// second too, take one action on their first turn.
		s.ActionsLeft = 1
		clause = "SETUP-6"
		if g.cfg.Edition == Fourth {
			clause = "ULT-SETUP-6" // rule ULT-SETUP-6: the same, in the 4th edition's words
		}
	}
	for i := 0; i < s.N; i++ {
		s.Players[i].tucked, s.Players[i].scored = 0, 0
	}
	g.emit(EvTurn, p, NoCard, 0, 0, s.ActionsLeft, clause)
	g.changed()
}
