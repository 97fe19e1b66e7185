package engine

import (
	"fmt"
	"strings"
)

// The adapters of this file turn a game's own typed functions (its
// configuration type, its *Game) into the functions of its Registration,
// which speak of Config and Game.

// AsGame returns g as a Game, or nil and err when err is not nil, so that
// a typed nil pointer never reaches the harness as a non-nil Game.
func AsGame[G Game](g G, err error) (Game, error) {
	if err != nil {
		return nil, err
	}
	return g, nil
}

// ConfigAs returns cfg, a configuration a function of a Registration was
// given, as the game's own configuration type C, normalized: nil (or a nil
// *C) is C's zero value; a configuration of another game is an error that
// names game.
func ConfigAs[C Config](game string, cfg Config, normalize func(C) (C, error)) (C, error) {
	var zero C
	switch c := any(cfg).(type) {
	case nil:
		return normalize(zero)
	case C:
		return normalize(c)
	case *C:
		if c == nil {
			return normalize(zero)
		}
		return normalize(*c)
	}
	return zero, fmt.Errorf("%s: a configuration of another game (%s)", game, cfg)
}

// ReadConfig adapts a game's reader of its own configuration type to
// Registration.ParseConfig.
func ReadConfig[C Config](parse func(text string) (C, error)) func(text string) (Config, error) {
	return func(text string) (Config, error) {
		c, err := parse(text)
		if err != nil {
			return nil, err
		}
		return c, nil
	}
}

// MakeGame adapts a game's constructor to Registration.New: of turns
// the configuration the harness gives into the game's own (ConfigAs).
func MakeGame[C Config, G Game](of func(Config) (C, error), newGame func(cfg C, seed uint64) (G, error)) func(Config, uint64) (Game, error) {
	return func(cfg Config, seed uint64) (Game, error) {
		c, err := of(cfg)
		if err != nil {
			return nil, err
		}
		return AsGame(newGame(c, seed))
	}
}

// ReadPosition adapts a game's reader of position texts to
// Registration.ParsePosition. A position the game stops at at once (its
// rules meet a rule gap before the first question) is a game that keeps
// its error, not a failure to read: the reader returns the game with the
// game's own error, and the adapter returns the game.
func ReadPosition[C Config, G interface {
	Game
	comparable
}](of func(Config) (C, error), parse func(cfg C, text string, line int) (G, error)) func(Config, string, int) (Game, error) {
	return func(cfg Config, text string, line int) (Game, error) {
		c, err := of(cfg)
		if err != nil {
			return nil, err
		}
		g, err := parse(c, text, line)
		var none G
		if err != nil && g != none && g.Err() == err {
			return g, nil
		}
		return AsGame(g, err)
	}
}

// ClauseList returns the clauses of a game's rules, ids in RULES.md order
// and definitions the clauses that define a word (see Clause).
func ClauseList(ids []string, definitions map[string]string) []Clause {
	out := make([]Clause, len(ids))
	for i, id := range ids {
		out[i] = Clause{ID: id, Definition: definitions[id]}
	}
	return out
}

// SplitLine splits a line of a position text into its subject and the
// rest, around the first colon: "P1 hand: 5 blue" is "P1 hand" and
// "5 blue". A '#' begins a comment, runs of spaces in the subject count as
// one, and ok is false for a line with nothing but spaces and a comment.
func SplitLine(line string) (subject, rest string, ok bool) {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	line = strings.TrimSpace(line)
	if line == "" {
		return "", "", false
	}
	subject, rest, _ = strings.Cut(line, ":")
	return strings.Join(strings.Fields(subject), " "), strings.TrimSpace(rest), true
}

// RenderWith adapts a game's view maker to Registration.Render.
func RenderWith[G Game, V View](newView func(g G, viewer int) V) func(Game, int) View {
	return func(g Game, viewer int) View { return newView(g.(G), viewer) }
}

// RedactWith adapts a game's redactor maker to Registration.Redactor.
func RedactWith[G Game, R Redactor](newRedactor func(g G, viewer int) R) func(Game, int) Redactor {
	return func(g Game, viewer int) Redactor { return newRedactor(g.(G), viewer) }
}

// ReadSettings calls set with the key and the value of each setting of a
// configuration text, space-separated "key=value" words ("teams" alone is
// the key with an empty value), in order, and stops at the first error.
func ReadSettings(text string, set func(key, val string) error) error {
	for _, f := range strings.Fields(text) {
		k, v, _ := strings.Cut(f, "=")
		if err := set(k, v); err != nil {
			return err
		}
	}
	return nil
}

// ShowCommand adapts a function that shows something of a game of type G
// to Command.Run, for the scenario command named command of game: it
// refuses arguments and a game of another kind.
func ShowCommand[G Game](game, command string, show func(g G) string) func(Game, []string) (string, error) {
	return func(g Game, args []string) (string, error) {
		gg, ok := g.(G)
		if !ok {
			return "", fmt.Errorf("%s: a game of another kind (%T)", game, g)
		}
		if len(args) > 0 {
			return "", fmt.Errorf("%s takes no argument", command)
		}
		return show(gg), nil
	}
}

// NeutralHooksOf returns the NeutralHooks of a game from its own typed
// functions: configOf reads the kernel's configuration as the game's C
// (an error for another game's), neutral gives a game's neutral state,
// decks the decks the shuffle of a seed gives (the hook gives nil for a
// configuration of another game or an error), and newFromDecks sets a
// game up from decks.
func NeutralHooksOf[C any, G Game](configOf func(Config) (C, error), neutral func(G) NeutralState,
	decks func(C, uint64) (map[string][]string, error), newFromDecks func(C, map[string][]string) (G, error)) NeutralHooks {
	return NeutralHooks{
		Neutral: func(g Game) NeutralState { return neutral(g.(G)) },
		Decks: func(cfg Config, seed uint64) map[string][]string {
			c, err := configOf(cfg)
			if err != nil {
				return nil
			}
			out, err := decks(c, seed)
			if err != nil {
				return nil
			}
			return out
		},
		NewFromDecks: func(cfg Config, d map[string][]string) (Game, error) {
			c, err := configOf(cfg)
			if err != nil {
				return nil, err
			}
			return AsGame(newFromDecks(c, d))
		},
	}
}
