package play

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
)

// GapFill says which variants of game s fill the rule gap at clause, so
// that games play on past it: the variant that changes that clause, and
// the set of every fill- variant of the game ("" when none does).
func GapFill(s *props.Suite, clause string) string {
	var own string
	var fills []string
	for _, v := range s.Variants {
		if v.Clause == clause {
			own = v.Name
		}
		if strings.HasPrefix(v.Name, "fill-") {
			fills = append(fills, v.Name)
		}
	}
	switch {
	case own == "":
		return ""
	case len(fills) > 1:
		return fmt.Sprintf("--variant %s fills it; --variant %s fills every hole the rulebook leaves, so that games play to their end", own, strings.Join(fills, ","))
	}
	return fmt.Sprintf("--variant %s fills it, so that games play on", own)
}

// GapHint returns one line when most of the games played stopped at one
// rule gap: which, how many, and the variant that fills it; else "".
func GapHint(s *props.Suite, gaps map[string]int, games int) string {
	best, n := "", 0
	for clause, k := range gaps {
		if k > n || k == n && clause < best {
			best, n = clause, k
		}
	}
	if n == 0 || 2*n <= games {
		return ""
	}
	line := fmt.Sprintf("%d of %d games stop at the rule gap %s, where the rulebook says nothing", n, games, best)
	if fill := GapFill(s, best); fill != "" {
		line += ": " + fill
	}
	return line
}

// RuleGapError adds to an error that is a rule gap the variant that fills
// it, for the commands that need games played to their end.
func RuleGapError(s *props.Suite, err error) error {
	var gap *engine.RuleGap
	if !errors.As(err, &gap) {
		return err
	}
	if fill := GapFill(s, gap.Clause); fill != "" {
		return fmt.Errorf("%v; %s", err, fill)
	}
	return err
}
