package cards

import (
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// VAR-ECHO-EXECUTE-BOTTOM against ECHO-EXECUTE, on a deck whose few Echoes
// cards log what they run: Ruler self-executes Bell, the top card of
// P1's purple pile splayed left, then Flute, its bottom card (Flute's
// bottom-right echo effect shows). By default the top card runs every
// echo effect the pile shows, from the bottom up, and the bottom card its
// own alone; under the variant the bottom card runs the pile's and the
// top card its own alone. The events of the echo effects cite the reading
// that chose them.
func TestEchoExecuteBottomVariant(t *testing.T) {
	for _, tc := range []struct {
		variants inn.VariantSet
		want     string
		clause   string
	}{
		{0, "Ruler 1, Flute echo, Bell echo, Bell 1, Flute echo, Flute 1", "ECHO-EXECUTE"},
		{inn.VariantSet(0).With(inn.VarEchoExecuteBottom), "Ruler 1, Bell echo, Bell 1, Flute echo, Bell echo, Flute 1", inn.VarEchoExecuteBottom.ID()},
	} {
		d := echoesTestDeck(t)
		ruler, _ := d.Lookup("Ruler")
		bell, _ := d.Lookup("Bell")
		flute, _ := d.Lookup("Flute")
		var ran []string
		logged := func(name string) func(*inn.Exec) {
			return func(x *inn.Exec) { ran = append(ran, name) }
		}
		echo(d, bell, logged("Bell echo"))
		echo(d, flute, logged("Flute echo"))
		echo(d, ruler, func(*inn.Exec) {})
		d.SetEffects(bell, inn.Fourth, effect(logged("Bell 1")))
		d.SetEffects(flute, inn.Fourth, effect(logged("Flute 1")))
		d.SetEffects(ruler, inn.Fourth, effect(func(x *inn.Exec) {
			ran = append(ran, "Ruler 1")
			x.SelfExecute(bell)
			x.SelfExecute(flute)
		}))
		cfg := inn.Config{Edition: inn.Fourth, Ages: 11, Expansions: inn.ExpansionSet(0).With(inn.Echoes), Variants: tc.variants}
		g, err := inn.ParsePosition(cfg, d, "P1 blue: Ruler\nP1 purple left: Bell, Flute\n")
		if err != nil {
			t.Fatal(err)
		}
		lines := playLabels(t, g, "dogma Ruler")
		if got := strings.Join(ran, ", "); got != tc.want {
			t.Errorf("%v: ran %s, want %s", tc.variants.Names(), got, tc.want)
		}
		n := 0
		for _, l := range lines {
			if strings.HasPrefix(l, "P1 performs Bell echo") || strings.HasPrefix(l, "P1 performs Flute echo") {
				n++
				if !strings.HasSuffix(l, "["+tc.clause+"]") {
					t.Errorf("%v: %q does not cite %s", tc.variants.Names(), l, tc.clause)
				}
			}
		}
		if n != 3 {
			t.Errorf("%v: %d echo effects of the executions logged, want 3:\n%s", tc.variants.Names(), n, strings.Join(lines, "\n"))
		}
	}
}
