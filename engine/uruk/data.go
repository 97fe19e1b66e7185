package uruk

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

// The data the seed lost with its icons, read from two embedded tables at
// init: discoveries.tsv (the level, colour and printed resources of each
// discovery type, URUK-DATA-1) and epochs.tsv (the colony cost of epoch
// cards II to IV, URUK-DATA-2). Each row carries the reason for its
// assumption; a user with the physical cards corrects the tables.

//go:embed discoveries.tsv
var discoveriesTSV string

//go:embed epochs.tsv
var epochsTSV string

// DiscoveryFacts is what the data says of one discovery type.
type DiscoveryFacts struct {
	Name   string // the German name the seed prints ("Wasseruhr")
	French string // the French name ("clepsydre")
	Level  int    // 1 to 4
	Color  Color
	// Resources are the two colours a "1 of the 2 resources indicated"
	// card shows (Flaschenzug, Kanalisation); zero for other types.
	Resources [2]Color
	Reason    string // why the data says so
	Function  Function
}

// Cost is a colony cost: cubes of given colours and cubes of any colours.
type Cost struct {
	Need [NumColors]int
	Any  int
}

// Total returns the number of cubes the cost asks.
func (c Cost) Total() int {
	n := c.Any
	for _, k := range c.Need {
		n += k
	}
	return n
}

// String writes the cost as ParseCost reads it.
func (c Cost) String() string {
	var parts []string
	for col, k := range c.Need {
		if k > 0 {
			parts = append(parts, fmt.Sprintf("%s=%d", Color(col), k))
		}
	}
	if c.Any > 0 || len(parts) == 0 {
		parts = append(parts, fmt.Sprintf("any=%d", c.Any))
	}
	return strings.Join(parts, " ")
}

// Data is the content of the two tables.
type Data struct {
	Types      []DiscoveryFacts // in table order
	EpochCosts [NumEpochs]Cost  // index 0 (epoch I) is unused: its cost is a rule
}

// data is the table the engine plays with, loaded at init.
var data = mustLoad()

func mustLoad() *Data {
	d, err := LoadData(discoveriesTSV, epochsTSV)
	if err != nil {
		panic("uruk: embedded data: " + err.Error())
	}
	return d
}

// Tables returns the data the engine plays with. It must not be modified.
func Tables() *Data { return data }

// LoadData reads the discovery and epoch tables. Errors name the line.
func LoadData(discoveries, epochs string) (*Data, error) {
	d := &Data{}
	seen := map[string]bool{}
	for n, fields := range rows(discoveries) {
		if fields == nil {
			continue
		}
		if len(fields) != 6 {
			return nil, fmt.Errorf("discoveries line %d: want 6 tab-separated columns, have %d", n, len(fields))
		}
		if fields[0] == "name" {
			continue // the header
		}
		f := DiscoveryFacts{Name: fields[0], French: fields[1], Reason: fields[5]}
		var err error
		if f.Level, err = strconv.Atoi(fields[2]); err != nil || f.Level < 1 || f.Level > MaxLevel {
			return nil, fmt.Errorf("discoveries line %d: level %q is not 1 to %d", n, fields[2], MaxLevel)
		}
		var ok bool
		if f.Color, ok = ParseColor(fields[3]); !ok {
			return nil, fmt.Errorf("discoveries line %d: unknown colour %q", n, fields[3])
		}
		if fn, ok := functionOf[f.Name]; ok {
			f.Function = fn
		} else {
			return nil, fmt.Errorf("discoveries line %d: %q is not a discovery the rules know", n, f.Name)
		}
		if seen[f.Name] {
			return nil, fmt.Errorf("discoveries line %d: %s twice", n, f.Name)
		}
		seen[f.Name] = true
		if r := fields[4]; r != "" {
			a, b, ok := strings.Cut(r, ",")
			c1, ok1 := ParseColor(a)
			c2, ok2 := ParseColor(b)
			if !ok || !ok1 || !ok2 || c1 == c2 {
				return nil, fmt.Errorf("discoveries line %d: resources %q are not two colours", n, r)
			}
			f.Resources = [2]Color{c1, c2}
		}
		if (f.Function == FnChoice) != (fields[4] != "") {
			return nil, fmt.Errorf("discoveries line %d: %s: only a \"1 of the 2 resources indicated\" card lists resources", n, f.Name)
		}
		d.Types = append(d.Types, f)
	}
	for name := range functionOf {
		if !seen[name] {
			return nil, fmt.Errorf("discoveries: no row for %s", name)
		}
	}
	for n, fields := range rows(epochs) {
		if fields == nil || fields[0] == "epoch" {
			continue
		}
		if len(fields) != 3 {
			return nil, fmt.Errorf("epochs line %d: want 3 tab-separated columns, have %d", n, len(fields))
		}
		e, ok := parseEpoch(fields[0])
		if !ok || e == 0 {
			return nil, fmt.Errorf("epochs line %d: epoch %q is not II, III or IV", n, fields[0])
		}
		c, err := ParseCost(fields[1])
		if err != nil {
			return nil, fmt.Errorf("epochs line %d: %v", n, err)
		}
		d.EpochCosts[e] = c
	}
	for e := 1; e < NumEpochs; e++ {
		if d.EpochCosts[e].Total() == 0 {
			return nil, fmt.Errorf("epochs: no cost for epoch %s", EpochName(e))
		}
	}
	return d, nil
}

// ParseCost reads a cost: "any=3", "red=1 blue=2".
func ParseCost(s string) (Cost, error) {
	var c Cost
	for _, f := range strings.Fields(s) {
		k, v, _ := strings.Cut(f, "=")
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return c, fmt.Errorf("cost %q: %q is not a count", s, v)
		}
		if k == "any" {
			c.Any += n
			continue
		}
		col, ok := ParseColor(k)
		if !ok {
			return c, fmt.Errorf("cost %q: unknown colour %q", s, k)
		}
		c.Need[col] += n
	}
	return c, nil
}

// rows splits a table into lines of tab-separated fields, numbered from
// 1; comment and blank lines give nil.
func rows(text string) func(yield func(int, []string) bool) {
	return func(yield func(int, []string) bool) {
		for i, line := range strings.Split(text, "\n") {
			line = strings.TrimRight(line, "\r")
			var fields []string
			if strings.TrimSpace(line) != "" && !strings.HasPrefix(line, "#") {
				fields = strings.Split(line, "\t")
			}
			if !yield(i+1, fields) {
				return
			}
		}
	}
}
