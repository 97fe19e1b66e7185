//go:build !oracle

package uruk

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

const viewPosition = `turn: P1 actions=3 number=1 first=P1
P1 tableau: Netz [village blue=3], Axt
P1 hand: Tonrohr
P1 facedown: Enlil
P2 tableau: Lehmhaus [village yellow=3]
P2 hand: Zahnrad, Statuette
display: Wasserrad, Straße, Domestizierung
godslot: Nergal
pile: Segelschiff`

// TestViewHidesWhatASeatMayNotSee checks Render's view (URUK-INFO-1): a
// seat sees its own hand and face-down card, the other hands as sizes and
// the pile as a count; the omniscient view shows everything.
func TestViewHidesWhatASeatMayNotSee(t *testing.T) {
	g, err := ParsePosition(Config{}, viewPosition, 1)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := Registration.Render(g, 1).Text(&b, false); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{"seen by P2", "P1 hand: 1 card", "P2 hand: Statuette, Zahnrad", "P1 before him: a card", "pile: 1 card", "god slot: Nergal", "Netz [village blue=3]"} {
		if !strings.Contains(text, want) {
			t.Errorf("P2's view lacks %q:\n%s", want, text)
		}
	}
	for _, hidden := range []string{"Tonrohr", "Enlil", "Segelschiff"} {
		if strings.Contains(text, hidden) {
			t.Errorf("P2's view shows %s:\n%s", hidden, text)
		}
	}
	b.Reset()
	v := Registration.Render(g, engine.Omniscient)
	if err := v.Text(&b, true); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "Segelschiff") || !strings.Contains(b.String(), "\x1b[") {
		t.Errorf("the omniscient view in colour lacks the pile or the colours:\n%s", b.String())
	}
	if _, err := json.Marshal(v); err != nil {
		t.Error(err)
	}
}

// TestRedactor checks that a seat's redactor hides another player's card
// drawn from the pile and his sealed bids.
func TestRedactor(t *testing.T) {
	g, err := ParsePosition(Config{}, viewPosition, 1)
	if err != nil {
		t.Fatal(err)
	}
	r := Registration.Redactor(g, 1)
	mark := g.Mark()
	if err := g.ChooseLabel("take pile"); err != nil {
		t.Fatal(err)
	}
	var seen []string
	for _, e := range g.EventsSince(mark) {
		seen = append(seen, r.Event(e))
	}
	text := strings.Join(seen, "\n")
	if strings.Contains(text, "Segelschiff") || !strings.Contains(text, "P1 take a card: pile -> P1 hand") {
		t.Errorf("P2 sees P1's draw as:\n%s", text)
	}
	if got := r.Label("sealed 3"); got != "sealed ?" {
		t.Errorf("a sealed bid is shown as %q", got)
	}
	if got := r.Label("bid 3"); got != "bid 3" {
		t.Errorf("an open bid is shown as %q", got)
	}
}
