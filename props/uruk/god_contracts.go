package uruk

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// The contracts of the gods, disasters and discoveries: what each card's
// TEXT (RULES.md and the seed's lines) says it gives and takes, written
// here as data and checked against the events of every engine step. They
// recount everything from the text and the events; they never ask the
// engine how much a card gives.

// favour is what a god gives the player it favours, or each victim of a
// disaster (URUK-GOD-6 and the clause of each card).
type favour uint8

const (
	favourNone  favour = iota
	favourCubes        // cubes of one colour of his choice
	favourLay          // he lays one discovery and discards no other card (Enlil)
	favourKeep         // he keeps the card face up (Ninurta, Marduk, Nannar)
	favourDisc         // each victim loses one disc (Dürre)
	favourQuake        // each victim discards a laid discovery without disc, or 3 cards of his hand (Erdbeben)
	favourTurn         // each victim loses 2 actions of his next turn (Vulkanausbruch)
)

// compensation is what the other players get from a god that favours the
// fewest discs (URUK-LEAST-1).
type compensation uint8

const (
	compNone compensation = iota
	compCube              // 1 cube of his choice (Gibil, Marduk)
	compCard              // he may take a card from the pile (Nannar)
)

// who is whom a god or disaster favours.
type who uint8

const (
	whoAuction  who = iota // the highest offer of cards (URUK-AUCTION-1)
	whoFewest              // the fewest discs (URUK-LEAST-1)
	whoEveryone            // every player, a card or a cube (Ischtar)
	whoFist                // the victims of a sealed bid of cubes (URUK-DISASTER-1)
)

// godContract is one row of the table of gods and disasters.
type godContract struct {
	card   string
	clause string
	lines  string // the seed's lines
	who    who
	give   favour
	cubes  int // with favourCubes: how many, all of one colour
	comp   compensation
	reason string // the text, for people
}

// godContracts is the table of the 7 gods and 3 disasters (URUK-COMP-2),
// from the seed's lines 201-244.
var godContracts = []godContract{
	{"Enlil", "URUK-GOD-ENLIL", "l.207-208", whoAuction, favourLay, 0, compNone, "the winner lays a discovery by the level rule and discards no other card"},
	{"Nergal", "URUK-GOD-NERGAL", "l.209", whoAuction, favourCubes, 3, compNone, "the winner receives 3 resources of one colour of his choice"},
	{"Ninurta", "URUK-GOD-NINURTA", "l.210-211", whoAuction, favourKeep, 0, compNone, "the winner keeps the card face up"},
	{"Gibil", "URUK-GOD-GIBIL", "l.216-217", whoFewest, favourCubes, 3, compCube, "the fewest discs receive 3 resources of one colour; the others 1 resource of their choice"},
	{"Marduk", "URUK-GOD-MARDUK", "l.218-221", whoFewest, favourKeep, 0, compCube, "the fewest discs keep the card (half price); the others 1 resource of their choice"},
	{"Nannar", "URUK-GOD-NANNAR", "l.222-225", whoFewest, favourKeep, 0, compCard, "the fewest discs keep the card (half price); the others may take a card from the pile"},
	{"Ischtar", "URUK-GOD-ISCHTAR", "l.227-229", whoEveryone, favourNone, 0, compNone, "each player draws a card from the pile or receives a resource of his choice"},
	{"Dürre", "URUK-DISASTER-DUERRE", "l.236-237", whoFist, favourDisc, 0, compNone, "each victim loses 1 disc to the common stock"},
	{"Erdbeben", "URUK-DISASTER-ERDBEBEN", "l.238-240", whoFist, favourQuake, 0, compNone, "each victim discards 1 laid discovery without disc, or 3 cards of his hand when all have one"},
	{"Vulkanausbruch", "URUK-DISASTER-VULKAN", "l.241-244", whoFist, favourTurn, 0, compNone, "each victim loses 2 actions of his next turn"},
}

// Numbers the text prints or states, kept here apart from the engine's.
const (
	handLimitText = 8 // "défausse ... jusqu'à 8 cartes en main" (URUK-GOD-5, l.190-191)
	discsPerCard  = 2 // a village, then a city: "jamais plus de 2" (URUK-COLONY-3, l.119)
	quakeCards    = 3 // Erdbeben: "3 cartes de sa main" (l.239-240)
)

// cardCapacity is the most cubes a discovery's text lets lie on it.
var cardCapacity = map[string]int{
	"Tonrohr": 2, // "au maximum 2" (URUK-CARD-TONROHR-1, l.94-96)
}

// godContractOf returns the row of the god or disaster named name.
func godContractOf(name string) *godContract {
	for i := range godContracts {
		if godContracts[i].card == name {
			return &godContracts[i]
		}
	}
	return nil
}

// GodContracts checks each resolution of a god or disaster against its
// row of the contract table.
var GodContracts = &props.Property{
	Name: "god-contracts",
	Clauses: []string{"URUK-GOD-4", "URUK-GOD-6", "URUK-AUCTION-1", "URUK-LEAST-1", "URUK-DISASTER-1",
		"URUK-GOD-ENLIL", "URUK-GOD-NERGAL", "URUK-GOD-NINURTA", "URUK-GOD-GIBIL", "URUK-GOD-MARDUK", "URUK-GOD-NANNAR", "URUK-GOD-ISCHTAR",
		"URUK-DISASTER-DUERRE", "URUK-DISASTER-ERDBEBEN", "URUK-DISASTER-VULKAN"},
	Doc:   "each god or disaster resolved takes one disc of the lowest epoch card, then gives and takes what its text says: to the winner of the auction, the fewest discs (compensation to the others), every player, or each victim of the fists; only the winners pay, exactly their offer",
	Cost:  props.Cheap,
	Check: checkGodContracts,
}

// tally is what one player got and gave in one resolution.
type tally struct {
	recv      int   // cubes received (from the reserve, or from another player by URUK-RES-2)
	colors    uint8 // their colours
	none      int   // cubes he was to receive and the reserve could not give
	paidCubes int   // cubes paid from his stock (URUK-GOD-6)
	paidOther int   // cubes paid from another place than his stock
	paidLevel int   // the levels of the cards he paid (URUK-GOD-6)
	paidCards int   // the cards he paid
	drawn     int   // cards drawn into his hand from the pile by the card
	kept      bool  // he keeps the card
	laid      int   // discoveries laid (Enlil)
	layDisc   int   // cards discarded by a laying (Enlil: none)
	discs     int   // discs lost from his tableau to the common stock
	wrongDisc int   // discs lost from another's tableau or to another place
	quakeLaid int   // laid discoveries discarded by Erdbeben
	quakeHand int   // hand cards discarded by Erdbeben
	volcano   int   // marks of Vulkanausbruch
	won, lost bool  // EvWin, EvSuffer
	bid       int   // the cubes in his fist
	offer     int   // his offer as logged
	bonus     int   // his Leuchtturm bonus as logged
	sealed    bool  // he opened a fist
	wonArg    int   // the offer logged with EvWin
}

// resolution is one god or disaster resolved within a step.
type resolution struct {
	card      uk.Card
	activator int
	t         [uk.MaxPlayers]tally
	godDiscs  int  // discs removed at URUK-GOD-4
	lowest    bool // each came from the lowest epoch card holding one
	filled    bool // a fill-... variant decided something
	// takenFrom is the player whose cube the last event took by
	// URUK-RES-2, or -1: his compensation is no cube of the card's.
	takenFrom int
	// bidder and bid are the last bid of an auction of cards: its player
	// (-1 when nobody bid) and its offer (URUK-AUCTION-1).
	bidder, bid int
}

func checkGodContracts(s *props.Step) error {
	if game(s).Err() != nil {
		return nil
	}
	// A resolution runs over several decisions between two turns: it is
	// checked at the decision that begins the next turn (or ends the
	// game), with the game's events back to its activation.
	for i, e := range s.Events {
		if e.Kind == uk.EvTurn || e.Kind == uk.EvEnd {
			if err := checkResolved(s, len(s.Events)-i); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkResolved checks the resolution, if any, that the event lying back
// events from the end of the game's log closes: the last activation
// since the turn before.
func checkResolved(s *props.Step, back int) error {
	g := game(s)
	log := history(s)
	end := len(log) - back
	begin := -1
	for i := end - 1; i >= 0 && log[i].Kind != uk.EvTurn; i-- {
		if log[i].Kind == uk.EvActivate {
			begin = i
			break
		}
	}
	if begin < 0 {
		return nil // no resolution, or one activated before the log's start (a game from a position)
	}
	card := uk.Card(log[begin].Card)
	r := &resolution{card: card, activator: log[begin].Player, lowest: true, takenFrom: -1, bidder: -1}
	st := g.State()
	for _, e := range log[begin:end] {
		if e.Effect != card.String() {
			continue
		}
		if rulesOwn(e) && e.Player != -1 {
			return s.Failf("URUK-GOD-4", "%s: the disc an activation removes goes by the rules, and its event names %s", card, uk.SeatName(e.Player))
		}
		if e.Kind == uk.EvDisc && e.Clause == "URUK-GOD-4" {
			r.godDiscs++
			from := uk.Place(e.From)
			if from.Kind() != uk.PlaceEpoch || uk.Place(e.To).Kind() != uk.PlaceCommon {
				r.lowest = false
			} else {
				for j := 0; j < from.Index(); j++ {
					r.lowest = r.lowest && st.Epochs[j] == 0
				}
			}
		}
		tallyEvent(r, e)
	}
	return checkResolution(s, st, r)
}

// rulesOwn reports whether e is an event of the rules themselves in a
// resolution, which names no player: the disc the activation removes from
// an epoch card (URUK-GOD-4), and, when that disc was the last, the end it
// begins under VAR-FILL-REMOVAL-ENDS.
func rulesOwn(e engine.Event) bool {
	switch {
	case e.Kind == uk.EvDisc && e.Clause == "URUK-GOD-4":
		return true
	case (e.Kind == uk.EvFill || e.Kind == uk.EvLastDisc) && e.Clause == uk.VarFillRemovalEnds.ID():
		return true
	}
	return false
}

// atTurnEnds calls check for each event of the step's decision that ends
// a turn (the next turn begins, or the game ends), with its distance from
// the end of the game's log: what runs over several decisions of a turn
// is checked once the turn is over.
func atTurnEnds(s *props.Step, check func(s *props.Step, back int) error) error {
	for i, e := range s.Events {
		if e.Kind == uk.EvTurn || e.Kind == uk.EvEnd {
			if err := check(s, len(s.Events)-i); err != nil {
				return err
			}
		}
	}
	return nil
}

// history returns the game's events up to the end of the step's
// decision: the game's log, or the decision's events for a step made by
// hand whose game logged none.
func history(s *props.Step) []engine.Event {
	if log := game(s).EventsSince(0); len(log) >= len(s.Events) {
		return log
	}
	return s.Events
}

// tallyEvent adds one event of a resolution to its tally.
func tallyEvent(r *resolution, e engine.Event) {
	from, to := uk.Place(e.From), uk.Place(e.To)
	p := e.Player
	taken := r.takenFrom
	r.takenFrom = -1
	if p < 0 || p >= uk.MaxPlayers {
		if e.Kind == uk.EvFill {
			r.filled = true
		}
		return
	}
	t := &r.t[p]
	switch e.Kind {
	case uk.EvFill:
		r.filled = true
	case uk.EvCube:
		switch {
		case to.Kind() == uk.PlaceStock && from.Kind() == uk.PlaceReserve && e.Clause != "URUK-RES-2",
			to.Kind() == uk.PlaceStock && from.Kind() == uk.PlaceStock && e.Clause == "URUK-RES-2":
			r.t[to.Player()].recv++
			r.t[to.Player()].colors |= 1 << e.Arg
			if from.Kind() == uk.PlaceStock {
				r.takenFrom = from.Player()
			}
		case e.Clause == "URUK-GOD-6" && from == uk.StockPlace(p) && to.Kind() == uk.PlaceReserve:
			t.paidCubes++
		case e.Clause == "URUK-GOD-6":
			t.paidOther++
		}
	case uk.EvNone:
		if e.Clause != "URUK-RES-2" || p != taken {
			t.none++
		}
	case uk.EvDiscard:
		switch {
		case e.Clause == "URUK-GOD-6" && from.Kind() == uk.PlaceHand:
			t.paidCards++
			t.paidLevel += uk.Card(e.Card).Level()
		case e.Clause == "URUK-LAY-3":
			t.layDisc++
		case e.Clause == "URUK-DISASTER-ERDBEBEN" && from.Kind() == uk.PlaceTableau:
			t.quakeLaid++
		case e.Clause == "URUK-DISASTER-ERDBEBEN" && from.Kind() == uk.PlaceHand:
			t.quakeHand++
		}
	case uk.EvTake:
		if from.Kind() == uk.PlacePile && to.Kind() == uk.PlaceHand && uk.Card(e.Card).IsDiscovery() {
			r.t[to.Player()].drawn++
		}
	case uk.EvKeep:
		if uk.Card(e.Card) == r.card && to.Kind() == uk.PlaceKept {
			r.t[to.Player()].kept = true
		}
	case uk.EvLay:
		t.laid++
	case uk.EvDisc:
		if e.Clause == "URUK-DISASTER-DUERRE" {
			if from.Kind() == uk.PlaceTableau && from.Player() == p && to.Kind() == uk.PlaceCommon {
				t.discs++
			} else {
				t.wrongDisc++
			}
		}
	case uk.EvVolcano:
		if e.Arg == 1 {
			t.volcano++
		}
	case uk.EvWin:
		t.won, t.wonArg = true, e.Arg
	case uk.EvSuffer:
		t.lost = true
	case uk.EvBid:
		r.bidder, r.bid = p, e.Arg
	case uk.EvSealed:
		t.sealed, t.bid, t.offer = true, e.Arg&0xff, e.Arg>>8
	case uk.EvBonus:
		t.bonus = e.Arg
	}
}

// checkResolution checks one resolution against its contract.
func checkResolution(s *props.Step, st *uk.State, r *resolution) error {
	name := r.card.String()
	c := godContractOf(name)
	if c == nil {
		return s.Failf("URUK-COMP-2", "%s is activated, and is no god or disaster", name)
	}
	if r.godDiscs != 1 || !r.lowest {
		return s.Failf("URUK-GOD-4", "%s takes %d discs, or not from the lowest epoch card holding one", name, r.godDiscs)
	}
	// Whom the card favours: the winners, the fewest discs, the victims.
	var favoured [uk.MaxPlayers]bool
	switch c.who {
	case whoAuction:
		// The last offer is the best, for each outbids the one before
		// it; once all have passed, it wins; without one nobody does.
		for p := 0; p < st.N; p++ {
			favoured[p] = r.t[p].won
			if won := p == r.bidder; r.t[p].won != won || won && r.t[p].wonArg != r.bid {
				return s.Failf("URUK-AUCTION-1", "the best offer for %s is %s's %d; %s wins: %v (with %d)", name, seatOrNobody(r.bidder), r.bid, uk.SeatName(p), r.t[p].won, r.t[p].wonArg)
			}
		}
	case whoFewest:
		fewest, n := -1, 0
		var discs [uk.MaxPlayers]int
		for p := 0; p < st.N; p++ {
			for _, sl := range st.Players[p].Slots() {
				discs[p] += int(sl.Discs)
			}
			switch {
			case fewest < 0 || discs[p] < fewest:
				fewest, n = discs[p], 1
			case discs[p] == fewest:
				n++
			}
		}
		for p := 0; p < st.N; p++ {
			favoured[p] = discs[p] == fewest && (n == 1 || config(s).Has(uk.VarLeastTiesBenefit))
		}
	case whoFist:
		best, n := -1, 0
		for p := 0; p < st.N; p++ {
			t := &r.t[p]
			if !t.sealed {
				return s.Failf("URUK-DISASTER-1", "%s opens no fist against %s", uk.SeatName(p), name)
			}
			if t.offer != t.bid+t.bonus {
				return s.Failf("URUK-DISASTER-1", "%s's offer against %s is %d, his fist %d and bonus %d", uk.SeatName(p), name, t.offer, t.bid, t.bonus)
			}
			switch {
			case t.offer > best:
				best, n = t.offer, 1
			case t.offer == best:
				n++
			}
		}
		for p := 0; p < st.N; p++ {
			escapes := n < st.N && r.t[p].offer == best
			if r.t[p].won != escapes || r.t[p].lost == escapes {
				return s.Failf("URUK-DISASTER-1", "%s offers %d against %s (best %d, %d of %d): escapes %v, the events say won %v, suffers %v", uk.SeatName(p), r.t[p].offer, name, best, n, st.N, escapes, r.t[p].won, r.t[p].lost)
			}
			favoured[p] = !escapes // the "favour" of a disaster is what its victims suffer
		}
	}
	for p := 0; p < st.N; p++ {
		if err := checkTally(s, st, r, c, p, favoured[p]); err != nil {
			return err
		}
	}
	return nil
}

// checkTally checks what player p got and gave in resolution r.
func checkTally(s *props.Step, st *uk.State, r *resolution, c *godContract, p int, fav bool) error {
	t := &r.t[p]
	who := uk.SeatName(p)
	name := c.card
	fail := func(format string, args ...any) error {
		return s.Failf(c.clause, "%s: %s (%s: %s)", who, fmt.Sprintf(format, args...), name, c.reason)
	}
	// Paying (URUK-GOD-6): only the winner of an auction pays, cards of
	// exactly his offer's levels, bonus aside; only the escapers of a
	// disaster pay, the cubes of their fist, from their stock.
	switch {
	case t.paidOther > 0:
		return s.Failf("URUK-GOD-6", "%s pays %d cubes against %s from another place than his stock", who, t.paidOther, name)
	case c.who == whoAuction && t.won && t.paidLevel != t.wonArg-t.bonus:
		return s.Failf("URUK-GOD-6", "%s wins %s with %d (bonus %d) and pays cards of %d levels", who, name, t.wonArg, t.bonus, t.paidLevel)
	case c.who == whoFist && t.won && t.paidCubes != t.bid:
		return s.Failf("URUK-GOD-6", "%s escapes %s with a fist of %d and pays %d cubes", who, name, t.bid, t.paidCubes)
	case !t.won && (t.paidCubes > 0 || t.paidCards > 0):
		return s.Failf("URUK-GOD-6", "%s does not win %s and pays %d cubes and %d cards", who, name, t.paidCubes, t.paidCards)
	case c.who == whoAuction && t.paidCubes > 0 || c.who == whoFist && t.paidCards > 0:
		return s.Failf("URUK-GOD-6", "%s pays %s with %d cubes and %d cards, not what he offered", who, name, t.paidCubes, t.paidCards)
	}
	// What he receives and keeps.
	wantCubes, wantKeep, mayDraw := 0, false, 0
	switch {
	case c.who == whoEveryone:
		if t.recv+t.none+t.drawn > 1 || t.recv+t.none+t.drawn == 0 && !short(st, r, t) {
			return fail("receives %d cubes (%d not given) and draws %d cards, not one of them", t.recv, t.none, t.drawn)
		}
		return nil
	case c.who == whoFist:
		// no cube, no card: checked below with wantCubes 0
	case fav && c.give == favourCubes:
		wantCubes = c.cubes
	case fav && c.give == favourKeep:
		wantKeep = true
	case !fav && c.who == whoFewest && c.comp == compCube:
		wantCubes = 1
	case !fav && c.who == whoFewest && c.comp == compCard:
		mayDraw = 1
	}
	if c.who == whoFewest && !fav {
		wantKeep = false
	}
	if wantCubes == 0 {
		t.none = 0 // a "nothing happens" of a card that gives no cube
	}
	if t.recv+t.none > wantCubes || t.recv+t.none < wantCubes && !short(st, r, t) {
		return fail("receives %d cubes (%d not given), not %d", t.recv, t.none, wantCubes)
	}
	if wantCubes > 1 && t.colors&(t.colors-1) != 0 {
		return fail("receives cubes of several colours, not %d of one", wantCubes)
	}
	if t.kept != wantKeep {
		return fail("keeps the card: %v, not %v", t.kept, wantKeep)
	}
	if t.drawn > mayDraw {
		return fail("draws %d cards, not at most %d", t.drawn, mayDraw)
	}
	if c.give == favourLay && (t.laid > 1 || t.layDisc > 0 || !t.won && t.laid > 0) {
		return fail("lays %d discoveries and discards %d cards for them", t.laid, t.layDisc)
	}
	// What a victim suffers, and a player who escapes does not.
	victim := c.who == whoFist && fav
	pl := &st.Players[p]
	switch {
	case t.wrongDisc > 0:
		return fail("a disc lost goes elsewhere than from his tableau to the common stock")
	case c.give == favourDisc && victim && t.discs != 1 && !(t.discs == 0 && r.filled && pl.Discs() == 0):
		return fail("loses %d discs, not 1", t.discs)
	case c.give == favourQuake && victim:
		bare := false
		for _, sl := range pl.Slots() {
			bare = bare || sl.Discs == 0
		}
		switch {
		case t.quakeLaid == 0 && t.quakeHand == 0 && !bare && r.filled && pl.Hand.Len() == 0:
			// fill-earthquake-all: nothing to discard, nothing discarded
		case t.quakeLaid+btoi(t.quakeHand > 0) != 1 || t.quakeLaid > 1:
			return fail("discards %d laid discoveries and %d cards of his hand, not one discovery or %d cards", t.quakeLaid, t.quakeHand, quakeCards)
		case t.quakeHand > 0 && bare:
			return fail("discards cards of his hand while a discovery of his has no disc")
		case t.quakeHand > 0 && t.quakeHand != quakeCards && !(r.filled && pl.Hand.Len() == 0):
			return fail("discards %d cards of his hand, not %d", t.quakeHand, quakeCards)
		}
	case c.give == favourTurn && victim && t.volcano != 1:
		return fail("is marked %d times, not once", t.volcano)
	case !victim && (t.discs > 0 || t.quakeLaid > 0 || t.quakeHand > 0 || t.volcano > 0):
		return fail("is no victim and loses %d discs, %d discoveries, %d cards, %d turns", t.discs, t.quakeLaid, t.quakeHand, t.volcano)
	}
	return nil
}

// short reports whether a player may have received fewer cubes than due
// because the reserve ran out (URUK-RES-2: he may go without, or the
// fill-shortage ruling makes him): a colour he received, or with none
// received any colour, is missing from the reserve after the step, or a
// fill-... variant decided.
func short(st *uk.State, r *resolution, t *tally) bool {
	if r.filled {
		return true
	}
	for col, k := range st.Reserve {
		if k == 0 && (t.colors == 0 || t.colors&(1<<col) != 0) {
			return true
		}
	}
	return false
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// seatOrNobody names seat p, or "nobody" for -1.
func seatOrNobody(p int) string {
	if p < 0 {
		return "nobody"
	}
	return uk.SeatName(p)
}
