package uruk

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Variant is a reading of one clause that a configuration may switch on
// (RULES.md "Variants"): a name, the clause it changes and one line for
// people. A variant named fill-... is no reading of the text: it fills a
// hole (a rule gap) with a stated ruling, so that a campaign can play past
// it.
type Variant = engine.GameVariant

// The variants the engine knows, in RULES.md order.
var (
	VarDiscsPerPlayer = &Variant{Name: "discs-per-player", Clause: "URUK-SETUP-8",
		Doc: "\"6/4/3 discs on card II/III/IV\" read by player count: 6, 4 or 3 discs on each of II, III and IV for 2, 3 or 4 players"}
	VarThreeActions = &Variant{Name: "three-actions", Clause: "URUK-TURN-1",
		Doc: "\"peut réaliser 3 actions\" read as an obligation: a player ends his turn early only when he can take no action"}
	VarDistinctActions = &Variant{Name: "distinct-actions", Clause: "URUK-TURN-2",
		Doc: "\"3 actions parmi les suivantes\" read as three different actions: each of the six at most once a turn"}
	VarPassiveEveryTime = &Variant{Name: "passive-every-time", Clause: "URUK-TURN-3",
		Doc: "the once-a-turn limit binds only the functions a player uses (producing, card actions, Rad und Achse); cost reductions apply to every laying and every disc"}
	VarDiscardNewest = &Variant{Name: "discard-newest", Clause: "URUK-DRAW-4",
		Doc: "\"les 15 premières cartes\" of the turned discard pile are the 15 discarded last, not the 15 discarded first"}
	VarLevelAfterReplace = &Variant{Name: "level-after-replace", Clause: "URUK-LAY-5",
		Doc: "the level rule counts the highest discovery left once the replaced one is taken back"}
	VarClockSelf = &Variant{Name: "clock-self", Clause: "URUK-CARD-WASSERUHR",
		Doc: "Wasseruhr may itself be laid as the sixth discovery"}
	VarStreetAll = &Variant{Name: "street-all", Clause: "URUK-CARD-STRASSE-2",
		Doc: "taking resources with Straße takes every cube on it, as Tonrohr does, not one"}
	VarPipeMostOverall = &Variant{Name: "pipe-most-overall", Clause: "URUK-CARD-TONROHR-2",
		Doc: "Tonrohr fills from the player with the most discs of all players, and from nobody when that is its owner"}
	VarLighthouseByKind = &Variant{Name: "lighthouse-by-kind", Clause: "URUK-CARD-LEUCHTTURM",
		Doc: "each disc on Leuchtturm adds +1 to the bonus on resources and +2 to the bonus on cards, as the card's own +1/+2"}
	VarLeastTiesBenefit = &Variant{Name: "least-ties-benefit", Clause: "URUK-LEAST-1",
		Doc: "players tied for the fewest discs all get the god's benefit, not a compensation"}
	VarWaageOneColor = &Variant{Name: "waage-one-colour", Clause: "URUK-CARD-WAAGE",
		Doc: "Waage scores 1 per card of one colour of the owner's choice in hand, at most 4, not 1 per colour in hand"}
	VarWaageCountsItself = &Variant{Name: "waage-counts-itself", Clause: "URUK-CARD-WAAGE",
		Doc: "Waage's own colour counts toward the four colours it asks"}
	VarCardCubesScore = &Variant{Name: "card-cubes-score", Clause: "URUK-SCORE-2",
		Doc: "cubes lying on a player's discoveries count among the resources he possesses"}
	VarAsideToBox = &Variant{Name: "aside-to-box", Clause: "URUK-GOD-3",
		Doc: "gods and disasters \"écartées\" go to the box, not to the discard pile"}
	VarFillReshuffle = &Variant{Name: "fill-reshuffle", Clause: "URUK-DRAW-6",
		Doc: "fills a hole: every exhaustion after the second turns and shuffles the discard pile as the second does"}
	VarFillDrawNone = &Variant{Name: "fill-draw-none", Clause: "URUK-DRAW-6",
		Doc: "fills a hole: a discovery to draw when neither the pile nor the discard pile holds one is not drawn, and taking from the pile is no action then"}
	VarFillCubesBack = &Variant{Name: "fill-cubes-back", Clause: "URUK-LAY-6",
		Doc: "fills a hole: cubes on a discovery that leaves a tableau go back to the reserve"}
	VarFillPipeTies = &Variant{Name: "fill-pipe-ties", Clause: "URUK-CARD-TONROHR-2",
		Doc: "fills a hole: each of several players tied for the most discs fills Tonrohr"}
	VarFillShortage = &Variant{Name: "fill-shortage", Clause: "URUK-RES-2",
		Doc: "fills a hole: with several players holding the most of a colour, the receiver chooses among them; a receiver who holds the most himself goes without"}
	VarFillRemovalEnds = &Variant{Name: "fill-removal-ends", Clause: "URUK-END-1",
		Doc: "fills a hole: a god's disc removal that empties the last epoch card ends the game as a player's taking does"}
	VarFillSharedWin = &Variant{Name: "fill-shared-win", Clause: "URUK-SCORE-3",
		Doc: "fills a hole: players tied on points and cities share the win"}
	VarFillHalfOneEach = &Variant{Name: "fill-half-one-each", Clause: "URUK-GOD-MARDUK",
		Doc: "fills a hole: a player holding Marduk and Nannar uses one for each of his next two colonies, Marduk first"}
	VarFillDroughtNone = &Variant{Name: "fill-drought-none", Clause: "URUK-DISASTER-DUERRE",
		Doc: "fills a hole: a victim of Dürre with no disc loses nothing"}
	VarFillEarthquakeAll = &Variant{Name: "fill-earthquake-all", Clause: "URUK-DISASTER-ERDBEBEN",
		Doc: "fills a hole: a victim of Erdbeben who must discard 3 cards and holds fewer discards all he holds"}
	VarFillPipeShort = &Variant{Name: "fill-pipe-short", Clause: "URUK-CARD-TONROHR-2",
		Doc: "fills a hole: Tonrohr receives no cube when the reserve has none of the colour it is to receive"}
	VarFillStreetShort = &Variant{Name: "fill-street-short", Clause: "URUK-CARD-STRASSE-1",
		Doc: "fills a hole: Straße receives no cube for a display card whose colour the reserve has none of"}
	VarFillVolcanoOnce = &Variant{Name: "fill-volcano-once", Clause: "URUK-DISASTER-VULKAN",
		Doc: "fills a hole: a victim of Vulkanausbruch who suffers it again before the turn it costs him still loses 2 actions of that turn, no more"}
)

// Variants lists every variant, in RULES.md order.
var Variants = []*Variant{
	VarDiscsPerPlayer, VarThreeActions, VarDistinctActions, VarPassiveEveryTime, VarDiscardNewest,
	VarLevelAfterReplace, VarClockSelf, VarStreetAll, VarPipeMostOverall, VarLighthouseByKind,
	VarLeastTiesBenefit, VarWaageOneColor, VarWaageCountsItself, VarCardCubesScore, VarAsideToBox,
	VarFillReshuffle, VarFillDrawNone, VarFillCubesBack, VarFillPipeTies, VarFillShortage, VarFillRemovalEnds, VarFillSharedWin,
	VarFillHalfOneEach, VarFillDroughtNone, VarFillEarthquakeAll, VarFillPipeShort, VarFillStreetShort,
	VarFillVolcanoOnce,
}

// VariantTable is Variants as the kernel knows them: the i-th is bit i of
// a VariantSet.
var VariantTable = engine.NewVariantTable(Variants)

// variants tags the VariantSets of the game.
type variants struct{}

// Variants returns VariantTable.
func (variants) Variants() engine.VariantTable { return VariantTable }

// VariantSet is a set of variants switched on.
type VariantSet = engine.VariantSet[variants]

// FillAll is every fill-... variant: a campaign that switches them all on
// plays past every hole the engine knows how to fill.
func FillAll() VariantSet { return engine.FillSet[variants]() }

// Settings are the settings of a configuration, as the notation of String
// names them and as command lines set them (engine.Setting): Set checks
// every value against them.
var Settings = []engine.Setting{
	{Name: "players", Kind: engine.Number, Doc: "players per game", Default: "2", Min: 2, Max: MaxPlayers,
		Mix: []string{"2", "3", "4"}},
	{Name: "variants", Flag: "variant", Kind: engine.List, Doc: "rule variants to switch on, comma-separated (fill-... variants fill the holes of the text)",
		Values: VariantTable.AllNames(), Mix: []string{"", engine.FillNames(Variants)}, Bench: engine.FillNames(Variants)},
}

// Config is the configuration of a game of Uruk: the number of players and
// the variants switched on.
type Config struct {
	Players  int // 2, 3 or 4
	Variants VariantSet
}

// Has reports whether variant v is switched on.
func (c Config) Has(v *Variant) bool { return c.Variants.Has(v) }

// ParseConfig reads a configuration in the notation of String ("players=3
// variants=street-all,fill-reshuffle"); the empty text is the default, two
// players and no variant.
func ParseConfig(text string) (Config, error) {
	var c Config
	if err := engine.ReadSettings(text, c.Set); err != nil {
		return c, err
	}
	return c.Normalize()
}

// Set sets one setting: players=N or variants=a,b. A number given is
// checked here: players=0 is out of range, never the default that the
// zero Config stands for.
func (c *Config) Set(key, val string) error {
	switch key {
	case "players":
		n, err := Settings[0].Number(val)
		if err != nil {
			return fmt.Errorf("players: %v", err)
		}
		c.Players = n
	case "variants":
		set, err := engine.ParseVariantSet[variants](val)
		if err != nil {
			return fmt.Errorf("variants: %v", err)
		}
		c.Variants = set
	default:
		return fmt.Errorf("unknown setting %q (want players=N or variants=a,b)", key)
	}
	return nil
}

// Normalize fills the default player count and checks the configuration.
func (c Config) Normalize() (Config, error) {
	if c.Players == 0 {
		c.Players = 2
	}
	if c.Players < 2 || c.Players > MaxPlayers {
		return c, fmt.Errorf("players must be 2, 3 or 4, not %d", c.Players)
	}
	if uint32(c.Variants)&^VariantTable.All() != 0 {
		return c, fmt.Errorf("unknown variants %#x", uint32(c.Variants))
	}
	return c, nil
}

// String writes the configuration as ParseConfig reads it.
func (c Config) String() string {
	s := fmt.Sprintf("players=%d", c.Players)
	if names := c.Variants.Names(); len(names) > 0 {
		s += " variants=" + strings.Join(names, ",")
	}
	return s
}
