package innovation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// A position is the text form of a game state, used by scenario files and
// by the round-trip properties. One line per zone, "subject: cards", with
// cards named by their English titles and separated by commas:
//
//	game: players=2 edition=1st ages=3
//	turn: P1 actions=2 number=5 first=P1
//	turn: P1 actions=0 number=9 first=P1   a finished game: no action left (END-4)
//	turn: P1 first                    the game's first turn: P1 plays first, one action (SETUP-6)
//	P1 red left: Oars, Archery        a pile, top card first, with its splay
//	P1 hand: Sailing, The Wheel
//	P1 score: Calendar
//	P1 achievements: 1, Monument      "1" is an age-1 card nobody sees; "1:Pottery" names it
//	P1 counts: tucked=2 scored=0      tucks and scores this turn (SPECIAL-MONUMENT)
//	available: 1, 2, Empire           available achievements (default: all not claimed)
//	supply 1: Writing, Tools          top first; unlisted cards of the age lie beneath
//	supply 2 exact: Calendar          the pile holds exactly these; unlisted 2s are removed
//	removed: Mysticism
//	junk: Archery, 1                  the 4th edition's junk (ULT-KEY-JUNK)
//	P1 forecast: Dice                 a player's forecast (ECHO-FORECAST; expansions=echoes)
//	echoes 1: Bell, Chopsticks        an expansion's supply pile, top first, as "supply 1:"
//	echoes 2 exact: Pencil            (EXP-SET-1; "exact" as for the supply)
//	out: P2                           the players who lost and are out (ULT-KEY-LOSE)
//	over: score END-2 P1,P2           a finished game: reason, clause, winners
//
// Without a turn line it is P1's turn, turn 5, with two actions left, or
// none in a finished game (an over line: END-4, where actions= may only
// say 0); a scenario that starts a game's first turn says "turn: P1
// first" (or "turn: P3 first") and need not count turns by hand. Blank
// lines and text after '#' are ignored. Every card is in exactly one
// place (COMP-5): naming a card twice is an error. Cards not named go to
// their supply pile, in id order, or out of the game if their age is above
// the last age.

// PositionError is an error at one line of a position text.
type PositionError = engine.LineError

type positionParser struct {
	deck    *Deck
	cfg     Config
	s       State
	placed  [MaxCards]int // line where each card was placed; 0 if not yet, -1 by default
	pending []ageRef      // age achievements named only by age
	avail   *[]availRef   // the "available:" line, if any
	supply  [AgeCap + 1][]Card
	exact   [AgeCap + 1]bool
	// expSupply and expExact are supply and exact for each expansion.
	expSupply [numExpansions][AgeCap + 1][]Card
	expExact  [numExpansions][AgeCap + 1]bool
	over      bool
	actions   int // the line of the turn line if it gives actions=, else 0
	first     int // the file line of the text's first line
	result    resultState
}

type ageRef struct {
	line, player, age int // player -1: available
}

type availRef struct {
	line int
	card Card // NoCard: any card of age
	age  int
}

// ParsePosition builds a game from a position text. The configuration
// gives the defaults that a "game:" line may override.
func ParsePosition(cfg Config, deck *Deck, text string) (*Game, error) {
	return ParsePositionAt(cfg, deck, text, 1)
}

// ParsePositionAt is ParsePosition for a text that starts at line first of
// a file: errors and messages give file line numbers.
func ParsePositionAt(cfg Config, deck *Deck, text string, first int) (*Game, error) {
	pp := &positionParser{deck: deck, cfg: cfg, first: first}
	pp.s.Phase = PhasePlay
	pp.s.ActionsLeft = 2
	pp.s.Turn = 5
	lines := strings.Split(text, "\n")
	// The configuration comes first, wherever its line is.
	for i, line := range lines {
		if subject, rest, ok := splitLine(line); ok && subject == "game" {
			if err := pp.parseConfig(rest); err != nil {
				return nil, &PositionError{Line: i + first, Msg: err.Error()}
			}
		}
	}
	var err error
	if pp.cfg, err = pp.cfg.Normalize(); err != nil {
		return nil, &PositionError{Line: first, Msg: err.Error()}
	}
	if pp.deck, err = pp.deck.ForConfig(pp.cfg); err != nil {
		return nil, &PositionError{Line: first, Msg: err.Error()}
	}
	pp.s.N = pp.cfg.Players
	for i := range pp.s.setupMeld {
		pp.s.setupMeld[i] = NoCard
	}
	for i := range pp.s.ageAchievements {
		pp.s.ageAchievements[i] = NoCard
	}
	for i, line := range lines {
		subject, rest, ok := splitLine(line)
		if !ok || subject == "game" {
			continue
		}
		if err := pp.parseLine(i+first, subject, rest); err != nil {
			return nil, &PositionError{Line: i + first, Msg: err.Error()}
		}
	}
	return pp.build()
}

func splitLine(line string) (subject, rest string, ok bool) {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	line = strings.TrimSpace(line)
	if line == "" {
		return "", "", false
	}
	subject, rest, found := strings.Cut(line, ":")
	if !found {
		return strings.TrimSpace(line), "", true
	}
	return strings.TrimSpace(subject), strings.TrimSpace(rest), true
}

func (pp *positionParser) parseConfig(args string) error {
	seen := map[string]string{}
	for _, f := range strings.Fields(args) {
		k, v, _ := strings.Cut(f, "=")
		if first, ok := seen[k]; ok {
			return fmt.Errorf("%s is given twice (%s, then %s)", k, first, f)
		}
		seen[k] = f
		if err := pp.cfg.Set(k, v); err == ErrUnknownSetting {
			return fmt.Errorf("unknown game setting %q", k)
		} else if err != nil {
			return fmt.Errorf("%s: %v", k, err)
		}
	}
	return nil
}

func (pp *positionParser) parseLine(line int, subject, rest string) error {
	words := strings.Fields(subject)
	if len(words) == 0 {
		return fmt.Errorf("a line needs a subject before ':'")
	}
	switch words[0] {
	case "turn":
		return pp.parseTurn(line, rest)
	case "available":
		return pp.parseAvailable(line, rest)
	case "removed":
		return pp.placeAll(line, rest, func(c Card) error { pp.s.Removed.Add(c); pp.s.loc[c] = uint16(mkPlace(PlaceRemoved, 0, 0)); return nil })
	case "junk":
		if pp.cfg.Edition != Fourth {
			return fmt.Errorf("the junk is the 4th edition's; this position plays the %s", pp.cfg.Edition)
		}
		return pp.placeCards(line, rest, true, func(c Card) error { pp.s.Junk.Add(c); pp.s.loc[c] = uint16(JunkPlace()); return nil })
	case "out":
		return pp.parseOut(rest)
	case "supply":
		if len(words) < 2 || len(words) > 3 || (len(words) == 3 && words[2] != "exact") {
			return fmt.Errorf("want \"supply AGE:\" or \"supply AGE exact:\"")
		}
		age, err := strconv.Atoi(words[1])
		if err != nil || age < 1 || age > pp.cfg.Ages {
			return fmt.Errorf("supply age %q is not 1 to %d", words[1], pp.cfg.Ages)
		}
		pp.exact[age] = len(words) == 3
		return pp.placeAll(line, rest, func(c Card) error {
			if pp.deck.Facts[c].Age != age {
				return fmt.Errorf("%s is an age %d card, not %d", pp.deck.Name(c), pp.deck.Facts[c].Age, age)
			}
			pp.supply[age] = append(pp.supply[age], c)
			return nil
		})
	case "over":
		return pp.parseOver(rest)
	}
	if x, ok := ParseExpansion(words[0]); ok {
		return pp.parseExpansionSupply(line, x, words, rest)
	}
	p, ok := ParseSeat(words[0])
	if !ok {
		return fmt.Errorf("unknown subject %q (want P1..P4, turn, available, supply, removed, over or game)", subject)
	}
	if p >= pp.cfg.Players {
		return fmt.Errorf("%s does not play in a %d-player game", words[0], pp.cfg.Players)
	}
	if len(words) < 2 {
		return fmt.Errorf("want \"%s hand:\", \"%s score:\", \"%s achievements:\", \"%s counts:\" or \"%s COLOR [SPLAY]:\"", words[0], words[0], words[0], words[0], words[0])
	}
	pl := &pp.s.Players[p]
	switch words[1] {
	case "hand":
		return pp.placeAll(line, rest, func(c Card) error { pl.Hand.Add(c); pp.s.loc[c] = uint16(HandPlace(p)); return nil })
	case "score":
		return pp.placeAll(line, rest, func(c Card) error { pl.ScorePile.Add(c); pp.s.loc[c] = uint16(ScorePlace(p)); return nil })
	case "achievements":
		return pp.parseAchievements(line, p, rest)
	case "forecast":
		if !pp.cfg.Expansions.Has(Echoes) {
			return fmt.Errorf("the forecast is Echoes of the Past's; this position plays no expansions=echoes")
		}
		return pp.placeAll(line, rest, func(c Card) error { pl.Forecast.Add(c); pp.s.loc[c] = uint16(ForecastPlace(p)); return nil })
	case "counts":
		return pp.parseCounts(pl, rest)
	}
	col, ok := ParseColor(words[1])
	if !ok {
		return fmt.Errorf("unknown zone %q", words[1])
	}
	splay := Unsplayed
	if len(words) > 2 {
		if splay, ok = ParseSplay(words[2]); !ok || len(words) > 3 || (splay == Aslant && pp.cfg.Edition != Fourth) {
			return fmt.Errorf("unknown splay %q (want left, right or up, or aslant in the 4th edition)", strings.Join(words[2:], " "))
		}
	}
	var cards []Card
	err := pp.placeAll(line, rest, func(c Card) error {
		if pp.deck.Facts[c].Color != col || c.IsSpecial() {
			return fmt.Errorf("%s is not a %s card", pp.deck.Name(c), col)
		}
		cards = append(cards, c)
		return nil
	})
	if err != nil {
		return err
	}
	pile := &pl.Piles[col]
	if pile.n > 0 {
		return fmt.Errorf("%s %s pile is given twice", words[0], col)
	}
	for i := len(cards) - 1; i >= 0; i-- {
		pile.push(cards[i])
		pp.s.loc[cards[i]] = uint16(BoardPlace(p, col))
	}
	if splay != Unsplayed && pile.n < 2 {
		return fmt.Errorf("a pile of %d card(s) cannot be splayed (KEY-SPLAY)", pile.n)
	}
	pile.splay = splay
	return nil
}

// placeAll parses a comma-separated card list and places each card once.
func (pp *positionParser) placeAll(line int, list string, place func(Card) error) error {
	return pp.placeCards(line, list, false, place)
}

// placeCards is placeAll; specials says that special achievements may be
// placed too (the junk, ULT-COMP-5).
func (pp *positionParser) placeCards(line int, list string, specials bool, place func(Card) error) error {
	for rest := list; rest != ""; {
		var name string
		name, rest, _ = strings.Cut(rest, ",")
		if name = strings.TrimSpace(name); name == "" || name == "-" {
			continue
		}
		c, err := pp.card(line, name)
		if err != nil {
			return err
		}
		if c.IsSpecial() && !specials {
			return fmt.Errorf("%s is a special achievement; it can only be available, claimed or junked", name)
		}
		if err := place(c); err != nil {
			return err
		}
	}
	return nil
}

func splitList(list string) []string {
	var out []string
	for _, f := range strings.Split(list, ",") {
		if f = strings.TrimSpace(f); f != "" && f != "-" {
			out = append(out, f)
		}
	}
	return out
}

// card looks a card up by name and records where it was placed.
func (pp *positionParser) card(line int, name string) (Card, error) {
	c, ok := pp.deck.Lookup(name)
	if !ok {
		return NoCard, fmt.Errorf("unknown card %q", name)
	}
	if prev := pp.placed[c]; prev != 0 {
		return NoCard, fmt.Errorf("%s is already placed at line %d", pp.deck.Name(c), prev)
	}
	pp.placed[c] = line
	return c, nil
}

func (pp *positionParser) parseTurn(line int, rest string) error {
	firstTurn, actions, number := false, false, false
	for i, f := range strings.Fields(rest) {
		if i > 0 && f == "first" {
			firstTurn = true
			continue
		}
		if i == 0 {
			p, ok := ParseSeat(f)
			if !ok || p >= pp.cfg.Players {
				return fmt.Errorf("unknown player %q", f)
			}
			pp.s.Current = p
			continue
		}
		k, v, _ := strings.Cut(f, "=")
		n, err := strconv.Atoi(v)
		switch k {
		case "actions":
			// 0 is for a finished game alone, which build checks once
			// it has read the over line.
			if err != nil || n < 0 || n > 2 {
				return fmt.Errorf("actions must be 1 or 2 (0 in a finished game)")
			}
			pp.s.ActionsLeft, actions = n, true
			pp.actions = line
		case "number":
			if err != nil || n < 1 {
				return fmt.Errorf("number must be a positive turn number")
			}
			pp.s.Turn, number = n, true
		case "first":
			p, ok := ParseSeat(v)
			if !ok || p >= pp.cfg.Players {
				return fmt.Errorf("unknown player %q", v)
			}
			pp.s.FirstPlayer = p
		default:
			return fmt.Errorf("unknown turn setting %q", k)
		}
	}
	if firstTurn {
		// The game's first turn: the seat named plays first, and takes
		// one action (SETUP-6), as does the second seat of a 4-player game.
		if number {
			return fmt.Errorf("\"first\" is turn number 1: give one or the other")
		}
		pp.s.Turn, pp.s.FirstPlayer = 1, pp.s.Current
		if !actions {
			pp.s.ActionsLeft = 1
		}
	}
	return nil
}

// parseOut reads the players out of the game (ULT-KEY-LOSE): a 4th
// edition's word. A player out holds no card (build checks it).
func (pp *positionParser) parseOut(rest string) error {
	if pp.cfg.Edition != Fourth {
		return fmt.Errorf("losing and being out is the 4th edition's; this position plays the %s", pp.cfg.Edition)
	}
	for _, f := range strings.Split(rest, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		p, ok := ParseSeat(f)
		if !ok || p >= pp.cfg.Players {
			return fmt.Errorf("unknown player %q", f)
		}
		pp.s.Out |= 1 << p
	}
	return nil
}

func (pp *positionParser) parseCounts(pl *Player, rest string) error {
	for _, f := range strings.Fields(rest) {
		k, v, _ := strings.Cut(f, "=")
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 255 {
			return fmt.Errorf("bad count %q", f)
		}
		switch k {
		case "tucked":
			pl.tucked = uint8(n)
		case "scored":
			pl.scored = uint8(n)
		default:
			return fmt.Errorf("unknown count %q", k)
		}
	}
	return nil
}

func (pp *positionParser) parseOver(rest string) error {
	f := strings.Fields(rest)
	if len(f) != 3 {
		return fmt.Errorf("want \"over: REASON CLAUSE WINNERS\"")
	}
	pp.over = true
	pp.result.reason, pp.result.clause = f[0], f[1]
	for _, w := range strings.Split(f[2], ",") {
		p, ok := ParseSeat(w)
		if !ok || p >= pp.cfg.Players {
			return fmt.Errorf("unknown winner %q", w)
		}
		pp.result.winners |= 1 << p
	}
	return nil
}
