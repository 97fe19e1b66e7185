package scenarios

import (
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

// The tests play Innovation, the game of every file that names none.
func init() {
	props.Register(innprops.Suite)
	props.Register(urukprops.Suite)
}
