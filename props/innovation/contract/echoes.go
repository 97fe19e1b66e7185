package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of the cards of Echoes of the Past (EFFECTS-echoes.md),
// registered with echoes in echoes_ageN.go, one file per age. An Echoes
// card is played only in the 4th edition: its dogma effects' contracts are
// the card's 4th-edition ones, and its echo effect's contract is looked up
// with the echo effect's index, inn.EchoIndex (ECHO-EXECUTE).

// echoContracts holds the contract of each Echoes card's echo effect, by
// card name.
var echoContracts = map[string]Fn{}

// echoes registers the contracts of an Echoes of the Past card: its echo
// effect's (nil for a card without one) and its dogma effects', in the
// card's order.
func echoes(name string, echo Fn, effects ...Fn) {
	if effects == nil {
		effects = []Fn{}
	}
	contracts[name] = &texts{inn.Fourth: effects}
	if echo != nil {
		echoContracts[name] = echo
	}
}

// HasEcho reports whether the card named has a contract for its echo
// effect.
func HasEcho(name string) bool {
	_, ok := echoContracts[name]
	return ok
}

// EchoMoves returns the cards of the moves of kind (inn.EvDraw,
// inn.EvMeld...) that player p made by this card's echo effect earlier in
// the Dogma action, in order: what "by X's echo effect in this action"
// names (an echo effect may run more than once in an action, executed).
func (c *C) EchoMoves(kind string, p int) []inn.Card {
	name := c.perf.Card + inn.EchoSuffix
	var out []inn.Card
	for i := range c.perf.Echo {
		e := &c.perf.Echo[i].Event
		if e.Effect == name && e.Kind == kind && e.Player == p && e.Card >= 0 && e.Card < inn.MaxCards {
			out = append(out, inn.Card(e.Card))
		}
	}
	return out
}

// EchoLast returns the card of the last of EchoMoves(kind, p), or NoCard:
// "the card you drew last by X's echo effect in this action".
func (c *C) EchoLast(kind string, p int) inn.Card {
	if m := c.EchoMoves(kind, p); len(m) > 0 {
		return m[len(m)-1]
	}
	return inn.NoCard
}
