package cards_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// Innovation's configuration text accepts what its settings declare and
// refuses the rest, naming the allowed range.
func TestSettings(t *testing.T) {
	if err := cards.Registration.CheckSettings(); err != nil {
		t.Fatal(err)
	}
}
