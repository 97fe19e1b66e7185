package engine

// Place is where a game's card (or cube, or disc) lies, packed into the
// From and To of an Event: a kind of place the game defines, the seat it
// belongs to (0 for a place nobody owns) and an index within the kind (an
// age, a color, a slot; 0 when the kind has one place a seat). The kind
// takes 8 bits, the seat and the index 4 bits each.
//
// The type argument names the places: a game declares an empty struct
// type with a PlaceName method and its own Place as an alias, so that its
// places print in its own words:
//
//	type placeNames struct{}
//
//	func (placeNames) PlaceName(kind, seat, index int) string { ... }
//
//	type Place = engine.Place[placeNames]
type Place[N PlaceNamer] uint16

// PlaceNamer names the places of one game; Place calls the method on the
// zero value of its type argument.
type PlaceNamer interface {
	// PlaceName names the place of kind, seat and index for people:
	// "P1 hand", "supply 3".
	PlaceName(kind, seat, index int) string
}

// MakePlace returns the place of kind, seat and index. A seat or an index
// above 15 keeps its low 4 bits.
func MakePlace[N PlaceNamer](kind, seat, index int) Place[N] {
	return Place[N](kind<<8 | (seat&15)<<4 | index&15)
}

// Kind returns the kind of the place.
func (pl Place[N]) Kind() int { return int(pl >> 8) }

// Player returns the seat a place belongs to.
func (pl Place[N]) Player() int { return int(pl>>4) & 15 }

// Index returns the index of the place within its kind.
func (pl Place[N]) Index() int { return int(pl) & 15 }

// String names the place as its game does.
func (pl Place[N]) String() string {
	var n N
	return n.PlaceName(pl.Kind(), pl.Player(), pl.Index())
}
