package uruk

import (
	"strconv"

	"github.com/dogma-engine/dogma/engine"
)

// Place is where a card, a cube or a disc lies, as events record it
// (engine.Event's From and To): a kind, a seat and an index.
type Place = engine.Place[placeNames]

// placeNames names Uruk's places.
type placeNames struct{}

// Kinds of place.
const (
	PlaceNone     = iota
	PlacePile     // the face-down pile
	PlaceDiscard  // the discard pile
	PlaceDisplay  // a position of the exposition (index 0 to 2)
	PlaceGodSlot  // the god or disaster left of the display
	PlaceHand     // a player's hand
	PlaceTableau  // a discovery of a player's tableau (index: the slot); cubes on it too
	PlaceFaceDown // the card face down before a player
	PlaceKept     // the cards a player keeps face up
	PlaceBox      // out of the game
	PlaceSummary  // a player's summary card
	PlaceTable    // the epoch cards on the table
	PlaceLyre     // the discovery a player lays with Leier at the end
	PlaceReserve  // the cubes' reserve
	PlaceStock    // a player's cubes
	PlaceEpoch    // an epoch card's discs (index: the epoch)
	PlaceCommon   // the common stock of discs
)

func mkPlace(kind, player, index int) Place {
	return engine.MakePlace[placeNames](kind, player, index)
}

// Places without a seat.
var (
	NoPlace      = mkPlace(PlaceNone, 0, 0)
	PilePlace    = mkPlace(PlacePile, 0, 0)
	DiscardPlace = mkPlace(PlaceDiscard, 0, 0)
	GodSlotPlace = mkPlace(PlaceGodSlot, 0, 0)
	BoxPlace     = mkPlace(PlaceBox, 0, 0)
	TablePlace   = mkPlace(PlaceTable, 0, 0)
	ReservePlace = mkPlace(PlaceReserve, 0, 0)
	CommonPlace  = mkPlace(PlaceCommon, 0, 0)
)

// DisplayPlace is position i of the exposition.
func DisplayPlace(i int) Place { return mkPlace(PlaceDisplay, 0, i) }

// HandPlace is player p's hand.
func HandPlace(p int) Place { return mkPlace(PlaceHand, p, 0) }

// TableauPlace is slot i of player p's tableau.
func TableauPlace(p, i int) Place { return mkPlace(PlaceTableau, p, i) }

// FaceDownPlace is the face-down card before player p.
func FaceDownPlace(p int) Place { return mkPlace(PlaceFaceDown, p, 0) }

// KeptPlace is the cards player p keeps.
func KeptPlace(p int) Place { return mkPlace(PlaceKept, p, 0) }

// SummaryPlace is player p's summary card.
func SummaryPlace(p int) Place { return mkPlace(PlaceSummary, p, 0) }

// LyrePlace is the discovery player p laid with Leier.
func LyrePlace(p int) Place { return mkPlace(PlaceLyre, p, 0) }

// StockPlace is player p's cubes.
func StockPlace(p int) Place { return mkPlace(PlaceStock, p, 0) }

// EpochPlace is the discs on epoch card e.
func EpochPlace(e int) Place { return mkPlace(PlaceEpoch, 0, e) }

// placeWords are the words of each kind of place; a place of a seat's
// own (ownedPlaces) begins with the seat, a display position, a tableau
// slot and an epoch end with their number or name.
var placeWords = [...]string{
	PlacePile: "pile", PlaceDiscard: "discard", PlaceDisplay: "display", PlaceGodSlot: "god slot",
	PlaceHand: "hand", PlaceTableau: "tableau", PlaceFaceDown: "face down", PlaceKept: "kept",
	PlaceBox: "box", PlaceSummary: "summary", PlaceTable: "table", PlaceLyre: "lyre",
	PlaceReserve: "reserve", PlaceStock: "stock", PlaceEpoch: "epoch", PlaceCommon: "common stock",
}

const ownedPlaces = 1<<PlaceHand | 1<<PlaceTableau | 1<<PlaceFaceDown | 1<<PlaceKept |
	1<<PlaceSummary | 1<<PlaceLyre | 1<<PlaceStock

// PlaceName names a place for people: "P1 hand", "display 2", "P2
// tableau 3"; a kind Uruk does not have is "nowhere".
func (placeNames) PlaceName(kind, player, index int) string {
	if kind < 0 || kind >= len(placeWords) || placeWords[kind] == "" {
		return "nowhere"
	}
	name := placeWords[kind]
	switch kind {
	case PlaceDisplay, PlaceTableau:
		name += " " + strconv.Itoa(index+1)
	case PlaceEpoch:
		name += " " + EpochName(index)
	}
	if ownedPlaces&(1<<kind) != 0 {
		name = SeatName(player) + " " + name
	}
	return name
}
