package innovation

import (
	"github.com/dogma-engine/dogma/engine"
)

// Exec is what a card effect sees while one player performs it. Effects are
// straight-line Go: they read the state through Exec, move cards with its
// primitives and ask the players through its choice methods.
//
// In an effect, "you" is Player; in a demand, "I/me/my" is Activator
// (DOGMA-5, EFFECTS.md §0.3).
type Exec struct {
	g         *Game
	Player    int  // the player performing the effect ("you")
	Activator int  // the player who took the Dogma action ("me")
	Card      Card // the card whose effect this is
	Index     int  // the effect's position on the card, from 0
	Demand    bool // the effect is a demand
}

// Game returns the game the effect runs in.
func (x *Exec) Game() *Game { return x.g }

// State returns the live state. Effects change it only through Exec.
func (x *Exec) State() *State { return &x.g.s }

// Facts returns the facts of card c.
func (x *Exec) Facts(c Card) *Facts { return &x.g.deck.Facts[c] }

// Age returns the age (value) of card c; NoCard has value 0 (KEY-VALUE).
func (x *Exec) Age(c Card) int {
	if c == NoCard {
		return 0
	}
	return x.g.deck.Facts[c].Age
}

// Color returns the color of card c.
func (x *Exec) Color(c Card) Color { return x.g.deck.Facts[c].Color }

// HasIcon reports whether card c shows icon i in any slot.
func (x *Exec) HasIcon(c Card, i Icon) bool { return x.g.deck.Facts[c].Has(i) }

// Edition returns the edition the game follows.
func (x *Exec) Edition() Edition { return x.g.cfg.Edition }

// Variant reports whether variant v is switched on.
func (x *Exec) Variant(v *Variant) bool { return x.g.cfg.Variants.Has(v) }

// Players returns the number of players.
func (x *Exec) Players() int { return x.g.s.N }

// IsOpponent reports whether q is an opponent of p: another player, and not
// p's partner in a team game (EFFECTS.md §0.13, TEAM-1), and still in
// the game (ULT-KEY-LOSE).
func (x *Exec) IsOpponent(p, q int) bool {
	return q != p && q != x.g.Partner(p) && x.g.s.In(q)
}

// In reports whether player q is still in the game (ULT-KEY-LOSE): a
// player out is nobody's opponent and counts as no player.
func (x *Exec) In(q int) bool { return x.g.s.In(q) }

// Hand returns player p's hand.
func (x *Exec) Hand(p int) Set { return x.g.s.Players[p].Hand }

// ScorePile returns player p's score pile.
func (x *Exec) ScorePile(p int) Set { return x.g.s.Players[p].ScorePile }

// Points returns player p's score: the total value of the score pile.
func (x *Exec) Points(p int) int { return x.g.s.Score(x.g.deck, p) }

// Pile returns player p's pile of color c.
func (x *Exec) Pile(p int, c Color) *Pile { return &x.g.s.Players[p].Piles[c] }

// Top returns player p's top card of color c, or NoCard.
func (x *Exec) Top(p int, c Color) Card { return x.g.s.Players[p].Piles[c].Top() }

// TopCards returns player p's top cards.
func (x *Exec) TopCards(p int) Set { return x.g.s.TopCards(p) }

// Icons returns how many icons of kind i player p shows now (ICON-1).
func (x *Exec) Icons(p int, i Icon) int { return x.g.s.Players[p].Icons(i) }

// HighestTop returns the highest value among p's top cards (0 if none).
func (x *Exec) HighestTop(p int) int { return x.g.s.HighestTop(x.g.deck, p) }

// Filter returns the cards of s for which keep is true.
func (x *Exec) Filter(s Set, keep func(Card) bool) Set {
	var out Set
	s.Each(func(c Card) {
		if keep(c) {
			out.Add(c)
		}
	})
	return out
}

// WithIcon returns the cards of s that show icon i.
func (x *Exec) WithIcon(s Set, i Icon) Set {
	return x.Filter(s, func(c Card) bool { return x.HasIcon(c, i) })
}

// Highest returns the cards of s of the highest age, and that age (0 if s
// is empty).
func (x *Exec) Highest(s Set) (Set, int) {
	var out Set
	hi := 0
	s.Each(func(c Card) {
		a := x.Age(c)
		switch {
		case a > hi:
			hi, out = a, SetOf(c)
		case a == hi:
			out.Add(c)
		}
	})
	return out, hi
}

// Lowest returns the cards of s of the lowest age, and that age (0 if s is
// empty).
func (x *Exec) Lowest(s Set) (Set, int) {
	var out Set
	lo := 0
	s.Each(func(c Card) {
		a := x.Age(c)
		switch {
		case out.Empty() || a < lo:
			lo, out = a, SetOf(c)
		case a == lo:
			out.Add(c)
		}
	})
	return out, lo
}

// NoteDemandTransfer records that a demand of this Dogma action transferred
// a card (read by Oars and Mapmaking).
func (x *Exec) NoteDemandTransfer() { x.g.act.demandMoved = true }

// DemandTransferred reports whether a demand of this Dogma action has
// transferred a card so far.
func (x *Exec) DemandTransferred() bool { return x.g.act.demandMoved }

// Primitives. Each names the player who performs it.

// Draw draws a card of age for p. The event cites the effect that asks
// for it (DOGMA-4, or DOGMA-5 in a demand), or DRAW-2 when a pile was
// skipped or an age below 1 raised; DRAW-3 ends the game.
func (x *Exec) Draw(p, age int) Card {
	clause := "DOGMA-4"
	if x.Demand {
		clause = "DOGMA-5"
	}
	return x.g.draw(p, age, clause)
}

// DrawAndMeld draws a card of age and melds it (KEY-DRAWX).
func (x *Exec) DrawAndMeld(p, age int) Card {
	c := x.g.draw(p, age, "KEY-DRAWX")
	x.g.meld(p, c, "KEY-MELD")
	return c
}

// DrawAndScore draws a card of age and scores it (KEY-DRAWX).
func (x *Exec) DrawAndScore(p, age int) Card {
	c := x.g.draw(p, age, "KEY-DRAWX")
	x.g.score(p, c)
	return c
}

// DrawAndTuck draws a card of age and tucks it (KEY-DRAWX).
func (x *Exec) DrawAndTuck(p, age int) Card {
	c := x.g.draw(p, age, "KEY-DRAWX")
	x.g.tuck(p, c)
	return c
}

// DrawAndReveal draws a card of age and reveals it; it stays in p's hand
// (KEY-DRAWX, KEY-REVEAL).
func (x *Exec) DrawAndReveal(p, age int) Card {
	c := x.g.draw(p, age, "KEY-DRAWX")
	x.g.reveal(p, c)
	return c
}

// Reveal shows card c to everyone (KEY-REVEAL).
func (x *Exec) Reveal(p int, c Card) { x.g.reveal(p, c) }

// RevealHand shows p's whole hand, as a player does to prove they hold no
// card of the kind asked (EFFECTS.md §0.9). In the 4th edition the rule
// says so (ULT-INFO-3: a player who cannot do what an effect asks of his
// hand shows his hand), and the events cite it.
func (x *Exec) RevealHand(p int) {
	clause := "KEY-REVEAL"
	if x.g.cfg.Edition == Fourth {
		clause = "ULT-INFO-3"
	}
	x.g.s.Players[p].Hand.Each(func(c Card) {
		at := x.g.s.Where(c)
		x.g.emit(EvReveal, p, c, at, at, 0, clause)
	})
}

// Meld puts c, from p's hand, on top of its pile on p's board (KEY-MELD).
// A card that is not in p's hand is an engine error (see MeldFrom).
func (x *Exec) Meld(p int, c Card) { x.MeldFrom(p, c, HandPlace(p)) }

// MeldFrom melds c, which must be in one of the zones of from.
func (x *Exec) MeldFrom(p int, c Card, from ...Place) {
	x.expect(EvMeld, c, from...)
	x.g.meld(p, c, "KEY-MELD")
}

// Tuck puts c, from p's hand, at the bottom of its pile on p's board
// (KEY-TUCK).
func (x *Exec) Tuck(p int, c Card) { x.TuckFrom(p, c, HandPlace(p)) }

// TuckFrom tucks c, which must be in one of the zones of from.
func (x *Exec) TuckFrom(p int, c Card, from ...Place) {
	x.expect(EvTuck, c, from...)
	x.g.tuck(p, c)
}

// Score puts c, from p's hand, in p's score pile (KEY-SCORE).
func (x *Exec) Score(p int, c Card) { x.ScoreFrom(p, c, HandPlace(p)) }

// ScoreFrom scores c, which must be in one of the zones of from.
func (x *Exec) ScoreFrom(p int, c Card, from ...Place) {
	x.expect(EvScore, c, from...)
	x.g.score(p, c)
}

// Return puts c, from p's hand, at the bottom of its supply pile
// (KEY-RETURN).
func (x *Exec) Return(p int, c Card) { x.ReturnFrom(p, c, HandPlace(p)) }

// ReturnFrom returns c, which must be in one of the zones of from.
func (x *Exec) ReturnFrom(p int, c Card, from ...Place) {
	x.expect(EvReturn, c, from...)
	x.g.returnCard(p, c)
}

// ReturnAll returns every card of s from p's hand. Where two or more of
// them go to the same supply pile, p chooses their order (KEY-RETURN).
func (x *Exec) ReturnAll(p int, s Set) { x.ReturnAllFrom(p, s, HandPlace(p)) }

// ReturnAllFrom returns every card of s, each of which must be in one of
// the zones of from, as ReturnAll does.
func (x *Exec) ReturnAllFrom(p int, s Set, from ...Place) {
	for age := 1; age <= AgeCap; age++ {
		group := x.Filter(s, func(c Card) bool { return x.Age(c) == age })
		for group.Len() > 1 {
			c := x.choose(p, engine.KindOrder, "choose the next card to return", group, false, engine.Count{})
			x.ReturnFrom(p, c, from...)
			group.Remove(c)
		}
		if c := group.First(); c != NoCard {
			x.ReturnFrom(p, c, from...)
		}
	}
}

// Transfer moves c, from one of p's own zones (hand, score pile, board), to
// to (KEY-TRANSFER). A card transferred to a board goes on top of the pile
// of its color, whatever the color named in to.
func (x *Exec) Transfer(p int, c Card, to Place) {
	x.TransferFrom(p, c, to, HandPlace(p), ScorePlace(p), WholeBoard(p))
}

// TransferFrom transfers c, which must be in one of the zones of from, to
// to, as Transfer does.
func (x *Exec) TransferFrom(p int, c Card, to Place, from ...Place) {
	x.expect(EvTransfer, c, from...)
	x.g.transfer(p, c, to)
}

// Exchange swaps two groups of cards: the cards of a go to toA and the cards
// of b go to toB, all fixed before anything moves (KEY-EXCHANGE).
func (x *Exec) Exchange(p int, a Set, toA Place, b Set, toB Place) {
	a.Each(func(c Card) { x.g.move(EvExchange, p, c, x.dest(c, toA), false, 0, "KEY-EXCHANGE") })
	b.Each(func(c Card) { x.g.move(EvExchange, p, c, x.dest(c, toB), false, 0, "KEY-EXCHANGE") })
}

func (x *Exec) dest(c Card, to Place) Place {
	if to.Kind() == PlaceBoard {
		return x.g.boardOf(to.Player(), c)
	}
	return to
}

// Splay splays p's pile of color c in direction d; it reports whether the
// pile changed (KEY-SPLAY).
func (x *Exec) Splay(p int, c Color, d Splay) bool { return x.g.splay(p, c, d) }

// CanSplay reports whether splaying p's pile of color c in direction d
// would change it.
func (x *Exec) CanSplay(p int, c Color, d Splay) bool {
	pile := &x.g.s.Players[p].Piles[c]
	return pile.n >= 2 && pile.splay != d
}

// ClaimSpecial gives special achievement sp to p if it is still available,
// as a card's effect (Masonry, Construction, Translation ...). It reports
// whether p claimed it.
func (x *Exec) ClaimSpecial(p int, sp Card) bool {
	if x.g.cfg.Edition == Fourth {
		// rule ULT-SPECIAL-CLAIM: a card that says to claim one claims it
		// as its effect runs, if it is still available.
		return x.g.claimSpecial(p, sp, "ULT-SPECIAL-CLAIM")
	}
	return x.g.claimSpecial(p, sp, SpecialClause(sp))
}

// Win ends the game with p (and p's partner) winning (END-3, KEY-WIN).
func (x *Exec) Win(p int) { x.g.win(p) }

// Gap stops the game with a rule gap: the rules do not say what happens.
func (x *Exec) Gap(clause, situation string) { x.g.gap(clause, situation) }

// Choices. Each asks player p one decision. Options are listed in card id
// (or color, or seat) order; a choice with a single mandatory option is not
// asked.

// ChooseCard asks p to choose one card of s. With optional set, p may pass
// and NoCard is returned. An empty s returns NoCard without asking.
func (x *Exec) ChooseCard(p int, prompt string, s Set, optional bool) Card {
	min := 1
	if optional {
		min = 0
	}
	return x.choose(p, engine.KindCard, prompt, s, optional, engine.Count{Min: min, Max: 1})
}

// choose asks p for one card of s; count says how many cards the whole
// choice takes.
func (x *Exec) choose(p int, kind engine.Kind, prompt string, s Set, optional bool, count engine.Count) Card {
	n := s.Len()
	if n == 0 || (n == 1 && !optional) {
		return s.First()
	}
	g := x.g
	g.NewDecision()
	if kind == engine.KindCard {
		g.SetCount(count)
	}
	s.Each(func(c Card) { g.Option(g.deck.Facts[c].Name, int(c)) })
	if optional {
		g.Option(LabelPass, int(NoCard))
	}
	return Card(g.Ask(p, kind, prompt))
}

// ChooseCards asks p to choose between min and max cards of s, one at a
// time, in the order p wants; after min cards p may answer "pass" to stop. It
// returns the cards chosen, in order. Each chosen card is acted on by then
// fn, if not nil, before the next is chosen.
//
// The slice returned belongs to the caller until the step ends.
func (x *Exec) ChooseCards(p int, prompt string, s Set, min, max int, then func(Card)) []Card {
	n := max
	if k := s.Len(); k < n {
		n = k
	}
	if n <= 0 {
		return nil
	}
	// The cards chosen go to a region of the step's card buffer reserved
	// now, since then may call ChooseCards again before this one is done.
	out := x.g.reserveCards(n)
	least := min // the cards p must choose, as far as there are any
	if least > n {
		least = n
	}
	k := 0
	for k < n && !s.Empty() {
		c := x.choose(p, engine.KindCard, prompt, s, k >= min, engine.Count{Min: least, Max: n, Chosen: k})
		if c == NoCard {
			break
		}
		out[k] = c
		k++
		if !x.g.bug(BugStaleOption) { // planted bug: the pick stays on offer
			s.Remove(c)
		}
		if then != nil {
			then(c)
		}
	}
	if k == 0 {
		return nil
	}
	return out[:k:k]
}

// ChooseColor asks p to choose one of the colors in mask (bit i is color i).
// With optional set p may pass, and ok is false. An empty mask returns ok
// false without asking.
func (x *Exec) ChooseColor(p int, prompt string, mask uint8, optional bool) (c Color, ok bool) {
	mask &= 1<<NumColors - 1
	if mask == 0 {
		return 0, false
	}
	g := x.g
	if !optional && mask&(mask-1) == 0 {
		for col := Color(0); col < NumColors; col++ {
			if mask&(1<<col) != 0 {
				return col, true
			}
		}
	}
	g.NewDecision()
	for col := Color(0); col < NumColors; col++ {
		if mask&(1<<col) != 0 {
			g.Option(colorNames[col], int(col))
		}
	}
	if optional {
		g.Option(LabelPass, -1)
	}
	v := g.Ask(p, engine.KindColor, prompt)
	if v < 0 {
		return 0, false
	}
	return Color(v), true
}

// May asks p whether to do an optional step ("you may", DOGMA-8).
func (x *Exec) May(p int, prompt string) bool {
	g := x.g
	g.NewDecision()
	g.Option(LabelYes, 1)
	if !x.g.bug(BugMayNoDecline) {
		g.Option(LabelNo, 0)
	}
	return g.Ask(p, engine.KindYesNo, prompt) == 1
}

// ChoosePlayer asks p to choose one seat of mask (bit q is seat q). With
// optional set p may pass, and -1 is returned. An empty mask returns -1.
func (x *Exec) ChoosePlayer(p int, prompt string, mask uint8, optional bool) int {
	g := x.g
	n := 0
	only := -1
	for q := 0; q < g.s.N; q++ {
		if mask&(1<<q) != 0 {
			n++
			only = q
		}
	}
	if n == 0 {
		return -1
	}
	if n == 1 && !optional {
		return only
	}
	g.NewDecision()
	for q := 0; q < g.s.N; q++ {
		if mask&(1<<q) != 0 {
			g.Option(seatNames[q], q)
		}
	}
	if optional {
		g.Option(LabelPass, -1)
	}
	return g.Ask(p, engine.KindPlayer, prompt)
}

// ColorMask returns the mask of colors for which keep is true.
func ColorMask(keep func(Color) bool) uint8 {
	var m uint8
	for c := Color(0); c < NumColors; c++ {
		if keep(c) {
			m |= 1 << c
		}
	}
	return m
}
