package enginetest_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/internal/toygame"
)

// The suite passes a sound game: Tally, the harness's test game.
func TestSoundGame(t *testing.T) {
	enginetest.Run(t, toygame.Registration, enginetest.Options{Seeds: []uint64{1}})
}

// sharedClone is a game whose clones are the game itself.
type sharedClone struct{ engine.Game }

func (g sharedClone) Clone() engine.Game { return g }

// constantHash is a game whose hash says nothing of its state.
type constantHash struct{ engine.Game }

func (g constantHash) Hash() uint64       { return 1 }
func (g constantHash) Clone() engine.Game { return constantHash{g.Game.Clone()} }

// broken returns Tally with its games wrapped by wrap.
func broken(wrap func(engine.Game) engine.Game) *engine.Registration {
	reg := *toygame.Registration
	reg.New = func(cfg engine.Config, seed uint64) (engine.Game, error) {
		g, err := toygame.Registration.New(cfg, seed)
		if err != nil {
			return nil, err
		}
		return wrap(g), nil
	}
	return &reg
}

var brokenGames = map[string]*engine.Registration{
	"shared-clone":  broken(func(g engine.Game) engine.Game { return sharedClone{g} }),
	"constant-hash": broken(func(g engine.Game) engine.Game { return constantHash{g} }),
}

// TestBrokenGame runs the suite on the broken game its environment names;
// TestBrokenGamesFail runs it in a process of its own for each one.
func TestBrokenGame(t *testing.T) {
	name := os.Getenv("ENGINETEST_BROKEN")
	if name == "" {
		t.Skip("run by TestBrokenGamesFail")
	}
	enginetest.Run(t, brokenGames[name], enginetest.Options{Seeds: []uint64{1}})
}

// The suite fails a game whose clones share its state (in the clone
// check) and one whose hash ignores its state (in the hash check).
func TestBrokenGamesFail(t *testing.T) {
	for name, check := range map[string]string{"shared-clone": "clone", "constant-hash": "hash"} {
		t.Run(name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestBrokenGame$", "-test.v")
			cmd.Env = append(os.Environ(), "ENGINETEST_BROKEN="+name)
			out, err := cmd.CombinedOutput()
			if err == nil {
				t.Fatalf("the suite passes the %s game:\n%s", name, out)
			}
			if want := "--- FAIL: TestBrokenGame/" + check + " "; !strings.Contains(string(out), want) {
				t.Errorf("the %s game does not fail the %s check:\n%s", name, check, out)
			}
		})
	}
}
