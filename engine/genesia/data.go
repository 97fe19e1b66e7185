package genesia

import (
	_ "embed"
	"fmt"
	"strings"
)

// The data files a game owner replaces (RULES.md GEN-DATA-1 to GEN-DATA-3):
// the files in the repository hold a placeholder set made for the engine.
var (
	//go:embed data/map.txt
	mapText string
	//go:embed data/cards.txt
	cardsText string
	//go:embed data/objectives.txt
	objectivesText string
)

// Placeholder is what every output that depends on the data files says
// while they hold the placeholder set.
const Placeholder = "placeholder map and cards"

// Icons are the phase icons of an Age card, a bit each.
type Icons uint8

// The phase icons (GEN-CARD-1 to GEN-CARD-4).
const (
	IconGrowth Icons = 1 << iota
	IconExpansion
	IconAttack
	IconEnd
)

// String writes the icons as the card file does: "G", "GE", "GA", "GEAF".
func (ic Icons) String() string {
	var b strings.Builder
	for i, c := range "GEAF" {
		if ic&(1<<i) != 0 {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// Lot is the colour of a lot of Age cards or objectives.
type Lot uint8

// The five lot colours, in the placeholder order of a first game
// (GEN-DATA-4).
const (
	Blue Lot = iota
	Yellow
	Green
	Red
	Purple
	NumLots
)

var lotNames = [NumLots]string{"blue", "yellow", "green", "red", "purple"}

func (l Lot) String() string {
	if l < NumLots {
		return lotNames[l]
	}
	return "lot?"
}

func parseLot(s string) (Lot, bool) {
	for i, n := range lotNames {
		if n == s {
			return Lot(i), true
		}
	}
	return 0, false
}

// EffectKind is the kind of a card's effect (RULES.md GEN-EFFECT-...).
type EffectKind uint8

// The kinds of effect.
const (
	EffNone EffectKind = iota
	EffCoins
	EffClans
	EffMoves
	EffCity
	EffForeign
	EffCopy
	EffOffence
	EffDefence
	EffWarlike
	EffShield
	EffNobel
	EffEndPP
	numEffects
)

var effectNames = [numEffects]string{"none", "coins", "clans", "moves", "city", "foreign", "copy", "offence", "defence", "warlike", "shield", "nobel", "endpp"}

// Clause returns the RULES.md clause of the effect kind.
func (k EffectKind) Clause() string {
	if k >= numEffects {
		return "GEN-CARD-1"
	}
	return "GEN-EFFECT-" + strings.ToUpper(effectNames[k])
}

// Basis is what an end-of-Age card counts (GEN-EFFECT-ENDPP).
type Basis uint8

// The bases of end-of-Age cards.
const (
	BasisFlat Basis = iota
	BasisRegions
	BasisCities
	BasisGenesia
)

var basisNames = []string{"flat", "regions", "cities", "genesia"}

// Effect is what a card does when played.
type Effect struct {
	Kind  EffectKind
	N     int
	Basis Basis // for EffEndPP
}

func (e Effect) String() string {
	switch e.Kind {
	case EffNone, EffCity, EffCopy, EffNobel:
		return effectNames[e.Kind]
	case EffEndPP:
		return fmt.Sprintf("endpp %s %d", basisNames[e.Basis], e.N)
	}
	return fmt.Sprintf("%s %d", effectNames[e.Kind], e.N)
}

// CardInfo is one Age card as the card file gives it (GEN-DATA-2).
type CardInfo struct {
	Number int
	Age    int
	Lot    Lot
	Icons  Icons
	Cost   int
	PP     int // progress points: an invention when above 0
	Name   string
	Effect Effect
	Others int // the coins each other player takes (the advantage)
}

// Invention reports whether the card is an invention (GEN-CARD-8).
func (c *CardInfo) Invention() bool { return c.PP > 0 }

// Count is what an objective counts (GEN-DATA-3).
type Count uint8

// The counts of objectives.
const (
	CountSingleClan Count = iota
	CountCities
	CountGenesia
	CountForeign
	CountStacks3
	CountInventions
	CountValue5
	CountHomelands
	CountRegions
	CountCoins5
	numCounts
)

var countNames = [numCounts]string{"single-clan", "cities", "genesia", "foreign", "stacks3", "inventions", "value5", "homelands", "regions", "coins5"}

func (c Count) String() string {
	if c < numCounts {
		return countNames[c]
	}
	return "count?"
}

// Objective is one secret objective (GEN-DATA-3).
type Objective struct {
	Name   string
	Lot    Lot
	Points int // per thing counted
	Counts Count
}

// Genesia is the continent of the regions of the island.
const Genesia = -1

// Region is one region of a board (GEN-DATA-1).
type Region struct {
	Name      string
	Value     int
	Continent int // 0 for A, 1 for B, ...; Genesia for the island
	Home      bool
	Adj       []int // the adjacent regions, by index
}

// Board is the map of one or more player counts: the continents of the
// peoples around the Genesia board.
type Board struct {
	Counts  []int
	Regions []Region
	Homes   []int // the homeland of each continent, by region index
	index   map[string]int
}

// Lookup returns the index of the region named name.
func (b *Board) Lookup(name string) (int, bool) {
	i, ok := b.index[name]
	return i, ok
}

// Adjacent reports whether regions a and b are adjacent.
func (b *Board) Adjacent(a, c int) bool {
	for _, x := range b.Regions[a].Adj {
		if x == c {
			return true
		}
	}
	return false
}

// Data is the map, the Age cards and the objectives a game is played with.
type Data struct {
	Cards      []CardInfo // by number
	Objectives []Objective
	Boards     []*Board
	// Placeholder says that the data is the placeholder set of the
	// repository.
	Placeholder bool
}

// BoardFor returns the board of n peoples.
func (d *Data) BoardFor(n int) *Board {
	for _, b := range d.Boards {
		for _, c := range b.Counts {
			if c == n {
				return b
			}
		}
	}
	return nil
}
