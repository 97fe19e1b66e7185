package diff

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Two builds of the engine cannot replay a script in one process, so the
// shrinker of "dogma diff" keeps each build running as a script server
// (ServeScripts) and replays every candidate script through both. A
// request is one line of tab-separated fields,
//
//	script	INDEX	SEED	CONFIG	labels|indexes	ANSWER...
//
// and its answer is the trace of that game (see WriteTrace) up to where
// the script ends, after the trace header the server writes first.

// ServeScripts answers the script requests read from r, writing to w the
// trace of each game played by its script (Runner.Replay's rules: a label
// not offered is skipped; the game stops where the script ends). It
// returns at the end of r, or at a malformed request.
func ServeScripts(r io.Reader, w io.Writer, reg *engine.Registration) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, traceHeader)
	if err := bw.Flush(); err != nil {
		return err
	}
	s := bufio.NewScanner(r)
	s.Buffer(make([]byte, 64*1024), 16*1024*1024)
	t := &tracer{w: bw, cap: (&Runner{}).cap()}
	for line := 1; s.Scan(); line++ {
		f := strings.Split(s.Text(), "\t")
		if len(f) < 5 || f[0] != "script" || f[4] != "labels" && f[4] != "indexes" {
			return fmt.Errorf("request %d: want script, index, seed, configuration, labels or indexes, answers", line)
		}
		index, err := strconv.Atoi(f[1])
		if err != nil {
			return fmt.Errorf("request %d: index: %v", line, err)
		}
		seed, err := strconv.ParseUint(f[2], 10, 64)
		if err != nil {
			return fmt.Errorf("request %d: seed: %v", line, err)
		}
		sc := Script{Labels: f[5:]}
		if f[4] == "indexes" {
			sc = Script{Indexes: make([]int, len(f)-5)}
			for i, a := range f[5:] {
				if sc.Indexes[i], err = strconv.Atoi(a); err != nil || sc.Indexes[i] < 0 {
					return fmt.Errorf("request %d: a bad index %q", line, a)
				}
			}
		}
		cfg, err := reg.ParseConfig(f[3])
		if err != nil {
			return fmt.Errorf("request %d: %v", line, err)
		}
		g, err := reg.New(cfg, seed)
		if err != nil {
			return fmt.Errorf("request %d: %v", line, err)
		}
		fmt.Fprintf(bw, "game\t%d\t%d\t%s\n", index, seed, clean(cfg.String()))
		t.playScript(g, sc)
		if err := bw.Flush(); err != nil {
			return err
		}
	}
	return s.Err()
}

// playScript plays g by the script sc and writes its trace; a game the
// script stops ends as unfinished.
func (t *tracer) playScript(g engine.Game, sc Script) {
	t.g, t.mark = g, 0
	pos, stopped := 0, false
	n, _ := g.Play(engine.ChooserFunc(func(d *engine.Decision) int {
		t.events()
		t.decision(d)
		i := -1
		switch {
		case sc.Indexes != nil:
			if pos < len(sc.Indexes) {
				i = sc.Indexes[pos] % len(d.Options)
				pos++
			}
		default:
			for i < 0 && pos < len(sc.Labels) {
				i = d.Index(sc.Labels[pos])
				pos++
			}
		}
		if i < 0 {
			stopped = true
			return -1
		}
		fmt.Fprintf(t.w, "c\t%d\n", i)
		t.mark = g.Mark()
		return i
	}), t.cap)
	end := endOf(g, n)
	if stopped {
		end = End{Decisions: n, Capped: true}
	} else {
		t.events()
		if d := g.Decision(); d != nil {
			t.decision(d)
		}
	}
	text, _ := json.Marshal(end)
	fmt.Fprintf(t.w, "end\t%s\n", text)
	t.g = nil
}

// Remote is a build of the engine running ServeScripts, reached through
// the standard input and output of its process.
type Remote struct {
	w *bufio.Writer
	r *traceReader
}

// NewRemote returns the Remote that writes requests to in and reads the
// traces from out, named name in messages. It reads the trace header.
func NewRemote(name string, in io.Writer, out io.Reader) (*Remote, error) {
	r, err := newTraceReader(name, out)
	if err != nil {
		return nil, err
	}
	return &Remote{w: bufio.NewWriter(in), r: r}, nil
}

// replay asks for the trace of the game of index, seed and config played
// by sc.
func (m *Remote) replay(index int, seed uint64, config string, sc Script) (*traceGame, error) {
	fmt.Fprintf(m.w, "script\t%d\t%d\t%s\t", index, seed, clean(config))
	if sc.Indexes != nil {
		m.w.WriteString("indexes")
		for _, i := range sc.Indexes {
			fmt.Fprintf(m.w, "\t%d", i)
		}
	} else {
		m.w.WriteString("labels")
		for _, l := range sc.Labels {
			m.w.WriteString("\t" + clean(l))
		}
	}
	m.w.WriteByte('\n')
	if err := m.w.Flush(); err != nil {
		return nil, fmt.Errorf("%s: %v", m.r.name, err)
	}
	g, err := m.r.game()
	if err == nil && g == nil {
		err = fmt.Errorf("%s: the build stopped answering", m.r.name)
	}
	return g, err
}

// RemoteTrial returns the Trial that replays scripts of the game of o
// (its index, seed and configuration) through two builds.
func RemoteTrial(a, b *Remote, o Outcome) Trial {
	return func(sc Script) (Outcome, error) {
		ga, err := a.replay(o.Index, o.Seed, o.Config, sc)
		if err != nil {
			return Outcome{}, err
		}
		gb, err := b.replay(o.Index, o.Seed, o.Config, sc)
		if err != nil {
			return Outcome{}, err
		}
		return compareGames(ga, gb), nil
	}
}
