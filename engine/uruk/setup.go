package uruk

import "github.com/dogma-engine/dogma/engine"

// setupDiscs returns the discs on each epoch card at the start
// (URUK-SETUP-8): 3/5/7 on I for 2/3/4 players, and 6/4/3 on II/III/IV;
// with VAR-DISCS-PER-PLAYER, 6/4/3 on each of II, III and IV for 2/3/4
// players.
func setupDiscs(cfg Config) [NumEpochs]uint8 {
	k := cfg.Players - 2
	d := [NumEpochs]uint8{[3]uint8{3, 5, 7}[k], 6, 4, 3}
	if cfg.Has(VarDiscsPerPlayer) {
		n := [3]uint8{6, 4, 3}[k]
		d[1], d[2], d[3] = n, n, n
	}
	return d
}

// DiscardedAtSetup is the number of cards put on the discard pile at setup
// for 2, 3 and 4 players (URUK-SETUP-7).
var DiscardedAtSetup = [MaxPlayers + 1]int{2: 10, 3: 5, 4: 1}

// DealtAtSetup is the number of level-2 cards each player is dealt
// (URUK-SETUP-5).
const DealtAtSetup = 5

// deal is what the setup draws and shuffles (URUK-SETUP-2 to
// URUK-SETUP-5): the summary cards in seat order (Summary DDD marks the
// first player), the level-1 discoveries, the level-2 discoveries and the
// pile of levels 3 and 4 with the gods and disasters, each top first, and
// the seed of the shuffles when the pile runs out.
type deal struct {
	summaries, ones, twos, pile []Card
	rng                         uint64
}

// shuffledDeal returns the deal of a game of cfg that r draws.
func shuffledDeal(cfg Config, r *engine.Rand) deal {
	n := cfg.Players
	var byLevel [MaxLevel + 1][]Card
	for c := Card(0); c < NumDiscoveries; c++ {
		byLevel[c.Level()] = append(byLevel[c.Level()], c)
	}
	shuffle := func(cs []Card) {
		r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	}
	var d deal
	// rule URUK-SETUP-2: the first player is drawn; he takes the DDD
	// summary, the others one each in turn order.
	first := r.Intn(n)
	d.summaries = make([]Card, NumSummaries)
	for q := 0; q < NumSummaries; q++ {
		d.summaries[q] = FirstSummary + Card(q)
		if q < n {
			d.summaries[q] = FirstSummary + Card((q-first+n)%n)
		}
	}
	// rule URUK-SETUP-3: a random level-1 discovery each.
	d.ones = byLevel[1]
	shuffle(d.ones)
	// rule URUK-SETUP-4: levels 3 and 4, the gods and disasters, shuffled.
	d.pile = append(append([]Card(nil), byLevel[3]...), byLevel[4]...)
	for c := Enlil; c <= Vulkan; c++ {
		d.pile = append(d.pile, c)
	}
	shuffle(d.pile)
	// rule URUK-SETUP-5: level 2 shuffled.
	d.twos = byLevel[2]
	shuffle(d.twos)
	d.rng = r.Uint64()
	return d
}

// setup deals a game from r (URUK-SETUP-1 to URUK-SETUP-10) and begins the
// first player's turn.
func (g *Game) setup(r *engine.Rand) {
	d := shuffledDeal(g.cfg, r)
	g.setupFrom(&d)
}

// setupFrom deals a game from d (URUK-SETUP-1 to URUK-SETUP-10), drawing
// nothing at random, and begins the first player's turn.
func (g *Game) setupFrom(d *deal) {
	s := &g.s
	s.N = g.cfg.Players
	s.GodSlot = NoCard
	s.Display = [3]Card{NoCard, NoCard, NoCard}
	// rule URUK-SETUP-2: the first player takes the DDD summary, the
	// others one each; the rest go to the box.
	for q, c := range d.summaries {
		if q < s.N {
			s.Players[q].Summary = c
			if c == FirstSummary {
				s.First = q
			}
		} else {
			s.Box.Add(c)
		}
	}
	g.emit(EvFirst, s.First, NoCard, NoPlace, NoPlace, 0, "URUK-SETUP-2")
	for e := 0; e < NumEpochs; e++ {
		s.Table.Add(FirstEpoch + Card(e))
	}
	// rule URUK-SETUP-3: a level-1 discovery each; the others to the box.
	// rule URUK-SETUP-9, URUK-SETUP-10: a disc and its 3 cubes.
	ones := d.ones
	s.Reserve = [NumColors]uint8{CubesPerColor, CubesPerColor, CubesPerColor, CubesPerColor}
	for q := 0; q < s.N; q++ {
		pl := &s.Players[q]
		c := ones[q]
		pl.Tableau[0] = Slot{Card: c, Discs: 1}
		pl.Tableau[0].Cubes[c.Color()] = 3
		s.Reserve[c.Color()] -= 3
		pl.N = 1
		pl.FaceDown, pl.Lyre = NoCard, NoCard
	}
	for _, c := range ones[s.N:] {
		s.Box.Add(c)
	}
	pile := d.pile
	// rule URUK-SETUP-5: 5 level-2 discoveries to each player, the rest on
	// the pile.
	twos := d.twos
	for k := 0; k < DealtAtSetup; k++ {
		for _, q := range s.seats(s.First) {
			s.Players[q].Hand.Add(twos[0])
			twos = twos[1:]
		}
	}
	// The pile array holds its top last: the level-2 rest goes on top.
	for i := len(pile) - 1; i >= 0; i-- {
		s.cardTo(pile[i], PilePlace)
	}
	for i := len(twos) - 1; i >= 0; i-- {
		s.cardTo(twos[i], PilePlace)
	}
	// rule URUK-SETUP-6: the display; rule URUK-SETUP-7: cards to the
	// discard pile.
	for i := range s.Display {
		s.cardFrom(s.pile[s.pileN-1], PilePlace)
		s.Display[i] = s.pile[s.pileN]
	}
	for k := 0; k < DiscardedAtSetup[s.N]; k++ {
		c := s.pile[s.pileN-1]
		s.cardFrom(c, PilePlace)
		s.cardTo(c, DiscardPlace)
	}
	// rule URUK-SETUP-8, URUK-SETUP-9: the discs.
	s.Epochs = setupDiscs(g.cfg)
	s.BoxDiscs = uint8(NumDiscs - s.N - s.EpochDiscs())
	s.Rng = d.rng
	s.Current = (s.First + s.N - 1) % s.N
	s.Turn = 0
	g.beginTurn(s.First)
}
