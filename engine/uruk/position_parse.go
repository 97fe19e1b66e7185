package uruk

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// positionParser builds a state from a position text.
type positionParser struct {
	cfg    Config
	s      State
	placed [NumCards]int // the line where each card was placed, 0 if not
	boxSet bool          // the discs line gave box=
	box    int
	res    *[NumColors]uint8 // the reserve line, if any
	resAt  int
	discAt int
}

// ParsePosition builds a game from a position text that starts at line
// first of a file; errors are *engine.LineError with file lines. cfg gives
// the defaults a "game:" line overrides.
func ParsePosition(cfg Config, text string, first int) (*Game, error) {
	pp := &positionParser{cfg: cfg}
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if subject, rest, ok := engine.SplitLine(line); ok && subject == "game" {
			for _, f := range strings.Fields(rest) {
				k, v, _ := strings.Cut(f, "=")
				if err := pp.cfg.Set(k, v); err != nil {
					return nil, &engine.LineError{Line: i + first, Msg: err.Error()}
				}
			}
		}
	}
	var err error
	if pp.cfg, err = pp.cfg.Normalize(); err != nil {
		return nil, &engine.LineError{Line: first, Msg: err.Error()}
	}
	s := &pp.s
	s.N = pp.cfg.Players
	s.ActionsLeft, s.Turn = ActionsPerTurn, 1
	s.Display = [3]Card{NoCard, NoCard, NoCard}
	s.GodSlot = NoCard
	s.Rng = 1
	s.Epochs = setupDiscs(pp.cfg)
	for p := range s.Players {
		pl := &s.Players[p]
		pl.FaceDown, pl.Lyre, pl.Summary = NoCard, NoCard, NoCard
	}
	for i, line := range lines {
		subject, rest, ok := engine.SplitLine(line)
		if !ok || subject == "game" {
			continue
		}
		if err := pp.parseLine(i+first, subject, rest); err != nil {
			return nil, &engine.LineError{Line: i + first, Msg: err.Error()}
		}
	}
	if err := pp.finish(first); err != nil {
		return nil, err
	}
	g := newGame(pp.cfg, pp.s)
	if err := g.Start(); err != nil {
		return g, err
	}
	return g, nil
}

func (pp *positionParser) parseLine(line int, subject, rest string) error {
	s := &pp.s
	words := strings.Fields(subject)
	switch words[0] {
	case "turn":
		return pp.parseTurn(rest)
	case "used":
		for _, n := range items(rest) {
			t, ok := LookupType(n)
			if !ok {
				return fmt.Errorf("unknown discovery %q", n)
			}
			s.Used |= 1 << t
		}
		return nil
	case "done":
		for _, n := range items(rest) {
			a := slices.Index(actionNames[:], n)
			if a < 0 {
				return fmt.Errorf("unknown action %q (want %s)", n, strings.Join(actionNames[:], ", "))
			}
			s.Actions |= 1 << a
		}
		return nil
	case "received":
		m, err := parseColorList(rest)
		s.Received = m
		return err
	case "display":
		its := items(rest)
		if len(its) > 3 {
			return fmt.Errorf("the display has 3 positions, not %d", len(its))
		}
		for i, n := range its {
			if n == "-" {
				continue
			}
			c, err := pp.place(line, n, kindDiscovery)
			if err != nil {
				return err
			}
			s.Display[i] = c
		}
		return nil
	case "godslot":
		return pp.one(line, rest, kindGod, func(c Card) { s.GodSlot = c })
	case "pile":
		cs, err := pp.placeAll(line, rest, kindPile)
		for i := len(cs) - 1; i >= 0; i-- {
			s.cardTo(cs[i], PilePlace)
		}
		return err
	case "discard":
		cs, err := pp.placeAll(line, rest, kindPile)
		for _, c := range cs {
			s.cardTo(c, DiscardPlace)
		}
		return err
	case "box":
		cs, err := pp.placeAll(line, rest, kindAny)
		for _, c := range cs {
			s.Box.Add(c)
		}
		return err
	case "table":
		cs, err := pp.placeAll(line, rest, kindEpoch)
		for _, c := range cs {
			s.Table.Add(c)
		}
		return err
	case "discs":
		pp.discAt = line
		return pp.parseDiscs(rest)
	case "reserve":
		k, err := parseCubes(rest)
		pp.res, pp.resAt = &k, line
		return err
	case "exhausted":
		n, err := strconv.Atoi(rest)
		if err != nil || n < 0 || n > 255 {
			return fmt.Errorf("exhausted: %q is not a count", rest)
		}
		s.Exhausted = uint8(n)
		return nil
	case "rand":
		n, err := strconv.ParseUint(rest, 10, 64)
		if err != nil {
			return fmt.Errorf("rand: %q is not a number", rest)
		}
		s.Rng = n
		return nil
	case "scores":
		for p, n := range items(rest) {
			v, err := strconv.Atoi(n)
			if err != nil || p >= MaxPlayers {
				return fmt.Errorf("scores: %q is not a list of numbers", rest)
			}
			s.Scores[p] = v
		}
		return nil
	case "winners":
		for _, n := range items(rest) {
			p, ok := engine.ParseSeat(n)
			if !ok || p >= s.N {
				return fmt.Errorf("winners: %q is no seat of this game", n)
			}
			s.Winners |= 1 << p
		}
		return nil
	}
	p, ok := engine.ParseSeat(words[0])
	if !ok {
		return fmt.Errorf("unknown subject %q (want P1..P4, turn, used, done, received, display, godslot, pile, discard, box, table, discs, reserve, exhausted, rand, scores, winners or game)", subject)
	}
	if p >= s.N {
		return fmt.Errorf("%s does not play in a %d-player game", words[0], s.N)
	}
	if len(words) != 2 {
		return fmt.Errorf("want \"%s ZONE:\" with ZONE one of summary, tableau, lyre, hand, stock, facedown, kept, volcano", words[0])
	}
	pl := &s.Players[p]
	switch words[1] {
	case "summary":
		return pp.one(line, rest, kindSummary, func(c Card) { pl.Summary = c })
	case "tableau":
		return pp.parseTableau(line, pl, rest)
	case "lyre":
		return pp.one(line, rest, kindDiscovery, func(c Card) { pl.Lyre = c })
	case "hand":
		cs, err := pp.placeAll(line, rest, kindDiscovery)
		for _, c := range cs {
			pl.Hand.Add(c)
		}
		return err
	case "stock":
		k, err := parseCubes(rest)
		pl.Stock = k
		return err
	case "facedown":
		return pp.one(line, rest, kindGod, func(c Card) { pl.FaceDown = c })
	case "kept":
		cs, err := pp.placeAll(line, rest, kindKept)
		for _, c := range cs {
			pl.Kept.Add(c)
		}
		return err
	case "volcano":
		pl.Volcano = true
		return nil
	}
	return fmt.Errorf("unknown zone %q", words[1])
}

func (pp *positionParser) parseTurn(rest string) error {
	s := &pp.s
	fields := strings.Fields(rest)
	if len(fields) == 0 {
		return fmt.Errorf("turn: want a seat (\"turn: P1 actions=3\")")
	}
	p, ok := engine.ParseSeat(fields[0])
	if !ok || p >= s.N {
		return fmt.Errorf("turn: %q is no seat of this game", fields[0])
	}
	s.Current = p
	for _, f := range fields[1:] {
		k, v, _ := strings.Cut(f, "=")
		var err error
		switch k {
		case "actions":
			s.ActionsLeft, err = number(v, ActionsPerTurn)
		case "number":
			s.Turn, err = number(v, 1<<30)
		case "final":
			s.FinalLeft, err = number(v, MaxPlayers)
		case "first", "activator":
			q, ok := engine.ParseSeat(v)
			if !ok || q >= s.N {
				return fmt.Errorf("turn: %s=%q is no seat of this game", k, v)
			}
			if k == "first" {
				s.First = q
			} else {
				s.Activator = q
			}
		case "phase":
			i := slices.Index(phaseNames[:], v)
			if i < 0 {
				return fmt.Errorf("turn: unknown phase %q", v)
			}
			s.Phase = Phase(i)
		case "stage":
			i := slices.Index(stageNames[:], v)
			if i < 0 {
				return fmt.Errorf("turn: unknown stage %q", v)
			}
			s.Stage = Stage(i)
		default:
			return fmt.Errorf("turn: unknown setting %q", k)
		}
		if err != nil {
			return fmt.Errorf("turn: %s: %v", k, err)
		}
	}
	return nil
}

func number(v string, most int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > most {
		return 0, fmt.Errorf("%q is not a number from 0 to %d", v, most)
	}
	return n, nil
}

func (pp *positionParser) parseTableau(line int, pl *Player, rest string) error {
	for _, it := range items(rest) {
		if pl.N == MaxTableau {
			return fmt.Errorf("a tableau holds at most %d discoveries", MaxTableau)
		}
		name, extra, _ := strings.Cut(it, "[")
		c, err := pp.place(line, strings.TrimSpace(name), kindDiscovery)
		if err != nil {
			return err
		}
		sl := Slot{Card: c}
		if extra != "" {
			extra, ok := strings.CutSuffix(strings.TrimSpace(extra), "]")
			if !ok {
				return fmt.Errorf("%s: want \"[village red=1]\"", it)
			}
			for _, f := range strings.Fields(extra) {
				switch f {
				case "village":
					sl.Discs = 1
					continue
				case "city":
					sl.Discs = 2
					continue
				}
				k, v, _ := strings.Cut(f, "=")
				col, ok := ParseColor(k)
				n, err := strconv.Atoi(v)
				if !ok || err != nil || n < 0 || n > CubesPerColor {
					return fmt.Errorf("%s: %q is not village, city or a colour's cubes", it, f)
				}
				sl.Cubes[col] = uint8(n)
			}
		}
		pl.Tableau[pl.N] = sl
		pl.N++
	}
	return nil
}

func (pp *positionParser) parseDiscs(rest string) error {
	s := &pp.s
	for _, f := range strings.Fields(rest) {
		k, v, _ := strings.Cut(f, "=")
		n, err := number(v, NumDiscs)
		if err != nil {
			return fmt.Errorf("discs: %s: %v", k, err)
		}
		if e, ok := parseEpoch(k); ok {
			s.Epochs[e] = uint8(n)
			continue
		}
		switch k {
		case "common":
			s.Common = uint8(n)
		case "box":
			pp.boxSet, pp.box = true, n
		default:
			return fmt.Errorf("discs: unknown place %q (want I, II, III, IV, common or box)", k)
		}
	}
	return nil
}

func parseCubes(rest string) ([NumColors]uint8, error) {
	var k [NumColors]uint8
	for _, f := range strings.Fields(rest) {
		c, v, _ := strings.Cut(f, "=")
		col, ok := ParseColor(c)
		n, err := strconv.Atoi(v)
		if !ok || err != nil || n < 0 || n > CubesPerColor {
			return k, fmt.Errorf("%q is not a colour's cubes (\"red=2\")", f)
		}
		k[col] = uint8(n)
	}
	return k, nil
}

func parseColorList(rest string) (uint8, error) {
	var m uint8
	for _, n := range items(rest) {
		col, ok := ParseColor(n)
		if !ok {
			return 0, fmt.Errorf("unknown colour %q", n)
		}
		m |= 1 << col
	}
	return m, nil
}

// Kinds of card a zone accepts.
const (
	kindAny = iota
	kindDiscovery
	kindGod
	kindPile // discoveries, gods and disasters
	kindKept // the gods a player keeps
	kindEpoch
	kindSummary
)

// one places the single card a line names.
func (pp *positionParser) one(line int, rest string, kind int, put func(Card)) error {
	cs, err := pp.placeAll(line, rest, kind)
	if err != nil {
		return err
	}
	if len(cs) != 1 {
		return fmt.Errorf("want one card, not %d", len(cs))
	}
	put(cs[0])
	return nil
}

// placeAll resolves the cards a line names, marking each placed.
func (pp *positionParser) placeAll(line int, rest string, kind int) ([]Card, error) {
	var out []Card
	for _, n := range items(rest) {
		c, err := pp.place(line, n, kind)
		if err != nil {
			return out, err
		}
		out = append(out, c)
	}
	return out, nil
}

// place resolves one card name to a card not placed yet (the next copy of
// a discovery type) and marks it placed at line.
func (pp *positionParser) place(line int, name string, kind int) (Card, error) {
	c := NoCard
	if t, ok := LookupType(name); ok {
		for d := typeFirst[t]; d < NumDiscoveries && cardType[d] == t; d++ {
			if pp.placed[d] == 0 {
				c = d
				break
			}
		}
		if c == NoCard {
			return NoCard, fmt.Errorf("%s: all %d copies are placed already (line %d)", t, copiesOf[t.Level()], pp.placed[typeFirst[t]])
		}
	} else if sc, ok := LookupSpecial(name); ok {
		c = sc
		if pp.placed[c] != 0 {
			return NoCard, fmt.Errorf("%s is placed twice (first at line %d)", c, pp.placed[c])
		}
	} else {
		return NoCard, fmt.Errorf("unknown card %q", name)
	}
	ok := true
	switch kind {
	case kindDiscovery:
		ok = c.IsDiscovery()
	case kindGod:
		ok = c.IsGod()
	case kindPile:
		ok = c.IsDiscovery() || c.IsGod()
	case kindKept:
		ok = c == Ninurta || c == Marduk || c == Nannar
	case kindEpoch:
		ok = c >= FirstEpoch && c < FirstSummary
	case kindSummary:
		ok = c >= FirstSummary && c < NumCards
	}
	if !ok {
		return NoCard, fmt.Errorf("%s cannot lie there", c)
	}
	pp.placed[c] = line
	return c, nil
}

// finish puts the cards not named in the box (the epoch cards on the
// table), derives the box's discs and the reserve, and checks the counts.
func (pp *positionParser) finish(first int) error {
	s := &pp.s
	for c := Card(0); c < NumCards; c++ {
		if pp.placed[c] != 0 {
			continue
		}
		if c >= FirstEpoch && c < FirstSummary {
			s.Table.Add(c)
		} else {
			s.Box.Add(c)
		}
	}
	discs := int(s.Common) + s.EpochDiscs()
	reserve := [NumColors]int{CubesPerColor, CubesPerColor, CubesPerColor, CubesPerColor}
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		discs += pl.Discs()
		for col := range reserve {
			reserve[col] -= int(pl.Stock[col])
			for i := 0; i < pl.N; i++ {
				reserve[col] -= int(pl.Tableau[i].Cubes[col])
			}
		}
		if pl.Tableau[0].Card == NoCard && pl.N > 0 {
			return &engine.LineError{Line: first, Msg: "an empty tableau slot"}
		}
	}
	if discs > NumDiscs {
		return &engine.LineError{Line: max(pp.discAt, first), Msg: fmt.Sprintf("%d discs are placed, more than the %d of the game", discs, NumDiscs)}
	}
	s.BoxDiscs = uint8(NumDiscs - discs)
	if pp.boxSet && pp.box != int(s.BoxDiscs) {
		return &engine.LineError{Line: pp.discAt, Msg: fmt.Sprintf("discs: box=%d, but %d discs are left for the box", pp.box, s.BoxDiscs)}
	}
	for col, k := range reserve {
		if k < 0 {
			return &engine.LineError{Line: max(pp.resAt, first), Msg: fmt.Sprintf("%d %s cubes are placed, more than the %d of the game", CubesPerColor-k, Color(col), CubesPerColor)}
		}
		s.Reserve[col] = uint8(k)
	}
	if pp.res != nil && *pp.res != s.Reserve {
		return &engine.LineError{Line: pp.resAt, Msg: fmt.Sprintf("reserve: %s, but what is left is %s", cubeList(*pp.res), cubeList(s.Reserve))}
	}
	if s.Phase == PhasePlay && s.Stage == StageNormal && s.EpochDiscs() == 0 {
		return &engine.LineError{Line: max(pp.discAt, first), Msg: "no disc is left on the epoch cards but the end has not begun (stage=round)"}
	}
	if s.Phase == PhaseResolve && s.GodSlot == NoCard {
		return &engine.LineError{Line: first, Msg: "phase=resolve needs a card in the god slot"}
	}
	return nil
}

// items splits a comma-separated list, dropping empty items.
func items(rest string) []string {
	var out []string
	for _, f := range strings.Split(rest, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}
