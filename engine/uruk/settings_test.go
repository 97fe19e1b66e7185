package uruk_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine/uruk"
)

// Uruk's configuration text accepts what its settings declare and refuses
// the rest, naming the allowed range: players=0 is no longer two players.
func TestSettings(t *testing.T) {
	if err := uruk.Registration.CheckSettings(); err != nil {
		t.Fatal(err)
	}
}
