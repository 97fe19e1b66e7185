package referee

import (
	"context"
	"fmt"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
	genprops "github.com/dogma-engine/dogma/props/genesia"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
	"github.com/dogma-engine/dogma/referee/protocol"
)

// wire is dogma's own engine of a game as an External, in this process,
// each message passed through its line of JSON as an engine's would be:
// dogma referees itself.
type wire struct {
	reg *engine.Registration
	g   engine.Game
}

func (w *wire) state() (engine.NeutralState, error) {
	n, _ := w.reg.NeutralOf(w.g)
	line, err := protocol.Encode(protocol.StateReply{State: protocol.FromNeutral(n)})
	if err != nil {
		return engine.NeutralState{}, err
	}
	m, err := protocol.DecodeReply(line)
	if err != nil {
		return engine.NeutralState{}, err
	}
	return m.(protocol.StateReply).State.Neutral(), nil
}

func (w *wire) New(m protocol.New) (engine.NeutralState, error) {
	text := fmt.Sprintf("players=%d", m.Players)
	for k, v := range m.Settings {
		switch {
		case v == "true":
			text += " " + k
		case v != "false" && v != "":
			text += " " + k + "=" + v
		}
	}
	cfg, err := w.reg.ParseConfig(text)
	if err != nil {
		return engine.NeutralState{}, err
	}
	if w.g, err = w.reg.NewFromDecks(cfg, m.Decks); err != nil {
		return engine.NeutralState{}, err
	}
	return w.state()
}

func (w *wire) Choose(label string) (engine.NeutralState, error) {
	d := w.g.Decision()
	if d == nil || d.Index(label) < 0 {
		return engine.NeutralState{}, &protocol.RefusedError{Request: "choose", Code: protocol.CodeIllegal, Message: label}
	}
	if err := w.g.Choose(d.Index(label)); err != nil {
		return engine.NeutralState{}, err
	}
	return w.state()
}

func (w *wire) Restart() error { return nil }
func (w *wire) Close() error   { return nil }

// Dogma agrees with itself through the neutral state and its wire form in
// every setup of Innovation, Uruk and Genesia that campaigns play.
func TestDogmaRefereesItself(t *testing.T) {
	for _, tc := range []struct {
		suite *props.Suite
		games int
		cfgs  []string
	}{
		{innprops.Suite, 5, []string{"players=2 edition=1st", "players=3 edition=3rd", "players=4 edition=1st",
			"players=4 teams edition=3rd", "players=2 edition=4th", "players=3 edition=4th expansions=echoes"}},
		{urukprops.Suite, 12, nil},
		{genprops.Suite, 12, nil},
	} {
		t.Run(tc.suite.Name, func(t *testing.T) {
			var setups []engine.Config
			for _, text := range tc.cfgs {
				cfg, err := tc.suite.ParseConfig(text)
				if err != nil {
					t.Fatal(err)
				}
				setups = append(setups, cfg)
			}
			res, err := Run(context.Background(), Options{Suite: tc.suite, Engine: "dogma", Seed: 3,
				Games: tc.games * max(1, len(setups)), Workers: 2, Setups: setups,
				Start: func() (External, error) { return &wire{reg: tc.suite.Registration}, nil }})
			if err != nil {
				t.Fatal(err)
			}
			for _, fd := range res.Found {
				t.Errorf("game %d (%s): %s", fd.Index, fd.Config, fd.Finding.Report())
			}
			t.Logf("%+v", res.Stats)
		})
	}
}
