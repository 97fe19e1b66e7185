package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of the age-11 cards of Echoes of the Past
// (EFFECTS-echoes.md "Age 11"), from their texts; none has an echo effect.
// As for age 10, "if foreseen" reads the performance record (Foreseen).
func init() {
	// Streaming. Choose a colour of your board; achieve its top card, if
	// eligible, or score it, your choice. If you did either and Streaming
	// was foreseen, repeat with the same colour.
	echoes("Streaming", nil, func(c *C) {
		col := inn.Color(0)
		for first := true; !c.Done(); first = false {
			if !first && !c.Foreseen() {
				return
			}
			t := c.Now()
			var tops inn.Set
			if first {
				tops = t.TopSet(c.Me)
			} else if k := t.Top(c.Me, col); k != inn.NoCard {
				tops = inn.SetOf(k)
			}
			if tops.Empty() {
				return
			}
			points := t.Points(c.Me)
			k := c.Scores(Tops(c.Me)).In(tops).Maybe()
			if k == inn.NoCard {
				k = c.Achieves(Tops(c.Me)).In(tops).If(func(k inn.Card) bool { return t.WithinReach(c.Me, c.Age(k), points) }).One()
			}
			if k == inn.NoCard {
				return
			}
			col = c.Color(k)
		}
	})

	// Touchscreen. Splay each colour of your board by its number of
	// cards: two or three aslant, four or five up, six or seven right,
	// eight or more left. If you splayed five colours, you win.
	echoes("Touchscreen", nil, func(c *C) {
		// Each colour's splay is its own: any order.
		var want [inn.NumColors]inn.Splay
		left := 0
		for _, col := range allColors {
			dir := inn.Unsplayed
			switch n := c.Now().PileLen(c.Me, col); {
			case n >= 8:
				dir = inn.Left
			case n >= 6:
				dir = inn.Right
			case n >= 4:
				dir = inn.Up
			case n >= 2:
				dir = inn.Aslant
			}
			if dir != inn.Unsplayed && c.canSplay(c.Me, col, dir) {
				want[col] = dir
				left++
			}
		}
		done := 0
		for done < left && c.MaybeNext(inn.EvSplay, func(it *Item) bool {
			col := inn.Place(it.From).Index()
			return inn.Place(it.From).Kind() == inn.PlaceBoard && want[col] != inn.Unsplayed && inn.Splay(it.Arg) == want[col]
		}) {
			done++
		}
		if done < left && !c.Done() {
			c.expectedf("%s to splay %d colour(s) by their sizes, %d so far", inn.SeatName(c.Me), left, done)
			return
		}
		if done == 5 {
			c.Win(c.Me)
		}
	})

	// Drone. Draw and reveal a 10. If you have fewer than six cards of its
	// colour on your board, splay that colour aslant. Otherwise return the
	// bottom five cards of that colour from every board (all of a pile of
	// fewer), and if you did, repeat.
	echoes("Drone", nil, func(c *C) {
		for !c.Done() {
			k := c.DrawAndReveal(10)
			if k == inn.NoCard || c.Done() {
				return
			}
			col := c.Color(k)
			if c.Now().PileLen(c.Me, col) < 6 {
				c.Splay(col, inn.Aslant)
				return
			}
			var bottom inn.Set
			for q := 0; q < c.Players(); q++ {
				if !c.Now().In(q) {
					continue
				}
				pile := c.Now().Pile(q, col)
				for _, b := range pile[:min(5, len(pile))] {
					bottom.Add(b)
				}
			}
			c.Returns(PileOf(AnyPlayer, col)).All(bottom)
		}
	})

	// Exoskeleton. (Demand) You transfer every card of your hand except
	// those of the lowest value to my score pile. (1) You may achieve a
	// card from any player's hand, if eligible. If you do and Exoskeleton
	// was foreseen, repeat.
	echoes("Exoskeleton", nil, func(c *C) {
		hand := c.Now().Hand(c.Me)
		low, _ := c.Now().Lowest(hand)
		c.Transfers(Hand(c.Me), ScorePile(c.Activator)).All(hand.Minus(low))
	}, func(c *C) {
		for first := true; !c.Done(); first = false {
			if !first && !c.Foreseen() {
				return
			}
			t := c.Now()
			points := t.Points(c.Me)
			if c.Achieves(Hand(AnyPlayer)).If(func(k inn.Card) bool { return t.WithinReach(c.Me, c.Age(k), points) }).May().Maybe() == inn.NoCard {
				return
			}
		}
	})

	// Algocracy. Choose an icon. If a single player has the most of that
	// icon on his board, transfer to his hand every card featuring it from
	// every hand and every score pile.
	echoes("Algocracy", nil, func(c *C) {
		// The icon is no event: the cards moved, to one hand, must be
		// every card featuring one icon of which that hand's owner alone
		// shows the most, from the other hands and every score pile, as
		// they stood before the first moved (a copy of the position).
		t := *c.Now()
		to := -1
		var got inn.Set
		for !c.Done() {
			e := c.peekHard()
			if e == nil || e.Kind != inn.EvTransfer || e.Player != c.Me || inn.Place(e.To).Kind() != inn.PlaceHand {
				break
			}
			if from := inn.Place(e.From).Kind(); from != inn.PlaceHand && from != inn.PlaceScore {
				break
			}
			if to >= 0 && inn.Place(e.To).Player() != to {
				break
			}
			to = inn.Place(e.To).Player()
			got.Add(inn.Card(e.Card))
			c.take(false)
		}
		if to < 0 || c.Done() {
			return // an icon with a tie, or none to move
		}
		for _, i := range []inn.Icon{inn.Castle, inn.Crown, inn.Leaf, inn.Lightbulb, inn.Factory, inn.Clock, inn.Avatar} {
			if c.Single(true, func(q int) int { return t.Shows(q, i) }) != to {
				continue
			}
			var want inn.Set
			for q := 0; q < c.Players(); q++ {
				if q != to {
					want = want.Union(t.Hand(q))
				}
				want = want.Union(t.ScorePile(q))
			}
			if got == Filter(want, func(k inn.Card) bool { return c.Featured(k) == i }) {
				return
			}
		}
		c.failf("%s moved %d card(s) to %s's hand: they are not every card featuring an icon of which %s alone shows the most", inn.SeatName(c.Me), got.Len(), inn.SeatName(to), inn.SeatName(to))
	})

	// Robocar. Choose an opponent, who chooses a card of your hand without
	// seeing it. Meld it. If you do and it is your turn, self-execute it,
	// then repeat.
	echoes("Robocar", nil, func(c *C) {
		for !c.Done() {
			if c.Now().Hand(c.Me).Empty() {
				return
			}
			k := c.Melds(Hand(c.Me)).One()
			if k == inn.NoCard || c.Done() {
				return
			}
			// "Your turn": in a Dogma action, the activator's; a sharing
			// player's part ends after the meld. An execution does not
			// tell whose turn it is: the self-execution may follow or not.
			if c.perf.Executed {
				if e := c.peekHard(); e == nil || e.Player != c.Me || (e.Kind != inn.EvEffect && e.Kind != inn.EvDraw && e.Kind != inn.EvOverflow) {
					return
				}
			} else if c.Activator != c.Me {
				return
			}
			c.selfExecute(k)
		}
	})

	// Digital Pet. (Demand) You draw and reveal an 11, then return every
	// card of its colour from your board and from your score pile.
	echoes("Digital Pet", nil, func(c *C) {
		k := c.DrawAndReveal(11)
		if k == inn.NoCard || c.Done() {
			return
		}
		col := c.Color(k)
		var pile inn.Set
		for _, b := range c.Now().Pile(c.Me, col) {
			pile.Add(b)
		}
		c.Returns(PileOf(c.Me, col)).All(pile)
		c.Returns(ScorePile(c.Me)).All(Filter(c.Now().ScorePile(c.Me), func(s inn.Card) bool { return c.Color(s) == col }))
	})

	// Esports. For each of your non-yellow top cards, from the lowest value
	// up, draw and score a card of its value. If you do and Esports was
	// foreseen, you win.
	echoes("Esports", nil, func(c *C) {
		var ages []int
		for v := 1; v <= inn.AgeCap; v++ {
			n := Count(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.Color(k) != inn.Yellow && c.Age(k) == v })
			for ; n > 0; n-- {
				ages = append(ages, v)
			}
		}
		for _, v := range ages {
			if c.DrawAndScore(v) == inn.NoCard || c.Done() {
				return
			}
		}
		if len(ages) > 0 && c.Foreseen() {
			c.Win(c.Me)
		}
	})

	// Deepfake. If it is your turn, transfer a top card from any board to
	// your board, then fully execute one of your other top cards (a word
	// no rule defines: the game stops at a rule gap, ECHO-FULLY-EXECUTE, or
	// super-executes it under VAR-ULT-FILL-FULLY-EXECUTE), and transfer the
	// card back if it is still a top card.
	echoes("Deepfake", nil, func(c *C) {
		if c.perf.Turn != c.Me {
			return // "if it is your turn", executions included
		}
		// Any other player's board, a partner's too (the engine's reading).
		var tops inn.Set
		for q := 0; q < c.Now().N; q++ {
			if q != c.Me && c.Now().In(q) {
				tops = tops.Union(c.Now().TopSet(q))
			}
		}
		c.Transfers(Tops(AnyPlayer), Board(c.Me)).In(tops).Exactly(min(1, tops.Len()))
		c.Unchecked("the full execution: a rule gap, or a super-execution whose effects their own contracts read, then the transfer back")
	})

	// Meritocracy. (Demand) You choose one of the standard icons (the six
	// of the base game) of which I have the most on my board, and transfer
	// every card of your board on which it is visible to my board, or to
	// my achievements if Meritocracy was foreseen.
	echoes("Meritocracy", nil, func(c *C) {
		t := *c.Now() // the position before the transfers

		most := -1
		for _, i := range []inn.Icon{inn.Castle, inn.Crown, inn.Leaf, inn.Lightbulb, inn.Factory, inn.Clock} {
			most = max(most, t.Shows(c.Activator, i))
		}
		to := Board(c.Activator)
		if c.Foreseen() {
			to = Achievements(c.Activator)
		}
		var cands inn.Set
		for _, i := range []inn.Icon{inn.Castle, inn.Crown, inn.Leaf, inn.Lightbulb, inn.Factory, inn.Clock} {
			if t.Shows(c.Activator, i) == most {
				cands = cands.Union(t.ShowingIcon(c.Me, i))
			}
		}
		got := inn.SetOf(c.Transfers(Board(c.Me), to).In(cands).UpTo(cands.Len())...)
		if c.Done() {
			return
		}
		for _, i := range []inn.Icon{inn.Castle, inn.Crown, inn.Leaf, inn.Lightbulb, inn.Factory, inn.Clock} {
			if t.Shows(c.Activator, i) == most && got == t.ShowingIcon(c.Me, i) {
				return
			}
		}
		c.failf("%s transferred %d card(s) to %s: not every card showing one of %s's most frequent standard icons", inn.SeatName(c.Me), got.Len(), to, inn.SeatName(c.Activator))
	})
}
