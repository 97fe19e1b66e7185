package genesia

import (
	"fmt"
	"strconv"
	"strings"
)

// Reading the data files: the card, objective and map files, each line
// checked, and the counts the rules give.

// fileError is an error at one line of a data file.
func fileError(file string, line int, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", file, line, fmt.Sprintf(format, args...))
}

// dataLines calls f with each line of text that is not blank or a
// comment, with its line number.
func dataLines(text string, f func(line int, s string) error) error {
	for i, s := range strings.Split(text, "\n") {
		if k := strings.IndexByte(s, '#'); k >= 0 {
			s = s[:k]
		}
		if strings.TrimSpace(s) == "" {
			continue
		}
		if err := f(i+1, strings.TrimRight(s, "\r")); err != nil {
			return err
		}
	}
	return nil
}

// ParseCards reads a card file (GEN-DATA-2): tab-separated rows of
// number, Age, lot, icons, cost, progress points, name, effect and
// advantage. Errors say file:line.
func ParseCards(file, text string) ([]CardInfo, error) {
	var out []CardInfo
	seen := map[int]int{}
	err := dataLines(text, func(line int, s string) error {
		f := strings.Split(s, "\t")
		if len(f) != 9 {
			return fileError(file, line, "want 9 tab-separated columns, have %d", len(f))
		}
		for i := range f {
			f[i] = strings.TrimSpace(f[i])
		}
		var c CardInfo
		nums := []*int{&c.Number, &c.Age, nil, nil, &c.Cost, &c.PP}
		for i, p := range nums {
			if p == nil {
				continue
			}
			n, err := strconv.Atoi(f[i])
			if err != nil || n < 0 {
				return fileError(file, line, "column %d: %q is not a number", i+1, f[i])
			}
			*p = n
		}
		if c.Age < 1 || c.Age > 3 {
			return fileError(file, line, "Age %d: want 1, 2 or 3", c.Age)
		}
		if prev, ok := seen[c.Number]; ok {
			return fileError(file, line, "card number %d already on line %d", c.Number, prev)
		}
		seen[c.Number] = line
		lot, ok := parseLot(f[2])
		if !ok {
			return fileError(file, line, "unknown lot colour %q", f[2])
		}
		c.Lot = lot
		for _, r := range f[3] {
			k := strings.IndexRune("GEAF", r)
			if k < 0 {
				return fileError(file, line, "unknown phase icon %q (want G, E, A or F)", r)
			}
			c.Icons |= 1 << k
		}
		if c.Icons == 0 {
			return fileError(file, line, "no phase icon")
		}
		c.Name = f[6]
		if c.Name == "" || strings.ContainsAny(c.Name, ",#>=") {
			return fileError(file, line, "name %q: want a name without , # > or =", c.Name)
		}
		eff, err := parseEffect(f[7])
		if err != nil {
			return fileError(file, line, "effect: %v", err)
		}
		c.Effect = eff
		if f[8] != "-" {
			k, n, _ := strings.Cut(f[8], " ")
			v, err := strconv.Atoi(strings.TrimSpace(n))
			if k != "coins" || err != nil || v < 0 {
				return fileError(file, line, "advantage %q: want \"coins N\" or \"-\"", f[8])
			}
			c.Others = v
		}
		out = append(out, c)
		return nil
	})
	return out, err
}

// parseEffect reads an effect as the card file writes it.
func parseEffect(s string) (Effect, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return Effect{}, fmt.Errorf("empty")
	}
	kind := EffectKind(numEffects)
	for i, n := range effectNames {
		if n == f[0] {
			kind = EffectKind(i)
		}
	}
	switch kind {
	case numEffects:
		return Effect{}, fmt.Errorf("unknown effect %q", f[0])
	case EffNone, EffCity, EffCopy, EffNobel:
		if len(f) != 1 {
			return Effect{}, fmt.Errorf("%s takes no number", f[0])
		}
		return Effect{Kind: kind}, nil
	case EffEndPP:
		if len(f) != 3 {
			return Effect{}, fmt.Errorf("want endpp regions|cities|genesia|flat N")
		}
		b := -1
		for i, n := range basisNames {
			if n == f[1] {
				b = i
			}
		}
		n, err := strconv.Atoi(f[2])
		if b < 0 || err != nil || n < 0 {
			return Effect{}, fmt.Errorf("want endpp regions|cities|genesia|flat N")
		}
		return Effect{Kind: kind, N: n, Basis: Basis(b)}, nil
	}
	if len(f) != 2 {
		return Effect{}, fmt.Errorf("want %s N", f[0])
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 1 || n > 30 {
		return Effect{}, fmt.Errorf("%s: %q is not a number from 1 to 30", f[0], f[1])
	}
	return Effect{Kind: kind, N: n}, nil
}

// ParseObjectives reads an objective file (GEN-DATA-3): tab-separated
// rows of name, lot, points and what each point counts.
func ParseObjectives(file, text string) ([]Objective, error) {
	var out []Objective
	err := dataLines(text, func(line int, s string) error {
		f := strings.Split(s, "\t")
		if len(f) != 4 {
			return fileError(file, line, "want 4 tab-separated columns, have %d", len(f))
		}
		var o Objective
		o.Name = strings.TrimSpace(f[0])
		lot, ok := parseLot(strings.TrimSpace(f[1]))
		if !ok {
			return fileError(file, line, "unknown lot colour %q", f[1])
		}
		o.Lot = lot
		n, err := strconv.Atoi(strings.TrimSpace(f[2]))
		if err != nil || n < 0 {
			return fileError(file, line, "points %q is not a number", f[2])
		}
		o.Points = n
		o.Counts = numCounts
		for i, c := range countNames {
			if c == strings.TrimSpace(f[3]) {
				o.Counts = Count(i)
			}
		}
		if o.Name == "" || strings.ContainsAny(o.Name, ",#>=") {
			return fileError(file, line, "name %q: want a name without , # > or =", o.Name)
		}
		if o.Counts == numCounts {
			return fileError(file, line, "unknown count %q (want %s)", f[3], strings.Join(countNames[:], ", "))
		}
		out = append(out, o)
		return nil
	})
	return out, err
}

// ParseMap reads a map file (GEN-DATA-1): "board N[,M]" sections of
// "home NAME CONTINENT", "region NAME VALUE CONTINENT" and "adjacent NAME
// NAME..." lines.
func ParseMap(file, text string) ([]*Board, error) {
	var boards []*Board
	var b *Board
	counts := map[int]int{}
	err := dataLines(text, func(line int, s string) error {
		f := strings.Fields(s)
		if f[0] != "board" && b == nil {
			return fileError(file, line, "%q before the first board line", f[0])
		}
		switch f[0] {
		case "board":
			if len(f) != 2 {
				return fileError(file, line, "want board N[,M...]")
			}
			b = &Board{index: map[string]int{}}
			for _, c := range strings.Split(f[1], ",") {
				n, err := strconv.Atoi(c)
				if err != nil || n < 1 || n > MaxPlayers {
					return fileError(file, line, "player count %q: want 1 to %d", c, MaxPlayers)
				}
				if prev, ok := counts[n]; ok {
					return fileError(file, line, "a board for %d players already on line %d", n, prev)
				}
				counts[n] = line
				b.Counts = append(b.Counts, n)
			}
			boards = append(boards, b)
		case "home", "region":
			r := Region{Home: f[0] == "home"}
			want := 4
			if r.Home {
				want = 3
			}
			if len(f) != want {
				return fileError(file, line, "want %d fields", want)
			}
			r.Name = f[1]
			if _, dup := b.index[r.Name]; dup {
				return fileError(file, line, "region %s named twice", r.Name)
			}
			cont := f[len(f)-1]
			if !r.Home {
				v, err := strconv.Atoi(f[2])
				if err != nil || v < 0 {
					return fileError(file, line, "value %q is not a number", f[2])
				}
				r.Value = v
			}
			switch {
			case cont == "genesia" && !r.Home:
				r.Continent = Genesia
			case len(cont) == 1 && cont[0] >= 'A' && cont[0] < 'A'+MaxPlayers:
				r.Continent = int(cont[0] - 'A')
			default:
				return fileError(file, line, "continent %q: want A to E or genesia", cont)
			}
			if r.Home {
				for len(b.Homes) <= r.Continent {
					b.Homes = append(b.Homes, -1)
				}
				if b.Homes[r.Continent] >= 0 {
					return fileError(file, line, "continent %s has a homeland already", cont)
				}
				b.Homes[r.Continent] = len(b.Regions)
			}
			if len(b.Regions) >= MaxRegions {
				return fileError(file, line, "more than %d regions", MaxRegions)
			}
			b.index[r.Name] = len(b.Regions)
			b.Regions = append(b.Regions, r)
		case "adjacent":
			if len(f) < 3 {
				return fileError(file, line, "want adjacent NAME NAME...")
			}
			a, ok := b.index[f[1]]
			if !ok {
				return fileError(file, line, "unknown region %s", f[1])
			}
			for _, n := range f[2:] {
				c, ok := b.index[n]
				if !ok {
					return fileError(file, line, "unknown region %s", n)
				}
				if c == a || b.Adjacent(a, c) {
					return fileError(file, line, "%s and %s adjacent twice", f[1], n)
				}
				b.Regions[a].Adj = append(b.Regions[a].Adj, c)
				b.Regions[c].Adj = append(b.Regions[c].Adj, a)
			}
		default:
			return fileError(file, line, "unknown line %q (want board, home, region or adjacent)", f[0])
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, b := range boards {
		if err := checkBoard(file, b); err != nil {
			return nil, err
		}
	}
	return boards, nil
}

// checkBoard checks that a board has a continent with a homeland for each
// people of its largest count, and that every region is reachable.
func checkBoard(file string, b *Board) error {
	most := 0
	for _, c := range b.Counts {
		most = max(most, c, 2*btoi(c == 1))
	}
	if len(b.Homes) < most {
		return fmt.Errorf("%s: the board for %v players has %d homelands, needs %d", file, b.Counts, len(b.Homes), most)
	}
	for i, h := range b.Homes {
		if h < 0 {
			return fmt.Errorf("%s: continent %c of the board for %v players has no homeland", file, 'A'+i, b.Counts)
		}
	}
	seen := make([]bool, len(b.Regions))
	queue := []int{0}
	seen[0] = true
	for len(queue) > 0 {
		r := queue[0]
		queue = queue[1:]
		for _, x := range b.Regions[r].Adj {
			if !seen[x] {
				seen[x] = true
				queue = append(queue, x)
			}
		}
	}
	for i, ok := range seen {
		if !ok {
			return fmt.Errorf("%s: region %s of the board for %v players cannot be reached", file, b.Regions[i].Name, b.Counts)
		}
	}
	return nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// LoadData reads the three data files and checks them against the counts
// the rules give (Validate).
func LoadData(mapFile, mapSrc, cardsFile, cardsSrc, objFile, objSrc string) (*Data, error) {
	boards, err := ParseMap(mapFile, mapSrc)
	if err != nil {
		return nil, err
	}
	cards, err := ParseCards(cardsFile, cardsSrc)
	if err != nil {
		return nil, err
	}
	objs, err := ParseObjectives(objFile, objSrc)
	if err != nil {
		return nil, err
	}
	d := &Data{Cards: cards, Objectives: objs, Boards: boards}
	d.Placeholder = strings.Contains(mapSrc, "PLACEHOLDER") || strings.Contains(cardsSrc, "PLACEHOLDER") || strings.Contains(objSrc, "PLACEHOLDER")
	if err := d.Validate(); err != nil {
		return nil, err
	}
	return d, nil
}

// Validate checks the data against every count the rules give: 90 Age
// cards, numbered 1 to 90, 30 per Age in 5 lots of 6 (GEN-COMP-3); 12
// objectives whose lots hold two for each player of every count
// (GEN-SETUP-5); a board for every player count, 1 to 5 (GEN-COMP-1); the
// solo decks' cards in the blue and yellow lots (GEN-SOLO-3).
func (d *Data) Validate() error {
	if len(d.Cards) != NumCards {
		return fmt.Errorf("cards: %d Age cards, the rules give %d", len(d.Cards), NumCards)
	}
	var lots [4][NumLots]int
	for i := range d.Cards {
		c := &d.Cards[i]
		if c.Number != i+1 {
			return fmt.Errorf("cards: card %d is numbered %d: number them 1 to %d in order", i+1, c.Number, NumCards)
		}
		lots[c.Age][c.Lot]++
	}
	for age := 1; age <= 3; age++ {
		for l := Lot(0); l < NumLots; l++ {
			if lots[age][l] != 6 {
				return fmt.Errorf("cards: Age %d, %s lot: %d cards, the rules give 6", age, l, lots[age][l])
			}
		}
	}
	if len(d.Objectives) != NumObjectives {
		return fmt.Errorf("objectives: %d objectives, the rules give %d", len(d.Objectives), NumObjectives)
	}
	for n := 2; n <= MaxPlayers; n++ {
		k := 0
		for _, o := range d.Objectives {
			if int(o.Lot) < n {
				k++
			}
		}
		if k < 2*n {
			return fmt.Errorf("objectives: the first %d lots hold %d objectives, %d players need %d", n, k, n, 2*n)
		}
	}
	for n := 1; n <= MaxPlayers; n++ {
		if d.BoardFor(n) == nil {
			return fmt.Errorf("map: no board for %d players", n)
		}
	}
	for _, mode := range soloModes {
		for _, num := range mode.aside {
			if l := d.Cards[num-1].Lot; l != Blue && l != Yellow {
				return fmt.Errorf("cards: card %d, set aside in the %s solo mode, is in the %s lot, not blue or yellow", num, mode.name, l)
			}
		}
	}
	return nil
}

// soloModes are the cards each solo mode sets aside (GEN-SOLO-3, seed
// l.1333-1481): two of Age I, two of Age II, four of Age III.
var soloModes = []struct {
	name  string
	aside []int
}{
	{"beginner", []int{6, 11, 36, 39, 65, 64, 72, 70}},
	{"expert", []int{5, 12, 33, 42, 65, 64, 72, 69}},
	{"heroic", []int{3, 9, 34, 45, 65, 64, 72, 67}},
}

// defaultData is the data of the repository's files.
var defaultData, defaultDataErr = LoadData("data/map.txt", mapText, "data/cards.txt", cardsText, "data/objectives.txt", objectivesText)
