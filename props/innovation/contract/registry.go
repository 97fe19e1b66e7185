package contract

import (
	"sort"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Fn is the contract of one card effect: it reads one performance through
// c and records what breaks the text.
type Fn func(c *C)

// texts holds the contracts of one card, by edition.
type texts [inn.Fourth + 1][]Fn

// contracts holds every card's contracts, by card name.
var contracts = map[string]*texts{}

// card registers the contracts of a card whose effects read the same in
// both editions.
func card(name string, effects ...Fn) {
	contracts[name] = &texts{inn.First: effects, inn.Third: effects}
}

// byEdition registers the contracts of a card whose editions differ.
func byEdition(name string, first, third []Fn) {
	contracts[name] = &texts{inn.First: first, inn.Third: third}
}

// Lookup returns the contract of effect index (from 0) of the card named,
// in edition ed; index inn.EchoIndex gives an Echoes card's echo effect.
func Lookup(name string, ed inn.Edition, index int) (Fn, bool) {
	if index == inn.EchoIndex {
		fn, ok := echoContracts[name]
		return fn, ok && ed == inn.Fourth
	}
	t, ok := contracts[name]
	if ed == inn.Fourth && sameAsThird[name] {
		ed = inn.Third
	}
	if !ok || int(ed) >= len(t) || index < 0 || index >= len(t[ed]) {
		return nil, false
	}
	return t[ed][index], true
}

// Effects returns how many effects the contracts of the card named give in
// edition ed, and whether the card has contracts.
func Effects(name string, ed inn.Edition) (int, bool) {
	t, ok := contracts[name]
	if ed == inn.Fourth && sameAsThird[name] {
		ed = inn.Third
	}
	if !ok || int(ed) >= len(t) || (ed == inn.Fourth && t[ed] == nil) {
		return 0, false
	}
	return len(t[ed]), true
}

// Cards returns the names of the cards that have contracts, sorted.
func Cards() []string {
	out := make([]string, 0, len(contracts))
	for name := range contracts {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}
