package innovation

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Edition selects which printing's card texts a game follows (EFFECTS.md §0.1).
type Edition uint8

// The editions. First is the default: the IELLO French edition follows it.
// Fourth is Innovation Ultimate (Asmadi 2024), played with its own deck
// (RULES.md "The 4th edition").
const (
	First Edition = iota
	Third
	Fourth
	numEditions
)

func (e Edition) String() string {
	switch e {
	case Third:
		return "3rd"
	case Fourth:
		return "4th"
	}
	return "1st"
}

// LastAge returns the last age of the edition's deck: 11 for the 4th
// edition (ULT-COMP-1), 10 for the others.
func (e Edition) LastAge() int {
	if e == Fourth {
		return AgeCap
	}
	return MaxAge
}

// ParseEdition accepts "1st", "1", "first", "3rd", "3", "third", "4th",
// "4", "fourth" or "ultimate".
func ParseEdition(s string) (Edition, error) {
	switch strings.ToLower(s) {
	case "1st", "1", "first", "":
		return First, nil
	case "3rd", "3", "third":
		return Third, nil
	case "4th", "4", "fourth", "ultimate":
		return Fourth, nil
	}
	return 0, fmt.Errorf("unknown edition %q (want 1st, 3rd or 4th)", s)
}

// Variant is a named reading of one rule clause (RULES.md "Variants"). A
// variant is data: the engine reads its switch at the clause it changes.
type Variant = engine.GameVariant

// The variants the engine knows.
var (
	// VarMonumentCombined counts tucks and scores together for Monument;
	// its events cite VAR-MONUMENT-COMBINED.
	VarMonumentCombined = &Variant{
		Name:   "monument-combined",
		Clause: "SPECIAL-MONUMENT",
		Doc:    "IELLO reading: six tucks and scores combined in one turn claim Monument",
	}
	// VarIfAffected makes a demand's follow-up happen to every affected player.
	VarIfAffected = &Variant{
		Name:   "if-affected",
		Clause: "DOGMA-5",
		Doc:    "IELLO reading of « Si vous subissez ce Dogme »: a demand's follow-up happens to every affected player, even if nothing moved",
	}

	// VarCheckAfterBonus looks at the special achievements and the
	// achievement victory once after a Dogma action and its free Draw,
	// not also between them (4th edition, VAR-ULT-CHECK-AFTER-BONUS): it
	// changes when the claims happen, not the clauses they cite.
	VarCheckAfterBonus = &Variant{
		Name:   "ult-check-after-bonus",
		Clause: "ULT-TURN-3",
		Doc:    "4th edition: the end-of-action checks run once after a Dogma action and its share bonus, not also between them",
	}
)

// VarGoalAfterLoss counts the achievements that win from the players
// still in the game once a player has lost (4th edition,
// VAR-ULT-GOAL-AFTER-LOSS): its achievement victories cite it.
var VarGoalAfterLoss = &Variant{
	Name:   "ult-goal-after-loss",
	Clause: "ULT-KEY-LOSE",
	Doc:    "4th edition: once a player has lost, the achievements that win are counted from the players still in the game",
}

// The fill variants of the 4th edition. A variant named ult-fill-... is
// no reading of the text: it fills a hole ULT-KEY-LOSE leaves (a rule gap)
// with a stated ruling, so that a campaign can play past it; its events
// cite it.
var (
	// VarFillLoseTeam makes a player's loss in a team game the loss of
	// his whole team: the other team, left alone, wins.
	VarFillLoseTeam = &Variant{
		Name:   "ult-fill-lose-team",
		Clause: "ULT-KEY-LOSE",
		Doc:    "fills a hole: a player who loses in a team game loses with his partner, and the other team wins",
	}
	// VarFillLoseEndsAction ends the action under way at once when the
	// player who loses is the active player or still has effects of it to
	// carry out; an active player's turn then passes.
	VarFillLoseEndsAction = &Variant{
		Name:   "ult-fill-lose-ends-action",
		Clause: "ULT-KEY-LOSE",
		Doc:    "fills a hole: a loss by the active player, or by a player with effects of the action still to carry out, ends the action at once; the turn passes from an active player who lost",
	}
	// VarFillFullyExecute reads Deepfake's "fully execute" of Echoes of
	// the Past as a super-execution, the word battlestar prints
	// (EFFECTS-echoes.md §D.5, §D.6).
	VarFillFullyExecute = &Variant{
		Name:   "ult-fill-fully-execute",
		Clause: "ECHO-FULLY-EXECUTE",
		Doc:    "fills a hole of Echoes of the Past: to fully execute a card (Deepfake) is to super-execute it",
	}
)

// The variants of the expansions of the 4th edition (RULES.md "Variants of
// the expansions"). A variant named exp-... reads a rule the expansions
// share, one named echo-... a rule of Echoes of the Past: a game without
// an expansion (without Echoes) leaves it out (Normalize).
var (
	// VarSkipToBase takes the base pile of the age reached by a draw that
	// moved up past an empty age (VAR-EXP-SKIP-TO-BASE): such draws cite
	// it.
	VarSkipToBase = &Variant{
		Name:   "exp-skip-to-base",
		Clause: "EXP-DRAW-EMPTY-AGE",
		Doc:    "expansions: a draw that moved up past an empty age takes the base pile of the age reached, whatever the draw rules or the effect say",
	}
	// VarEchoDrawWholeBoard reads the Echoes draw rule on every card of
	// the board, covered ones too (VAR-ECHO-DRAW-WHOLE-BOARD): a draw
	// whose pile this reading changes cites it.
	VarEchoDrawWholeBoard = &Variant{
		Name:   "echo-draw-whole-board",
		Clause: "ECHO-DRAW",
		Doc:    "Echoes: the draw rule compares the highest card of the whole board, covered cards included, with every other card of the board",
	}
	// VarEchoExecuteBottom runs a pile's visible echo effects for a self-
	// or super-executed card that is the bottom card of its pile, and the
	// card's own alone for any other (VAR-ECHO-EXECUTE-BOTTOM): the echo
	// effects of an execution this reading changes cite it.
	VarEchoExecuteBottom = &Variant{
		Name:   "echo-execute-bottom",
		Clause: "ECHO-EXECUTE",
		Doc:    "Echoes: a self- or super-executed card at the bottom of its pile runs the pile's visible echo effects; any other card its own alone",
	}
	// VarEchoForeseenPerformer makes "if foreseen" hold for the promoting
	// player alone (VAR-ECHO-FORESEEN-PERFORMER); no event cites it.
	VarEchoForeseenPerformer = &Variant{
		Name:   "echo-foreseen-performer",
		Clause: "ECHO-FORESEEN",
		Doc:    "Echoes: \"if foreseen\" holds for the player who promoted the card alone, not for those sharing its free Dogma action",
	}
)

// Variants lists every variant, for help texts and lookups.
var Variants = []*Variant{VarMonumentCombined, VarIfAffected, VarCheckAfterBonus, VarFillLoseTeam, VarFillLoseEndsAction, VarGoalAfterLoss, VarFillFullyExecute,
	VarSkipToBase, VarEchoDrawWholeBoard, VarEchoExecuteBottom, VarEchoForeseenPerformer}

// VariantTable is Variants as the kernel knows them: the i-th is bit i of
// a VariantSet.
var VariantTable = engine.NewVariantTable(Variants)

// variants tags the VariantSets of the game.
type variants struct{}

// Variants returns VariantTable.
func (variants) Variants() engine.VariantTable { return VariantTable }

// VariantSet is a set of variants switched on.
type VariantSet = engine.VariantSet[variants]

// ParseVariants reads a comma-separated list of variant names ("none" or
// "" for none).
func ParseVariants(text string) (VariantSet, error) {
	return engine.ParseVariantSet[variants](text)
}

// Settings are the settings of a configuration, as the notation of String
// names them and as command lines set them (engine.Setting): Set checks
// every value against them.
var Settings = []engine.Setting{
	{Name: "players", Kind: engine.Number, Doc: "players per game", Default: "2", Min: 2, Max: MaxPlayers,
		Mix: []string{"2", "3", "4", "teams"}},
	{Name: "teams", Kind: engine.Switch, Doc: "4 players in two teams, partners opposite (TEAM-1)", Default: "false",
		Implies: "players=4"},
	{Name: "edition", Kind: engine.Choice, Doc: "card texts: 1st, 3rd, or 4th (Innovation Ultimate)", Default: "1st",
		Values: []string{"1st", "3rd", "4th"}, Mix: []string{"1st", "3rd", "4th"}},
	{Name: "ages", Kind: engine.Number, Doc: "last age in play: a shorter game stops drawing above it (END-1); the 4th edition has 11, the others 10",
		Default: "10", Min: 1, Max: AgeCap},
	// A campaign mixes the fill variants of the 4th edition, which fill
	// the holes of ULT-KEY-LOSE: another edition's game leaves them out
	// (Normalize), so its setups stay those of the default rules.
	{Name: "variants", Flag: "variant", Kind: engine.List, Doc: "rule variants to switch on, comma-separated (ult-fill-... variants fill the holes of the 4th edition's text)",
		Values: VariantTable.AllNames(), Mix: []string{fillsText()}, Bench: fillsText()},
	// A campaign mixes the 4th edition's games without expansions and
	// with Echoes of the Past; another edition's game with an expansion is
	// no combination the game plays (checkExpansions), left out.
	{Name: "expansions", Kind: engine.List, Doc: "Innovation Ultimate's expansions in play, comma-separated (edition=4th only)",
		Values: expansionNames[:], Implies: "edition=4th", Mix: []string{"", "echoes"}},
}

// Fills returns every fill variant (ult-fill-...): a game of the 4th
// edition that switches them all on plays past every hole of ULT-KEY-LOSE.
func Fills() VariantSet { return engine.SetWithPrefix[variants](fillPrefix) }

// fillPrefix begins the name of each of Innovation's fill variants.
const fillPrefix = "ult-fill-"

// fillsText is Fills as the value of the variants setting. It reads the
// names alone, as Settings is made before the variants' bits are.
func fillsText() string { return engine.NamesWithPrefix(Variants, fillPrefix) }

// Setting indexes of Settings, for Set.
const (
	settingPlayers = iota
	settingTeams
	_ // edition: ParseEdition reads its aliases too ("3", "third")
	settingAges
)

// Config is the profile a game is played under.
type Config struct {
	Players  int        // 2, 3 or 4
	Teams    bool       // 4 players in two teams, partners opposite (TEAM-1)
	Edition  Edition    // card texts
	Variants VariantSet // rule readings switched on
	Ages     int        // the last age in play; 0 means the edition's last (10, or 11 in the 4th). Drawing above it ends the game.
	// Expansions are the expansions of the 4th edition in play (EXP-SET-1).
	Expansions ExpansionSet
	// Bugs are the defects planted on purpose in games of the
	// configuration (bugs.go), for the must-fail proofs; none in play.
	Bugs BugSet
}

// ErrUnknownSetting is returned by Config.Set for a key it does not know.
var ErrUnknownSetting = errors.New("unknown setting")

// Set sets one setting, in the notation of String: players=N, teams,
// edition=1st|3rd|4th, ages=N, variants=a,b, expansions=a,b, bugs=a,b (planted bugs, a
// setting for the harness that Settings does not list). An unknown key returns
// ErrUnknownSetting, so that callers can accept keys of their own. A value
// given is checked here: players=0 or ages=0 is out of range, never the
// default that the zero Config stands for.
func (c *Config) Set(key, val string) error {
	var err error
	switch key {
	case "players":
		c.Players, err = Settings[settingPlayers].Number(val)
	case "ages":
		c.Ages, err = Settings[settingAges].Number(val)
	case "edition":
		c.Edition, err = ParseEdition(val)
	case "variants":
		c.Variants, err = ParseVariants(val)
	case "bugs":
		c.Bugs, err = ParseBugs(val)
	case "expansions":
		c.Expansions, err = ParseExpansions(val)
	case "teams":
		if err = Settings[settingTeams].Check(val); err == nil {
			c.Teams = val != "false"
		}
	default:
		return ErrUnknownSetting
	}
	return err
}

// ParseConfig reads a configuration in the notation of String ("players=3
// teams edition=3rd ages=3 variants=if-affected") and normalizes it; the
// empty text is the default configuration.
func ParseConfig(s string) (Config, error) {
	var cfg Config
	for _, f := range strings.Fields(s) {
		k, v, _ := strings.Cut(f, "=")
		if err := cfg.Set(k, v); err != nil {
			return cfg, fmt.Errorf("config %s: %v", k, err)
		}
	}
	return cfg.Normalize()
}

// Normalize fills defaults and checks the configuration.
func (c Config) Normalize() (Config, error) {
	if c.Players == 0 {
		c.Players = 2
	}
	if c.Edition != Fourth {
		// A variant of the 4th edition (ult-...) reads a clause no other
		// edition has: it changes nothing there, and is left out.
		var kept VariantSet
		for _, v := range Variants {
			if c.Variants.Has(v) && !strings.HasPrefix(v.Name, "ult-") {
				kept = kept.With(v)
			}
		}
		c.Variants = kept
	}
	// A variant of an expansion reads a clause of that expansion: a game
	// without it leaves the variant out.
	var kept VariantSet
	for _, v := range Variants {
		if !c.Variants.Has(v) || strings.HasPrefix(v.Name, "exp-") && c.Expansions == 0 || strings.HasPrefix(v.Name, "echo-") && !c.Expansions.Has(Echoes) {
			continue
		}
		kept = kept.With(v)
	}
	c.Variants = kept
	if c.Ages == 0 || (c.Edition < numEditions && c.Ages > c.Edition.LastAge() && c.Ages <= AgeCap) {
		// The edition's last age; ages=11 in an edition of ten ages plays
		// them all.
		c.Ages = c.Edition.LastAge()
	}
	if err := c.checkExpansions(); err != nil {
		return c, err
	}
	switch {
	case c.Players < 2 || c.Players > MaxPlayers:
		return c, fmt.Errorf("players must be 2, 3 or 4, not %d", c.Players)
	case c.Teams && c.Players != 4:
		return c, fmt.Errorf("teams need 4 players, not %d", c.Players)
	case c.Edition >= numEditions:
		return c, fmt.Errorf("unknown edition %d", c.Edition)
	case c.Ages < 1 || c.Ages > c.Edition.LastAge():
		return c, fmt.Errorf("ages must be 1 to %d in the %s edition, not %d", c.Edition.LastAge(), c.Edition, c.Ages)
	}
	return c, nil
}

// String describes the configuration in the notation of scenario files.
func (c Config) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "players=%d", c.Players)
	if c.Teams {
		b.WriteString(" teams")
	}
	fmt.Fprintf(&b, " edition=%s ages=%d", c.Edition, c.Ages)
	if names := c.Variants.Names(); len(names) > 0 {
		fmt.Fprintf(&b, " variants=%s", strings.Join(names, ","))
	}
	if names := c.Expansions.Names(); len(names) > 0 {
		fmt.Fprintf(&b, " expansions=%s", strings.Join(names, ","))
	}
	if names := c.Bugs.Names(); len(names) > 0 {
		fmt.Fprintf(&b, " bugs=%s", strings.Join(names, ","))
	}
	return b.String()
}

// AchievementsToWin returns how many achievements win the game (END-1, TEAM-2).
func (c Config) AchievementsToWin() int {
	switch {
	case c.Teams:
		return 6
	case c.Players == 3:
		return 5
	case c.Players == 4:
		return 4
	}
	return 6
}
