package genesia

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// The decks of Genesia in the referee protocol, each top first, as the
// shuffles of setup leave them (GEN-SETUP-2, GEN-SETUP-4, GEN-SETUP-5,
// GEN-SOLO-3): the three Age decks, dealt from their tops as each Age
// begins (six to each people in seat order for the draft, GEN-AGE-2; in
// the solo game five, four in Age III, to each people, GEN-SOLO-2), and
// the objectives of the lots in play, two dealt to each people in seat
// order, the rest to the box (none in the solo game).
const (
	DeckAge1       = "age1"
	DeckAge2       = "age2"
	DeckAge3       = "age3"
	DeckObjectives = "objectives"
	// DeckOrder is no deck of cards: the peoples, by number from 0, in
	// the turn order of Age I (GEN-SETUP-2); in the solo game the people
	// who plays first in Ages I and III, then the other (GEN-SOLO-3).
	DeckOrder = "order"
	// DeckSeed is no deck of cards: its one entry is the seed, in
	// decimal, that position texts write ("seed:") and the state's hash
	// counts. A game set up from decks shuffles nothing; without the
	// entry the seed is 1, and only the hash and the position texts
	// differ from those of the seeded game.
	DeckSeed = "seed"
)

// ageDeckNames are the names of the Age decks, Age I first.
var ageDeckNames = [3]string{DeckAge1, DeckAge2, DeckAge3}

// Neutral returns the game's state in the referee protocol's neutral form
// (docs/referee-protocol.md). Peoples are numbered from 0 (the solo
// game's two peoples are 0 and 1; seat 0 decides for both). The zones:
// "deck.1" to "deck.3" (the cards of each Age deck), "discard", "box" (the
// Age cards out of the game), "objective-box" (the objectives not dealt,
// and those boxed unseen), and for each people P "hand.P", "picked.P",
// "packet.P", "played.P", "inventions.P", "dealt.P" (its two objectives
// before it keeps one) and "objective.P"; every zone sorted by name, the
// rules giving none of them an order the state keeps. The fields: "age",
// "phase", "turn" and "round" (as position texts write them), "order"
// (the peoples in turn order, "1,0,2"), "reserve", "first" (the solo
// game's first people), "chosen", "war", "done" (peoples, "0,2") and
// "changed" of the War round, "reseat" and "taken" while places are
// chosen, "copy" (an offer to copy in progress: "NAME by=P next=K"),
// "copies" (each copy card and the card it copied, "A>B, C>D"), for each
// region R of the board "region.R" (its clans and city, "0=2 1=1
// city=1"), for each people "coins.P", "supply.P", "cities.P" (its
// cities not on the board), "moves.P", "pp.P" (the progress points of
// each Age, "3,0,0"), "transit.P" (clans walking), "markers.P" (the
// inventions bearing its marker clans) and, once the game is over,
// "score.P".
func (g *Game) Neutral() engine.NeutralState {
	s := &g.s
	n := int(s.N)
	out := engine.NeutralState{
		Turn:   g.neutralTurn(),
		Zones:  make(map[string][]string, 6+7*n),
		Fields: make(map[string]string, 20+len(g.board.Regions)+8*n),
	}
	z := out.Zones
	for _, name := range []string{"deck.1", "deck.2", "deck.3", "discard", "box", "objective-box"} {
		z[name] = []string{}
	}
	for p := 0; p < n; p++ {
		for _, kind := range peopleZones {
			z[kind+"."+strconv.Itoa(p)] = []string{}
		}
	}
	var copies []string
	markers := make([][]string, n)
	for c, w := range s.Where {
		name := g.data.Cards[c].Name
		var zone string
		switch w.Kind() {
		case LocBox:
			zone = "box"
		case LocDeck:
			zone = "deck." + strconv.Itoa(g.data.Cards[c].Age)
		case LocDiscard:
			zone = "discard"
		default:
			zone = locZone(w)
		}
		z[zone] = append(z[zone], name)
		if k := s.CopyOf[c]; k > 0 {
			copies = append(copies, name+">"+g.data.Cards[k-1].Name)
		}
		for p := 0; p < n; p++ {
			if s.Marker[c]&(1<<p) != 0 {
				markers[p] = append(markers[p], name)
			}
		}
	}
	for i, o := range s.Obj {
		zone := "objective-box"
		switch {
		case o >= ObjKept:
			zone = "objective." + strconv.Itoa(int(o-ObjKept))
		case o >= ObjDealt:
			zone = "dealt." + strconv.Itoa(int(o-ObjDealt))
		}
		z[zone] = append(z[zone], g.data.Objectives[i].Name)
	}
	for _, list := range z {
		slices.Sort(list)
	}
	f := out.Fields
	f["age"] = strconv.Itoa(int(s.Age))
	f["phase"] = s.Phase.String()
	f["turn"] = strconv.Itoa(int(s.Turn))
	f["round"] = strconv.Itoa(int(s.Round))
	f["order"] = peopleNumbers(s.Order[:n])
	f["reserve"] = strconv.Itoa(int(s.Reserve))
	if g.cfg.Solo() {
		f["first"] = strconv.Itoa(int(s.SoloFirst))
	}
	f["chosen"] = peopleSet(s.Chosen)
	f["war"] = peopleSet(s.War)
	f["done"] = peopleSet(s.Done)
	f["changed"] = strconv.FormatBool(s.Changed)
	f["reseat"], f["taken"] = "", ""
	if s.Reseat[0] >= 0 {
		f["reseat"] = peopleNumbers(s.Reseat[:n])
		taken := make([]string, n)
		for i, p := range s.Taken[:n] {
			taken[i] = "-"
			if p >= 0 {
				taken[i] = strconv.Itoa(int(p))
			}
		}
		f["taken"] = strings.Join(taken, ",")
	}
	f["copy"] = ""
	if s.CopyCard > 0 {
		f["copy"] = fmt.Sprintf("%s by=%d next=%d", g.data.Cards[s.CopyCard-1].Name, s.CopyBy, s.CopyNext)
	}
	slices.Sort(copies)
	f["copies"] = strings.Join(copies, ", ")
	for r, reg := range g.board.Regions {
		f["region."+reg.Name] = g.regionField(r)
	}
	for p := 0; p < n; p++ {
		ps := strconv.Itoa(p)
		f["coins."+ps] = strconv.Itoa(int(s.Coins[p]))
		f["supply."+ps] = strconv.Itoa(int(s.Supply[p]))
		f["cities."+ps] = strconv.Itoa(int(s.CitySupply[p]))
		f["moves."+ps] = strconv.Itoa(int(s.Moves[p]))
		f["pp."+ps] = fmt.Sprintf("%d,%d,%d", s.PP[0][p], s.PP[1][p], s.PP[2][p])
		f["transit."+ps] = strconv.Itoa(int(s.Transit[p]))
		slices.Sort(markers[p])
		f["markers."+ps] = strings.Join(markers[p], ", ")
		if s.Phase == PhaseOver {
			f["score."+ps] = strconv.Itoa(int(s.Scores[p]))
		}
	}
	return out
}

// peopleZones are the kinds of a people's zones in the neutral state.
var peopleZones = []string{"hand", "picked", "packet", "played", "inventions", "dealt", "objective"}

// locZone names the neutral zone of a people's place of Age cards.
func locZone(w Loc) string {
	var kind string
	switch w.Kind() {
	case LocHand:
		kind = "hand"
	case LocPicked:
		kind = "picked"
	case LocPacket:
		kind = "packet"
	case LocPlayed:
		kind = "played"
	case LocInvention:
		kind = "inventions"
	default:
		return "box"
	}
	return kind + "." + strconv.Itoa(w.Owner())
}

// neutralTurn returns the seat whose turn it is: that of the people
// choosing its objective or picking in the draft, of the people choosing
// its place in the next turn order, else of the people whose turn it is
// in the turn order; NoSeat once the game is over.
func (g *Game) neutralTurn() int {
	s := &g.s
	t := int(s.Turn)
	if s.Phase == PhaseOver || t < 0 || t >= int(s.N) {
		return engine.NoSeat
	}
	p := int(s.Order[t])
	switch s.Phase {
	case PhaseObjective, PhaseDraft:
		p = t
	case PhaseReseat:
		p = int(s.Reseat[t])
	}
	if p < 0 {
		return engine.NoSeat
	}
	return g.seat(p)
}

// regionField writes the clans and the city on region r: "0=2 1=1
// city=1", or "" for none.
func (g *Game) regionField(r int) string {
	s := &g.s
	var b []byte
	for p := 0; p < int(s.N); p++ {
		if k := s.Clans[r][p]; k > 0 {
			if len(b) > 0 {
				b = append(b, ' ')
			}
			b = strconv.AppendInt(b, int64(p), 10)
			b = strconv.AppendUint(append(b, '='), uint64(k), 10)
		}
	}
	if s.City[r] > 0 {
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(append(b, "city="...), int64(s.City[r]-1), 10)
	}
	return string(b)
}

// peopleNumbers writes peoples by number, "1,0,2".
func peopleNumbers(ps []int8) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = strconv.Itoa(int(p))
	}
	return strings.Join(out, ",")
}

// peopleSet writes the peoples of a set by number, "0,2", or "".
func peopleSet(m uint8) string {
	var out []string
	for p := 0; p < MaxPeoples; p++ {
		if m&(1<<p) != 0 {
			out = append(out, strconv.Itoa(p))
		}
	}
	return strings.Join(out, ",")
}

// dataFor returns cfg normalized and the game's data, or the error of
// either.
func dataFor(cfg Config) (Config, *Data, error) {
	if defaultDataErr != nil {
		return cfg, nil, defaultDataErr
	}
	cfg, err := cfg.Normalize()
	return cfg, defaultData, err
}

// Decks returns the decks of a game of cfg as the shuffles of seed leave
// them, each top first, with the turn order of Age I and the seed of
// position texts (the Deck... names).
func Decks(cfg Config, seed uint64) (map[string][]string, error) {
	cfg, d, err := dataFor(cfg)
	if err != nil {
		return nil, err
	}
	sh := shuffled(cfg, d, seed)
	decks := map[string][]string{
		DeckOrder: make([]string, len(sh.order)),
		DeckSeed:  {strconv.FormatUint(sh.seed, 10)},
	}
	for i, p := range sh.order {
		decks[DeckOrder][i] = strconv.Itoa(p)
	}
	for a, deck := range sh.ages {
		list := make([]string, len(deck))
		for i, c := range deck {
			list[i] = d.Cards[c].Name
		}
		decks[ageDeckNames[a]] = list
	}
	if !cfg.Solo() {
		list := make([]string, len(sh.objectives))
		for i, o := range sh.objectives {
			list[i] = d.Objectives[o].Name
		}
		decks[DeckObjectives] = list
	}
	return decks, nil
}

// NewFromDecks sets up a game of cfg from its decks, top first (Decks),
// dealing from their tops as after the shuffles of setup and shuffling
// nothing. Each Age deck must hold exactly the cards of its Age in play,
// named as the card file names them, the objectives deck (but in the solo
// game, which has none) the objectives of the lots in play, and the order
// every people once.
func NewFromDecks(cfg Config, decks map[string][]string) (*Game, error) {
	cfg, d, err := dataFor(cfg)
	if err != nil {
		return nil, err
	}
	known := append(ageDeckNames[:], DeckOrder, DeckSeed)
	if !cfg.Solo() {
		known = append(known, DeckObjectives)
	}
	for _, name := range slices.Sorted(maps.Keys(decks)) {
		if !slices.Contains(known, name) {
			return nil, fmt.Errorf("unknown deck %q (Genesia's decks for %s are %s)", name, cfg, strings.Join(known, ", "))
		}
	}
	for _, name := range known {
		if _, ok := decks[name]; !ok && name != DeckSeed {
			return nil, fmt.Errorf("no deck %q", name)
		}
	}
	sh := &shuffles{seed: 1}
	for a, name := range ageDeckNames {
		want := ageDeck(cfg, d, a+1)
		names := make([]string, len(want))
		for i, c := range want {
			names[i] = d.Cards[c].Name
		}
		if sh.ages[a], err = listOf(name, decks[name], want, names); err != nil {
			return nil, err
		}
	}
	if !cfg.Solo() {
		want := objectivePool(cfg, d)
		names := make([]string, len(want))
		for i, o := range want {
			names[i] = d.Objectives[o].Name
		}
		if sh.objectives, err = listOf(DeckObjectives, decks[DeckObjectives], want, names); err != nil {
			return nil, err
		}
	}
	peoples := make([]int, cfg.Peoples())
	names := make([]string, len(peoples))
	for p := range peoples {
		peoples[p], names[p] = p, strconv.Itoa(p)
	}
	if sh.order, err = listOf(DeckOrder, decks[DeckOrder], peoples, names); err != nil {
		return nil, err
	}
	if list, ok := decks[DeckSeed]; ok {
		if len(list) != 1 {
			return nil, fmt.Errorf("%s: want one number, not %d entries", DeckSeed, len(list))
		}
		if sh.seed, err = strconv.ParseUint(list[0], 10, 64); err != nil {
			return nil, fmt.Errorf("%s: %q is not a number", DeckSeed, list[0])
		}
	}
	g := newGame(cfg, d, State{})
	g.setupFrom(sh)
	return g, g.Start()
}

// listOf reads the deck name, a list of names, which must name each of
// want once; names are the names of want.
func listOf(name string, list []string, want []int, names []string) ([]int, error) {
	index := make(map[string]int, len(want))
	for i, n := range names {
		index[n] = want[i]
	}
	seen := make(map[string]bool, len(list))
	out := make([]int, 0, len(list))
	for _, n := range list {
		v, ok := index[n]
		if !ok {
			return nil, fmt.Errorf("%s: %q is not in this deck (want %s)", name, n, strings.Join(names, ", "))
		}
		if seen[n] {
			return nil, fmt.Errorf("%s: %q twice", name, n)
		}
		seen[n] = true
		out = append(out, v)
	}
	if len(out) != len(want) {
		var missing []string
		for _, n := range names {
			if !seen[n] {
				missing = append(missing, n)
			}
		}
		return nil, fmt.Errorf("%s: %d entries, want %d (missing %s)", name, len(out), len(want), strings.Join(missing, ", "))
	}
	return out, nil
}
