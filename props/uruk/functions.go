package uruk

import (
	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// The contracts of the discoveries' functions that a player uses: taking
// resources with a discovery (URUK-RES-1) and the card actions and Rad und
// Achse (URUK-ACT-1). Each is written from the function's clause in
// RULES.md (the seed's lines 80-150), and checked against the events of
// each use and the cubes as they stood when it began, worked back from the
// state through the events; nothing is asked of the engine but its state
// and its log.

// function is what a discovery does when used, by its clause.
type function uint8

const (
	fnNone      function = iota
	fnStore              // URUK-CARD-STORE: 1 cube lying on the card
	fnProduce            // URUK-CARD-PRODUCE: 1 cube of the card's colour
	fnStreet             // URUK-CARD-STRASSE-2: 1 cube lying on it (VAR-STREET-ALL: all)
	fnChoice             // URUK-CARD-CHOICE: 1 of the 2 resources shown
	fnPipe               // URUK-CARD-TONROHR-1: every cube lying on it
	fnAstronomy          // URUK-CARD-ASTRONOMIE: the display's cards of one colour, a cube each
	fnZiggurat           // URUK-CARD-ZIKKURAT: 1 cube of each colour he holds none of
	fnAqueduct           // URUK-CARD-AQUAEDUKT: 1-2 cards for as many cubes, or 1-2 cubes for as many cards
	fnGear               // URUK-CARD-ZAHNRAD: one disc to a discovery at most one level apart
	fnWheel              // URUK-CARD-RAD: one cube for one of another colour
)

// functionContract is one row of the table of the functions used.
type functionContract struct {
	fn     function
	clause string
}

// functionContracts gives each discovery that a player uses its
// function, by name, from RULES.md's clauses: a name missing here has no
// function to use.
var functionContracts = map[string]functionContract{
	"Lehmhaus": {fnStore, "URUK-CARD-STORE"}, "Netz": {fnStore, "URUK-CARD-STORE"},
	"Tongefäß": {fnStore, "URUK-CARD-STORE"}, "Zisterne": {fnStore, "URUK-CARD-STORE"},
	"Brennofen": {fnProduce, "URUK-CARD-PRODUCE"}, "Domestizierung": {fnProduce, "URUK-CARD-PRODUCE"},
	"Rollenprinzip": {fnProduce, "URUK-CARD-PRODUCE"}, "Wasserrad": {fnProduce, "URUK-CARD-PRODUCE"},
	"Straße":      {fnStreet, "URUK-CARD-STRASSE-2"},
	"Flaschenzug": {fnChoice, "URUK-CARD-CHOICE"}, "Kanalisation": {fnChoice, "URUK-CARD-CHOICE"},
	"Tonrohr":       {fnPipe, "URUK-CARD-TONROHR-1"},
	"Astronomie":    {fnAstronomy, "URUK-CARD-ASTRONOMIE"},
	"Zikkurat":      {fnZiggurat, "URUK-CARD-ZIKKURAT"},
	"Aquädukt":      {fnAqueduct, "URUK-CARD-AQUAEDUKT"},
	"Zahnrad":       {fnGear, "URUK-CARD-ZAHNRAD"},
	"Rad und Achse": {fnWheel, "URUK-CARD-RAD"},
}

// CardFunctions checks each use of a discovery's function against its
// contract.
var CardFunctions = &props.Property{
	Name: "card-functions",
	Clauses: []string{"URUK-RES-1", "URUK-ACT-1", "URUK-CARD-STORE", "URUK-CARD-PRODUCE", "URUK-CARD-STRASSE-2",
		"URUK-CARD-CHOICE", "URUK-CARD-TONROHR-1", "URUK-CARD-ASTRONOMIE", "URUK-CARD-ZIKKURAT",
		"URUK-CARD-AQUAEDUKT", "URUK-CARD-ZAHNRAD", "URUK-CARD-RAD"},
	Doc:   "each use of a discovery's function gives and takes what its text says: the cube on the card, of its colour, of one of its two resources, all on Tonrohr, one per display card of a colour, one of each missing colour, 1-2 cards for as many cubes or the reverse, one disc at most a level away, a cube for another colour",
	Cost:  props.Cheap,
	Check: checkCardFunctions,
}

// cubes is where the cubes stood when a use began: the reserve, the
// user's stock and the cubes on each discovery of his tableau.
type cubes struct {
	reserve [uk.NumColors]int
	stock   [uk.NumColors]int
	on      [uk.MaxTableau][uk.NumColors]int
}

// use is one use of a function: who, which discovery, and its events.
type use struct {
	name   string  // the discovery's name
	card   uk.Card // the discovery, or NoCard when the log does not name it (a card action)
	player int
	slot   int // the discovery's place in the tableau, or -1
	start  int // the index in the log of its first event
	c      functionContract
	events []engine.Event
}

func checkCardFunctions(s *props.Step) error {
	if game(s).Err() != nil {
		return nil
	}
	return atTurnEnds(s, checkTurnUses)
}

// checkTurnUses checks the uses of the turn that the event lying back
// events from the end of the game's log closes.
func checkTurnUses(s *props.Step, back int) error {
	log := history(s)
	end := len(log) - back
	begin := end
	for begin > 0 && log[begin-1].Kind != uk.EvTurn {
		begin--
	}
	if begin == 0 {
		return nil // the log does not reach the turn's start (a game from a position)
	}
	var u *use
	flush := func() error {
		if u == nil {
			return nil
		}
		err := checkUse(s, log, u)
		u = nil
		return err
	}
	for k := begin; k < end; k++ {
		e := log[k]
		switch {
		case e.Kind == uk.EvAction:
			if err := flush(); err != nil {
				return err
			}
			switch {
			case e.Arg == uk.ActProduce && e.Card >= 0:
				card := uk.Card(e.Card)
				c := functionContracts[card.String()]
				if c.fn == fnNone || c.fn >= fnAqueduct {
					return s.Failf("URUK-RES-1", "%s takes resources with %s, which has no such function", uk.SeatName(e.Player), card)
				}
				u = &use{name: card.String(), card: card, player: e.Player, slot: -1, start: k, c: c}
			case e.Arg == uk.ActCard:
				// The card action's events name the discovery used.
				u = &use{card: uk.NoCard, player: e.Player, slot: -1, start: k}
			}
		case e.Kind == uk.EvActivate || e.Kind == uk.EvEnd:
			if err := flush(); err != nil {
				return err
			}
		case e.Clause == "URUK-CARD-RAD":
			if u == nil || u.c.fn != fnWheel {
				if err := flush(); err != nil {
					return err
				}
				u = &use{name: e.Effect, card: uk.NoCard, player: e.Player, slot: -1, start: k, c: functionContracts["Rad und Achse"]}
			}
			u.events = append(u.events, e)
		case u != nil && u.c.fn == fnWheel:
			if err := flush(); err != nil {
				return err
			}
		case u != nil && u.c.fn == fnNone:
			if c, ok := functionContracts[e.Effect]; ok && c.fn >= fnAqueduct && e.Clause == c.clause {
				u.name, u.c = e.Effect, c
				u.events = append(u.events, e)
			}
		case u != nil && e.Effect == u.name &&
			(e.Clause == u.c.clause || e.Clause == "URUK-RES-2" || e.Clause == uk.VarStreetAll.ID()):
			u.events = append(u.events, e)
		}
	}
	return flush()
}

// cubesAt works the cubes back from the state now to where they stood
// before event k of the log.
func cubesAt(st *uk.State, log []engine.Event, k, p int) *cubes {
	var c cubes
	for col := range numColors {
		c.reserve[col] = int(st.Reserve[col])
		c.stock[col] = int(st.Players[p].Stock[col])
		for i := 0; i < st.Players[p].N; i++ {
			c.on[i][col] = int(st.Players[p].Tableau[i].Cubes[col])
		}
	}
	for j := len(log) - 1; j >= k; j-- {
		e := &log[j]
		if e.Kind != uk.EvCube || e.Arg < 0 || e.Arg >= numColors {
			continue
		}
		c.add(uk.Place(e.To), p, e.Arg, -1)
		c.add(uk.Place(e.From), p, e.Arg, +1)
	}
	return &c
}

// add adds n cubes of colour col at place pl, when it is one c follows.
func (c *cubes) add(pl uk.Place, p, col, n int) {
	switch {
	case pl.Kind() == uk.PlaceReserve:
		c.reserve[col] += n
	case pl.Kind() == uk.PlaceStock && pl.Player() == p:
		c.stock[col] += n
	case pl.Kind() == uk.PlaceTableau && pl.Player() == p && pl.Index() < uk.MaxTableau:
		c.on[pl.Index()][col] += n
	}
}

// flow is what a use's events add up to for its user.
type flow struct {
	fromReserve [uk.NumColors]int // cubes from the reserve to his stock
	taken       [uk.NumColors]int // cubes taken from another's stock (URUK-RES-2)
	without     [uk.NumColors]int // cubes he went without, logged (URUK-RES-2)
	none        int               // resources of his choice he went without, the reserve empty
	toReserve   [uk.NumColors]int // cubes of his stock back to the reserve
	fromCard    [uk.NumColors]int // cubes from the used discovery to his stock
	discarded   []uk.Card         // cards he discarded (hand or display)
	fromHand    int               // of those, from his hand
	drawn       int               // cards taken into his hand from the pile or the display
	discs       []engine.Event    // discs moved
	other       []engine.Event    // anything else
}

func flowOf(u *use) *flow {
	f := &flow{}
	p := u.player
	for _, e := range u.events {
		from, to := uk.Place(e.From), uk.Place(e.To)
		switch e.Kind {
		case uk.EvAction:
		case uk.EvCube:
			col := e.Arg
			switch {
			case from.Kind() == uk.PlaceReserve && to == uk.StockPlace(p):
				f.fromReserve[col]++
			case from.Kind() == uk.PlaceStock && from.Player() != p && to == uk.StockPlace(p) && e.Clause == "URUK-RES-2":
				f.taken[col]++
			case e.Clause == "URUK-RES-2" && from.Kind() == uk.PlaceReserve && to.Kind() == uk.PlaceStock:
				// the compensation of the player a cube was taken from
			case from == uk.StockPlace(p) && to.Kind() == uk.PlaceReserve:
				f.toReserve[col]++
			case u.slot >= 0 && from == uk.TableauPlace(p, u.slot) && to == uk.StockPlace(p):
				f.fromCard[col]++
			default:
				f.other = append(f.other, e)
			}
		case uk.EvNone:
			switch {
			case e.Player != p:
			case e.Clause == "URUK-RES-2" && e.Arg >= 0 && e.Arg < numColors:
				f.without[e.Arg]++
			case e.Clause == u.c.clause:
				f.none++
			}
		case uk.EvDiscard:
			f.discarded = append(f.discarded, uk.Card(e.Card))
			if from.Kind() == uk.PlaceHand {
				f.fromHand++
			}
		case uk.EvTake:
			if to == uk.HandPlace(p) && (from.Kind() == uk.PlacePile || from.Kind() == uk.PlaceDisplay) {
				f.drawn++
			} else {
				f.other = append(f.other, e)
			}
		case uk.EvDisc:
			f.discs = append(f.discs, e)
		default:
			f.other = append(f.other, e)
		}
	}
	return f
}

// received is what the user got of colour col: from the reserve, taken
// from another, or logged as gone without.
func (f *flow) received(col int) int { return f.fromReserve[col] + f.taken[col] + f.without[col] }

// checkUse checks one use against its contract.
func checkUse(s *props.Step, log []engine.Event, u *use) error {
	st := game(s).State()
	p := u.player
	if u.c.fn == fnNone {
		return s.Failf("URUK-ACT-1", "%s takes a card action that uses no discovery", uk.SeatName(p))
	}
	name := u.name
	if u.c.fn == fnStore || u.c.fn == fnStreet || u.c.fn == fnPipe {
		for i := 0; i < st.Players[p].N; i++ {
			if st.Players[p].Tableau[i].Card == u.card {
				u.slot = i
			}
		}
		for _, e := range u.events {
			if from := uk.Place(e.From); e.Kind == uk.EvCube && from.Kind() == uk.PlaceTableau && from.Player() == p {
				u.slot = from.Index() // the discovery may have been replaced since
			}
		}
		if reshaped(log, u.start, p) {
			return nil // the tableau changed since: its slots no longer say what lay where
		}
		if u.slot < 0 || u.slot >= uk.MaxTableau {
			return s.Failf(u.c.clause, "%s takes resources with %s and takes no cube from it", uk.SeatName(p), name)
		}
	}
	at := cubesAt(st, log, u.start, p)
	f := flowOf(u)
	fail := func(format string, args ...any) error {
		return s.Failf(u.c.clause, "%s uses %s: "+format, append([]any{uk.SeatName(p), name}, args...)...)
	}
	// receives checks that the user got n cubes of colour col: as many
	// as the reserve held from it, the rest by the shortage rule or not
	// at all (URUK-RES-2).
	receives := func(col, n int) error {
		want := min(n, at.reserve[col])
		if f.fromReserve[col] != want || f.received(col) > n {
			return fail("%d %s cube(s) due, the reserve held %d: he got %d from it, %d in all", n, uk.Color(col), at.reserve[col], f.fromReserve[col], f.received(col))
		}
		return nil
	}
	onlyColours := func(ok func(col int) bool) error {
		for col := range numColors {
			if !ok(col) && f.received(col) > 0 {
				return fail("he got %d %s cube(s), which the text does not give", f.received(col), uk.Color(col))
			}
		}
		return nil
	}
	if len(f.other) > 0 {
		return fail("the text does nothing like %s", uk.FormatEvent(f.other[0]))
	}
	switch u.c.fn {
	case fnStore, fnStreet, fnPipe:
		on := at.on[u.slot]
		total := sum(on)
		want := 1
		if u.c.fn == fnPipe || u.c.fn == fnStreet && config(s).Has(uk.VarStreetAll) {
			want = total
		}
		if sum(f.fromCard) != want || want == 0 {
			return fail("%d cube(s) lay on it and the text gives %d of them; he took %d", total, want, sum(f.fromCard))
		}
		for col := range numColors {
			if f.fromCard[col] > on[col] {
				return fail("he took %d %s cube(s) from it, which held %d", f.fromCard[col], uk.Color(col), on[col])
			}
		}
		if err := onlyColours(func(int) bool { return false }); err != nil {
			return err
		}
	case fnProduce:
		col := int(u.card.Color())
		if err := receives(col, 1); err != nil {
			return err
		}
		if err := onlyColours(func(c int) bool { return c == col }); err != nil {
			return err
		}
	case fnChoice:
		r := u.card.Type().Facts().Resources
		if err := onlyColours(func(c int) bool { return c == int(r[0]) || c == int(r[1]) }); err != nil {
			return err
		}
		switch got := f.received(int(r[0])) + f.received(int(r[1])); {
		case got > 1:
			return fail("the text gives 1 of %s or %s; he got %d", r[0], r[1], got)
		case got == 0 && at.reserve[r[0]] > 0 && at.reserve[r[1]] > 0:
			// Gone without, unlogged, is the shortage of the colour he
			// chose (URUK-RES-2): the reserve lacked one of them.
			return fail("he got neither %s nor %s, and the reserve held both", r[0], r[1])
		}
	case fnAstronomy:
		if len(f.discarded) == 0 || f.fromHand > 0 {
			return fail("the text discards the display's cards of one colour; he discarded %d, %d from his hand", len(f.discarded), f.fromHand)
		}
		col := int(f.discarded[0].Color())
		for _, c := range f.discarded {
			if int(c.Color()) != col {
				return fail("he discarded %s and %s, of two colours", f.discarded[0], c)
			}
		}
		if err := receives(col, len(f.discarded)); err != nil {
			return err
		}
		if err := onlyColours(func(c int) bool { return c == col }); err != nil {
			return err
		}
	case fnZiggurat:
		for col := range numColors {
			want := 0
			if at.stock[col] == 0 {
				want = 1
			}
			if err := receives(col, want); err != nil {
				return err
			}
		}
	case fnAqueduct:
		cards, cubesOut, in := f.fromHand, sum(f.toReserve), 0
		for col := range numColors {
			in += f.received(col)
		}
		switch {
		case cards > 0 && cubesOut == 0:
			if cards > 2 || len(f.discarded) != cards || f.drawn != 0 {
				return fail("1-2 cards of his hand for as many resources: he discarded %d (%d from his hand) and took %d cards", len(f.discarded), cards, f.drawn)
			}
			if in+f.none != cards || f.none > 0 && sum(at.reserve) >= cards {
				return fail("he gave %d card(s) and got %d resource(s), went without %d; the reserve held %d", cards, in, f.none, sum(at.reserve))
			}
		case cubesOut > 0 && cards == 0:
			if cubesOut > 2 || f.drawn != cubesOut || len(f.discarded) != 0 || in != 0 {
				return fail("1-2 cubes of his stock for as many cards: he gave %d cube(s) and took %d card(s)", cubesOut, f.drawn)
			}
		default:
			return fail("the text exchanges 1-2 cards or 1-2 cubes: he gave %d card(s) and %d cube(s)", cards, cubesOut)
		}
	case fnGear:
		if len(f.discs) != 1 {
			return fail("the text moves one disc; %d moved", len(f.discs))
		}
		e := f.discs[0]
		from, to := uk.Place(e.From), uk.Place(e.To)
		if from.Kind() != uk.PlaceTableau || to.Kind() != uk.PlaceTableau || from.Player() != p || to.Player() != p || from == to {
			return fail("the disc goes %s -> %s, not from one of his discoveries to another", from, to)
		}
		// The event names the discovery the disc leaves (Arg) and the one
		// it reaches (Card).
		if e.Arg < 0 || e.Card < 0 {
			return fail("the disc's move names no discovery it leaves or reaches")
		}
		a, b := uk.Card(e.Arg).Level(), uk.Card(e.Card).Level()
		if a-b > 1 || b-a > 1 {
			return fail("the disc goes from level %d to level %d, more than one apart", a, b)
		}
		if err := onlyColours(func(int) bool { return false }); err != nil {
			return err
		}
	case fnWheel:
		out, in := -1, -1
		for col := range numColors {
			if f.toReserve[col] > 0 {
				out = col
			}
			if f.fromReserve[col] > 0 {
				in = col
			}
		}
		if sum(f.toReserve) != 1 || sum(f.fromReserve) != 1 || out == in {
			return fail("one cube for one of another colour: he gave %d and got %d", sum(f.toReserve), sum(f.fromReserve))
		}
	}
	return nil
}

// numColors is the number of cube colours, as an int.
const numColors = int(uk.NumColors)
