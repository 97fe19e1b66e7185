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
//
//lint:ignore U1000 used by echoes_ageN.go as the cards are written.
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
