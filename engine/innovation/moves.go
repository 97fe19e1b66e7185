package innovation

// Primitive card movements. Each one updates the state, the icon cache and
// the card's place, logs one event naming its clause, and then checks the
// special achievements (SPECIAL-*: "at any moment").

// take removes c from wherever it is and returns that place. It reports
// whether a board pile lost its splay because it fell to one card or none
// (KEY-SPLAY).
func (g *Game) take(c Card) (from Place, unsplayed bool) {
	s := &g.s
	from = Place(s.loc[c])
	p := from.Player()
	switch from.Kind() {
	case PlaceNone:
		return from, false
	case PlaceHand:
		s.Players[p].Hand.Remove(c)
	case PlaceScore:
		s.Players[p].ScorePile.Remove(c)
	case PlaceAchievements:
		s.Players[p].Achievements.Remove(c)
	case PlaceBoard:
		col := Color(from.Index())
		pile := &s.Players[p].Piles[col]
		i := pile.remove(c)
		s.cardsKey ^= cardKey(c, from, i)
		s.shiftKeys(pile.cards[i:pile.n], from, i+1, -1)
		if pile.n <= 1 && pile.splay != Unsplayed {
			s.cardsKey ^= splayKey(from, pile.splay)
			pile.splay = Unsplayed
			unsplayed = true
		}
		g.pileChanged(p, col)
		return from, unsplayed
	case PlaceSupply, PlaceExpSupply:
		sp := s.supplyAt(from)
		for i := 0; i < int(sp.n); i++ {
			if sp.cards[i] == c {
				copy(sp.cards[i:sp.n-1], sp.cards[i+1:sp.n])
				sp.n--
				s.cardsKey ^= cardKey(c, from, i)
				s.shiftKeys(sp.cards[i:sp.n], from, i+1, -1)
				break
			}
		}
		return from, false
	case PlaceAgeAchievements:
		if age := from.Index(); s.ageAchievements[age] == c {
			s.ageAchievements[age] = g.nextAchievement(age)
		} else {
			s.moreAchievements.Remove(c)
		}
	case PlaceSpecials:
		s.Specials.Remove(c)
	case PlaceRemoved:
		s.Removed.Remove(c)
	case PlaceJunk:
		s.Junk.Remove(c)
	case PlaceForecast:
		s.Players[p].Forecast.Remove(c)
	}
	s.cardsKey ^= cardKey(c, from, 0)
	return from, false
}

// put places c at to. On a board it goes on top, or at the bottom if bottom
// is set; in a supply pile it goes at the bottom (KEY-RETURN).
func (g *Game) put(c Card, to Place, bottom bool) {
	s := &g.s
	p := to.Player()
	switch to.Kind() {
	case PlaceHand:
		s.Players[p].Hand.Add(c)
	case PlaceScore:
		s.Players[p].ScorePile.Add(c)
	case PlaceAchievements:
		s.Players[p].Achievements.Add(c)
	case PlaceBoard:
		col := Color(to.Index())
		pile := &s.Players[p].Piles[col]
		if bottom {
			s.shiftKeys(pile.cards[:pile.n], to, 0, +1)
			pile.pushBottom(c)
			s.cardsKey ^= cardKey(c, to, 0)
		} else {
			s.cardsKey ^= cardKey(c, to, int(pile.n))
			pile.push(c)
			if g.bug(BugSplay) && pile.n == 2 {
				pile.splay = Right // planted bug
			}
		}
		g.pileChanged(p, col)
		s.loc[c] = uint16(to)
		return
	case PlaceSupply, PlaceExpSupply:
		sp := s.supplyAt(to)
		s.shiftKeys(sp.cards[:sp.n], to, 0, +1)
		sp.pushBottom(c)
		s.cardsKey ^= cardKey(c, to, 0)
		s.loc[c] = uint16(to)
		return
	case PlaceAgeAchievements:
		if s.ageAchievements[to.Index()] == NoCard {
			s.ageAchievements[to.Index()] = c
		} else {
			s.moreAchievements.Add(c) // rule ULT-KEY-AVAILABLE: one more of the value
		}
	case PlaceSpecials:
		s.Specials.Add(c)
	case PlaceRemoved:
		s.Removed.Add(c)
	case PlaceJunk:
		s.Junk.Add(c)
	case PlaceForecast:
		s.Players[p].Forecast.Add(c)
	}
	s.cardsKey ^= cardKey(c, to, 0)
	s.loc[c] = uint16(to)
}

// move takes c from where it is to to, logs it as kind by player, and
// checks the special achievements.
func (g *Game) move(kind string, player int, c Card, to Place, bottom bool, arg int, clause string) {
	if kind == EvTuck && g.s.Where(c) == to {
		g.tuckOwnPile(player, c, to, clause)
		return
	}
	g.checkDestination(kind, c, g.s.Where(c), to)
	from, unsplayed := g.take(c)
	g.put(c, to, bottom)
	g.emit(kind, player, c, from, to, arg, clause)
	if unsplayed {
		g.emit(EvUnsplay, from.Player(), NoCard, from, from, int(Unsplayed), "KEY-SPLAY")
	}
	g.changed()
}

// tuckOwnPile tucks c, a card of the board pile to, at the bottom of that
// same pile (KEY-TUCK), as the 4th edition's Socialism tucks one of its
// performer's top cards. The card never leaves the pile, so the pile keeps
// its splay even when it holds two cards.
func (g *Game) tuckOwnPile(player int, c Card, to Place, clause string) {
	pile := &g.s.Players[to.Player()].Piles[to.Index()]
	splay := pile.splay
	g.take(c)
	g.put(c, to, true)
	if pile.splay != splay {
		g.s.cardsKey ^= splayKey(to, splay)
		pile.splay = splay
		g.pileChanged(to.Player(), Color(to.Index()))
	}
	g.emit(EvTuck, player, c, to, to, 0, clause)
	g.changed()
}

// boardOf returns the board pile of player p where card c belongs.
func (g *Game) boardOf(p int, c Card) Place { return BoardPlace(p, g.deck.Facts[c].Color) }

// draw draws a card of age for player p into p's hand (DRAW-1, DRAW-2).
// A draw above the last age ends the game (DRAW-3, END-2) and does not
// return.
func (g *Game) draw(p, age int, clause string) Card {
	return g.drawFrom(p, age, clause, -1)
}

// drawFrom is draw, from the pile of expansion named when it is not -1
// (an effect's "draw an Echoes 4", EXP-DRAW-1).
func (g *Game) drawFrom(p, age int, clause string, named int) Card {
	requested := age
	if age < 1 {
		age = 1
	}
	for age <= g.cfg.Ages && g.s.supply[age].n == 0 {
		age++
	}
	if age > g.cfg.Ages {
		clause := "DRAW-3"
		if g.cfg.Edition == Fourth {
			// rule ULT-DRAW-3: no card from the age asked up to 11.
			clause = "ULT-DRAW-3"
		}
		if g.cfg.Expansions != 0 {
			// rule EXP-DRAW-PAST-11: whatever pile the draw would
			// have taken.
			clause = "EXP-DRAW-PAST-11"
		}
		g.emit(EvOverflow, p, NoCard, SupplyPlace(0), SupplyPlace(0), requested, clause)
		g.endByScore()
	}
	// rule DRAW-2: a draw that skips an empty pile, or that asks for an
	// age below 1, is a DRAW-2 draw.
	if age != requested {
		clause = "DRAW-2"
		if g.cfg.Expansions != 0 && requested >= 1 {
			// rule EXP-DRAW-EMPTY-AGE: an empty base pile empties the
			// age for every expansion; the draw rules choose the pile
			// at the age reached.
			clause = "EXP-DRAW-EMPTY-AGE"
		}
	}
	from := SupplyPlace(age)
	switch {
	case g.cfg.Expansions != 0 && age > max(requested, 1) && g.cfg.Variants.Has(VarSkipToBase):
		// rule EXP-DRAW-EMPTY-AGE under VAR-EXP-SKIP-TO-BASE: past an
		// empty age, the base pile of the age reached.
		clause = VarSkipToBase.ID()
	case named >= 0 && g.s.expSupply[named][age].n > 0:
		from = ExpansionSupplyPlace(Expansion(named), age)
	case named >= 0 && g.s.expSupply[named][age].n == 0:
		// rule EXP-DRAW-EMPTY-EXP: the named pile is empty.
		clause = "EXP-DRAW-EMPTY-EXP"
	case g.cfg.Expansions != 0:
		from, clause = g.drawPile(p, age, clause)
	}
	c := g.s.supplyAt(from).top()
	g.move(EvDraw, p, c, HandPlace(p), false, requested, clause)
	return c
}

// meld puts c on top of its pile on p's board (MELD-1, KEY-MELD).
func (g *Game) meld(p int, c Card, clause string) {
	from := g.s.Where(c)
	g.move(EvMeld, p, c, g.boardOf(p, c), false, 0, clause)
	if g.bug(BugConservation) && from.Kind() == PlaceHand {
		g.s.Players[from.Player()].Hand.Add(c) // planted bug
	}
}

// tuck puts c at the bottom of its pile on p's board (KEY-TUCK).
func (g *Game) tuck(p int, c Card) {
	g.s.Players[p].tucked++
	g.move(EvTuck, p, c, g.boardOf(p, c), true, 0, "KEY-TUCK")
}

// score puts c in p's score pile (KEY-SCORE).
func (g *Game) score(p int, c Card) {
	g.s.Players[p].scored++
	g.move(EvScore, p, c, ScorePlace(p), false, 0, "KEY-SCORE")
}

// returnCard puts c at the bottom of the supply pile of its age (KEY-RETURN).
func (g *Game) returnCard(p int, c Card) {
	g.move(EvReturn, p, c, g.supplyOf(c), false, 0, "KEY-RETURN")
}

// transfer moves c to to, on top of a board pile (KEY-TRANSFER).
func (g *Game) transfer(p int, c Card, to Place) {
	if to.Kind() == PlaceBoard {
		to = g.boardOf(to.Player(), c)
	}
	g.move(EvTransfer, p, c, to, false, 0, "KEY-TRANSFER")
}

// reveal shows c to all players; it stays where it is (KEY-REVEAL).
func (g *Game) reveal(p int, c Card) {
	at := g.s.Where(c)
	g.emit(EvReveal, p, c, at, at, 0, "KEY-REVEAL")
}

// splay sets the splay of p's pile of color col (KEY-SPLAY). It reports
// whether anything changed: a pile of one card or none, or one already
// splayed that way, does not change.
func (g *Game) splay(p int, col Color, dir Splay) bool {
	pile := &g.s.Players[p].Piles[col]
	if pile.n < 2 || pile.splay == dir {
		return false
	}
	at := BoardPlace(p, col)
	g.s.cardsKey ^= splayKey(at, pile.splay) ^ splayKey(at, dir)
	pile.splay = dir
	g.pileChanged(p, col)
	kind := EvSplay
	if dir == Unsplayed {
		kind = EvUnsplay
	}
	g.emit(kind, p, NoCard, at, at, int(dir), "KEY-SPLAY")
	g.changed()
	return true
}

// pileChanged recounts the icons one pile shows and updates the player's
// totals (ICON-1).
func (g *Game) pileChanged(p int, col Color) {
	pl := &g.s.Players[p]
	cnt := PileIcons(g.deck, &pl.Piles[col])
	for i := Icon(1); i < NumIcons; i++ {
		if g.bug(BugIcons) && cnt[i] < pl.pileIcons[col][i] {
			continue // planted bug
		}
		pl.icons[i] += cnt[i] - pl.pileIcons[col][i]
	}
	pl.pileIcons[col] = cnt
}

// PileIcons counts the icons a pile shows (ICON-1): every slot of the top
// card and, for covered cards, the slots its splay reveals. Hex slots count
// as nothing.
func PileIcons(d *Deck, pile *Pile) [NumIcons]uint8 {
	var cnt [NumIcons]uint8
	n := int(pile.n)
	if n == 0 {
		return cnt
	}
	for _, ic := range d.Facts[pile.cards[n-1]].Icons {
		cnt[ic]++
	}
	if pile.splay != Unsplayed {
		for i := 0; i < n-1; i++ {
			ics := &d.Facts[pile.cards[i]].Icons
			switch pile.splay {
			case Left:
				cnt[ics[BottomRight]]++
			case Right:
				cnt[ics[TopLeft]]++
				cnt[ics[BottomLeft]]++
			case Up:
				cnt[ics[BottomLeft]]++
				cnt[ics[BottomMiddle]]++
				cnt[ics[BottomRight]]++
			case Aslant:
				// rule ULT-ICON-1: a pile splayed aslant shows all four
				// slots of every covered card.
				for _, ic := range ics {
					cnt[ic]++
				}
			}
		}
	}
	cnt[Hex] = 0
	return cnt
}

// nextAchievement takes out of the more achievements one of value age to
// be the first of its value, the lowest card: they are face down and alike
// (ULT-KEY-AVAILABLE). It returns NoCard when there is none.
func (g *Game) nextAchievement(age int) Card {
	next := NoCard
	g.s.moreAchievements.Each(func(c Card) {
		if next == NoCard && Place(g.s.loc[c]).Index() == age {
			next = c
		}
	})
	if next != NoCard {
		g.s.moreAchievements.Remove(next)
	}
	return next
}
