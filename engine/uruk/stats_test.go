//go:build !oracle

package uruk

import (
	"errors"
	"flag"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

var statsGames = flag.Int("uruk.stats", 0, "TestRandomGameStats: random games per player count and rule set (0 skips the test)")

// TestRandomGameStats plays -uruk.stats random games per player count,
// with the default rules and with every fill-... variant, and reports how
// they end (a result, or the rule gap that stops them, with an example of
// its situation), how many games each fill-... variant decided something
// in, and how long they last, in decisions and in turns. It is
// the by-hand run of the report:
//
//	go test ./engine/uruk -run RandomGameStats -uruk.stats 10000 -v
func TestRandomGameStats(t *testing.T) {
	n := *statsGames
	if n <= 0 {
		t.Skip("set -uruk.stats N to play N games per player count")
	}
	for _, vars := range []VariantSet{0, FillAll()} {
		for players := 2; players <= 4; players++ {
			cfg := Config{Players: players, Variants: vars}
			t.Run(cfg.String(), func(t *testing.T) {
				t.Parallel()
				t.Log("\n" + playStats(t, cfg, n))
			})
		}
	}
}

// playStats plays n random games of cfg and writes their statistics.
func playStats(t *testing.T, cfg Config, n int) string {
	type ending struct {
		count     int
		decisions []int
		example   string
	}
	ends := map[string]*ending{}
	fills := map[string]int{}
	var decisions, turns []int
	for seed := uint64(1); seed <= uint64(n); seed++ {
		g, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		made, err := g.Play(randomChooser(seed*7919), 100000)
		key, example := "over", ""
		var gap *engine.RuleGap
		switch {
		case err == nil && g.Over():
			if w := g.Result().Winners; len(w) > 1 {
				key = "over, shared"
			}
		case errors.As(err, &gap):
			key, example = "gap "+gap.Clause, gap.Situation
		default:
			t.Fatalf("%v seed %d: %v after %d decisions", cfg, seed, err, made)
		}
		e := ends[key]
		if e == nil {
			e = &ending{example: example}
			ends[key] = e
		}
		e.count++
		e.decisions = append(e.decisions, made)
		seen := map[string]bool{}
		for _, ev := range g.EventsSince(0) {
			if ev.Kind == EvFill && !seen[ev.Clause] {
				seen[ev.Clause] = true
				fills[ev.Clause]++
			}
		}
		decisions = append(decisions, made)
		turns = append(turns, g.State().Turn)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%v: %d games; decisions %s; turns %s\n", cfg, n, spread(decisions), spread(turns))
	keys := make([]string, 0, len(ends))
	for k := range ends {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return ends[keys[i]].count > ends[keys[j]].count })
	for _, k := range keys {
		e := ends[k]
		fmt.Fprintf(&b, "  %-28s %6d (%5.1f%%) at decision %s", k, e.count, 100*float64(e.count)/float64(n), spread(e.decisions))
		if e.example != "" {
			fmt.Fprintf(&b, "; e.g. %s", e.example)
		}
		b.WriteByte('\n')
	}
	names := make([]string, 0, len(fills))
	for k := range fills {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		fmt.Fprintf(&b, "  hole filled by %-22s in %6d games (%5.1f%%)\n", k, fills[k], 100*float64(fills[k])/float64(n))
	}
	return b.String()
}

// spread writes the minimum, median and maximum of xs.
func spread(xs []int) string {
	xs = slices.Clone(xs)
	slices.Sort(xs)
	return fmt.Sprintf("min %d median %d max %d", xs[0], xs[len(xs)/2], xs[len(xs)-1])
}
