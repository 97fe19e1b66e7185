package innovation

import (
	"fmt"
	"strconv"
	"strings"
)

// The achievements of a position text: the claimed ones of a player's
// line, the available ones, the cards an achievement named by its age
// takes.

// parseAchievementRef parses "Monument", "1" or "1:Pottery". A player's
// achievements (held) may hold an 11 in the 4th edition, won by the chain
// rule (ULT-CHAIN-1); no 11 is ever set aside (ULT-SETUP-2), but with an
// expansion an effect may make any card available (ULT-KEY-AVAILABLE).
func (pp *positionParser) parseAchievementRef(line int, ref string, held bool) (Card, int, error) {
	ageText, name, named := strings.Cut(ref, ":")
	age, err := strconv.Atoi(strings.TrimSpace(ageText))
	if err != nil {
		c, err := pp.card(line, ref)
		if err != nil {
			return NoCard, 0, err
		}
		if !c.IsSpecial() {
			return NoCard, 0, fmt.Errorf("%s is not an achievement: write its age as \"%d\" or \"%d:%s\"", ref, pp.deck.Facts[c].Age, pp.deck.Facts[c].Age, ref)
		}
		return c, 0, nil
	}
	// A held card of the last age: a chain achievement (ULT-CHAIN-1), or a
	// card an expansion's effect achieved or made available
	// (ULT-KEY-AVAILABLE).
	chained := pp.cfg.Edition == Fourth && (held && age == AgeCap || pp.cfg.Expansions != 0) && age <= pp.cfg.Ages
	if age < 1 || (age >= pp.cfg.Ages && !chained) {
		return NoCard, 0, fmt.Errorf("there is no age %d achievement with %d ages", age, pp.cfg.Ages)
	}
	if !named {
		return NoCard, age, nil
	}
	c, err := pp.card(line, strings.TrimSpace(name))
	if err != nil {
		return NoCard, 0, err
	}
	if pp.deck.Facts[c].Age != age || c.IsSpecial() {
		return NoCard, 0, fmt.Errorf("%s is not an age %d card", pp.deck.Name(c), age)
	}
	return c, age, nil
}

func (pp *positionParser) parseAchievements(line, p int, rest string) error {
	pl := &pp.s.Players[p]
	for _, ref := range splitList(rest) {
		c, age, err := pp.parseAchievementRef(line, ref, true)
		if err != nil {
			return err
		}
		if c == NoCard {
			pp.pending = append(pp.pending, ageRef{line, p, age})
			continue
		}
		pl.Achievements.Add(c)
		pp.s.loc[c] = uint16(AchievementsPlace(p))
	}
	return nil
}

func (pp *positionParser) parseAvailable(line int, rest string) error {
	if pp.avail != nil {
		return fmt.Errorf("\"available:\" is given twice")
	}
	refs := []availRef{}
	pp.avail = &refs
	for _, ref := range splitList(rest) {
		c, age, err := pp.parseAchievementRef(line, ref, false)
		if err != nil {
			return err
		}
		refs = append(refs, availRef{line, c, age})
	}
	return nil
}

// takeUnplaced returns the unplaced card of an age with the highest id.
func (pp *positionParser) takeUnplaced(line, age int) (Card, error) {
	for i := len(pp.deck.ageCards) - 1; i >= 0; i-- {
		c := pp.deck.ageCards[i]
		if pp.deck.Facts[c].Age == age && pp.placed[c] == 0 {
			pp.placed[c] = -1 // placed by default, not by a line
			return c, nil
		}
	}
	return NoCard, &PositionError{Line: max(line, pp.first), Msg: fmt.Sprintf("no age %d card is left for an achievement", age)}
}
