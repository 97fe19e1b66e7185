package diff

import (
	"errors"
	"fmt"
	"iter"
	"runtime/debug"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
)

// Maker makes the game of one side of a pair from a seed.
type Maker func(seed uint64) (engine.Game, error)

// chooserSalt turns a game's seed into the seed of its chooser stream.
const chooserSalt = 0x5eed

// Runner plays pairs of games in lockstep in one process: game A is driven
// by its own Play, and game B runs as a coroutine that yields each of its
// decisions, so that both games run at full speed with no replay of
// steps. A Runner reuses its buffers from game to game; it is not safe
// for concurrent use, so each worker has its own.
type Runner struct {
	A, B Maker
	// Cap is the length cap of a game in decisions; 0 means
	// props.DefaultCap. A game that reaches it stops unfinished.
	Cap int

	a, b       engine.Game
	next       func() (*engine.Decision, bool)
	bAlive     bool             // b is running and waits at dB
	dB         *engine.Decision // b's pending decision while bAlive
	pickB      int              // the answer b gives when it resumes
	markA      int              // a's events up to here are compared
	markB      int              // b's events up to here are compared
	madeA      int              // decisions a answered
	madeB      int              // decisions b answered, once it stopped
	rngA       engine.Rand      // the chooser stream
	rngB       engine.Rand      // b's answers once the games have parted
	script     Script           // the answers to give, in Replay
	pos        int              // the next answer of script
	scripted   bool             // answers come from script
	aborted    bool             // a was stopped on purpose: the script ran out or failed
	diverged   bool             // div holds the first divergence
	div        Divergence       // the first divergence
	gapCited   bool             // div cites the rule gap that stopped a game
	lastEffect engine.Event     // the last event with an effect in the current step
	labels     []string         // the answers taken before the divergence
	seats      []int            // the seat of each of labels
	choices    []int            // the option index of each of labels
	panicked   any              // a panic of game b's coroutine
	chooseA    engine.Chooser   // r.answerA as a Chooser
	playB      iter.Seq[*engine.Decision]
}

// NewRunner returns a Runner of the pair of games a and b make.
func NewRunner(a, b Maker) *Runner { return &Runner{A: a, B: b} }

// Play plays the games of seed under both rule sets: each decision is
// answered by a seeded random index among the options, the same for both
// games while they agree. After they part, game A keeps its stream and
// game B takes the label A took when it is offered one, so that the two
// games stay as close as the rules let them; both are played to their
// end to compare outcomes. Game A is then the game a plain random player
// of the same stream plays (WriteTrace).
func (r *Runner) Play(seed uint64) (Outcome, error) {
	r.scripted = false
	return r.run(seed)
}

// Script is what Runner.Replay answers: labels, in order, each skipped
// when the decision does not offer it (so that deleting an answer keeps
// the later ones meaningful), or, when Indexes is set, option indexes
// taken modulo the number of options, as a byte stream drives a game.
type Script struct {
	Labels  []string
	Indexes []int
}

// Replay plays the script in both games of seed and reports the first
// divergence it reaches: the games part at one of its answers, or ask
// differently at the decision after the last. Outcome.Labels are the
// answers taken. Outcome.A and Outcome.B are not meaningful: the games
// stop where the script does.
func (r *Runner) Replay(seed uint64, s Script) (Outcome, error) {
	r.scripted, r.script, r.pos = true, s, 0
	o, err := r.run(seed)
	r.script = Script{}
	return o, err
}

// run plays the pair of seed and returns its outcome.
func (r *Runner) run(seed uint64) (o Outcome, err error) {
	if r.chooseA == nil {
		r.chooseA = engine.ChooserFunc(r.answerA)
		r.playB = r.runB
	}
	if r.a, err = r.A(seed); err != nil {
		return Outcome{}, fmt.Errorf("seed %d, side A: %w", seed, err)
	}
	if r.b, err = r.B(seed); err != nil {
		return Outcome{}, fmt.Errorf("seed %d, side B: %w", seed, err)
	}
	r.reset(seed)
	next, stop := iter.Pull(r.playB)
	defer stop()
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("seed %d: panic: %v\n%s", seed, p, debug.Stack())
		}
		if r.panicked != nil {
			err = fmt.Errorf("seed %d, side B: panic: %v", seed, r.panicked)
		}
		r.a, r.b, r.next = nil, nil, nil
	}()
	r.next, r.bAlive = next, true
	madeA, _ := r.a.Play(r.chooseA, r.cap())
	r.madeA = madeA
	if !r.aborted {
		r.finish()
	}
	o = Outcome{Seed: seed, Diverged: r.diverged}
	if r.diverged {
		o.Divergence = r.div
		n := r.div.Reach()
		o.Labels = append([]string(nil), r.labels[:n]...)
		o.Seats = append([]int(nil), r.seats[:n]...)
		o.Choices = append([]int(nil), r.choices[:n]...)
	}
	if !r.scripted {
		o.A, o.B = endOf(r.a, r.madeA), endOf(r.b, r.madeB)
	}
	return o, nil
}

// cap returns the length cap of a game.
func (r *Runner) cap() int {
	if r.Cap > 0 {
		return r.Cap
	}
	return props.DefaultCap
}

// reset prepares the per-game state.
func (r *Runner) reset(seed uint64) {
	r.rngA = *engine.NewRand(seed ^ chooserSalt)
	r.rngB = *engine.NewRand(^seed ^ chooserSalt)
	r.dB, r.pickB = nil, 0
	r.markA, r.markB, r.madeA, r.madeB = 0, 0, 0, 0
	r.aborted, r.diverged, r.div = false, false, Divergence{}
	r.lastEffect = engine.Event{}
	r.labels, r.seats, r.choices = r.labels[:0], r.seats[:0], r.choices[:0]
	r.panicked = nil
}

// runB plays game B as a sequence of its decisions: each answer is the
// one pickB holds when the driver resumes it.
func (r *Runner) runB(yield func(*engine.Decision) bool) {
	defer func() {
		// A panic of game B is reported by run as an error of side B.
		if p := recover(); p != nil {
			r.panicked = fmt.Sprintf("%v\n%s", p, debug.Stack())
		}
	}()
	r.madeB, _ = r.b.Play(engine.ChooserFunc(func(d *engine.Decision) int {
		if !yield(d) {
			return -1
		}
		return r.pickB
	}), r.cap())
}

// advanceB resumes game B, which answers pickB and runs on to its next
// decision or its end.
func (r *Runner) advanceB() {
	if r.bAlive {
		r.dB, r.bAlive = r.next()
	}
}

// pendingB returns the decision game B waits at: the one it yielded, or
// the one it stopped at when capped; nil once it is over or failed.
func (r *Runner) pendingB() *engine.Decision {
	if r.bAlive {
		return r.dB
	}
	return r.b.Decision()
}

// answerA answers game A's decision dA, the k-th: it first brings game B
// to its k-th decision and compares what the two games did and ask.
func (r *Runner) answerA(dA *engine.Decision) int {
	k := r.madeA
	r.advanceB()
	if !r.diverged {
		r.compareEvents(k - 1)
	}
	if !r.diverged {
		r.compareDecisions(k, dA, r.pendingB())
	}
	r.markA, r.markB = r.a.Mark(), r.b.Mark()
	i := r.pick(dA)
	if i < 0 {
		r.aborted = true
		return -1
	}
	label := dA.Options[i].Label
	switch {
	case !r.diverged:
		r.labels = append(r.labels, label)
		r.seats = append(r.seats, dA.Player)
		r.choices = append(r.choices, i)
		r.pickB = i
		if dA.Kind == engine.KindAction || dA.Kind == engine.KindSetup {
			r.lastEffect = engine.Event{}
		}
	case r.bAlive:
		r.pickB = r.dB.Index(label)
		if r.pickB < 0 {
			r.pickB = r.rngB.Intn(len(r.dB.Options))
		}
	}
	r.madeA++
	return i
}

// pick returns game A's answer to its decision dA, or -1 to stop it.
func (r *Runner) pick(dA *engine.Decision) int {
	switch {
	case !r.scripted:
		return r.rngA.Intn(len(dA.Options))
	case r.diverged:
		return -1
	case r.script.Indexes != nil:
		if r.pos >= len(r.script.Indexes) {
			return -1
		}
		r.pos++
		return r.script.Indexes[r.pos-1] % len(dA.Options)
	}
	for r.pos < len(r.script.Labels) {
		r.pos++
		if i := dA.Index(r.script.Labels[r.pos-1]); i >= 0 {
			return i
		}
	}
	return -1
}

// finish compares what the games did after game A stopped, then plays
// game B to its end.
func (r *Runner) finish() {
	r.advanceB()
	if !r.diverged {
		r.compareEvents(r.madeA - 1)
	}
	if !r.diverged {
		dA, dB := r.a.Decision(), r.pendingB()
		r.compareDecisions(r.madeA, dA, dB)
		if !r.diverged && dA == nil && dB == nil {
			if ea, eb := endOf(r.a, r.madeA), endOf(r.b, r.madeA); !ea.SameOutcome(eb) {
				r.part(KindDecision, r.madeA, -1)
				r.div.DecisionA, r.div.DecisionB = ea.String(), eb.String()
			}
		}
	}
	for r.bAlive && !r.scripted {
		r.pickB = r.rngB.Intn(len(r.dB.Options))
		r.advanceB()
	}
}

// compareEvents compares the events the games logged since the last
// comparison: those of answer k, or of the setup for k = -1.
func (r *Runner) compareEvents(k int) {
	ea, eb := r.a.EventsSince(r.markA), r.b.EventsSince(r.markB)
	i, citeA := firstDifference(ea, eb)
	if i < 0 {
		r.noteEffects(ea)
		return
	}
	r.noteEffects(ea[:i])
	r.part(KindEvents, k, -1)
	if k >= 0 {
		r.div.Player, r.div.Label = r.seats[k], r.labels[k]
	}
	if i < len(ea) {
		r.div.EventA = r.a.FormatEvent(ea[i])
	} else if r.div.ErrA != "" {
		r.div.EventA = "failed: " + r.div.ErrA
	}
	if i < len(eb) {
		r.div.EventB = r.b.FormatEvent(eb[i])
	} else if r.div.ErrB != "" {
		r.div.EventB = "failed: " + r.div.ErrB
	}
	var cited *engine.Event
	switch {
	case i >= len(eb) && r.div.ErrB != "", i >= len(ea) && r.div.ErrA != "":
		// A game stopped here: part cited its error.
	case citeA:
		cited = &ea[i]
	case i < len(eb):
		cited = &eb[i]
	}
	if cited != nil {
		r.div.Effect = cited.Effect
		if !r.gapCited {
			r.div.Clause = cited.Clause
		}
	}
}

// noteEffects keeps the last event with an effect among events, which
// the games logged alike.
func (r *Runner) noteEffects(events []engine.Event) {
	for j := range events {
		if events[j].Effect != "" {
			r.lastEffect = events[j]
		}
	}
}

// compareDecisions compares the k-th decisions of the games, nil for a
// game that asks nothing more.
func (r *Runner) compareDecisions(k int, dA, dB *engine.Decision) {
	if sameDecision(dA, dB) {
		return
	}
	player := -1
	if dA != nil {
		player = dA.Player
	} else if dB != nil {
		player = dB.Player
	}
	r.part(KindDecision, k, player)
	r.div.DecisionA = r.describe(dA, r.a, r.madeA)
	r.div.DecisionB = r.describe(dB, r.b, r.madeA)
}

// part records the first divergence, attributed to the effect running,
// or to the rule gap that stopped one of the games.
func (r *Runner) part(kind Kind, k, player int) {
	r.diverged, r.gapCited = true, false
	r.div = Divergence{Kind: kind, Decision: k, Player: player, Clause: r.lastEffect.Clause, Effect: r.lastEffect.Effect}
	if err := r.a.Err(); err != nil {
		r.div.ErrA = err.Error()
		r.citeGap(err)
	}
	if err := r.b.Err(); err != nil {
		r.div.ErrB = err.Error()
		r.citeGap(err)
	}
}

// citeGap cites the clause of the rule gap that stopped a game, if err is
// one.
func (r *Runner) citeGap(err error) {
	var gap *engine.RuleGap
	if errors.As(err, &gap) {
		r.div.Clause, r.gapCited = gap.Clause, true
	}
}

// describe renders a decision of g on one line, or how g ended after n
// decisions when it asks none.
func (r *Runner) describe(d *engine.Decision, g engine.Game, n int) string {
	if d == nil {
		return endOf(g, n).String()
	}
	return DecisionText(d.Player, d.Kind, d.Prompt, d.Labels())
}

// DecisionText renders a decision on one line: the seat that decides, the
// kind, the prompt and the labels of the options.
func DecisionText(player int, kind engine.Kind, prompt string, labels []string) string {
	return fmt.Sprintf("%s %s %q: %s", engine.SeatName(player), kind, prompt, strings.Join(labels, " | "))
}

// sameDecision reports whether two decisions ask the same question with
// the same options; two nil decisions are the same.
func sameDecision(x, y *engine.Decision) bool {
	if x == nil || y == nil {
		return x == y
	}
	if x.Player != y.Player || x.Kind != y.Kind || x.Prompt != y.Prompt || x.Count != y.Count || len(x.Options) != len(y.Options) {
		return false
	}
	for i := range x.Options {
		if x.Options[i] != y.Options[i] {
			return false
		}
	}
	return true
}
