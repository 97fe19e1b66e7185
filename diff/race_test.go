package diff

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// race is a tiny game for the tests of this package: two players take
// turns adding 1, 2 or 3 to their totals, and the first to reach the goal
// wins. Adding 3 is the effect "Rocket 1". Two variants change the game:
// with rocket an added 3 counts 6, with bonus an added 2 is followed by a
// yes/no question that adds 1 more on yes, with gap adding 1 is a rule
// gap that stops the game.
type race struct {
	cfg     raceConfig
	totals  [2]int
	turn    int
	asking  bool // the bonus question is pending
	over    bool
	winner  int
	log     []engine.Event
	pending engine.Decision
	err     error
}

// raceConfig is a configuration of race.
type raceConfig struct {
	rocket, bonus, gap bool
	goal               int // 0 means 12
}

func (c raceConfig) String() string {
	var s []string
	if c.rocket {
		s = append(s, "rocket")
	}
	if c.bonus {
		s = append(s, "bonus")
	}
	if c.gap {
		s = append(s, "gap")
	}
	return "goal=" + strconv.Itoa(c.goalOrDefault()) + " variants=" + strings.Join(s, ",")
}

func (c raceConfig) goalOrDefault() int {
	if c.goal == 0 {
		return 12
	}
	return c.goal
}

// parseRaceConfig reads "goal=N variants=a,b".
func parseRaceConfig(text string) (engine.Config, error) {
	var c raceConfig
	for _, f := range strings.Fields(text) {
		k, v, _ := strings.Cut(f, "=")
		switch k {
		case "goal":
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, fmt.Errorf("goal: %v", err)
			}
			c.goal = n
		case "variants":
			c.rocket, c.bonus, c.gap = false, false, false
			for _, name := range strings.Split(v, ",") {
				switch name {
				case "rocket":
					c.rocket = true
				case "bonus":
					c.bonus = true
				case "gap":
					c.gap = true
				case "":
				default:
					return nil, fmt.Errorf("unknown variant %q", name)
				}
			}
		default:
			return nil, fmt.Errorf("unknown setting %q", k)
		}
	}
	return c, nil
}

// raceRegistration is race as the harness knows it.
var raceRegistration = &engine.Registration{
	Name:        "race",
	ParseConfig: parseRaceConfig,
	Setups:      func() []engine.Config { return []engine.Config{raceConfig{}, raceConfig{goal: 20}} },
	New: func(cfg engine.Config, seed uint64) (engine.Game, error) {
		return newRace(cfg.(raceConfig), seed), nil
	},
	Variants: []engine.Variant{
		{Name: "rocket", Clause: "VAR-ROCKET", Doc: "an added 3 counts 6"},
		{Name: "bonus", Clause: "VAR-BONUS", Doc: "an added 2 may add 1 more"},
	},
}

// raceMaker makes games of cfg.
func raceMaker(cfg raceConfig) Maker {
	return func(seed uint64) (engine.Game, error) { return newRace(cfg, seed), nil }
}

// newRace sets a game up: the seed chooses who starts.
func newRace(cfg raceConfig, seed uint64) *race {
	g := &race{cfg: cfg, turn: int(seed % 2)}
	g.emit("start", g.turn, 0, "RACE-1", "")
	g.ask()
	return g
}

func (g *race) emit(kind string, player, arg int, clause, effect string) {
	g.log = append(g.log, engine.Event{Kind: kind, Player: player, Card: -1, Arg: arg, Clause: clause, Effect: effect})
}

var raceLabels = []engine.Option{{Label: "1"}, {Label: "2"}, {Label: "3"}}
var bonusLabels = []engine.Option{{Label: "yes"}, {Label: "no"}}

func (g *race) ask() {
	if g.asking {
		g.pending = engine.Decision{Player: g.turn, Kind: engine.KindYesNo, Prompt: "bonus", Options: bonusLabels}
		return
	}
	g.pending = engine.Decision{Player: g.turn, Kind: engine.KindAction, Prompt: "add", Options: raceLabels}
}

func (g *race) Decision() *engine.Decision {
	if g.over || g.err != nil {
		return nil
	}
	return &g.pending
}

func (g *race) Choose(i int) error {
	if g.err != nil {
		return g.err
	}
	if g.over {
		return engine.ErrOver
	}
	if i < 0 || i >= len(g.pending.Options) {
		g.err = fmt.Errorf("%w: option %d of %d", engine.ErrIllegal, i, len(g.pending.Options))
		return g.err
	}
	p := g.turn
	if g.asking {
		g.asking = false
		if i == 0 {
			g.totals[p]++
			g.emit("add", p, 1, "VAR-BONUS", "")
		}
	} else {
		n := i + 1
		switch {
		case n == 1 && g.cfg.gap:
			g.emit("perform", p, 0, "RACE-2", "Gap 1")
			g.err = &engine.RuleGap{Clause: "RACE-GAP", Situation: "adding 1"}
			return g.err
		case n == 3 && g.cfg.rocket:
			g.emit("perform", p, 0, "RACE-2", "Rocket 1")
			g.totals[p] += 6
			g.emit("add", p, 6, "VAR-ROCKET", "Rocket 1")
		case n == 3:
			g.emit("perform", p, 0, "RACE-2", "Rocket 1")
			g.totals[p] += 3
			g.emit("add", p, 3, "RACE-2", "Rocket 1")
		default:
			g.totals[p] += n
			g.emit("add", p, n, "RACE-2", "")
		}
		g.asking = n == 2 && g.cfg.bonus
	}
	if g.totals[p] >= g.cfg.goalOrDefault() {
		g.over, g.winner = true, p
		g.emit("end", p, 0, "RACE-END", "")
		return nil
	}
	if !g.asking {
		g.turn = 1 - g.turn
	}
	g.ask()
	return nil
}

func (g *race) Play(c engine.Chooser, limit int) (int, error) {
	n := 0
	for d := g.Decision(); d != nil && (limit <= 0 || n < limit); d = g.Decision() {
		if err := g.Choose(c.Choose(d)); err != nil {
			return n, err
		}
		n++
	}
	return n, g.err
}

func (g *race) Over() bool { return g.over }

func (g *race) Result() engine.Result {
	if !g.over {
		return engine.Result{}
	}
	return engine.Result{Over: true, Reason: "goal", Clause: "RACE-END", Winners: []int{g.winner}}
}

func (g *race) Clone() engine.Game {
	c := *g
	c.log = append([]engine.Event(nil), g.log...)
	return &c
}

func (g *race) Hash() uint64 { return uint64(g.totals[0])<<8 | uint64(g.totals[1]) }
func (g *race) Mark() int    { return len(g.log) }
func (g *race) EventsSince(mark int) []engine.Event {
	return g.log[mark:]
}

func (g *race) FormatEvent(e engine.Event) string {
	s := fmt.Sprintf("%s %s %d [%s]", engine.SeatName(e.Player), e.Kind, e.Arg, e.Clause)
	if e.Effect != "" {
		s += " (" + e.Effect + ")"
	}
	return s
}

func (g *race) Players() int                       { return 2 }
func (g *race) Configuration() engine.Config       { return g.cfg }
func (g *race) Position() string                   { return "" }
func (g *race) Err() error                         { return g.err }
func (g *race) CopyTo(dst engine.Game) engine.Game { return g.Clone() }
func (g *race) StepChoices() []int                 { return nil }

// errRace is the error of a maker that cannot make a game.
var errRace = errors.New("no game")
