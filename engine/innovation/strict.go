package innovation

import "github.com/dogma-engine/dogma/engine"

// Strict moves. An effect says where it expects a card to be before it
// moves it; a card that is not there is an engine error, never a silent
// success. The error catches effects that act on a stale set of cards: an
// option offered for a card an earlier pick already moved, or a repeated
// demand that moves again a card it has moved before.

// anyColor is the index of a Place that stands for every pile of a board.
const anyColor = 15

// WholeBoard returns the whole board of player p, as a place a card is expected
// to be in: any of p's piles.
func WholeBoard(p int) Place { return mkPlace(PlaceBoard, p, anyColor) }

// holds reports whether a card at place at is in the zone pl names: the
// same place, or any pile of the board when pl is WholeBoard(p).
func holds(pl, at Place) bool {
	if pl == at {
		return true
	}
	return pl.Kind() == PlaceBoard && pl.Index() == anyColor &&
		at.Kind() == PlaceBoard && at.Player() == pl.Player()
}

// MoveError is the error of a move that does not fit where the card is:
// the card is not where the effect expected it, or the move would put it
// where it already is.
type MoveError = engine.MoveError

// expect stops the game with a MoveError unless card c is in one of the
// zones of from.
func (x *Exec) expect(verb string, c Card, from ...Place) {
	at := x.g.s.Where(c)
	for _, pl := range from {
		if holds(pl, at) {
			return
		}
	}
	want := ""
	for i, pl := range from {
		if i > 0 {
			want += " or "
		}
		if pl.Kind() == PlaceBoard && pl.Index() == anyColor {
			want += SeatName(pl.Player()) + " board"
		} else {
			want += pl.String()
		}
	}
	x.g.fail(&MoveError{Game: "innovation", Effect: x.g.effect, Verb: verb, Card: x.g.deck.Name(c), Want: want, At: at.String()})
}

// checkDestination stops the game with a MoveError when a move would put
// card c where it already is: no rule moves a card onto itself, so such a
// move comes from an effect acting on a card it has moved before.
func (g *Game) checkDestination(verb string, c Card, from, to Place) {
	if from == to {
		g.failOntoItself(verb, c, from)
	}
}

// failOntoItself stops the game with the MoveError of a move of card c
// onto from, where it is.
func (g *Game) failOntoItself(verb string, c Card, from Place) {
	g.fail(&MoveError{Game: "innovation", Effect: g.effect, Verb: verb, Card: g.deck.Name(c), Want: "elsewhere", At: from.String()})
}

// LoopError is the error of an effect that repeats without making
// progress: "run this effect again" would then run for ever (EFFECTS.md
// §0.8).
type LoopError = engine.LoopError

// Repeat runs one round of a repeating effect, then another as long as
// round returns true ("run this effect again", EFFECTS.md §0.8). Every
// repeating effect of the game consumes something each round (a supply
// card drawn, a card taken from a shrinking set), so a round that asks to
// go on from a state the effect was in before is a LoopError: it changed
// nothing, or it cycles, and the repetition would never end.
func (x *Exec) Repeat(round func() bool) {
	var seen [8]uint64
	hashes := seen[:0]
	for n := 1; ; n++ {
		hashes = append(hashes, x.g.s.Hash())
		if !round() {
			return
		}
		now := x.g.s.Hash()
		for k, h := range hashes {
			if h == now {
				x.g.fail(&LoopError{Game: "innovation", Effect: x.g.effect, Round: n, Again: k + 1})
			}
		}
	}
}
