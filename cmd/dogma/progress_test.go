package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

// testProgress returns a progress bar writing to a buffer, whose stdout
// and stderr are terminals as told, on a fake clock.
func testProgress(stdoutTerm, stderrTerm bool, total int64) (*progressBar, *bytes.Buffer, *fakeClock) {
	var stdout, stderr bytes.Buffer
	isTerm := func(w io.Writer) bool {
		if w == &stdout {
			return stdoutTerm
		}
		return stderrTerm
	}
	p := newProgress(&stdout, &stderr, isTerm, total, "games", "fuzz")
	clk := &fakeClock{t: p.start}
	p.now = clk.now
	return p, &stderr, clk
}

func TestDrawBarOnlyOnTerminals(t *testing.T) {
	for _, tc := range []struct{ out, err, want bool }{
		{true, true, true}, {true, false, false}, {false, true, false}, {false, false, false},
	} {
		if got := drawBar(tc.out, tc.err); got != tc.want {
			t.Errorf("drawBar(stdout terminal %v, stderr terminal %v) = %v", tc.out, tc.err, got)
		}
		p, _, _ := testProgress(tc.out, tc.err, 10)
		if p.draw != tc.want {
			t.Errorf("stdout terminal %v, stderr terminal %v: draw %v, want %v", tc.out, tc.err, p.draw, tc.want)
		}
	}
}

// On a terminal the bar shows the work done, the rate, the elapsed time and
// the time left, once the run has lasted progressDelay.
func TestProgressBarOnTerminal(t *testing.T) {
	p, stderr, clk := testProgress(true, true, 10)
	p.Add(1)
	if stderr.Len() != 0 {
		t.Fatalf("a bar before progressDelay: %q", stderr)
	}
	clk.advance(2 * time.Second)
	p.Add(1)
	p.Note("failures 0")
	clk.advance(2 * time.Second)
	p.Add(2)
	got := p.status()
	for _, want := range []string{"fuzz 4/10 games", "1.0 games/s", "0:04", "ETA 0:06", "failures 0"} {
		if !strings.Contains(got, want) {
			t.Errorf("status %q lacks %q", got, want)
		}
	}
	if !strings.Contains(stderr.String(), "fuzz") {
		t.Errorf("no bar drawn: %q", stderr)
	}
	p.Finish()
	if strings.Contains(stderr.String(), " games in ") {
		t.Errorf("a summary line under a bar: %q", stderr)
	}
}

// With a time budget and no known total, the time left is the budget's.
func TestProgressTimeBudget(t *testing.T) {
	p, _, clk := testProgress(true, true, -1)
	p.SetBudget(time.Minute)
	clk.advance(15 * time.Second)
	p.Add(30)
	if got := p.status(); !strings.Contains(got, "fuzz 30 games · 2.0 games/s · 0:15 · ETA 0:45") {
		t.Errorf("status %q", got)
	}
	// A game budget reached sooner than the time budget gives the ETA.
	p, _, clk = testProgress(true, true, 40)
	p.SetBudget(time.Hour)
	clk.advance(10 * time.Second)
	p.Add(20)
	if got := p.status(); !strings.Contains(got, "ETA 0:10") {
		t.Errorf("status %q", got)
	}
}

// On a pipe nothing is drawn; a long run writes one summary line at the
// end, a short one nothing.
func TestProgressOnPipe(t *testing.T) {
	for _, stdoutTerm := range []bool{false, true} {
		p, stderr, clk := testProgress(stdoutTerm, false, 100)
		for i := 0; i < 100; i++ {
			clk.advance(100 * time.Millisecond)
			p.Add(1)
		}
		if stderr.Len() != 0 {
			t.Fatalf("output during the run on a pipe: %q", stderr)
		}
		p.Finish()
		p.Finish()
		if got, want := stderr.String(), "fuzz: 100 games in 10s, 10.0 games/s\n"; got != want {
			t.Errorf("summary %q, want %q", got, want)
		}

		p, stderr, clk = testProgress(stdoutTerm, false, 100)
		clk.advance(time.Second)
		p.Add(100)
		p.Finish()
		if stderr.Len() != 0 {
			t.Errorf("a short run wrote %q", stderr)
		}
	}
}
