package diff

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/clip"
)

// A trace is what one build of the engine did in a run of games, written
// by WriteTrace and read by CompareTraces: a header line, then for each
// game a line "game", its events and decisions in order, and a line "end".
// Fields are separated by tabs:
//
//	dogma-trace 1
//	game	INDEX	SEED	CONFIG
//	e	EVENT TEXT	CLAUSE	EFFECT
//	d	SEAT	KIND	PROMPT	LABEL	LABEL...
//	c	OPTION INDEX
//	end	{"over":true,...}
//
// Each "d" line is a decision, followed by the "c" line of its answer
// (none for a game stopped at the length cap), and by the events the
// answer logged; the events before the first decision are the setup's.
// Two builds that write the same trace for a game played it alike.
const traceHeader = "dogma-trace 1"

// TraceOptions says which games WriteTrace plays.
type TraceOptions struct {
	Games int    // the number of games
	Seed  uint64 // game i is played from seed Seed+i
	// Setups are the configurations the games cycle through, game i
	// taking Setups[i%len(Setups)]; nil means the game's own
	// Registration.Setups.
	Setups []engine.Config
	Cap    int // the length cap of a game; 0 means props.DefaultCap
}

// WriteTrace plays games of reg as Runner.Play plays side A (the same
// seeds, setups and chooser stream) and writes their trace to w. It stops
// early, with a complete trace of the games played, when ctx ends.
func WriteTrace(ctx context.Context, w io.Writer, reg *engine.Registration, opts TraceOptions) error {
	setups := opts.Setups
	if setups == nil {
		setups = reg.Setups()
	}
	if len(setups) == 0 {
		return fmt.Errorf("%s has no setup to play", reg.Name)
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, traceHeader)
	t := &tracer{w: bw, cap: (&Runner{Cap: opts.Cap}).cap()}
	for i := 0; i < opts.Games && ctx.Err() == nil; i++ {
		cfg := setups[i%len(setups)]
		seed := opts.Seed + uint64(i)
		g, err := reg.New(cfg, seed)
		if err != nil {
			return fmt.Errorf("game %d (%s, seed %d): %w", i, cfg, seed, err)
		}
		fmt.Fprintf(bw, "game\t%d\t%d\t%s\n", i, seed, clean(cfg.String()))
		t.play(g, seed)
	}
	return bw.Flush()
}

// tracer writes the trace of one game at a time.
type tracer struct {
	w    *bufio.Writer
	cap  int
	g    engine.Game
	rng  engine.Rand
	mark int
}

// play plays g to its end with the chooser stream of seed, writing every
// event, decision and answer.
func (t *tracer) play(g engine.Game, seed uint64) {
	t.g, t.rng, t.mark = g, *engine.NewRand(seed ^ chooserSalt), 0
	n, _ := g.Play(engine.ChooserFunc(func(d *engine.Decision) int {
		t.events()
		t.decision(d)
		i := t.rng.Intn(len(d.Options))
		fmt.Fprintf(t.w, "c\t%d\n", i)
		t.mark = g.Mark()
		return i
	}), t.cap)
	t.events()
	if d := g.Decision(); d != nil {
		t.decision(d)
	}
	end, _ := json.Marshal(endOf(g, n))
	fmt.Fprintf(t.w, "end\t%s\n", end)
	t.g = nil
}

// events writes the events logged since the last answer.
func (t *tracer) events() {
	for _, e := range t.g.EventsSince(t.mark) {
		fmt.Fprintf(t.w, "e\t%s\t%s\t%s\n", clean(t.g.FormatEvent(e)), clean(e.Clause), clean(e.Effect))
	}
}

// decision writes a decision.
func (t *tracer) decision(d *engine.Decision) {
	fmt.Fprintf(t.w, "d\t%d\t%s\t%s", d.Player, clean(string(d.Kind)), clean(d.Prompt))
	for _, o := range d.Options {
		t.w.WriteByte('\t')
		t.w.WriteString(clean(o.Label))
	}
	t.w.WriteByte('\n')
}

// clean replaces the tabs and line breaks of a field by spaces.
func clean(s string) string {
	if !strings.ContainsAny(s, "\t\r\n") {
		return s
	}
	return strings.NewReplacer("\t", " ", "\r", " ", "\n", " ").Replace(s)
}

// traceEvent is an event of a trace.
type traceEvent struct {
	text, clause, effect string
}

// traceStep is a decision of a trace, its answer and the events the
// answer logged; the first step of a game holds the setup's events and no
// decision.
type traceStep struct {
	hasDecision bool
	player      int
	kind        string
	prompt      string
	labels      []string
	choice      int // -1 while unanswered
	events      []traceEvent
}

// decisionText renders the step's decision on one line.
func (s *traceStep) decisionText() string {
	return DecisionText(s.player, engine.Kind(s.kind), s.prompt, s.labels)
}

// sameDecision reports whether two steps ask the same question.
func (s *traceStep) sameDecision(o *traceStep) bool {
	if s.player != o.player || s.kind != o.kind || s.prompt != o.prompt || len(s.labels) != len(o.labels) {
		return false
	}
	for i := range s.labels {
		if s.labels[i] != o.labels[i] {
			return false
		}
	}
	return true
}

// traceGame is one game of a trace.
type traceGame struct {
	index  int
	seed   uint64
	config string
	steps  []traceStep
	end    End
}

// traceReader reads the games of a trace one at a time.
type traceReader struct {
	name string // for messages
	s    *bufio.Scanner
	line int
}

func newTraceReader(name string, r io.Reader) (*traceReader, error) {
	s := bufio.NewScanner(r)
	s.Buffer(make([]byte, 64*1024), 16*1024*1024)
	t := &traceReader{name: name, s: s}
	first, ok := t.next()
	if !ok {
		if err := s.Err(); err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		return nil, fmt.Errorf("%s: an empty trace", name)
	}
	if first != traceHeader {
		return nil, fmt.Errorf("%s:1: not a trace of this version (want %q, got %q)", name, traceHeader, clip.Text(first, 40))
	}
	return t, nil
}

func (t *traceReader) next() (string, bool) {
	if !t.s.Scan() {
		return "", false
	}
	t.line++
	return t.s.Text(), true
}

func (t *traceReader) errorf(format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", t.name, t.line, fmt.Sprintf(format, args...))
}

// game reads the next game, or returns nil at the end of the trace.
func (t *traceReader) game() (*traceGame, error) {
	head, ok := t.next()
	if !ok {
		if err := t.s.Err(); err != nil {
			return nil, fmt.Errorf("%s: %v", t.name, err)
		}
		return nil, nil
	}
	f := strings.Split(head, "\t")
	if len(f) != 4 || f[0] != "game" {
		return nil, t.errorf("want a game line, got %q", clip.Text(head, 60))
	}
	g := &traceGame{config: f[3], steps: []traceStep{{choice: -1}}}
	var err1, err2 error
	g.index, err1 = strconv.Atoi(f[1])
	g.seed, err2 = strconv.ParseUint(f[2], 10, 64)
	if err1 != nil || err2 != nil {
		return nil, t.errorf("a game line with a bad index or seed: %q", clip.Text(head, 60))
	}
	for {
		line, ok := t.next()
		if !ok {
			if err := t.s.Err(); err != nil {
				return nil, fmt.Errorf("%s: %v", t.name, err)
			}
			return nil, t.errorf("the trace stops inside game %d", g.index)
		}
		tag, rest, _ := strings.Cut(line, "\t")
		step := &g.steps[len(g.steps)-1]
		switch tag {
		case "e":
			f := strings.Split(rest, "\t")
			if len(f) != 3 {
				return nil, t.errorf("an event line without its three fields")
			}
			step.events = append(step.events, traceEvent{f[0], f[1], f[2]})
		case "d":
			f := strings.Split(rest, "\t")
			p, err := strconv.Atoi(f[0])
			if len(f) < 3 || err != nil {
				return nil, t.errorf("a bad decision line")
			}
			g.steps = append(g.steps, traceStep{hasDecision: true, player: p, kind: f[1], prompt: f[2], labels: f[3:], choice: -1})
		case "c":
			i, err := strconv.Atoi(rest)
			if err != nil || !step.hasDecision || step.choice >= 0 || i < 0 || i >= len(step.labels) {
				return nil, t.errorf("a bad answer line")
			}
			step.choice = i
		case "end":
			if err := json.Unmarshal([]byte(rest), &g.end); err != nil {
				return nil, t.errorf("a bad end line: %v", err)
			}
			return g, nil
		default:
			return nil, t.errorf("unknown line %q", clip.Text(line, 60))
		}
	}
}
