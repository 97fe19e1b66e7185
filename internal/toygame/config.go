package toygame

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// MinPlayers and MaxPlayers bound the number of players.
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// Settings are the settings of a configuration (engine.Setting): only the
// number of players.
var Settings = []engine.Setting{
	{Name: "players", Kind: engine.Number, Doc: "players per game", Default: "2", Min: MinPlayers, Max: MaxPlayers,
		Mix: []string{"2", "3", "4"}},
}

// Config is the configuration of a game: the number of players, and
// whether the harness's planted defect is on.
type Config struct {
	Players int // 2 to 4; 0 means 2
	// KeepDiscard plants the defect BugKeepDiscard; never on in play.
	KeepDiscard bool
}

// String returns the configuration as ParseConfig reads it: "players=3",
// then " bugs=keep-discard" when the defect is planted.
func (c Config) String() string {
	s := "players=" + strconv.Itoa(c.normalize().Players)
	if c.KeepDiscard {
		s += " bugs=" + BugKeepDiscard
	}
	return s
}

func (c Config) normalize() Config {
	if c.Players == 0 {
		c.Players = MinPlayers
	}
	return c
}

func (c Config) check() error {
	if c.Players < MinPlayers || c.Players > MaxPlayers {
		return fmt.Errorf("players: want 2, 3 or 4, not %d", c.Players)
	}
	return nil
}

// ParseConfig reads a configuration from space-separated settings:
// "players=N", and "bugs=keep-discard" (or "bugs=none"), the harness's
// setting that Settings does not list. The empty text is a game of two
// players.
func ParseConfig(text string) (Config, error) {
	var c Config
	for _, f := range strings.Fields(text) {
		k, v, _ := strings.Cut(f, "=")
		if k == "bugs" {
			for _, b := range strings.Split(v, ",") {
				switch b = strings.TrimSpace(b); b {
				case BugKeepDiscard:
					c.KeepDiscard = true
				case "", "none":
				default:
					return Config{}, fmt.Errorf("bugs: unknown planted bug %q", b)
				}
			}
			continue
		}
		if k != "players" {
			return Config{}, fmt.Errorf("unknown setting %q", k)
		}
		n, err := Settings[0].Number(v)
		if err != nil {
			return Config{}, fmt.Errorf("players: %v", err)
		}
		c.Players = n
	}
	c = c.normalize()
	if err := c.check(); err != nil {
		return Config{}, err
	}
	return c, nil
}

// configOf returns the Tally configuration of cfg, as a Registration
// function receives it; nil is the default.
func configOf(cfg engine.Config) (Config, error) {
	return engine.ConfigAs("tally", cfg, func(c Config) (Config, error) {
		c = c.normalize()
		return c, c.check()
	})
}
