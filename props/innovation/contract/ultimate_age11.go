package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The 4th-edition contracts of the cards of age 11 whose text changed or is
// new (EFFECTS-4th.md "Age 11"): all ten, the 4th edition's own cards, from
// their texts and rulings. Each card's comment restates its effects; the
// contract below it follows the text line by line.
func init() {
	// Climatology. (Demand) I name an icon other than the leaf; you return
	// two of your top cards that show it, one if you have one, none if
	// none, your choice. (1) Return one of your top cards, your choice, if
	// you have one; then return every card of your score pile of its age or
	// higher.
	fourth("Climatology", func(c *C) {
		// The icon named is no event: the cards returned must share one
		// icon other than the leaf, and be as many as the top cards
		// showing it allow (two at most).
		tops := c.Now().TopSet(c.Me)
		got := c.Returns(Tops(c.Me)).In(tops).UpTo(2)
		if c.Done() {
			return
		}
		for _, i := range []inn.Icon{inn.Castle, inn.Crown, inn.Lightbulb, inn.Factory, inn.Clock, inn.Avatar} {
			with := c.WithIcon(tops, i)
			if len(got) == min(2, with.Len()) && Count(inn.SetOf(got...), func(k inn.Card) bool { return c.Has(k, i) }) == len(got) {
				return
			}
		}
		c.failf("%s returned %d top card(s); no icon but the leaf is on each of them and on no more of %s's top cards", inn.SeatName(c.Me), len(got), inn.SeatName(c.Me))
	}, func(c *C) {
		tops := c.Now().TopSet(c.Me)
		k := c.Returns(Tops(c.Me)).In(tops).Exactly(min(1, tops.Len()))
		if len(k) == 0 {
			return // no top card: nothing to compare with (§D.6)
		}
		age := c.Age(k[0])
		c.Returns(ScorePile(c.Me)).All(Filter(c.Now().ScorePile(c.Me), func(s inn.Card) bool { return c.Age(s) >= age }))
	})

	// Solar Sailing. Draw an 11 and meld it. If your pile of its color is
	// not splayed aslant, return every card of that pile below its top
	// four and splay it aslant. Then, if that pile holds six cards or
	// more, you win.
	fourth("Solar Sailing", func(c *C) {
		k := c.DrawAndMeld(11)
		if k == inn.NoCard || c.Done() {
			return
		}
		col := c.Color(k)
		if c.Now().Splay(c.Me, col) != inn.Aslant {
			c.Returns(PileOf(c.Me, col)).All(belowTop(c.Now(), c.Me, col, 4))
			c.Splay(col, inn.Aslant)
		}
		if c.Now().PileLen(c.Me, col) >= 6 {
			c.Win(c.Me)
		}
	})

	// Astrogeology. (1) Draw an 11 and reveal it; it stays in your hand.
	// Splay your pile of its color aslant; if you did, transfer every card
	// of that pile below its top four to your hand. (2) With eight cards or
	// more in your hand, you win.
	fourth("Astrogeology", func(c *C) {
		k := c.DrawAndReveal(11)
		if k == inn.NoCard || c.Done() {
			return
		}
		col := c.Color(k)
		if !c.Splay(col, inn.Aslant) {
			return
		}
		c.Transfers(PileOf(c.Me, col), Hand(c.Me)).All(belowTop(c.Now(), c.Me, col, 4))
	}, func(c *C) {
		if c.Now().Hand(c.Me).Len() >= 8 {
			c.Win(c.Me)
		}
	})

	// Fusion. Score one of your top cards of age 11, your choice. If you
	// did, choose an age one or two below the card scored (1 at least),
	// and do it again with that age: a top card of the chosen age is
	// scored, if there is one.
	fourth("Fusion", func(c *C) {
		tops := c.OfAge(c.Now().TopSet(c.Me), 11)
		k := c.Scores(Tops(c.Me)).In(tops).Exactly(min(1, tops.Len()))
		for len(k) == 1 && !c.Done() {
			a := c.Age(k[0])
			// The age chosen is no event: the next card scored, if any,
			// is a top card of one of the two ages allowed. Choosing an
			// age without a top card ends the chain.
			next := c.Scores(Tops(c.Me)).If(func(s inn.Card) bool {
				b := c.Age(s)
				return b >= 1 && (b == a-1 || b == a-2)
			}).Maybe()
			if next == inn.NoCard {
				return
			}
			k = []inn.Card{next}
		}
	})

	// Hypersonics. (Demand) You return two of your top cards of the same
	// age (of different colors, as top cards are), your choice among the
	// pairs, if you have such a pair. If you did, return every card of
	// that age or lower from your hand and your score pile.
	fourth("Hypersonics", func(c *C) {
		tops := c.Now().TopSet(c.Me)
		paired := Filter(tops, func(k inn.Card) bool { return c.OfAge(tops, c.Age(k)).Len() >= 2 })
		if paired.Empty() {
			return
		}
		first := c.Returns(Tops(c.Me)).In(paired).One()
		if first == inn.NoCard {
			return
		}
		age := c.Age(first)
		mates := c.OfAge(tops, age)
		mates.Remove(first)
		if c.Returns(Tops(c.Me)).In(mates).One() == inn.NoCard {
			return
		}
		low := func(k inn.Card) bool { return c.Age(k) <= age }
		returnsFromEither(c, Filter(c.Now().Hand(c.Me), low).Union(Filter(c.Now().ScorePile(c.Me), low)))
	})

	// Space Traffic. Draw an 11 and tuck it. If the card just above it in
	// its pile is an 11, you lose, and nothing more. If not, score every
	// card of that pile below its top five, splay the pile aslant, and, if
	// another player has more points than you, do it all again.
	fourth("Space Traffic", func(c *C) {
		for !c.Done() {
			k := c.DrawAndTuck(11)
			if k == inn.NoCard || c.Done() {
				return
			}
			col := c.Color(k)
			if pile := c.Now().Pile(c.Me, col); len(pile) >= 2 && c.Age(pile[1]) == 11 {
				loses(c, c.Me)
				return
			}
			c.Scores(PileOf(c.Me, col)).All(belowTop(c.Now(), c.Me, col, 5))
			c.Splay(col, inn.Aslant)
			t := c.Now()
			more := false
			for q := 0; q < t.N; q++ {
				more = more || (q != c.Me && t.Points(q) > t.Points(c.Me))
			}
			if !more {
				return
			}
		}
	})

	// Near-Field Comm. (Demand) You transfer every card of the highest age
	// in your score pile to my score pile. (1) Reveal one of the highest
	// cards of your score pile, your choice, and self-execute it: you
	// alone perform each of its non-demand effects; it stays where it is.
	fourth("Near-Field Comm", func(c *C) {
		high, _ := c.Now().Highest(c.Now().ScorePile(c.Me))
		c.Transfers(ScorePile(c.Me), ScorePile(c.Activator)).All(high)
	}, func(c *C) {
		high, _ := c.Now().Highest(c.Now().ScorePile(c.Me))
		if high.Empty() {
			return
		}
		k := c.Reveals(ScorePile(c.Me)).In(high).One()
		c.selfExecute(k)
	})

	// Reclamation. Return your three bottom red cards, one at a time from
	// the bottom (all of them when fewer). Draw a card of half the total of
	// their ages, rounded up (a 0, drawn as a 1, when none went back), and
	// meld it. If three went back, do it all again with the color of the
	// card melded.
	fourth("Reclamation", func(c *C) {
		col := inn.Red
		for !c.Done() {
			n := min(3, c.Now().PileLen(c.Me, col))
			sum := 0
			for i := 0; i < n; i++ {
				b := c.Returns(bottomOf(c.Me, col)).One()
				if b == inn.NoCard {
					return
				}
				sum += c.Age(b)
			}
			k := c.DrawAndMeld((sum + 1) / 2)
			if k == inn.NoCard || n < 3 {
				return
			}
			col = c.Color(k)
		}
	})

	// Escapism. Reveal a card from your hand, your choice, and junk it (an
	// empty hand does nothing). Return from your hand every card of its
	// age. Draw three cards of that age. Self-execute the junked card,
	// which stays in the junk.
	fourth("Escapism", func(c *C) {
		if c.Now().Hand(c.Me).Empty() {
			return
		}
		k := c.Reveals(Hand(c.Me)).One()
		if k == inn.NoCard {
			return
		}
		c.Moves(junkMove, Hand(c.Me), Junk()).In(inn.SetOf(k)).One()
		age := c.Age(k)
		c.Returns(Hand(c.Me)).All(c.OfAge(c.Now().Hand(c.Me), age))
		for i := 0; i < 3 && !c.Done(); i++ {
			c.Draw(age)
		}
		c.selfExecute(k)
	})

	// Whataboutism. (Demand) You transfer every one of your top cards that
	// has a demand effect to my board. If you transferred any, exchange all
	// the cards of your score pile with all those of mine.
	fourth("Whataboutism", func(c *C) {
		give := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.now.deck.Facts[k].Demand })
		c.Transfers(Tops(c.Me), Board(c.Activator)).All(give)
		if give.Empty() || c.Done() {
			return
		}
		t := c.Now()
		c.Exchange(t.ScorePile(c.Me), ScorePile(c.Activator), t.ScorePile(c.Activator), ScorePile(c.Me))
	})
}

// junkMove is the kind of event that junks a card (ULT-KEY-JUNK).
const junkMove = inn.EvJunk

// belowTop returns the cards of player p's pile of color col below its top
// n cards, as t stands.
func belowTop(t *Table, p int, col inn.Color, n int) inn.Set {
	var out inn.Set
	pile := t.Pile(p, col)
	for i := 0; i < len(pile)-n; i++ {
		out.Add(pile[i])
	}
	return out
}

// bottomOf is the bottom card of player p's pile of color col.
func bottomOf(p int, col inn.Color) Zone {
	return Zone{kind: inn.PlaceBoard, player: p, color: int(col), pos: bottomCard}
}

// returnsFromEither reads the return of exactly the cards of set, each from
// the performer's hand or score pile, in any order.
func returnsFromEither(c *C, set inn.Set) {
	left := set
	for !left.Empty() && !c.Done() {
		moved := 0
		for _, from := range []Zone{Hand(c.Me), ScorePile(c.Me)} {
			for _, k := range c.Returns(from).In(left).UpTo(left.Len()) {
				left.Remove(k)
				moved++
			}
		}
		if moved == 0 {
			c.expected(fmt.Sprintf("%s to return %d more card(s) from hand and score pile, among them %s", inn.SeatName(c.Me), left.Len(), c.Name(left.First())))
			return
		}
	}
}

// loses reads player p's loss (ULT-KEY-LOSE): when a single player is
// left, the game ends there with him as the winner; in a team game it ends
// with the other team winning (VAR-ULT-FILL-LOSE-TEAM; a rule gap without
// it). Otherwise p is out: every card he has is junked, his hand first,
// then his board, his score pile and his achievements. What follows (the
// action ended at once, VAR-ULT-FILL-LOSE-ENDS-ACTION) is left unchecked.
func loses(c *C, p int) {
	if c.err != nil {
		return
	}
	c.settle()
	t := c.Now()
	left, last := 0, -1
	for q := 0; q < t.N; q++ {
		if q != p && t.In(q) {
			left, last = left+1, q
		}
	}
	want := 0
	switch {
	case t.teams:
		want = c.side((p + 1) % t.N)
	case left == 1:
		want = 1 << last
	}
	if c.next < len(c.perf.Items) {
		if e := &c.perf.Items[c.next].Event; e.Kind == inn.EvEnd && (e.Clause == "ULT-KEY-LOSE" || e.Clause == inn.VarFillLoseTeam.ID()) {
			if want == 0 {
				c.failf("%s loses, and the game ends with winners %s though %d other players are still in", inn.SeatName(p), c.describe(e), left)
			} else if e.Arg != want {
				c.failf("%s loses, and the game ends with winners %s: the text leaves %s", inn.SeatName(p), c.describe(e), seatList(want))
			}
			c.cut = true
			return
		}
	}
	if want != 0 {
		if !c.cut {
			c.expected(fmt.Sprintf("%s to lose, and the game to end", inn.SeatName(p)))
		}
		return
	}
	board := t.BoardCards(p).Len()
	hand, score, achieved := t.Hand(p).Len(), t.ScorePile(p).Len(), t.Achievements(p).Len()
	c.Junks(Hand(p)).Exactly(hand)
	c.Junks(Board(p)).Exactly(board)
	c.Junks(ScorePile(p)).Exactly(score)
	c.Junks(Achievements(p)).Exactly(achieved)
	c.Unchecked("what follows a loss is ULT-KEY-LOSE's: the action goes on, or ends at once under VAR-ULT-FILL-LOSE-ENDS-ACTION")
}

// seatList names the seats of mask, comma-separated.
func seatList(mask int) string {
	out := ""
	for p := 0; p < inn.MaxPlayers; p++ {
		if mask&(1<<p) != 0 {
			if out != "" {
				out += ","
			}
			out += inn.SeatName(p)
		}
	}
	return out
}
