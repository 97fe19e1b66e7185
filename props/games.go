package props

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// DefaultGame is the game of a game file that names none: every file
// written before games were named is an Innovation file.
const DefaultGame = "innovation"

var (
	gamesMu sync.RWMutex
	games   []*Suite
)

// Register makes a game known to the harness by its name, as
// database/sql.Register makes a driver known: cmd/dogma registers the
// games it lists, and a test registers the games it plays. Registering
// two games of one name panics; registering the same suite again does
// nothing.
func Register(s *Suite) {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	for _, g := range games {
		if g == s {
			return
		}
		if g.Name == s.Name {
			panic("props: two games named " + s.Name)
		}
	}
	games = append(games, s)
}

// GameNamed returns the registered game with the given name, or the
// default game for "".
func GameNamed(name string) (*Suite, error) {
	if name == "" {
		name = DefaultGame
	}
	gamesMu.RLock()
	defer gamesMu.RUnlock()
	for _, g := range games {
		if strings.EqualFold(g.Name, name) {
			return g, nil
		}
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(gameNames(), ", "))
}

// Games returns the registered games, by name.
func Games() []*Suite {
	gamesMu.RLock()
	defer gamesMu.RUnlock()
	out := append([]*Suite(nil), games...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func gameNames() []string {
	names := make([]string, len(games))
	for i, g := range games {
		names[i] = g.Name
	}
	sort.Strings(names)
	if len(names) == 0 {
		return []string{"none registered"}
	}
	return names
}

// Replace puts s in the place of the registered game of its name, until
// the function it returns puts the game registered before back. The
// command line uses it to play every game of one command with planted
// bugs (a copy of the suite whose Registration is Planting them); games of
// suites held elsewhere are not touched.
func Replace(s *Suite) (restore func(), err error) {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	for i, g := range games {
		if g.Name == s.Name {
			games[i] = s
			return func() {
				gamesMu.Lock()
				defer gamesMu.Unlock()
				if games[i] == s {
					games[i] = g
				}
			}, nil
		}
	}
	return nil, fmt.Errorf("unknown game %q", s.Name)
}
