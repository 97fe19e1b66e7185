package view_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/innovation/view"
)

// TestRegistration checks that Innovation's registration renders through
// this package.
func TestRegistration(t *testing.T) {
	g := testGame(t)
	var want, got strings.Builder
	if err := view.NewView(g, 1).Text(&want, false); err != nil {
		t.Fatal(err)
	}
	if err := cards.Registration.Render(g, 1).Text(&got, false); err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() {
		t.Errorf("the registration renders\n%s\nwant\n%s", got.String(), want.String())
	}
	if _, ok := cards.Registration.Redactor(g, 1).(*view.Redactor); !ok {
		t.Errorf("the registration's redactor is not the view's")
	}
}
