package uruk

import "github.com/dogma-engine/dogma/engine"

// The primitive moves. Each changes the state and logs one event that
// names its clause; the properties replay the events against the state.

// Event kinds logged by an Uruk game.
const (
	EvTurn      = "turn"      // a turn begins (Arg: the actions in it)
	EvFirst     = "first"     // the first player is drawn (URUK-SETUP-2)
	EvAction    = "action"    // a top-level action is taken (Arg: its kind; Card: the discovery it uses, if any)
	EvTake      = "take"      // a card goes to a hand (from the pile or the display)
	EvRefill    = "refill"    // a card from the pile fills a display position
	EvGod       = "god"       // a god or disaster drawn goes to the god slot, face down before a player, or aside
	EvLay       = "lay"       // a discovery goes from a hand to a tableau
	EvReplace   = "replace"   // a replaced discovery goes back to its owner's hand
	EvDiscard   = "discard"   // a card goes to the discard pile
	EvBox       = "box"       // a card goes to the box
	EvShuffle   = "shuffle"   // a card of the turned discard pile goes into the new pile (Arg: the times the pile ran out)
	EvKeep      = "keep"      // a player keeps a god face up
	EvCube      = "cube"      // a cube moves (Arg: its colour)
	EvDisc      = "disc"      // a disc moves (Card: the discovery it reaches; Arg: the one it leaves, or -1)
	EvActivate  = "activate"  // a god or disaster is resolved (Player: the activator)
	EvHandLimit = "handlimit" // a player's hand after the limit of URUK-GOD-5 (Arg: its size)
	EvBid       = "bid"       // an offer in an auction (Arg: the offer, bonus included)
	EvPass      = "pass"      // a player leaves an auction
	EvSealed    = "sealed"    // a sealed bid is revealed (Arg: the offer with the bonus <<8 | the cubes)
	EvWin       = "win"       // a player wins an auction or escapes a disaster (Arg: the offer)
	EvSuffer    = "suffer"    // a player suffers a disaster
	EvVolcano   = "volcano"   // a player's next turn loses two actions (Arg 1), or the marker is used (Arg 0)
	EvHalf      = "half"      // a colony paid half price with Marduk or Nannar
	EvLastDisc  = "lastdisc"  // the last disc is taken: the round is finished, then the last turns (URUK-END-1)
	EvFinal     = "final"     // the last turns begin (URUK-END-2)
	EvPoints    = "points"    // points scored at the end (Arg: the points; Effect: what for)
	EvScore     = "score"     // a player's total (Arg: the points; To: his cities)
	EvEnd       = "end"       // the game ends (Arg: the winners' mask)
	EvNone      = "none"      // a rule found nothing to do (Arg: a reason code)
	EvReduce    = "reduce"    // a discovery lowers a laying's cost by a card (Card: the discovery; Arg: the type laid)
	EvRoom      = "room"      // Wasseruhr makes room for a sixth discovery (Card: Wasseruhr, or the card laid with VAR-CLOCK-SELF)
	EvBonus     = "bonus"     // Leuchtturm adds to a player's offers (Arg: the bonus)
	EvFill      = "fill"      // a fill-... variant decides where the text does not say (Clause: the variant)
)

// cardTo puts card c, which has left its place, at place to. It reports
// false, and changes nothing, when to is no place for a card.
func (s *State) cardTo(c Card, to Place) bool {
	p := to.Player()
	switch to.Kind() {
	case PlacePile:
		s.pile[s.pileN] = c
		s.pileN++
	case PlaceDiscard:
		s.discard[s.discardN] = c
		s.discardN++
	case PlaceDisplay:
		s.Display[to.Index()] = c
	case PlaceGodSlot:
		s.GodSlot = c
	case PlaceHand:
		s.Players[p].Hand.Add(c)
	case PlaceFaceDown:
		s.Players[p].FaceDown = c
	case PlaceKept:
		s.Players[p].Kept.Add(c)
	case PlaceBox:
		s.Box.Add(c)
	case PlaceLyre:
		s.Players[p].Lyre = c
	case PlaceTableau:
		s.Players[p].Tableau[to.Index()].Card = c
	default:
		return false
	}
	return true
}

// cardFrom takes card c from place from. It reports false, and changes
// nothing, when from is no place for a card or c is not in the discard
// pile it is taken from.
func (s *State) cardFrom(c Card, from Place) bool {
	p := from.Player()
	switch from.Kind() {
	case PlacePile:
		s.pileN--
	case PlaceDiscard:
		i := 0
		for i < s.discardN && s.discard[i] != c {
			i++
		}
		if i == s.discardN {
			return false
		}
		copy(s.discard[i:], s.discard[i+1:s.discardN])
		s.discardN--
	case PlaceDisplay:
		s.Display[from.Index()] = NoCard
	case PlaceGodSlot:
		s.GodSlot = NoCard
	case PlaceHand:
		s.Players[p].Hand.Remove(c)
	case PlaceFaceDown:
		s.Players[p].FaceDown = NoCard
	case PlaceKept:
		s.Players[p].Kept.Remove(c)
	case PlaceBox:
		s.Box.Remove(c)
	case PlaceTableau:
		s.Players[p].Tableau[from.Index()].Card = NoCard
	default:
		return false
	}
	return true
}

// moveCard moves card c and logs it. A move the state cannot make stops
// the game with an engine.MoveError.
func (g *Game) moveCard(kind string, p int, c Card, from, to Place, clause string) {
	if !g.s.cardFrom(c, from) {
		g.failMove(kind, c.String(), from, g.s.Where(c).String(), NoPlace)
	}
	if !g.s.cardTo(c, to) {
		g.failMove(kind, c.String(), from, from.String(), to)
	}
	g.emit(kind, p, c, from, to, 0, clause)
}

// failMove stops the game with the engine.MoveError of a move of what (a
// card, a cube) by the rules running, which expected it at want and found
// it at at ("" for nowhere), or could not put it at to (NoPlace when that
// was not the fault).
func (g *Game) failMove(verb, what string, want Place, at string, to Place) {
	err := &engine.MoveError{Game: "uruk", Effect: g.effect, Verb: verb, Card: what, Want: want.String(), At: at}
	if to != NoPlace {
		err.To = to.String()
	}
	g.fail(err)
}

// discardFromHand discards one card of type t from p's hand.
func (g *Game) discardFromHand(p int, t Type, clause string) Card {
	c := g.s.Players[p].Hand.OfType(t)
	g.moveCard(EvDiscard, p, c, HandPlace(p), DiscardPlace, clause)
	return c
}

// cubeAt returns the counter of colour col at place pl, or nil for a
// place that holds no cubes.
func (s *State) cubeAt(pl Place, col Color) *uint8 {
	switch pl.Kind() {
	case PlaceReserve:
		return &s.Reserve[col]
	case PlaceStock:
		return &s.Players[pl.Player()].Stock[col]
	case PlaceTableau:
		return &s.Players[pl.Player()].Tableau[pl.Index()].Cubes[col]
	}
	return nil
}

// moveCube moves one cube of colour col and logs it. A cube that reaches
// the current player's stock during his turn counts as received
// (URUK-CARD-TONROHR-2).
func (g *Game) moveCube(p int, col Color, from, to Place, clause string) {
	s := &g.s
	f, t := s.cubeAt(from, col), s.cubeAt(to, col)
	switch {
	case f == nil || *f == 0:
		g.failMove(EvCube, col.String()+" cube", from, "", NoPlace)
	case t == nil:
		g.failMove(EvCube, col.String()+" cube", from, from.String(), to)
	}
	*f--
	*t++
	if to.Kind() == PlaceStock && s.Phase == PhasePlay && to.Player() == s.Current {
		s.Received |= 1 << col
	}
	g.emit(EvCube, p, s.slotCard(from, to), from, to, int(col), clause)
}

// discsAt returns the counter of discs at place pl, or nil for a place
// that holds no discs.
func (s *State) discsAt(pl Place) *uint8 {
	switch pl.Kind() {
	case PlaceEpoch:
		return &s.Epochs[pl.Index()]
	case PlaceCommon:
		return &s.Common
	case PlaceBox:
		return &s.BoxDiscs
	case PlaceTableau:
		return &s.Players[pl.Player()].Tableau[pl.Index()].Discs
	}
	return nil
}

// moveDisc moves one disc and logs it.
func (g *Game) moveDisc(p int, from, to Place, clause string) {
	s := &g.s
	f, t := s.discsAt(from), s.discsAt(to)
	switch {
	case f == nil || *f == 0:
		g.failMove(EvDisc, "disc", from, "", NoPlace)
	case t == nil:
		g.failMove(EvDisc, "disc", from, from.String(), to)
	}
	*f--
	*t++
	// The discovery the disc reaches is the event's card, the one it
	// leaves its Arg (-1: neither is a tableau slot).
	src := -1
	if from.Kind() == PlaceTableau {
		src = int(s.Players[from.Player()].Tableau[from.Index()].Card)
	}
	dst := NoCard
	if to.Kind() == PlaceTableau {
		dst = s.Players[to.Player()].Tableau[to.Index()].Card
	}
	g.emit(EvDisc, p, dst, from, to, src, clause)
}

// slotCard returns the discovery at whichever of from and to is a
// tableau slot, which cube and disc events name for people, or NoCard.
func (s *State) slotCard(from, to Place) Card {
	for _, pl := range [2]Place{to, from} {
		if pl.Kind() == PlaceTableau {
			return s.Players[pl.Player()].Tableau[pl.Index()].Card
		}
	}
	return NoCard
}
