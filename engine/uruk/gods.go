package uruk

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// resolveStep resolves the god or disaster in the god slot between turns,
// top to bottom (URUK-GOD-4): a disc of the lowest epoch card goes to the
// common stock, each player keeps at most 8 cards (URUK-GOD-5), the card
// acts (URUK-GOD-6), and the card and the activator's face-down card are
// discarded (URUK-GOD-7). Then the next turn begins.
func (g *Game) resolveStep() {
	s := &g.s
	a := s.Activator
	card := s.GodSlot
	g.effect = card.String()
	g.emit(EvActivate, a, card, NoPlace, NoPlace, 0, "URUK-GOD-4")
	e := s.LowestEpoch()
	if e < 0 {
		g.gap("URUK-GOD-4", "%s is activated and no epoch card has a disc left to remove", card)
	}
	g.moveDisc(-1, EpochPlace(e), CommonPlace, "URUK-GOD-4")
	if s.EpochDiscs() == 0 && s.Stage == StageNormal {
		if !g.cfg.Has(VarFillRemovalEnds) {
			g.gap("URUK-END-1", "%s removes the last disc of the epoch cards: the end begins when the last disc is \"taken\"; is a removal a taking?", card)
		}
		g.filled(-1, VarFillRemovalEnds)
		g.lastDisc(-1, VarFillRemovalEnds.ID())
	}
	g.handLimit(a)
	switch card {
	case Enlil, Nergal, Ninurta:
		g.cardAuction(a, card)
	case Gibil, Marduk, Nannar:
		g.leastDiscs(a, card)
	case Ischtar:
		g.ischtar(a)
	case Duerre, Erdbeben, Vulkan:
		g.disaster(a, card)
	}
	if s.GodSlot != NoCard {
		g.moveCard(EvDiscard, a, s.GodSlot, GodSlotPlace, DiscardPlace, "URUK-GOD-7")
	}
	if c := s.Players[a].FaceDown; c != NoCard {
		g.moveCard(EvDiscard, a, c, FaceDownPlace(a), DiscardPlace, "URUK-GOD-7")
	}
	g.effect = ""
	g.nextTurn()
}

// handLimit makes each player, clockwise from the activator, discard
// cards of his choice down to 8 (URUK-GOD-5).
func (g *Game) handLimit(a int) {
	s := &g.s
	for _, q := range s.seats(a) {
		h := &s.Players[q].Hand
		excess := h.Len() - HandLimit
		for k := 0; k < excess; k++ {
			g.NewDecision()
			for _, t := range handTypes(h) {
				g.Option(t.String(), int(t))
			}
			g.SetCount(engine.Count{Min: excess, Max: excess, Chosen: k})
			t := g.Ask(q, engine.KindCard, fmt.Sprintf("discard down to %d cards", HandLimit))
			g.discardFromHand(q, Type(t), "URUK-GOD-5")
		}
		g.emit(EvHandLimit, q, NoCard, NoPlace, NoPlace, h.Len(), "URUK-GOD-5")
	}
}

// bonus returns the Leuchtturm bonus of player p on an offer of cards or
// of resources (URUK-CARD-LEUCHTTURM): +2 on cards, +1 on resources, and
// for a village or a city +1 or +2 more (VAR-LIGHTHOUSE-BY-KIND: +1 more
// on resources and +2 more on cards per disc).
func (g *Game) bonus(p int, cards bool) int {
	pl := &g.s.Players[p]
	i := pl.HasFunction(FnLighthouse)
	if i < 0 {
		return 0
	}
	d := int(pl.Tableau[i].Discs)
	base := 1
	if cards {
		base = 2
	}
	if g.cfg.Has(VarLighthouseByKind) {
		return base * (1 + d)
	}
	return base + d
}

// bonusEvents logs the Leuchtturm bonus of each player who has one,
// clockwise from a, on cards or on resources (URUK-CARD-LEUCHTTURM).
func (g *Game) bonusEvents(a int, cards bool) {
	for _, q := range g.s.seats(a) {
		if b := g.bonus(q, cards); b > 0 {
			g.emit(EvBonus, q, NoCard, NoPlace, NoPlace, b, "URUK-CARD-LEUCHTTURM")
		}
	}
}

// sums returns the sums of levels the cards of h can make: ok[v] for
// each v from 0.
func sums(h *CardSet) []bool {
	var n [MaxLevel + 1]int
	total := 0
	for _, c := range h.Cards() {
		n[c.Level()]++
		total += c.Level()
	}
	ok := make([]bool, total+1)
	ok[0] = true
	for lvl := 1; lvl <= MaxLevel; lvl++ {
		for k := 0; k < n[lvl]; k++ {
			for v := total; v >= lvl; v-- {
				ok[v] = ok[v] || ok[v-lvl]
			}
		}
	}
	return ok
}

// cardAuction runs the auction of Enlil, Nergal and Ninurta: clockwise
// from the activator each player outbids with the levels of cards he lays
// plus his Leuchtturm bonus, or passes for good; once all have passed, the
// best offer wins, pays its cards and gets the god's favour
// (URUK-AUCTION-1, URUK-GOD-6).
func (g *Game) cardAuction(a int, card Card) {
	s := &g.s
	var passed [MaxPlayers]bool
	best, leader := 0, -1
	g.bonusEvents(a, true)
	for q, left := a, s.N; ; q = s.next(q) {
		if left == 0 || q == leader && left == 1 {
			break
		}
		if passed[q] {
			continue
		}
		bonus := g.bonus(q, true)
		ok := sums(&s.Players[q].Hand)
		g.NewDecision()
		g.Option("pass", -1)
		for v := max(best+1, bonus); v-bonus < len(ok); v++ {
			if ok[v-bonus] {
				g.Option(fmt.Sprintf("bid %d", v), v)
			}
		}
		v := g.Ask(q, engine.KindValue, fmt.Sprintf("auction for %s: outbid %d or pass", card, best))
		if v < 0 {
			passed[q] = true
			left--
			g.emit(EvPass, q, card, NoPlace, NoPlace, best, "URUK-AUCTION-1")
			continue
		}
		best, leader = v, q
		g.emit(EvBid, q, card, NoPlace, NoPlace, v, "URUK-AUCTION-1")
	}
	if leader < 0 {
		g.emit(EvNone, a, card, NoPlace, NoPlace, 0, "URUK-AUCTION-1")
		return
	}
	w := leader
	g.emit(EvWin, w, card, NoPlace, NoPlace, best, "URUK-AUCTION-1")
	// rule URUK-GOD-6: only the winner pays: cards worth his offer
	// without the bonus.
	h := &s.Players[w].Hand
	for rem := best - g.bonus(w, true); rem > 0; {
		g.NewDecision()
		for _, t := range handTypes(h) {
			if t.Level() > rem {
				continue
			}
			c := h.OfType(t)
			h.Remove(c)
			if ok := sums(h); rem-t.Level() < len(ok) && ok[rem-t.Level()] {
				g.Option(t.String(), int(t))
			}
			h.Add(c)
		}
		t := Type(g.Ask(w, engine.KindCard, fmt.Sprintf("a card to pay %d more", rem)))
		g.discardFromHand(w, t, "URUK-GOD-6")
		rem -= t.Level()
	}
	switch card {
	case Enlil:
		g.enlil(w)
	case Nergal:
		g.receiveChoice(w, 3, "URUK-GOD-NERGAL", "three resources of one colour")
	case Ninurta:
		g.moveCard(EvKeep, w, Ninurta, GodSlotPlace, KeptPlace(w), "URUK-GOD-NINURTA")
	}
}

// enlil lets the winner lay a discovery by the level rule, discarding no
// other card (URUK-GOD-ENLIL).
func (g *Game) enlil(w int) {
	pl := &g.s.Players[w]
	g.NewDecision()
	for _, t := range handTypes(&pl.Hand) {
		if g.canLay(w, t, layFree) {
			g.Option(layLabels[t], int(t))
		}
	}
	if g.Options() == 0 {
		g.emit(EvNone, w, Enlil, NoPlace, NoPlace, 0, "URUK-GOD-ENLIL")
		return
	}
	t := Type(g.Ask(w, engine.KindCard, "a discovery to lay with Enlil"))
	g.lay(w, t, layFree)
}

// leastDiscs resolves Gibil, Marduk and Nannar: the player with the
// fewest discs gets the favour, the others a compensation, clockwise from
// the activator; players tied for the fewest all get the compensation
// (URUK-LEAST-1; VAR-LEAST-TIES-BENEFIT: the favour).
func (g *Game) leastDiscs(a int, card Card) {
	s := &g.s
	least := NumDiscs + 1
	for q := 0; q < s.N; q++ {
		least = min(least, s.Players[q].Discs())
	}
	var favoured [MaxPlayers]bool
	n := 0
	for q := 0; q < s.N; q++ {
		if s.Players[q].Discs() == least {
			favoured[q] = true
			n++
		}
	}
	if n > 1 && !g.cfg.Has(VarLeastTiesBenefit) {
		favoured = [MaxPlayers]bool{}
		n = 0
	}
	clause := "URUK-GOD-" + strings.ToUpper(card.String())
	if n > 1 && card != Gibil {
		g.gap(clause, "%d players tied for the fewest discs get the favour of %s, a card \"he keeps as a reminder\"", n, card)
	}
	for _, q := range s.seats(a) {
		if !favoured[q] {
			continue
		}
		g.emit(EvWin, q, card, NoPlace, NoPlace, least, "URUK-LEAST-1")
		if card == Gibil {
			g.receiveChoice(q, 3, clause, "three resources of one colour")
		} else {
			g.moveCard(EvKeep, q, card, GodSlotPlace, KeptPlace(q), clause)
		}
	}
	for _, q := range s.seats(a) {
		if favoured[q] {
			continue
		}
		if card == Nannar {
			if g.yes(q, "take a card from the pile (Nannar)") {
				g.drawDiscovery(q, EvTake, HandPlace(q), clause)
			}
			continue
		}
		g.receiveChoice(q, 1, clause, "a resource in compensation")
	}
}

// ischtar lets each player, clockwise from the activator, draw a card
// from the pile or receive a resource (URUK-GOD-ISCHTAR).
func (g *Game) ischtar(a int) {
	s := &g.s
	for _, q := range s.seats(a) {
		g.NewDecision()
		g.Option("take pile", 0)
		if s.Reserve != [NumColors]uint8{} {
			g.Option("take a resource", 1)
		}
		if g.Ask(q, engine.KindYesNo, "Ischtar: a card or a resource") == 0 {
			g.drawDiscovery(q, EvTake, HandPlace(q), "URUK-GOD-ISCHTAR")
			continue
		}
		g.receiveChoice(q, 1, "URUK-GOD-ISCHTAR", "a resource")
	}
}
