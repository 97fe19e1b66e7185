package innovation

import inn "github.com/dogma-engine/dogma/engine/innovation"

// evKind numbers the kinds of Innovation's events, so that the properties
// tell an event's kind once and then compare small integers rather than
// strings.
type evKind uint8

// The kinds of events; evOther is a kind the properties do not know.
const (
	evOther evKind = iota
	evDraw
	evMeld
	evTuck
	evScore
	evReturn
	evTransfer
	evExchange
	evRemove
	evJunk
	evForeshadow
	evAchieve
	evChain
	evSpecial
	evReveal
	evSplay
	evUnsplay
	evRearrange
	evDogma
	evEffect
	evTurn
	evFirst
	evOverflow
	evEnd
	evCut
	numKinds
)

// kindOf returns the kind of an event named kind.
func kindOf(kind string) evKind {
	switch kind {
	case inn.EvDraw:
		return evDraw
	case inn.EvMeld:
		return evMeld
	case inn.EvTuck:
		return evTuck
	case inn.EvScore:
		return evScore
	case inn.EvReturn:
		return evReturn
	case inn.EvTransfer:
		return evTransfer
	case inn.EvExchange:
		return evExchange
	case inn.EvRemove:
		return evRemove
	case inn.EvForeshadow:
		return evForeshadow
	case inn.EvJunk:
		return evJunk
	case inn.EvChain:
		return evChain
	case inn.EvAchieve:
		return evAchieve
	case inn.EvSpecial:
		return evSpecial
	case inn.EvReveal:
		return evReveal
	case inn.EvSplay:
		return evSplay
	case inn.EvUnsplay:
		return evUnsplay
	case inn.EvRearrange:
		return evRearrange
	case inn.EvDogma:
		return evDogma
	case inn.EvEffect:
		return evEffect
	case inn.EvTurn:
		return evTurn
	case inn.EvFirst:
		return evFirst
	case inn.EvOverflow:
		return evOverflow
	case inn.EvEnd:
		return evEnd
	case inn.EvCut:
		return evCut
	}
	return evOther
}

// moves reports whether events of this kind move a card from From to To.
func (k evKind) moves() bool { return k >= evDraw && k <= evSpecial }

// changes reports whether an event of this kind changes the game
// (DOGMA-6): a move, a reveal, a splay or a new order of a pile.
func (k evKind) changes() bool { return k >= evDraw && k <= evRearrange }

// checkPoint reports whether the engine checks the special achievements
// after an event of this kind (TURN-3: after every change).
func (k evKind) checkPoint() bool {
	switch k {
	case evSpecial, evReveal, evDogma, evEffect, evFirst, evOverflow, evEnd:
		return false
	}
	return true
}
