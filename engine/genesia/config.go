package genesia

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Variant is a reading of one clause that a configuration may switch on
// (RULES.md "Variants"). A variant named fill-... fills a hole (a rule
// gap) with a stated ruling, so that a campaign can play past it.
type Variant = engine.GameVariant

// The variants the engine knows, in RULES.md order.
var (
	VarDraftAsPrinted = &Variant{Name: "draft-as-printed", Clause: "GEN-DRAFT-2",
		Doc: "the draft passes left, left, right in Ages I, II, III, the order the anatomy figure prints, not left, right, left"}
	VarHomelandCardsOnly = &Variant{Name: "homeland-cards-only", Clause: "GEN-HOME-1",
		Doc: "only cards put clans in a foreign homeland: a movement never stops there"}
	VarNobelAttackable = &Variant{Name: "nobel-attackable", Clause: "GEN-ATK-4",
		Doc: "the holder of the Nobel Peace Prize launches no assault but may be attacked"}
	VarSiegeForced = &Variant{Name: "siege-forced", Clause: "GEN-ASSAULT-4",
		Doc: "a city left without clans must be besieged, as the aid card words it, when the attacker can"}
	VarReseatNewOnly = &Variant{Name: "reseat-new-only", Clause: "GEN-ORDER-1",
		Doc: "re-seating counts only the progress points of cards played or copied in the Age, not the inventions of earlier Ages"}
	VarFillReserveShort = &Variant{Name: "fill-reserve-short", Clause: "GEN-AGE-2",
		Doc: "fills a hole: a player to take more coins than the reserve holds takes what it holds"}
	VarFillWarEnds = &Variant{Name: "fill-war-ends", Clause: "GEN-ATK-5",
		Doc: "fills a hole: a War round that changed nothing on the board ends the Attack phase"}
	VarFillTeamTies = &Variant{Name: "fill-team-ties", Clause: "GEN-TEAM-1",
		Doc: "fills a hole: teams tied on score are parted by the objective, then progress points of each team's lowest member, then share the win"}
)

// Variants lists every variant, in RULES.md order.
var Variants = []*Variant{
	VarDraftAsPrinted, VarHomelandCardsOnly, VarNobelAttackable, VarSiegeForced, VarReseatNewOnly,
	VarFillReserveShort, VarFillWarEnds, VarFillTeamTies,
}

// VariantTable is Variants as the kernel knows them.
var VariantTable = engine.NewVariantTable(Variants)

// variants tags the VariantSets of the game.
type variants struct{}

// Variants returns VariantTable.
func (variants) Variants() engine.VariantTable { return VariantTable }

// VariantSet is a set of variants switched on.
type VariantSet = engine.VariantSet[variants]

// FillAll is every fill-... variant.
func FillAll() VariantSet { return engine.FillSet[variants]() }

// Solo modes (GEN-SOLO-3).
var modeNames = []string{"beginner", "expert", "heroic"}

// Settings are the settings of a configuration, as String names them.
var Settings = []engine.Setting{
	{Name: "players", Kind: engine.Number, Doc: "players per game (1 is the solo game with two peoples)", Default: "3", Min: 1, Max: MaxPlayers,
		Mix: []string{"1", "2", "3", "4", "5", "teams"}},
	{Name: "teams", Kind: engine.Switch, Doc: "team play: P1, P3, P5 against P2, P4; a team scores its lowest member's total (3 to 5 players)", Default: "false", Implies: "players=4"},
	{Name: "mode", Kind: engine.Choice, Doc: "the solo mode, which sets the cards aside", Default: "beginner", Values: modeNames},
	{Name: "variants", Flag: "variant", Kind: engine.List, Doc: "rule variants to switch on, comma-separated (fill-... variants fill the holes of the text)",
		Values: VariantTable.AllNames(), Mix: []string{"", engine.FillNames(Variants)}, Bench: engine.FillNames(Variants)},
}

// Config is the configuration of a game of Genesia.
type Config struct {
	Players  int // 1 to 5; 1 is the solo game
	Teams    bool
	Mode     int // the solo mode: 0 beginner, 1 expert, 2 heroic
	Variants VariantSet
}

// Has reports whether variant v is switched on.
func (c Config) Has(v *Variant) bool { return c.Variants.Has(v) }

// Solo reports whether the configuration is the solo game.
func (c Config) Solo() bool { return c.Players == 1 }

// Peoples returns the number of peoples: two in the solo game.
func (c Config) Peoples() int {
	if c.Solo() {
		return 2
	}
	return c.Players
}

// ParseConfig reads a configuration in the notation of String ("players=4
// teams variants=fill-war-ends"); the empty text is the default.
func ParseConfig(text string) (Config, error) {
	var c Config
	if err := engine.ReadSettings(text, c.Set); err != nil {
		return c, err
	}
	return c.Normalize()
}

// Set sets one setting.
func (c *Config) Set(key, val string) error {
	switch key {
	case "players":
		n, err := Settings[0].Number(val)
		if err != nil {
			return fmt.Errorf("players: %v", err)
		}
		c.Players = n
	case "teams":
		if err := Settings[1].Check(val); err != nil {
			return fmt.Errorf("teams: %v", err)
		}
		c.Teams = val != "false"
	case "mode":
		if err := Settings[2].Check(val); err != nil {
			return fmt.Errorf("mode: %v", err)
		}
		for i, m := range modeNames {
			if m == val {
				c.Mode = i
			}
		}
	case "variants":
		set, err := engine.ParseVariantSet[variants](val)
		if err != nil {
			return fmt.Errorf("variants: %v", err)
		}
		c.Variants = set
	default:
		return fmt.Errorf("unknown setting %q (want players=N, teams, mode=M or variants=a,b)", key)
	}
	return nil
}

// Normalize fills the default player count and checks the configuration.
func (c Config) Normalize() (Config, error) {
	if c.Players == 0 {
		c.Players = 3
		if c.Teams {
			c.Players = 4
		}
	}
	if c.Players < 1 || c.Players > MaxPlayers {
		return c, fmt.Errorf("players: %d is out of range: allowed 1..%d", c.Players, MaxPlayers)
	}
	if c.Teams && c.Players < 3 {
		return c, fmt.Errorf("teams: %w: teams need 3 to 5 players, not %d", engine.ErrNotPlayed, c.Players)
	}
	if !c.Solo() {
		c.Mode = 0 // the mode sets the solo decks only
	}
	if c.Mode < 0 || c.Mode >= len(modeNames) {
		return c, fmt.Errorf("mode: unknown mode %d", c.Mode)
	}
	if uint32(c.Variants)&^VariantTable.All() != 0 {
		return c, fmt.Errorf("unknown variants %#x", uint32(c.Variants))
	}
	return c, nil
}

// String writes the configuration as ParseConfig reads it.
func (c Config) String() string {
	s := fmt.Sprintf("players=%d", c.Players)
	if c.Teams {
		s += " teams"
	}
	if c.Solo() && c.Mode != 0 {
		s += " mode=" + modeNames[c.Mode]
	}
	if names := c.Variants.Names(); len(names) > 0 {
		s += " variants=" + strings.Join(names, ",")
	}
	return s
}
