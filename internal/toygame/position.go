package toygame

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// A position is the text form of a game state, one line per zone,
// "subject: cards", with cards named as "7 red" and separated by commas:
//
//	game: players=2
//	turn: P1                   P1 draws or plays
//	turn: P1 match             P1 is asked whether to make another discard
//	turn: P1 target            P1 chooses who discards
//	turn: P1 discard P2        P2 chooses its discard
//	P1 hand: 3 red, 7 blue
//	P1 row: 5 green, 9 green   in play order
//	deck: 4 red, 12 green      top first
//	discard: 6 blue            oldest first
//	over: deck P1,P2           a finished game: "row" or "deck", and the winners
//
// Without a turn line it is P1's turn to draw or play. Blank lines and
// text after '#' are ignored. Naming a card twice is an error; cards not
// named are in the discard pile, after those the discard line names, in
// card order.

// Position returns the state as a position text. A game of Tally always
// has one: it has no setup choices.
func (g *Game) Position() string {
	s := &g.s
	var b strings.Builder
	fmt.Fprintf(&b, "game: %s\n", g.cfg)
	fmt.Fprintf(&b, "turn: %s", engine.SeatName(s.turn))
	switch s.stage {
	case stageMatch:
		b.WriteString(" match")
	case stageTarget:
		b.WriteString(" target")
	case stageDiscard:
		fmt.Fprintf(&b, " discard %s", engine.SeatName(s.target))
	}
	b.WriteByte('\n')
	for p := 0; p < s.players; p++ {
		writeZone(&b, engine.SeatName(p)+" hand", &s.hands[p])
		writeZone(&b, engine.SeatName(p)+" row", &s.rows[p])
	}
	writeZone(&b, "deck", &s.deck)
	writeZone(&b, "discard", &s.discard)
	if s.ended != notOver {
		fmt.Fprintf(&b, "over: %s %s\n", endingNames[s.ended], seatList(s.winners))
	}
	return b.String()
}

func writeZone(b *strings.Builder, subject string, z *zone) {
	b.WriteString(subject)
	b.WriteByte(':')
	for i, c := range z.list() {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(' ')
		b.WriteString(c.String())
	}
	b.WriteByte('\n')
}

// ParsePosition reads a position text in the configuration cfg, unless a
// "game:" line names another. line is the file line of the text's first
// line: errors are *engine.LineError values with file lines.
func ParsePosition(cfg Config, text string, line int) (*Game, error) {
	cfg = cfg.normalize()
	if err := cfg.check(); err != nil {
		return nil, err
	}
	pp := &positionParser{cfg: cfg, first: line, lines: map[string]int{}}
	return pp.parse(text)
}

type positionParser struct {
	cfg    Config
	s      state
	first  int            // the file line of the text's first line
	lines  map[string]int // the file line of each subject given
	placed [NumCards]int  // the file line where each card was named, or 0
}

func (pp *positionParser) parse(text string) (*Game, error) {
	lines := strings.Split(text, "\n")
	// The configuration comes first, wherever its line is.
	for i, l := range lines {
		if subject, rest, ok := engine.SplitLine(l); ok && subject == "game" {
			cfg, err := ParseConfig(rest)
			if err != nil {
				return nil, &engine.LineError{Line: pp.first + i, Msg: err.Error()}
			}
			pp.cfg = cfg
		}
	}
	pp.s.players = pp.cfg.Players
	for i, l := range lines {
		subject, rest, ok := engine.SplitLine(l)
		if !ok || subject == "game" {
			continue
		}
		n := pp.first + i
		if prev, dup := pp.lines[subject]; dup {
			return nil, &engine.LineError{Line: n, Msg: fmt.Sprintf("%q is given twice (first at line %d)", subject, prev)}
		}
		pp.lines[subject] = n
		if err := pp.parseLine(n, subject, rest); err != nil {
			return nil, &engine.LineError{Line: n, Msg: err.Error()}
		}
	}
	for c := Card(0); c < NumCards; c++ {
		if pp.placed[c] == 0 {
			pp.s.discard.push(c)
		}
	}
	if subject, err := pp.s.validate(); err != nil {
		n, ok := pp.lines[subject]
		if !ok {
			n = pp.first
		}
		return nil, &engine.LineError{Line: n, Msg: err.Error()}
	}
	return fromState(pp.cfg, &pp.s), nil
}

// fromState returns a game in state s, at the start of a step with no
// event logged.
func fromState(cfg Config, s *state) *Game {
	st := *s
	st.announce = false
	g := bound(cfg, &st)
	_ = g.Start() // a valid position has no step that can fail
	return g
}

func (pp *positionParser) parseLine(line int, subject, rest string) error {
	s := &pp.s
	switch subject {
	case "turn":
		return pp.parseTurn(rest)
	case "over":
		return pp.parseOver(rest)
	case "deck":
		return pp.placeAll(line, rest, s.deck.push)
	case "discard":
		return pp.placeAll(line, rest, s.discard.push)
	}
	seat, zoneName, ok := strings.Cut(subject, " ")
	if !ok || (zoneName != "hand" && zoneName != "row") {
		return fmt.Errorf("unknown line %q (want game, turn, P1 hand, P1 row, deck, discard or over)", subject)
	}
	p, err := parseSeat(seat, s.players)
	if err != nil {
		return err
	}
	if zoneName == "hand" {
		return pp.placeAll(line, rest, s.hands[p].insert)
	}
	return pp.placeAll(line, rest, s.rows[p].push)
}

// placeAll puts each card of a comma-separated list with put.
func (pp *positionParser) placeAll(line int, list string, put func(Card)) error {
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		c, err := ParseCard(name)
		if err != nil {
			return err
		}
		if prev := pp.placed[c]; prev != 0 {
			return fmt.Errorf("%s is already placed at line %d", c, prev)
		}
		pp.placed[c] = line
		put(c)
	}
	return nil
}

func (pp *positionParser) parseTurn(rest string) error {
	s := &pp.s
	f := strings.Fields(rest)
	if len(f) == 0 {
		return fmt.Errorf("want \"turn: SEAT\", then match, target or discard SEAT")
	}
	p, err := parseSeat(f[0], s.players)
	if err != nil {
		return err
	}
	s.turn = p
	switch strings.Join(f[1:], " ") {
	case "":
		s.stage = stageAction
		return nil
	case "match":
		s.stage = stageMatch
		return nil
	case "target":
		s.stage = stageTarget
		return nil
	}
	if len(f) == 3 && f[1] == "discard" {
		q, err := parseSeat(f[2], s.players)
		if err != nil {
			return err
		}
		s.stage, s.target = stageDiscard, q
		return nil
	}
	return fmt.Errorf("unknown stage %q (want match, target or discard SEAT)", strings.Join(f[1:], " "))
}

func (pp *positionParser) parseOver(rest string) error {
	s := &pp.s
	why, seats, _ := strings.Cut(rest, " ")
	switch why {
	case "row":
		s.ended = endedRow
	case "deck":
		s.ended = endedDeck
	default:
		return fmt.Errorf("unknown ending %q (want row or deck)", why)
	}
	for _, name := range strings.Split(seats, ",") {
		p, err := parseSeat(strings.TrimSpace(name), s.players)
		if err != nil {
			return err
		}
		s.winners |= 1 << p
	}
	return nil
}

// validate checks that s is a state a game can be in, and returns the
// subject of the line at fault with the error.
func (s *state) validate() (subject string, err error) {
	if s.ended != notOver {
		switch {
		case s.stage != stageAction:
			return "turn", fmt.Errorf("a finished game has no match in progress")
		case s.ended == endedDeck && s.deck.len() > 0:
			return "over", fmt.Errorf("the deck is not empty: a draw did not end the game (%s)", ClauseEndDeck)
		case s.ended == endedDeck && s.winners != s.highest():
			return "over", fmt.Errorf("the winners are %s, the highest rows (%s)", seatList(s.highest()), ClauseEndDeck)
		case s.ended == endedRow && (s.winners&(s.winners-1) != 0 || s.rows[winnerOf(s.winners)].total() < WinningTotal):
			return "over", fmt.Errorf("a row win needs one winner with a row of %d or more (%s)", WinningTotal, ClauseEndRow)
		}
		return "", nil
	}
	for p := 0; p < s.players; p++ {
		if t := s.rows[p].total(); t >= WinningTotal {
			return engine.SeatName(p) + " row", fmt.Errorf("the row totals %d: %s has won (%s)", t, engine.SeatName(p), ClauseEndRow)
		}
	}
	p := s.turn
	switch s.stage {
	case stageMatch, stageTarget:
		if !s.matched(p) || !s.othersHolding(p) {
			return "turn", fmt.Errorf("no match: %s's last two cards differ in color, or no other player holds a card (%s)", engine.SeatName(p), ClauseMatch)
		}
	case stageDiscard:
		if !s.matched(p) || s.target == p || s.hands[s.target].len() == 0 {
			return "turn", fmt.Errorf("%s cannot discard: no match, or it is the player on turn, or its hand is empty (%s)", engine.SeatName(s.target), ClauseDiscard)
		}
	}
	return "", nil
}

// winnerOf returns the lowest seat of a mask.
func winnerOf(mask uint8) int {
	for p := 0; p < MaxPlayers; p++ {
		if mask&(1<<p) != 0 {
			return p
		}
	}
	return 0
}
