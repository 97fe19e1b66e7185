package uruk

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// The first bid of Nergal's auction by P1, whose hand holds two Axt
// (level 2): he may pass or bid 2 or 4; an engine that leaves out bid 4,
// or offers 3, breaks the text.
func TestAuctionOffersCatchAWrongBid(t *testing.T) {
	g, err := uk.ParsePosition(uk.Config{}, "turn: P1 actions=3 number=1 first=P1\nP1 tableau: Netz\nP1 hand: Axt, Axt\nP2 tableau: Lehmhaus\ndisplay: Brennofen, Straße, Wasserrad\npile: Segelschiff", 1)
	if err != nil {
		t.Fatal(err)
	}
	snap := &snapshot{State: *g.State()}
	activate := engine.Event{Kind: uk.EvActivate, Player: 0, Card: -1, Clause: "URUK-GOD-4", Effect: "Nergal"}
	for _, tc := range []struct {
		bids []int
		want string
	}{
		{[]int{2}, "may offer [2 4]; the engine offers [2]"},
		{[]int{2, 3, 4}, "may offer [2 4]; the engine offers [2 3 4]"},
		{[]int{2, 4}, ""},
	} {
		s := &props.Step{Suite: Suite, Game: g, Config: g.Configuration(), Before: snap,
			Decision: &engine.Decision{Player: 0, Kind: engine.KindValue}}
		err := checkOffers(s, tc.bids, []engine.Event{activate})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%v: %v", tc.bids, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%v: %v, want a violation with %q", tc.bids, err, tc.want)
		}
	}
}
