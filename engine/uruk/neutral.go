package uruk

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// The decks of Uruk in the referee protocol, each top first: the summary
// cards dealt one to each seat in seat order (Summary DDD marks the first
// player, URUK-SETUP-2), the level-1 discoveries dealt one to each seat
// (URUK-SETUP-3), the level-2 discoveries dealt five to each seat from the
// first player on (URUK-SETUP-5), and the pile of levels 3 and 4 with the
// gods and disasters (URUK-SETUP-4), under the level-2 rest.
const (
	DeckSummaries = "summaries"
	DeckLevel1    = "level1"
	DeckLevel2    = "level2"
	DeckPile      = "pile"
	// DeckReshuffleSeed is not a deck: its one entry is the seed, in
	// decimal, of dogma's generator for the shuffles when the pile runs
	// out (URUK-DRAW-4, URUK-DRAW-5). Another engine cannot reproduce
	// those shuffles; it ignores the entry, and its pile differs from
	// dogma's once the pile has run out. Without it the seed is 1.
	DeckReshuffleSeed = "reshuffle-seed"
)

// Neutral returns the game's state in the referee protocol's neutral form
// (docs/referee-protocol.md), named as position texts name them: the zones
// "pile" and "discard" (top first), "display.0" to "display.2" and
// "godslot" (a card or none), "box" and "table", and for each seat S
// "summary.S", "tableau.S" (in slot order), "lyre.S", "hand.S",
// "facedown.S" and "kept.S"; the fields "actions", "number", "first",
// "phase", "stage", "final", "activator", "used", "done", "received",
// "discs", "reserve", "exhausted", and for each seat "stock.S",
// "volcano.S", "slot.S.I" (the discs and cubes on the I-th discovery of
// the tableau, from 0, as a position writes them) and, once the game is
// over, "score.S". Zones whose order the rules do not give (hands, kept
// cards, the box, the table) list their cards sorted by name.
func (g *Game) Neutral() engine.NeutralState {
	s := &g.s
	n := engine.NeutralState{
		Turn:   s.Current,
		Zones:  make(map[string][]string, 8+6*s.N),
		Fields: make(map[string]string, 16+8*s.N),
	}
	one := func(c Card) []string {
		if c == NoCard {
			return []string{}
		}
		return []string{c.String()}
	}
	n.Zones["pile"] = names(s.Pile())
	discard := names(s.Discard())
	slices.Reverse(discard)
	n.Zones["discard"] = discard
	for i, c := range s.Display {
		n.Zones[displayName(i)] = one(c)
	}
	n.Zones["godslot"] = one(s.GodSlot)
	n.Zones["box"] = sortedNames(&s.Box)
	n.Zones["table"] = sortedNames(&s.Table)
	f := n.Fields
	f["actions"] = strconv.Itoa(s.ActionsLeft)
	f["number"] = strconv.Itoa(s.Turn)
	f["first"] = strconv.Itoa(s.First)
	f["phase"] = s.Phase.String()
	f["stage"] = s.Stage.String()
	f["final"] = strconv.Itoa(s.FinalLeft)
	f["activator"] = ""
	if s.Phase == PhaseResolve {
		f["activator"] = strconv.Itoa(s.Activator)
	}
	var used, done []string
	for t := 0; t < NumTypes; t++ {
		if s.Used&(1<<t) != 0 {
			used = append(used, Type(t).String())
		}
	}
	for a := 0; a < NumActionKinds; a++ {
		if s.Actions&(1<<a) != 0 {
			done = append(done, actionNames[a])
		}
	}
	f["used"] = strings.Join(used, ", ")
	f["done"] = strings.Join(done, ", ")
	f["received"] = strings.Join(colorList(s.Received), ", ")
	f["discs"] = discsText(s)
	f["reserve"] = cubesText(s.Reserve)
	f["exhausted"] = strconv.Itoa(int(s.Exhausted))
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		sn := namesOfSeat(p)
		n.Zones[sn.summary] = one(pl.Summary)
		tab := make([]string, pl.N)
		for i := 0; i < pl.N; i++ {
			sl := &pl.Tableau[i]
			tab[i] = sl.Card.String()
			f[sn.slot(i)] = slotField(sl)
		}
		n.Zones[sn.tableau] = tab
		n.Zones[sn.lyre] = one(pl.Lyre)
		n.Zones[sn.hand] = sortedNames(&pl.Hand)
		n.Zones[sn.facedown] = one(pl.FaceDown)
		n.Zones[sn.kept] = sortedNames(&pl.Kept)
		f[sn.stock] = cubesText(pl.Stock)
		f[sn.volcano] = strconv.FormatBool(pl.Volcano)
		if s.Phase == PhaseOver {
			f[sn.score] = strconv.Itoa(s.Scores[p])
		}
	}
	return n
}

// seatNeutralNames are the names of one seat's zones and fields in the
// neutral state.
type seatNeutralNames struct {
	summary, tableau, lyre, hand, facedown, kept string
	stock, volcano, score                        string
	slots                                        [MaxTableau]string
}

// slot returns the name of the field of the seat's i-th discovery.
func (sn *seatNeutralNames) slot(i int) string {
	if i < len(sn.slots) {
		return sn.slots[i]
	}
	return sn.slots[0][:len(sn.slots[0])-1] + strconv.Itoa(i)
}

// neutralSeats are the names of the seats a game can have, made once: the
// neutral state of every decision uses them.
var neutralSeats = func() (out [MaxPlayers]seatNeutralNames) {
	for p := range out {
		seat := strconv.Itoa(p)
		sn := &out[p]
		sn.summary, sn.tableau, sn.lyre = "summary."+seat, "tableau."+seat, "lyre."+seat
		sn.hand, sn.facedown, sn.kept = "hand."+seat, "facedown."+seat, "kept."+seat
		sn.stock, sn.volcano, sn.score = "stock."+seat, "volcano."+seat, "score."+seat
		for i := range sn.slots {
			sn.slots[i] = "slot." + seat + "." + strconv.Itoa(i)
		}
	}
	return out
}()

// namesOfSeat returns the neutral names of seat p.
func namesOfSeat(p int) *seatNeutralNames {
	return &neutralSeats[p]
}

// displayNames are the zones of the display.
var displayNames = [...]string{"display.0", "display.1", "display.2"}

// displayName returns the zone of the display's i-th card.
func displayName(i int) string {
	if i < len(displayNames) {
		return displayNames[i]
	}
	return "display." + strconv.Itoa(i)
}

// discsText writes the discs left, "I=3 II=2 III=0 IV=0 common=4 box=1".
func discsText(s *State) string {
	b := make([]byte, 0, 48)
	for i, label := range [...]string{"I=", " II=", " III=", " IV="} {
		b = append(b, label...)
		b = strconv.AppendInt(b, int64(s.Epochs[i]), 10)
	}
	b = strconv.AppendInt(append(b, " common="...), int64(s.Common), 10)
	b = strconv.AppendInt(append(b, " box="...), int64(s.BoxDiscs), 10)
	return string(b)
}

// cubesText writes cube counts as cubeList does, "red=2 pink=0 yellow=1
// blue=0".
func cubesText(k [NumColors]uint8) string {
	b := make([]byte, 0, 40)
	for col := range k {
		if col > 0 {
			b = append(b, ' ')
		}
		b = append(b, Color(col).String()...)
		b = strconv.AppendUint(append(b, '='), uint64(k[col]), 10)
	}
	return string(b)
}

// slotField writes what lies on a discovery as slotText writes it
// between the brackets: "village red=1", or "" for nothing.
func slotField(sl *Slot) string {
	if sl.Discs != 1 && sl.Discs != 2 && sl.Cubes == [NumColors]uint8{} {
		return ""
	}
	b := make([]byte, 0, 32)
	switch sl.Discs {
	case 1:
		b = append(b, "village"...)
	case 2:
		b = append(b, "city"...)
	}
	for col, k := range sl.Cubes {
		if k > 0 {
			if len(b) > 0 {
				b = append(b, ' ')
			}
			b = append(b, Color(col).String()...)
			b = strconv.AppendUint(append(b, '='), uint64(k), 10)
		}
	}
	return string(b)
}

// sortedNames returns the names of the cards of set, sorted.
func sortedNames(set *CardSet) []string {
	out := names(set.Cards())
	slices.Sort(out)
	return out
}

// Decks returns the decks of a game of cfg as the draws and shuffles of
// seed leave them (URUK-SETUP-2 to URUK-SETUP-5), each top first, and the
// seed of the later shuffles.
func Decks(cfg Config, seed uint64) (map[string][]string, error) {
	cfg, err := cfg.Normalize()
	if err != nil {
		return nil, err
	}
	d := shuffledDeal(cfg, engine.NewRand(seed))
	return map[string][]string{
		DeckSummaries:     names(d.summaries),
		DeckLevel1:        names(d.ones),
		DeckLevel2:        names(d.twos),
		DeckPile:          names(d.pile),
		DeckReshuffleSeed: {strconv.FormatUint(d.rng, 10)},
	}, nil
}

// NewFromDecks sets up a game of cfg from its decks, top first (Decks):
// the cards are dealt from their tops as after the shuffles. Each deck
// must hold exactly its cards, named as printed; Summary DDD must be dealt
// to a seat.
func NewFromDecks(cfg Config, decks map[string][]string) (*Game, error) {
	cfg, err := cfg.Normalize()
	if err != nil {
		return nil, err
	}
	var want [4][]Card // the cards of each deck, in id order
	for c := FirstSummary; c < FirstSummary+NumSummaries; c++ {
		want[0] = append(want[0], c)
	}
	for c := Card(0); c < NumDiscoveries; c++ {
		switch c.Level() {
		case 1:
			want[1] = append(want[1], c)
		case 2:
			want[2] = append(want[2], c)
		default:
			want[3] = append(want[3], c)
		}
	}
	for c := Enlil; c <= Vulkan; c++ {
		want[3] = append(want[3], c)
	}
	deckNames := [4]string{DeckSummaries, DeckLevel1, DeckLevel2, DeckPile}
	for name := range decks {
		if !slices.Contains(deckNames[:], name) && name != DeckReshuffleSeed {
			return nil, fmt.Errorf("unknown deck %q (Uruk's decks are %s and %s)", name, strings.Join(deckNames[:], ", "), DeckReshuffleSeed)
		}
	}
	var got [4][]Card
	for i, name := range deckNames {
		list, ok := decks[name]
		if !ok {
			return nil, fmt.Errorf("no deck %q", name)
		}
		if got[i], err = cardsOf(name, list, want[i]); err != nil {
			return nil, err
		}
	}
	d := deal{summaries: got[0], ones: got[1], twos: got[2], pile: got[3], rng: 1}
	if !slices.Contains(d.summaries[:cfg.Players], FirstSummary) {
		return nil, fmt.Errorf("%s: %s is not dealt to a seat (the first %d cards are)", DeckSummaries, FirstSummary, cfg.Players)
	}
	if list, ok := decks[DeckReshuffleSeed]; ok {
		if len(list) != 1 {
			return nil, fmt.Errorf("%s: want one number, not %d entries", DeckReshuffleSeed, len(list))
		}
		if d.rng, err = strconv.ParseUint(list[0], 10, 64); err != nil {
			return nil, fmt.Errorf("%s: %q is not a number", DeckReshuffleSeed, list[0])
		}
	}
	g := newGame(cfg, State{})
	g.setupFrom(&d)
	return g, g.Start()
}

// cardsOf reads the deck name, a list of card names, which must name each
// card of want once (copies of a discovery by its type's name).
func cardsOf(name string, list []string, want []Card) ([]Card, error) {
	left := map[string][]Card{}
	for _, c := range want {
		left[c.String()] = append(left[c.String()], c)
	}
	out := make([]Card, 0, len(list))
	for _, n := range list {
		cs, ok := left[n]
		if !ok {
			return nil, fmt.Errorf("%s: %q is not a card of this deck", name, n)
		}
		if len(cs) == 0 {
			return nil, fmt.Errorf("%s: %s more times than the game has copies", name, n)
		}
		out, left[n] = append(out, cs[0]), cs[1:]
	}
	if len(out) != len(want) {
		return nil, fmt.Errorf("%s: %d cards, want %d", name, len(out), len(want))
	}
	return out, nil
}
