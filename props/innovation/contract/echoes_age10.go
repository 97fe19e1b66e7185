package contract

import (
	"math/bits"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The contracts of the age-10 cards of Echoes of the Past
// (EFFECTS-echoes.md "Age 10"), from their texts. "If this card was
// foreseen" holds in the free Dogma action of the card's promotion alone
// (ECHO-FORESEEN, Foreseen): where the text branches on it, the contract
// reads the branch the performance record names, and that one only.
func init() {
	// Artificial Heart. Claim an available standard achievement for which
	// you are eligible with your score counted twice (a top card of its
	// value or higher, twice the score at least five times its value).
	// If you do and Artificial Heart was foreseen, repeat.
	echoes("Artificial Heart", nil, func(c *C) {
		for first := true; !c.Done(); first = false {
			if !first && !c.Foreseen() {
				return
			}
			twice := 2 * c.Now().Points(c.Me)
			ok := func(k inn.Card) bool { return c.Now().WithinReach(c.Me, c.Age(k), twice) }
			n := 0
			for age := 1; age <= inn.AgeCap; age++ {
				if k := c.Now().StandardAchievement(age); k != inn.NoCard && ok(k) {
					n = 1
				}
			}
			if n == 0 {
				return
			}
			if len(c.Achieves(AgeAchievements()).If(ok).Exactly(1)) == 0 {
				return
			}
		}
	})

	// Human Genome. Echo: draw an 11. Effect: you may draw and score a card
	// of any value. Transfer your bottom red card to your hand. If the
	// values of your hand are exactly those of your score pile, card for
	// card, you win.
	echoes("Human Genome", func(c *C) { c.Draw(11) }, func(c *C) {
		if k, _ := c.MayDraw(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11); k != inn.NoCard {
			c.Score(k)
		}
		if b := c.Now().Bottom(c.Me, inn.Red); b != inn.NoCard {
			c.Transfers(PileOf(c.Me, inn.Red), Hand(c.Me)).In(inn.SetOf(b)).Exactly(1)
		}
		if c.Done() {
			return
		}
		var hand, score [13]int
		c.Now().Hand(c.Me).Each(func(k inn.Card) { hand[c.Age(k)]++ })
		c.Now().ScorePile(c.Me).Each(func(k inn.Card) { score[c.Age(k)]++ })
		if hand == score {
			c.Win(c.Me)
		}
	})

	// Camcorder. (Demand) You transfer all the cards of your hand to my
	// hand, then draw a 9. (1) Meld every 9 of your hand. If Camcorder was
	// not foreseen, return all the other cards of your hand and draw three
	// 9s.
	echoes("Camcorder", nil, func(c *C) {
		c.Transfers(Hand(c.Me), Hand(c.Activator)).All(c.Now().Hand(c.Me))
		c.Draw(9)
	}, func(c *C) {
		c.Melds(Hand(c.Me)).All(c.OfAge(c.Now().Hand(c.Me), 9))
		if c.Done() {
			return
		}
		if c.Foreseen() {
			return
		}
		c.Returns(Hand(c.Me)).All(c.Now().Hand(c.Me))
		for i := 0; i < 3; i++ {
			c.Draw(9)
		}
	})

	// Social Networking. Echo: score one of your non-red top cards. (Demand)
	// You choose an icon, then transfer each of your top cards without it
	// to my score pile. (1) If you have fewer factories, fewer crowns and
	// fewer castles than each opponent, you win.
	echoes("Social Networking", func(c *C) {
		tops := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.Color(k) != inn.Red })
		c.Scores(Tops(c.Me)).In(tops).Exactly(min(1, tops.Len()))
	}, func(c *C) {
		// The icon is no event: the cards moved must be the top cards
		// without one of the seven icons, all of them.
		tops := c.Now().TopSet(c.Me)
		got := inn.SetOf(c.Transfers(Tops(c.Me), ScorePile(c.Activator)).In(tops).UpTo(tops.Len())...)
		if c.Done() {
			return
		}
		for _, i := range []inn.Icon{inn.Castle, inn.Crown, inn.Leaf, inn.Lightbulb, inn.Factory, inn.Clock, inn.Avatar} {
			if got == Filter(tops, func(k inn.Card) bool { return !c.Has(k, i) }) {
				return
			}
		}
		c.failf("%s transferred %d top card(s): no icon is missing from exactly those of his top cards", inn.SeatName(c.Me), got.Len())
	}, func(c *C) {
		t := c.Now()
		for _, q := range c.Opponents(c.Me) {
			for _, i := range []inn.Icon{inn.Factory, inn.Crown, inn.Castle} {
				if t.Shows(c.Me, i) >= t.Shows(q, i) {
					return
				}
			}
		}
		c.Win(c.Me)
	})

	// GPS. (Demand) You return all the cards of your forecast. (1) You may
	// splay your yellow cards up. (2) Draw three 11s. If GPS was foreseen,
	// foreshadow them (as many as the forecast takes).
	echoes("GPS", nil, func(c *C) {
		c.Returns(Forecast(c.Me)).All(c.Now().Forecast(c.Me))
	}, func(c *C) {
		c.MaySplay(inn.Yellow, inn.Up)
	}, func(c *C) {
		var drawn inn.Set
		for i := 0; i < 3 && !c.Done(); i++ {
			drawn.Add(c.Draw(11))
		}
		if c.Done() {
			return
		}
		if c.Foreseen() {
			c.Foreshadows(Hand(c.Me)).In(drawn).Exactly(min(drawn.Len(), c.Now().ForecastSpace(c.Me)))
		}
	})

	// Barcode. (Demand) For each bonus visible on your board, you return a
	// card of that bonus's value from your score pile. (1) You may splay
	// one colour of your cards up. If Barcode was foreseen, splay all your
	// colours up.
	echoes("Barcode", nil, func(c *C) {
		// One return for each bonus, as far as the score pile holds cards
		// of its value; the order is the player's.
		var need [13]int
		for _, v := range c.Now().VisibleBonuses(c.Me) {
			need[v]++
		}
		total := 0
		for v := range need {
			need[v] = min(need[v], c.OfAge(c.Now().ScorePile(c.Me), v).Len())
			total += need[v]
		}
		for i := 0; i < total && !c.Done(); i++ {
			for _, k := range c.Returns(ScorePile(c.Me)).If(func(k inn.Card) bool { return need[c.Age(k)] > 0 }).Exactly(1) {
				need[c.Age(k)]--
			}
		}
	}, func(c *C) {
		c.SplayOneOf(inn.Up, true, allColors...)
		if !c.Foreseen() {
			return
		}
		// Every colour that can be splayed up is, in any order.
		up := func(it *Item) bool {
			pl := inn.Place(it.From)
			return inn.Splay(it.Arg) == inn.Up && pl.Kind() == inn.PlaceBoard && pl.Player() == c.Me && c.canSplay(c.Me, inn.Color(pl.Index()), inn.Up)
		}
		for c.MaybeNext(inn.EvSplay, up) {
		}
		if c.Done() {
			return
		}
		for _, col := range allColors {
			c.Expect(!c.canSplay(c.Me, col, inn.Up), "foreseen, Barcode splays all of %s's colours up; %s is not", inn.SeatName(c.Me), col)
		}
	})

	// Cell Phone. Echo: draw an 11 and foreshadow it. (1) Draw a 10 for
	// every two clocks on your board. (2) You may splay your green cards
	// up. (3) You may tuck any number of cards with a clock from your hand,
	// splaying up each colour you tuck into.
	echoes("Cell Phone", func(c *C) { c.DrawAndForeshadow(11) }, func(c *C) {
		n := c.Start.Shows(c.Me, inn.Clock) / 2
		for i := 0; i < n && !c.Done(); i++ {
			c.Draw(10)
		}
	}, func(c *C) {
		c.MaySplay(inn.Green, inn.Up)
	}, func(c *C) {
		for !c.Done() {
			k := c.Tucks(Hand(c.Me)).If(func(k inn.Card) bool { return c.Has(k, inn.Clock) }).May().Maybe()
			if k == inn.NoCard {
				return
			}
			c.Splay(c.Color(k), inn.Up)
		}
	})

	// MP3. Echo: draw and score a 10. (1) Draw and score a card whose value
	// is one of the bonuses visible on your board (none without a bonus).
	// (2) Return any number of cards from your hand; for each card
	// returned, claim two available standard achievements for which you
	// are eligible (while there are).
	echoes("MP3", func(c *C) { c.DrawAndScore(10) }, func(c *C) {
		bonuses := c.Now().VisibleBonuses(c.Me)
		if len(bonuses) == 0 {
			return
		}
		k := c.DrawAmong(func(age int) bool {
			for _, v := range bonuses {
				if v == age {
					return true
				}
			}
			return false
		}, "a card of one of the bonuses' values")
		if k != inn.NoCard {
			c.Score(k)
		}
	}, func(c *C) {
		got := c.Returns(Hand(c.Me)).May().UpTo(c.Now().Hand(c.Me).Len())
		for i := 0; i < 2*len(got) && !c.Done(); i++ {
			points := c.Now().Points(c.Me)
			ok := func(k inn.Card) bool { return c.Now().WithinReach(c.Me, c.Age(k), points) }
			n := 0
			for age := 1; age <= inn.AgeCap; age++ {
				if k := c.Now().StandardAchievement(age); k != inn.NoCard && ok(k) {
					n = 1
				}
			}
			c.Achieves(AgeAchievements()).If(ok).Exactly(n)
		}
	})

	// Puzzle Cube. Echo: meld a card from your score pile. (1) You may
	// score the bottom card, or the two bottom cards, of one colour of your
	// board; then, if each colour of your board (each you have cards of)
	// shows the same number of visible cards (the top card of an unsplayed
	// pile, every card of a splayed one), you win. (2) Draw and meld a 10.
	echoes("Puzzle Cube", func(c *C) {
		c.Melds(ScorePile(c.Me)).Exactly(min(1, c.Now().ScorePile(c.Me).Len()))
	}, func(c *C) {
		if k := c.Scores(Bottoms(c.Me)).May().Maybe(); k != inn.NoCard {
			col := c.Color(k)
			c.Scores(Bottoms(c.Me)).If(func(b inn.Card) bool { return c.Color(b) == col }).May().Maybe()
		}
		if c.Done() {
			return
		}
		t := c.Now()
		shown := func(col inn.Color) int {
			if t.Splay(c.Me, col) == inn.Unsplayed {
				return min(1, t.PileLen(c.Me, col))
			}
			return t.PileLen(c.Me, col)
		}
		n := -1
		for _, col := range allColors {
			switch k := shown(col); {
			case k == 0:
			case n < 0:
				n = k
			case k != n:
				return
			}
		}
		c.Win(c.Me)
	}, func(c *C) {
		c.DrawAndMeld(10)
	})

	// Sudoku. Echo: you may tuck any number of cards from your hand.
	// (1) Choose any value, draw a card of it and meld it. If bonuses of
	// nine different values are visible on your board, you win; otherwise
	// self-execute the card melded.
	echoes("Sudoku", func(c *C) {
		c.Tucks(Hand(c.Me)).May().UpTo(c.Now().Hand(c.Me).Len())
	}, func(c *C) {
		k := c.DrawAmong(func(age int) bool { return age >= 1 && age <= inn.AgeCap }, "a card of any value")
		if k == inn.NoCard {
			return
		}
		c.Meld(k)
		if c.Done() {
			return
		}
		var values uint16
		for _, v := range c.Now().VisibleBonuses(c.Me) {
			values |= 1 << v
		}
		if bits.OnesCount16(values) >= 9 {
			c.Win(c.Me)
			return
		}
		c.selfExecute(k)
	})
}
