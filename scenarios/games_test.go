package scenarios

import (
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/props"
	genprops "github.com/dogma-engine/dogma/props/genesia"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

// The tests play the games cmd/dogma lists (Innovation, the game of every
// file that names none, Uruk and Genesia) and Tally, the test game
// (internal/toygame/testdata/scenarios), which shows that scenario files replay any
// registered game.
func init() {
	props.Register(innprops.Suite)
	props.Register(urukprops.Suite)
	props.Register(genprops.Suite)
	props.Register(toygame.Suite)
}
