package genesia

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// ParsePosition reads a position text in the configuration cfg, unless a
// "game:" line names another. line is the file line of the text's first
// line: errors are *engine.LineError values with file lines.
func ParsePosition(cfg Config, text string, line int) (*Game, error) {
	return parsePosition(cfg, text, line, defaultData, defaultDataErr)
}

func parsePosition(cfg Config, text string, first int, d *Data, derr error) (*Game, error) {
	if derr != nil {
		return nil, derr
	}
	lines := strings.Split(text, "\n")
	lerr := func(i int, format string, args ...any) error {
		return &engine.LineError{Line: first + i, Msg: fmt.Sprintf(format, args...)}
	}
	for i, l := range lines {
		if subj, rest, ok := engine.SplitLine(l); ok && subj == "game" {
			c, err := ParseConfig(rest)
			if err != nil {
				return nil, lerr(i, "%v", err)
			}
			cfg = c
		}
	}
	cfg, err := cfg.Normalize()
	if err != nil {
		return nil, lerr(0, "%v", err)
	}
	g := newGame(cfg, d, State{})
	s := &g.s
	n := cfg.Peoples()
	s.N = int8(n)
	s.Age, s.Phase = 1, PhaseGrowth
	for p := 0; p < MaxPeoples; p++ {
		s.Order[p], s.Reseat[p], s.Taken[p] = -1, -1, -1
		if p < n {
			s.Order[p] = int8(p)
		}
	}
	cardIdx := map[string]int{}
	for i, c := range d.Cards {
		cardIdx[strings.ToLower(c.Name)] = i
	}
	objIdx := map[string]int{}
	for i, o := range d.Objectives {
		objIdx[strings.ToLower(o.Name)] = i
	}
	var named [NumCards]bool
	var objNamed [NumObjectives]bool
	seat := func(i int, name string) (int, error) {
		p, ok := engine.ParseSeat(strings.TrimSpace(name))
		if !ok || p >= n {
			return 0, lerr(i, "%q: not a people of this game (P1..%s)", name, peopleSeat(n-1))
		}
		return p, nil
	}
	mask := func(i int, text string, sep string) (uint8, error) {
		var m uint8
		if text == "-" || text == "" {
			return 0, nil
		}
		for _, f := range strings.Split(text, sep) {
			p, err := seat(i, f)
			if err != nil {
				return 0, err
			}
			m |= 1 << p
		}
		return m, nil
	}
	card := func(i int, name string) (int, error) {
		c, ok := cardIdx[strings.ToLower(strings.TrimSpace(name))]
		if !ok {
			return 0, lerr(i, "unknown card %q", name)
		}
		if named[c] {
			return 0, lerr(i, "card %s named twice", d.Cards[c].Name)
		}
		named[c] = true
		return c, nil
	}
	items := func(rest string) []string {
		if strings.TrimSpace(rest) == "" {
			return nil
		}
		return strings.Split(rest, ",")
	}
	zone := func(i int, rest string, l Loc) error {
		for _, it := range items(rest) {
			name, copied, isCopy := strings.Cut(it, ">")
			c, err := card(i, name)
			if err != nil {
				return err
			}
			s.Where[c] = l
			if isCopy {
				k, ok := cardIdx[strings.ToLower(strings.TrimSpace(copied))]
				if !ok || l.Kind() != LocPlayed && l.Kind() != LocInvention {
					return lerr(i, "copy %q: want a copied card's name, on a card played", it)
				}
				s.CopyOf[c] = int8(k + 1)
			}
		}
		return nil
	}
	kv := func(i int, f string) (string, int, error) {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return "", 0, lerr(i, "%q: want key=value", f)
		}
		x, err := strconv.Atoi(v)
		if err != nil {
			return "", 0, lerr(i, "%s: %q is not a number", k, v)
		}
		return k, x, nil
	}
	hasPeople := make([]bool, n)
	hasReserve := false
	for i, l := range lines {
		subj, rest, ok := engine.SplitLine(l)
		if !ok || subj == "game" {
			continue
		}
		words := strings.Fields(subj)
		switch {
		case subj == "phase":
			f := strings.Fields(rest)
			if len(f) == 0 {
				return nil, lerr(i, "phase: want a phase name")
			}
			ph := slices.Index(phaseNames[:], f[0])
			if ph < 0 {
				return nil, lerr(i, "unknown phase %q (want %s)", f[0], strings.Join(phaseNames[:], ", "))
			}
			s.Phase = Phase(ph)
			for _, x := range f[1:] {
				if v, ok := strings.CutPrefix(x, "first="); ok {
					p, err := seat(i, v)
					if err != nil {
						return nil, err
					}
					s.SoloFirst = int8(p)
					continue
				}
				k, v, err := kv(i, x)
				if err != nil {
					return nil, err
				}
				switch {
				case k == "age" && v >= 1 && v <= 3:
					s.Age = int8(v)
				case k == "turn" && v >= 0 && v <= n:
					s.Turn = int8(v)
				case k == "round" && v >= 0 && v < 100:
					s.Round = int8(v)
				default:
					return nil, lerr(i, "phase: %s=%d out of range", k, v)
				}
			}
		case subj == "order":
			f := items(rest)
			if len(f) != n {
				return nil, lerr(i, "order: want %d peoples", n)
			}
			var seen uint8
			for k, x := range f {
				p, err := seat(i, x)
				if err != nil {
					return nil, err
				}
				if seen&(1<<p) != 0 {
					return nil, lerr(i, "order: %s twice", peopleSeat(p))
				}
				seen |= 1 << p
				s.Order[k] = int8(p)
			}
		case subj == "reserve":
			v, err := strconv.Atoi(rest)
			if err != nil || v < 0 || v > CoinsTotal {
				return nil, lerr(i, "reserve: %q: want 0 to %d coins", rest, CoinsTotal)
			}
			s.Reserve = int16(v)
			hasReserve = true
		case subj == "seed":
			v, err := strconv.ParseUint(rest, 10, 64)
			if err != nil {
				return nil, lerr(i, "seed: %q is not a number", rest)
			}
			s.Seed = v
		case subj == "deck":
			if err := zone(i, rest, LocDeck); err != nil {
				return nil, err
			}
		case subj == "discard":
			if err := zone(i, rest, LocDiscard); err != nil {
				return nil, err
			}
		case subj == "markers":
			for _, it := range items(rest) {
				name, who, _ := strings.Cut(it, "=")
				c, ok := cardIdx[strings.ToLower(strings.TrimSpace(name))]
				if !ok {
					return nil, lerr(i, "unknown card %q", name)
				}
				m, err := mask(i, who, "+")
				if err != nil {
					return nil, err
				}
				s.Marker[c] = m
			}
		case words[0] == "region" && len(words) == 2:
			r, ok := g.board.Lookup(words[1])
			if !ok {
				return nil, lerr(i, "unknown region %q", words[1])
			}
			for _, f := range strings.Fields(rest) {
				k, v, _ := strings.Cut(f, "=")
				if k == "city" {
					p, err := seat(i, v)
					if err != nil {
						return nil, err
					}
					s.City[r] = int8(p + 1)
					continue
				}
				p, err := seat(i, k)
				if err != nil {
					return nil, err
				}
				x, err := strconv.Atoi(v)
				if err != nil || x < 0 || x > ClansPerPeople {
					return nil, lerr(i, "%s: %q clans: want 0 to %d", k, v, ClansPerPeople)
				}
				s.Clans[r][p] = uint8(x)
			}
		case subj == "war":
			for _, f := range strings.Fields(rest) {
				k, v, _ := strings.Cut(f, "=")
				var err error
				switch k {
				case "chosen":
					s.Chosen, err = mask(i, v, ",")
				case "war":
					s.War, err = mask(i, v, ",")
				case "done":
					s.Done, err = mask(i, v, ",")
				case "changed":
					s.Changed = true
				default:
					err = lerr(i, "war: unknown %q", f)
				}
				if err != nil {
					return nil, err
				}
			}
		case subj == "copy":
			f := strings.Fields(rest)
			if len(f) < 3 {
				return nil, lerr(i, "copy: want CARD by=P1 next=N")
			}
			name := strings.Join(f[:len(f)-2], " ")
			c, ok := cardIdx[strings.ToLower(name)]
			by, okBy := strings.CutPrefix(f[len(f)-2], "by=")
			nx, okNext := strings.CutPrefix(f[len(f)-1], "next=")
			if !ok || !okBy || !okNext {
				return nil, lerr(i, "copy: want CARD by=P1 next=N")
			}
			p, err := seat(i, by)
			if err != nil {
				return nil, err
			}
			k, err := strconv.Atoi(nx)
			if err != nil || k < 1 || k >= n {
				return nil, lerr(i, "copy: next=%q: want 1 to %d", nx, n-1)
			}
			s.CopyCard, s.CopyBy, s.CopyNext = int8(c+1), int8(p), int8(k)
		case subj == "reseat":
			by, taken, _ := strings.Cut(rest, " taken=")
			f := items(by)
			t := strings.Split(taken, ",")
			if len(f) != n || len(t) != n {
				return nil, lerr(i, "reseat: want %d peoples and %d places", n, n)
			}
			for k := range f {
				p, err := seat(i, f[k])
				if err != nil {
					return nil, err
				}
				s.Reseat[k] = int8(p)
				if t[k] != "-" {
					q, err := seat(i, t[k])
					if err != nil {
						return nil, err
					}
					s.Taken[k] = int8(q)
				}
			}
		case subj == "over":
			for _, f := range strings.Fields(rest) {
				k, v, _ := strings.Cut(f, "=")
				switch k {
				case "scores":
					sc := strings.Split(v, ",")
					if len(sc) != n {
						return nil, lerr(i, "over: want %d scores", n)
					}
					for p, x := range sc {
						y, err := strconv.Atoi(x)
						if err != nil {
							return nil, lerr(i, "over: score %q", x)
						}
						s.Scores[p] = int16(y)
					}
				case "winners":
					m, err := mask(i, v, ",")
					if err != nil {
						return nil, err
					}
					s.Winners = m
				default:
					return nil, lerr(i, "over: unknown %q", f)
				}
			}
		case len(words) == 1:
			p, err := seat(i, words[0])
			if err != nil {
				return nil, err
			}
			hasPeople[p] = true
			s.Supply[p], s.CitySupply[p] = -1, -1
			for _, f := range strings.Fields(rest) {
				if v, ok := strings.CutPrefix(f, "pp="); ok {
					pp := strings.Split(v, ",")
					if len(pp) != 3 {
						return nil, lerr(i, "pp: want three numbers, one per Age")
					}
					for a, x := range pp {
						y, err := strconv.Atoi(x)
						if err != nil || y < 0 {
							return nil, lerr(i, "pp: %q is not a number", x)
						}
						s.PP[a][p] = int16(y)
					}
					continue
				}
				k, v, err := kv(i, f)
				if err != nil {
					return nil, err
				}
				switch {
				case k == "coins" && v >= 0 && v <= CoinsTotal:
					s.Coins[p] = int16(v)
				case k == "supply" && v >= 0 && v <= ClansPerPeople:
					s.Supply[p] = int8(v)
				case k == "cities" && v >= 0 && v <= CitiesPerPeople:
					s.CitySupply[p] = int8(v)
				case k == "moves" && v >= 0 && v <= 120:
					s.Moves[p] = int8(v)
				default:
					return nil, lerr(i, "%s: %s=%d out of range", subj, k, v)
				}
			}
		case len(words) == 2:
			p, err := seat(i, words[0])
			if err != nil {
				return nil, err
			}
			loc := map[string]Loc{"hand": LocHand, "picked": LocPicked, "packet": LocPacket, "played": LocPlayed, "inventions": LocInvention}
			if l, ok := loc[words[1]]; ok {
				if err := zone(i, rest, l.At(p)); err != nil {
					return nil, err
				}
				continue
			}
			var where ObjLoc
			switch words[1] {
			case "objective":
				where = ObjKept + ObjLoc(p)
			case "dealt":
				where = ObjDealt + ObjLoc(p)
			default:
				return nil, lerr(i, "unknown line %q", subj)
			}
			for _, it := range items(rest) {
				o, ok := objIdx[strings.ToLower(strings.TrimSpace(it))]
				if !ok || objNamed[o] {
					return nil, lerr(i, "objective %q unknown or named twice", it)
				}
				objNamed[o] = true
				s.Obj[o] = where
			}
		default:
			return nil, lerr(i, "unknown line %q", subj)
		}
	}
	// Supplies and the reserve: derived when not given, checked when given
	// (GEN-COMP-6).
	coins := 0
	for p := 0; p < n; p++ {
		clans := s.OnBoard(p) + s.Markers(p)
		cities := 0
		for r := range s.City {
			if int(s.City[r]) == p+1 {
				cities++
			}
		}
		if !hasPeople[p] || s.Supply[p] < 0 {
			s.Supply[p] = int8(ClansPerPeople - clans)
		}
		if !hasPeople[p] || s.CitySupply[p] < 0 {
			s.CitySupply[p] = int8(CitiesPerPeople - cities)
		}
		if int(s.Supply[p])+clans != ClansPerPeople {
			return nil, lerr(0, "%s has %d clans in all (supply %d), not %d", peopleSeat(p), int(s.Supply[p])+clans, s.Supply[p], ClansPerPeople)
		}
		if int(s.CitySupply[p])+cities != CitiesPerPeople {
			return nil, lerr(0, "%s has %d cities in all, not %d", peopleSeat(p), int(s.CitySupply[p])+cities, CitiesPerPeople)
		}
		coins += int(s.Coins[p])
	}
	if !hasReserve {
		s.Reserve = int16(CoinsTotal - coins)
	}
	if int(s.Reserve)+coins != CoinsTotal {
		return nil, lerr(0, "the coins add up to %d, not %d", int(s.Reserve)+coins, CoinsTotal)
	}
	for r := range g.board.Regions {
		if g.board.Regions[r].Home {
			continue
		}
		k := 0
		for p := 0; p < n; p++ {
			if s.Occupies(p, r) {
				k++
			}
		}
		if k > 1 {
			return nil, lerr(0, "region %s holds the units of %d peoples: only homelands do", g.board.Regions[r].Name, k)
		}
	}
	if int(s.Turn) >= n && s.Phase != PhaseOver {
		return nil, lerr(0, "turn %d: want 0 to %d", s.Turn, n-1)
	}
	s.rekey()
	g.start = g.s
	return g, g.Start()
}
