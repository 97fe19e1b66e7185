package props

import (
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Determinism checks that games replay exactly and that clones and
// position texts are faithful.
var Determinism = &Property{
	Name:    "determinism",
	Clauses: []string{"SETUP-1", "COMP-5"},
	Doc:     "a clone given the same choice reaches the same state; a position printed and parsed is equal; at the end, replaying the decision log from its start (the seed, or the position RunFrom began at) reproduces every state hash",
	Cost:    Expensive,
	Check:   checkDeterminism,
}

func checkDeterminism(s *Step) error {
	if s.Prior != nil {
		g := s.Try()
		if err := g.Choose(s.Choice); err != nil {
			return s.Failf("SETUP-1", "a clone refuses the same choice %q: %v", s.Decision.Options[s.Choice].Label, err)
		}
		if g.Hash() != s.Game.Hash() || !sameDecision(g.Decision(), s.Game.Decision()) {
			return s.Failf("SETUP-1", "a clone given the same choice %q reaches another state", s.Decision.Options[s.Choice].Label)
		}
	}
	if s.Game.State().Phase != inn.PhaseSetup {
		text := s.Game.Position()
		g, err := inn.ParsePosition(s.Config, s.Deck, text)
		if err != nil {
			return s.Failf("COMP-5", "the position does not parse back: %v\n%s", err, text)
		}
		if g.Hash() != s.Game.Hash() {
			return s.Failf("COMP-5", "a printed and parsed position has another hash:\n%s", text)
		}
		if again := g.Position(); again != text {
			return s.Failf("COMP-5", "a printed and parsed position prints differently:\n%s\n----\n%s", text, again)
		}
	}
	if !s.Final {
		return nil
	}
	g, err := s.Log.restart(s.Deck)
	if err != nil {
		return s.Failf("SETUP-1", "the game does not start again: %v", err)
	}
	for i, c := range s.Log.Choices {
		if err := g.Choose(c); err != nil {
			return s.Failf("SETUP-1", "replaying decision %d (%q) fails: %v", i, s.Log.Labels[i], err)
		}
		if g.Hash() != s.Log.Hashes[i] {
			return s.Failf("SETUP-1", "replaying the decision log from its start gives another state after decision %d (%q)", i, s.Log.Labels[i])
		}
	}
	return nil
}
