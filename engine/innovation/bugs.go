package innovation

import (
	"fmt"
	"strings"
)

// Bug is a defect planted on purpose at one spot of the engine, to prove
// that the properties catch defects of its class (the must-fail proof). A
// bug is off unless a game's configuration plants it (Config.Bugs, the
// setting bugs=a,b of its text); normal play never turns one on, and a
// game with a bug planted runs beside games without it.
type Bug struct {
	Name   string // the identifier used by tests and the harness
	Clause string // the rule clause the defect breaks
	Doc    string // what goes wrong, for people
	bit    uint32
}

// The planted bugs, one per property class.
var (
	BugConservation = &Bug{"conservation", "COMP-5", "a melded card also stays in its owner's hand", 1 << 0}
	BugSplay        = &Bug{"splay", "KEY-SPLAY", "a meld that makes a pile of two cards splays it right without a splay event", 1 << 1}
	BugIcons        = &Bug{"icons", "ICON-1", "the icon cache is never decreased", 1 << 2}
	BugEnding       = &Bug{"ending", "END-2", "on a score victory only the first of the tied players wins", 1 << 3}
	BugAchievement  = &Bug{"achievement", "ACHIEVE-1", "an age achievement needs 5 points fewer than 5×age", 1 << 4}
	BugDogmaSets    = &Bug{"dogma-sets", "DOGMA-2", "an opponent with exactly as many featured icons does not share", 1 << 5}
	BugShareBonus   = &Bug{"share-bonus", "DOGMA-6", "the share bonus is never drawn", 1 << 6}
	BugTurn         = &Bug{"turn", "SETUP-6", "the first turn has two actions", 1 << 7}
	BugHiddenInfo   = &Bug{"hidden-info", "INFO-2", "meld options are listed in reverse when the hidden top card of supply 1 has an odd id", 1 << 8}
	BugTermination  = &Bug{"termination", "TURN-1", "after a Draw action with five cards in hand the player is asked to keep a card, again and again", 1 << 9}
	BugLegality     = &Bug{"legality", "DOGMA-8", "an option index one past the last is accepted", 1 << 10}
	BugDeterminism  = &Bug{"determinism", "SETUP-1", "a printed position lists supply piles bottom first", 1 << 11}
	BugMayNoDecline = &Bug{"may-no-decline", "DOGMA-8", "a \"may\" question offers only yes", 1 << 12}
	BugStaleOption  = &Bug{"stale-option", "DOGMA-8", "a choice of several cards offers again a card picked earlier in the same choice", 1 << 13}
	BugStaleDemand  = &Bug{"stale-demand", "DOGMA-5", "the 3rd-edition Oars repeats its demand over the crown cards the hand held when the demand began", 1 << 14}
	BugRunaway      = &Bug{"runaway", "TURN-1", "Metalworking draws, reveals and returns a 1 three thousand times over before it goes on", 1 << 15}
)

// Bugs lists every planted bug.
var Bugs = []*Bug{BugConservation, BugSplay, BugIcons, BugEnding, BugAchievement,
	BugDogmaSets, BugShareBonus, BugTurn, BugHiddenInfo, BugTermination, BugLegality, BugDeterminism,
	BugMayNoDecline, BugStaleOption, BugStaleDemand, BugRunaway}

// The planted bugs of card semantics: a card effect that does what its
// text does not say.
var (
	BugCardAge     = &Bug{"card-age", "DOGMA-4", "Sailing draws and melds a 2 instead of a 1", 1 << 16}
	BugCardEdition = &Bug{"card-edition", "DOGMA-4", "the 1st-edition Measurement follows its 3rd-edition text: it reveals the card it returns and splays that card's color", 1 << 17}
)

// CardBugs lists the planted bugs of card semantics. They are listed apart
// from Bugs, each of which the harness's must-fail tests expect to be
// caught by the property guarding its own rule; LookupBug, ParseBugs and
// BugSet know every list.
var CardBugs = []*Bug{BugCardAge, BugCardEdition}

// The planted bugs that only a card's contract sees: each does what the
// card-text property allows (the same verbs, an age its text may draw) but
// not what the text says.
var (
	BugContractAge    = &Bug{"contract-relative-age", "DOGMA-4", "Agriculture draws and scores a card two ages above the card returned, not one", 1 << 18}
	BugContractZone   = &Bug{"contract-zone", "DOGMA-5", "Archery's demand transfers the highest card to the activator's score pile, not hand", 1 << 19}
	BugContractMay    = &Bug{"contract-may", "DOGMA-4", "Code of Laws splays the tucked color left without asking", 1 << 20}
	BugContractRepeat = &Bug{"contract-repeat", "DOGMA-4", "Metalworking stops after the first card it scores instead of drawing again", 1 << 21}
	BugContractClaim  = &Bug{"contract-claim", "DOGMA-4", "Masonry claims Monument for three melds, not four", 1 << 22}
)

// ContractBugs lists the planted bugs that the card contracts must catch
// and the card-text property cannot.
var ContractBugs = []*Bug{BugContractAge, BugContractZone, BugContractMay, BugContractRepeat, BugContractClaim}

// allBugs returns Bugs, CardBugs and ContractBugs.
func allBugs() []*Bug {
	out := append(Bugs[:len(Bugs):len(Bugs)], CardBugs...)
	return append(out, ContractBugs...)
}

// BugSet is a set of planted bugs, as a configuration carries them.
type BugSet uint32

// Has reports whether b is in the set.
func (s BugSet) Has(b *Bug) bool { return uint32(s)&b.bit != 0 }

// With returns the set with bugs added.
func (s BugSet) With(bugs ...*Bug) BugSet {
	for _, b := range bugs {
		s |= BugSet(b.bit)
	}
	return s
}

// Bugs lists the bugs of the set, in the order of Bugs, CardBugs and
// ContractBugs.
func (s BugSet) Bugs() []*Bug {
	var out []*Bug
	for _, b := range allBugs() {
		if s.Has(b) {
			out = append(out, b)
		}
	}
	return out
}

// Names lists the names of the bugs of the set, in the order of Bugs.
func (s BugSet) Names() []string {
	var out []string
	for _, b := range s.Bugs() {
		out = append(out, b.Name)
	}
	return out
}

// ParseBugs reads a comma-separated list of planted bug names ("none" or
// "" for none).
func ParseBugs(text string) (BugSet, error) {
	var s BugSet
	for _, n := range strings.Split(text, ",") {
		if n = strings.TrimSpace(n); n == "" || n == "none" {
			continue
		}
		b, ok := LookupBug(n)
		if !ok {
			return 0, fmt.Errorf("unknown planted bug %q", n)
		}
		s = s.With(b)
	}
	return s, nil
}

// bug reports whether b is planted in g's configuration. The engine reads
// it at the spot of each bug: one load and one predictable branch.
func (g *Game) bug(b *Bug) bool { return g.cfg.Bugs.Has(b) }

// Bug reports whether b is planted in the configuration of the game the
// effect runs in. It is for the bugs planted in the cards' effects,
// outside this package.
func (x *Exec) Bug(b *Bug) bool { return x.g.bug(b) }

// LookupBug returns the planted bug with the given name.
func LookupBug(name string) (*Bug, bool) {
	for _, b := range allBugs() {
		if b.Name == name {
			return b, true
		}
	}
	return nil, false
}
