package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Config is a game's configuration: for Innovation the players, the teams,
// the edition, the variants and the last age. Its String is the text the
// game's Registration.ParseConfig reads back ("players=3 edition=3rd"),
// which game files write after "game:".
type Config interface {
	String() string
}

// Clause is one numbered rule of a game's RULES.md, as coverage reports it.
type Clause struct {
	ID string // such as "DOGMA-6"
	// Definition is set for a clause that defines a word other clauses
	// apply (KEY-WIN defines "the single player with the most"): no event
	// cites it, and it says where the definition is applied, which
	// coverage reports instead of counting events.
	Definition string
}

// Variant is a named reading of one rule clause that a configuration may
// switch on.
type Variant struct {
	Name   string // the identifier used on command lines and in game files
	Clause string // the clause the variant changes
	Doc    string // one line for people
}

// Registration is a game as the harness knows it: one value per game,
// made by the game's own package, listed by cmd/dogma alone. Campaigns,
// scenario files, the shrinker, the corpus, perft, coverage, bench and
// show reach the game only through it and through the Game interface.
//
// The functions are called concurrently by campaign workers and must not
// share mutable state.
type Registration struct {
	// Name is the game's identifier on command lines and in game files
	// ("game: innovation"): lower case, no spaces.
	Name string
	// Title and Doc are for people: the game's name and one line on it.
	Title, Doc string

	// ParseConfig reads a configuration from its text: space-separated
	// settings such as "players=3 teams edition=3rd variants=if-affected".
	// The empty text is the default configuration. Errors name the setting.
	ParseConfig func(text string) (Config, error)
	// Settings lists the settings a configuration text may give, in the
	// order help texts list them. ParseConfig refuses what they do not
	// allow.
	Settings []Setting
	// FileDefaults are settings a game file's start assumes when it does
	// not give them, read before the file's own (Innovation: "ages=3",
	// the game its first scenario files were written for).
	FileDefaults string
	// Setups returns the configurations a campaign mixes when it is told
	// nothing, in a fixed order.
	Setups func() []Config
	// New sets up a game of cfg from seed.
	New func(cfg Config, seed uint64) (Game, error)

	// ParsePosition reads a position text (what Game.Position prints) in
	// the configuration cfg, unless its own first line names one. line is
	// the file line of the text's first line, so that errors can say
	// file:line; an error at one line is a *LineError.
	ParsePosition func(cfg Config, text string, line int) (Game, error)
	// Simplify minimises a start position for the shrinker, as text: it
	// takes things away from position (a player, a zone, a card), the most
	// drastic first, offers each simpler text to keep, goes on from each
	// one keep accepts (the failure persists), and returns the last text
	// accepted or, when keep accepts none, position (which a game may
	// write again in its own layout). The game owns the order of the search,
	// so that the same failure always shrinks to the same file. It may be
	// nil: the shrinker then leaves start positions as they are.
	Simplify func(position string, keep func(simpler string) bool) string
	// PositionSize measures a position text for the shrinker's reports:
	// the cards (or pieces) it places. It may be nil (every size is 0).
	PositionSize func(position string) int

	// Clauses lists every clause of the game's rules, in RULES.md order.
	Clauses []Clause
	// Unreachable says why no game of the given configurations can reach
	// clause id, or returns "" when some game may. It may be nil.
	Unreachable func(id string, cfgs []Config) string
	// Variants lists the rule variants a configuration may switch on.
	Variants []Variant
	// Branches returns the branches a game of cfg may take that coverage
	// reports whether reached or not (Innovation: every card effect of the
	// edition), named as BranchOf names them. Branches it does not list,
	// finer ones such as the outcomes of an effect, are reported once
	// reached. It may be nil: coverage then lists the branches it saw.
	Branches func(cfg Config) []string
	// BranchOf names the branch of the rules that e, an event of a game of
	// cfg, belongs to ("Archery 1 (1st): transfer"), or returns "" for an
	// event of no branch. It may be nil.
	BranchOf func(cfg Config, e *Event) string

	// Render returns the state of g, a game of this registration, as
	// player viewer sees it (from 0), or with everything shown when viewer
	// is Omniscient.
	Render func(g Game, viewer int) View
	// Redactor returns a Redactor for player viewer (from 0) that has
	// observed g, a game of this registration. It is nil for a game whose
	// events and labels hide nothing from any player; the Omniscient
	// viewer needs none.
	Redactor func(g Game, viewer int) Redactor
	// Commands are the game's own commands of scenario files, beside the
	// generic ones (position, game, play, decision, result, check):
	// Innovation adds "state" and "icons".
	Commands []Command

	// Cards lists the game's cards for dogma cards. It is nil for a game
	// with no cards to list.
	Cards func() *CardList
	// CardsOf lists the game's cards as a configuration plays them, for
	// dogma cards with settings (Innovation: --edition 4th, whose deck has
	// facts and cards of its own). It may be nil: Cards serves then.
	CardsOf func(cfg Config) *CardList
	// Measures are operations of the game's own that dogma bench times on
	// mid-game positions beside a clone and a hash (Innovation: a full
	// icon recount, which a property makes on its cadence). It may be nil.
	Measures []Measure

	// Bugs are defects planted on purpose in the game's engine, which a
	// campaign must find (the must-fail proof of its properties).
	Bugs []Bug

	// NeutralHooks put the game behind the referee protocol.
	NeutralHooks
}

// CardList is the cards of a game, as dogma cards lists them.
type CardList struct {
	Cards  []Card   // in the game's order
	Colors []string // every color a card may have, in the game's order
	MaxAge int      // the highest age of a card
}

// Card is one card of a game as dogma cards lists it: its printed facts
// and whether its effects are written.
type Card struct {
	Name     string   // its title
	French   string   // its French title
	Age      int      // 0 for a special achievement
	Color    string   // "" for a card of no color
	Icons    []string // top-left, bottom-left, bottom-middle, bottom-right
	Featured string   // the icon its dogma counts
	Demand   bool     // whether an effect is a demand
	// Written lists the editions whose effects of the card are written,
	// or "-" for a card with no effects to write.
	Written []string
	// Text is the card's effects and rulings as the game's card texts
	// give them.
	Text string
	// Contract lists the editions whose effects of the card have a
	// contract, written from its text (the properties' card oracle), or
	// "-" for a card with no effects; nil when the game says nothing of
	// contracts.
	Contract []string
}

// Measure is one operation of a game that dogma bench times.
type Measure struct {
	Name string // its name in the report ("recount")
	Doc  string // one line for people
	// Do performs the operation once on g, a game of the registration,
	// and returns a value that depends on its work, so that the work is
	// not optimized away.
	Do func(g Game) uint64
}

// Bug is a defect a game can plant in its own engine on purpose. A
// configuration carries the bugs planted in its games (in its text, as a
// setting such as "bugs=share-bonus"), so that games with and without a
// bug run side by side in one process.
type Bug struct {
	Name string // the identifier on command lines ("share-bonus")
	Doc  string // what goes wrong, for people
	// Plant returns cfg, a configuration of the game, with the defect
	// planted as well as those cfg carries already.
	Plant func(cfg Config) (Config, error)
}

// Bug returns the registered planted bug with the given name.
func (r *Registration) Bug(name string) (Bug, bool) {
	for _, b := range r.Bugs {
		if b.Name == name {
			return b, true
		}
	}
	return Bug{}, false
}

// WithBugs returns cfg with the planted bugs named added to those it
// carries. An unknown name is an error that names it.
func (r *Registration) WithBugs(cfg Config, names []string) (Config, error) {
	for _, n := range names {
		if n = strings.TrimSpace(n); n == "" {
			continue
		}
		b, ok := r.Bug(n)
		if !ok {
			return nil, fmt.Errorf("unknown planted bug %q of %s", n, r.Name)
		}
		var err error
		if cfg, err = b.Plant(cfg); err != nil {
			return nil, fmt.Errorf("planted bug %s: %v", n, err)
		}
	}
	return cfg, nil
}

// Planting returns a copy of r whose games carry the planted bugs named
// as well: the configurations its ParseConfig reads, its Setups make and
// its New and ParsePosition are given plant them (a position text that
// names its own configuration keeps that one's bugs). It returns r itself
// when names is empty.
func (r *Registration) Planting(names []string) (*Registration, error) {
	if len(names) == 0 {
		return r, nil
	}
	def, err := r.ParseConfig("")
	if err != nil {
		return nil, err
	}
	if _, err := r.WithBugs(def, names); err != nil {
		return nil, err
	}
	names = slices.Clone(names)
	plant := func(cfg Config) (Config, error) {
		if cfg == nil {
			cfg = def
		}
		return r.WithBugs(cfg, names)
	}
	p := *r
	p.ParseConfig = func(text string) (Config, error) {
		cfg, err := r.ParseConfig(text)
		if err != nil {
			return nil, err
		}
		return plant(cfg)
	}
	p.Setups = func() []Config {
		var out []Config
		for _, cfg := range r.Setups() {
			if c, err := plant(cfg); err == nil {
				cfg = c
			}
			out = append(out, cfg)
		}
		return out
	}
	p.New = func(cfg Config, seed uint64) (Game, error) {
		cfg, err := plant(cfg)
		if err != nil {
			return nil, err
		}
		return r.New(cfg, seed)
	}
	p.ParsePosition = func(cfg Config, text string, line int) (Game, error) {
		cfg, err := plant(cfg)
		if err != nil {
			return nil, err
		}
		return r.ParsePosition(cfg, text, line)
	}
	return &p, nil
}

// Variant returns the registered variant with the given name.
func (r *Registration) Variant(name string) (Variant, bool) {
	for _, v := range r.Variants {
		if strings.EqualFold(v.Name, name) {
			return v, true
		}
	}
	return Variant{}, false
}

// LineError is an error at one line of a text a game reads (a position,
// a configuration in a game file).
type LineError struct {
	Line int // from 1
	Msg  string
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// Command is a command of scenario files that one game adds: it prints
// something of the game as it stands.
type Command struct {
	Name string
	// Args are the arguments it takes, besides "error"; one that ends in
	// "=" takes a value.
	Args []string
	Doc  string // one line for people
	// Run prints what the command shows of g, given the arguments of the
	// command line, or returns an error.
	Run func(g Game, args []string) (string, error)
}

// LabelPass is the label of the option that ends a choice of cards once
// enough are chosen (see Count).
const LabelPass = "pass"

// SettingKind says what values a Setting takes.
type SettingKind uint8

// The kinds of settings.
const (
	// Number is a whole number from Min to Max ("players=3").
	Number SettingKind = iota
	// Choice is one of Values ("edition=3rd").
	Choice
	// Switch is on when named alone or "=true", off with "=false" ("teams").
	Switch
	// List is a comma-separated list of Values, "none" or empty for none
	// ("variants=if-affected,monument-combined").
	List
)

// Setting is one setting of a game's configuration, as its configuration
// text names it and as command lines set it: flags, help texts,
// validation, campaign mixes and CI plans come from these declarations.
type Setting struct {
	// Name is the key in configuration texts ("players", "variants").
	Name string
	// Flag is the command-line flag that sets it, when it is not Name
	// ("variant" for variants, a flag that names one variant at a time).
	Flag string
	Kind SettingKind
	Doc  string // one line for people
	// Default is the value a configuration text that does not give the
	// setting stands for ("2", "1st", "10"; "false" for a Switch, "" for a
	// List).
	Default string
	// Min and Max bound a Number.
	Min, Max int
	// Values are the values of a Choice or a List, in the order help
	// texts give them.
	Values []string
	// Mix are the values a campaign mixes when it is told nothing of the
	// setting; nil means Default alone. A value may name a Switch of the
	// game that Implies this setting ("teams" among player counts); a
	// value of a List is a whole comma-separated list. Crossed, the first
	// setting varying fastest, the mixes of a game's settings make its
	// Setups.
	Mix []string
	// Bench is the value dogma bench plays when told nothing, when it is
	// not Default: bench times games played to their end, and a game whose
	// default rules stop at a rule gap names the value that fills it.
	Bench string
	// Implies are the settings a Switch needs, as configuration text
	// ("players=4" for teams): a mix names the switch among the values of
	// the setting it implies. A Choice or a List whose values need other
	// settings names them here too; CheckSettings tries its values with
	// them.
	Implies string
}

// FlagName returns the command-line flag of the setting, without dashes.
func (s Setting) FlagName() string {
	if s.Flag != "" {
		return s.Flag
	}
	return s.Name
}

// Allowed describes the values the setting takes, for messages and help:
// "2..4", "1st or 3rd", "true or false", or the list of values.
func (s Setting) Allowed() string {
	switch s.Kind {
	case Number:
		return fmt.Sprintf("%d..%d", s.Min, s.Max)
	case Switch:
		return "true or false"
	case Choice:
		return orList(s.Values)
	}
	return strings.Join(s.Values, ", ")
}

// orList joins values as "a, b or c".
func orList(values []string) string {
	if len(values) < 2 {
		return strings.Join(values, "")
	}
	return strings.Join(values[:len(values)-1], ", ") + " or " + values[len(values)-1]
}

// Number reads the value of a Number setting: a whole number from Min to
// Max. An explicit 0 out of that range is an error that names the range,
// never the default a missing value stands for.
func (s Setting) Number(val string) (int, error) {
	n, err := strconv.Atoi(val)
	if err != nil {
		return 0, fmt.Errorf("%q is not a number: allowed %d..%d", val, s.Min, s.Max)
	}
	if n < s.Min || n > s.Max {
		return 0, fmt.Errorf("%d is out of range: allowed %d..%d", n, s.Min, s.Max)
	}
	return n, nil
}

// Check reports whether val is a value of the setting, as a configuration
// text gives it; errors name what is allowed.
func (s Setting) Check(val string) error {
	switch s.Kind {
	case Number:
		_, err := s.Number(val)
		return err
	case Switch:
		if val != "" && val != "true" && val != "false" {
			return fmt.Errorf("%q is not true or false", val)
		}
	case Choice:
		if !s.has(val) {
			return fmt.Errorf("unknown %s %q (want %s)", s.Name, val, s.Allowed())
		}
	case List:
		for _, v := range strings.Split(val, ",") {
			if v = strings.TrimSpace(v); v != "" && v != "none" && !s.has(v) {
				return fmt.Errorf("unknown %s %q (want %s)", strings.TrimSuffix(s.Name, "s"), v, s.Allowed())
			}
		}
	}
	return nil
}

// has reports whether v is one of the setting's values.
func (s Setting) has(v string) bool {
	for _, w := range s.Values {
		if strings.EqualFold(w, v) {
			return true
		}
	}
	return false
}

// Setting returns the game's setting with the given name.
func (r *Registration) Setting(name string) (Setting, bool) {
	for _, s := range r.Settings {
		if s.Name == name {
			return s, true
		}
	}
	return Setting{}, false
}

// SettingOfFlag returns the game's setting that the command-line flag
// names (without dashes).
func (r *Registration) SettingOfFlag(flag string) (Setting, bool) {
	for _, s := range r.Settings {
		if s.FlagName() == flag {
			return s, true
		}
	}
	return Setting{}, false
}

// CheckSettings checks that ParseConfig agrees with Settings: the default
// text parses; every value of every setting, of its Mix and its Bench, is
// accepted alone; a Number's bounds are accepted and the numbers just
// outside them, and 0, refused with an error that names the range; a
// Choice or List refuses an unknown value. A game's tests call it.
func (r *Registration) CheckSettings() error {
	if _, err := r.ParseConfig(""); err != nil {
		return fmt.Errorf("%s: the default configuration: %v", r.Name, err)
	}
	if len(r.Settings) == 0 {
		return fmt.Errorf("%s: no settings declared", r.Name)
	}
	accept := func(text string) error {
		if _, err := r.ParseConfig(text); err != nil {
			return fmt.Errorf("%s: %q refused: %v", r.Name, text, err)
		}
		return nil
	}
	for _, s := range r.Settings {
		if s.Default != "" && s.Kind != Switch {
			if err := accept(s.Name + "=" + s.Default); err != nil {
				return err
			}
		}
		for _, v := range append(slices.Clone(s.Mix), s.Bench) {
			if sw, ok := r.Setting(v); ok && sw.Kind == Switch {
				continue // a switch among the values it implies
			}
			if v != "" {
				if err := accept(strings.TrimSpace(s.Name + "=" + v + " " + s.Implies)); err != nil {
					return err
				}
			}
		}
		switch s.Kind {
		case Number:
			for _, n := range []int{s.Min, s.Max} {
				if err := accept(fmt.Sprintf("%s=%d", s.Name, n)); err != nil {
					return err
				}
			}
			for _, n := range []int{0, s.Min - 1, s.Max + 1} {
				if n >= s.Min && n <= s.Max {
					continue
				}
				text := fmt.Sprintf("%s=%d", s.Name, n)
				_, err := r.ParseConfig(text)
				if err == nil || !strings.Contains(err.Error(), s.Allowed()) {
					return fmt.Errorf("%s: %q: want an error naming %s, got %v", r.Name, text, s.Allowed(), err)
				}
			}
		case Switch:
			if err := accept(strings.TrimSpace(s.Name + " " + s.Implies)); err != nil {
				return err
			}
		case Choice, List:
			for _, v := range s.Values {
				if err := accept(strings.TrimSpace(s.Name + "=" + v + " " + s.Implies)); err != nil {
					return err
				}
			}
			if _, err := r.ParseConfig(s.Name + "=no-such-value"); err == nil {
				return fmt.Errorf("%s: %s=no-such-value accepted", r.Name, s.Name)
			}
		}
	}
	return nil
}
