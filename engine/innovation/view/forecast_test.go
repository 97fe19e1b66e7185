package view_test

import (
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/innovation/view"
)

// ECHO-FORECAST: a forecast's owner sees its cards; the other seats see
// their ages alone, in the view, its text and its HTML.
func TestForecastIsSeenByItsOwnerAlone(t *testing.T) {
	cfg := inn.Config{Edition: inn.Fourth, Ages: 11, Expansions: inn.ExpansionSet(0).With(inn.Echoes)}
	g, err := inn.ParsePosition(cfg, cards.Base(), "P1 blue: Calendar\nP1 forecast: Dice, Alchemy\n")
	if err != nil {
		t.Fatal(err)
	}
	own, other := view.NewView(g, 0), view.NewView(g, 1)
	if f := own.Players[0].Forecast; len(f) != 2 || f[0].Name == "" {
		t.Errorf("P1 sees his forecast as %+v", f)
	}
	if f := other.Players[0].Forecast; len(f) != 2 || f[0].Name != "" || f[0].Age == 0 {
		t.Errorf("P2 sees P1's forecast as %+v, want ages alone", f)
	}
	var b strings.Builder
	if err := other.Text(&b, false); err != nil {
		t.Fatal(err)
	}
	if s := b.String(); !strings.Contains(s, "forecast") || strings.Contains(s, "Alchemy") || strings.Contains(s, "Dice") || !strings.Contains(s, "echoes     1: 14 cards") {
		t.Errorf("P2's text view of P1's forecast:\n%s", s)
	}
	if seen := view.Seen(g.State(), 1); seen.Has(g.State().Players[0].Forecast.First()) {
		t.Error("Seen gives P2 a card of P1's forecast")
	}
}
