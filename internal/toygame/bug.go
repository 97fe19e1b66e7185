package toygame

import "github.com/dogma-engine/dogma/engine"

// BugKeepDiscard names the defect the harness must find. A configuration
// that plants it (Config.Bugs, the setting bugs=keep-discard) makes a
// player made to discard the last card of its hand (TALLY-MATCH-2) keep it
// as well: the card is then in two places, and the game no longer
// conserves its 36 cards. It takes a few turns and a match to reach.
const BugKeepDiscard = "keep-discard"

// Plant returns cfg, a Tally configuration, with the defect planted
// (engine.Bug.Plant).
func Plant(cfg engine.Config) (engine.Config, error) {
	c, err := configOf(cfg)
	if err != nil {
		return nil, err
	}
	c.KeepDiscard = true
	return c, nil
}
