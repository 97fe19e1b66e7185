package diff

import "testing"

func TestMeasureCost(t *testing.T) {
	cfg := raceConfig{goal: 20}
	c, err := MeasureCost(raceRegistration, cfg, 1, 5, 3)
	if err != nil {
		t.Fatal(err)
	}
	if c.Pair <= 0 || c.Plain <= 0 || c.Ratio != c.Pair/c.Plain {
		t.Errorf("pair %g, plain %g, ratio %g: want positive times and their ratio", c.Pair, c.Plain, c.Ratio)
	}
	if c.Games != 5 || c.Config != cfg.String() {
		t.Errorf("games %d, config %q; want 5, %q", c.Games, c.Config, cfg.String())
	}
}

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		xs   []float64
		want float64
	}{{nil, 0}, {[]float64{3, 1, 2}, 2}, {[]float64{4, 1, 3, 2}, 2.5}} {
		if got := median(tc.xs); got != tc.want {
			t.Errorf("median(%v) = %g, want %g", tc.xs, got, tc.want)
		}
	}
}
