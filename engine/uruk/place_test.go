//go:build !oracle

package uruk

import "testing"

func TestPlaceNames(t *testing.T) {
	for pl, want := range map[Place]string{
		NoPlace:            "nowhere",
		PilePlace:          "pile",
		DiscardPlace:       "discard",
		DisplayPlace(1):    "display 2",
		GodSlotPlace:       "god slot",
		HandPlace(0):       "P1 hand",
		TableauPlace(2, 3): "P3 tableau 4",
		FaceDownPlace(1):   "P2 face down",
		KeptPlace(3):       "P4 kept",
		BoxPlace:           "box",
		SummaryPlace(0):    "P1 summary",
		TablePlace:         "table",
		LyrePlace(1):       "P2 lyre",
		ReservePlace:       "reserve",
		StockPlace(2):      "P3 stock",
		EpochPlace(0):      "epoch " + EpochName(0),
		CommonPlace:        "common stock",
		mkPlace(40, 0, 0):  "nowhere",
	} {
		if got := pl.String(); got != want {
			t.Errorf("place %d (kind %d) is %q, want %q", int(pl), pl.Kind(), got, want)
		}
	}
}
