package engine

import (
	"fmt"
	"testing"
)

type testPlaces struct{}

func (testPlaces) PlaceName(kind, seat, index int) string {
	return fmt.Sprintf("kind %d of %s, %d", kind, SeatName(seat), index)
}

func TestPlacePacksKindSeatAndIndex(t *testing.T) {
	for _, tc := range []struct{ kind, seat, index int }{{0, 0, 0}, {1, 3, 15}, {16, 2, 7}, {255, 15, 1}} {
		pl := MakePlace[testPlaces](tc.kind, tc.seat, tc.index)
		if pl.Kind() != tc.kind || pl.Player() != tc.seat || pl.Index() != tc.index {
			t.Errorf("MakePlace(%d, %d, %d) reads back %d, %d, %d", tc.kind, tc.seat, tc.index, pl.Kind(), pl.Player(), pl.Index())
		}
		if got, want := pl.String(), fmt.Sprintf("kind %d of %s, %d", tc.kind, SeatName(tc.seat), tc.index); got != want {
			t.Errorf("String = %q, want %q", got, want)
		}
		if back := Place[testPlaces](int(pl)); back != pl {
			t.Errorf("%v through an int is %v", pl, back)
		}
	}
	if pl := MakePlace[testPlaces](1, 17, 18); pl.Player() != 1 || pl.Index() != 2 {
		t.Errorf("a seat and an index above 15 spill into the kind: %d, %d, %d", pl.Kind(), pl.Player(), pl.Index())
	}
}
