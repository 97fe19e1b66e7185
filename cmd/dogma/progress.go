package main

// Progress bars shared by every long-running command.
//
// A command that runs for a while creates one with newProgressBar, calls
// Add as work completes and Finish at the end. When both stdout and stderr
// are terminals, a bar appears on stderr once the run has lasted a second,
// with the work done, the elapsed time, the rate (units per second) and,
// when the budget is known (a number of units or a time), the time left.
// Otherwise (a pipe, a file, a CI log) nothing is drawn, and a run that
// lasted more than a few seconds writes one summary line to stderr at the
// end. DOGMA_SUMMARY_AFTER (a duration, such as 1h) sets how long a run
// lasts before it writes that line; the command-line tests set it long, so
// that what a command writes to stderr does not depend on the machine's
// speed.

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"
)

const (
	// progressDelay is how long a run lasts before its bar appears.
	progressDelay = time.Second
	// summaryAfter is how long a run without a bar lasts before it writes
	// a summary line at its end.
	summaryAfter = 5 * time.Second
)

// progressBar is a progress bar that appears late, or never.
type progressBar struct {
	draw   bool // draw a bar (else write a summary line at the end)
	w      io.Writer
	total  int64         // units of work in all, or -1
	budget time.Duration // the time budget, or 0
	unit   string
	desc   string
	note   string // appended to the status, such as "failures 1"
	start  time.Time
	done   int64
	bar    *progressbar.ProgressBar

	delay, summary time.Duration
	now            func() time.Time
	finished       bool
	// columns returns the width of the terminal (0: unknown); maxStatus
	// is the room left for the status once the bar is drawn.
	columns   func() int
	maxStatus int
}

// barWidth is the width of the bar itself, and barFrame the columns the
// library draws around it and the status: the percentage, the two bars
// and the spaces ("  50% |" ... "|  "), with one to spare so that the
// line never reaches the last column, where a terminal wraps.
const (
	barWidth = 20
	barFrame = 14
)

// terminalColumns returns the width of the terminal w is, or 0.
func terminalColumns(w io.Writer) func() int {
	return func() int {
		f, ok := w.(interface{ Fd() uintptr })
		if !ok {
			return 0
		}
		cols, _, err := term.GetSize(int(f.Fd()))
		if err != nil {
			return 0
		}
		return cols
	}
}

// layout sizes the bar and the status for a terminal of cols columns:
// the whole line fits in it, so that no refresh wraps.
func layout(cols int) (bar, status int) {
	if cols <= 0 {
		return barWidth, 0
	}
	bar = barWidth
	if cols < 70 {
		bar = 10
	}
	return bar, max(cols-bar-barFrame, 10)
}

// drawBar decides whether a progress bar is drawn: only when both stdout
// and stderr are terminals, so that neither pipes nor files nor CI logs
// ever see one.
func drawBar(stdoutTerminal, stderrTerminal bool) bool {
	return stdoutTerminal && stderrTerminal
}

// newProgressBar returns a progress bar on cmd's stderr for total units of
// work (-1 if the total is unknown, such as with a time budget) named unit
// ("games").
func newProgressBar(cmd *cobra.Command, total int64, unit, desc string) *progressBar {
	return newProgress(cmd.OutOrStdout(), cmd.ErrOrStderr(), isTerminal, total, unit, desc)
}

// newProgress returns a progress bar on stderr, which isTerm says whether
// stdout and stderr are terminals.
func newProgress(stdout, stderr io.Writer, isTerm func(io.Writer) bool, total int64, unit, desc string) *progressBar {
	return &progressBar{
		draw:  drawBar(isTerm(stdout), isTerm(stderr)),
		w:     stderr,
		total: total,
		unit:  unit,
		desc:  desc,
		start: time.Now(),
		delay: progressDelay, summary: summaryDelay(),
		now: time.Now, columns: terminalColumns(stderr),
	}
}

// summaryDelay is summaryAfter, or the duration DOGMA_SUMMARY_AFTER sets.
func summaryDelay() time.Duration {
	if d, err := time.ParseDuration(os.Getenv("DOGMA_SUMMARY_AFTER")); err == nil && d > 0 {
		return d
	}
	return summaryAfter
}

// SetBudget sets the time budget, from which the bar tells the time left
// when the total is unknown or farther off.
func (p *progressBar) SetBudget(d time.Duration) { p.budget = d }

// Add records n more units of work done.
func (p *progressBar) Add(n int) {
	p.done += int64(n)
	if !p.draw {
		return
	}
	if p.bar == nil {
		if p.now().Sub(p.start) < p.delay {
			return
		}
		width, status := layout(p.columns())
		p.maxStatus = status
		p.bar = progressbar.NewOptions64(p.total,
			progressbar.OptionSetWriter(p.w),
			progressbar.OptionSetDescription(p.status()),
			progressbar.OptionSetElapsedTime(false),
			progressbar.OptionSetPredictTime(false),
			progressbar.OptionSetWidth(width),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
		)
		_ = p.bar.Set64(p.done)
		return
	}
	p.bar.Describe(p.status())
	_ = p.bar.Add(n)
}

// Describe sets the text shown before the counts.
func (p *progressBar) Describe(desc string) {
	p.desc = desc
	if p.bar != nil {
		p.bar.Describe(p.status())
	}
}

// Note sets a short text shown after the counts, such as "failures 1".
func (p *progressBar) Note(note string) {
	p.note = note
	if p.bar != nil {
		p.bar.Describe(p.status())
	}
}

// Clear removes the bar from the terminal for a moment, so that a line
// can be printed; it comes back with the next Add.
func (p *progressBar) Clear() {
	if p.bar != nil {
		_ = p.bar.Clear()
	}
}

// status is the text of the bar: what runs, the work done, the rate, the
// elapsed time and, when the budget is known, the time left.
func (p *progressBar) status() string {
	elapsed := p.now().Sub(p.start)
	rate := float64(p.done) / max(elapsed.Seconds(), 1e-9)
	s := p.desc + " "
	if p.total > 0 {
		s += fmt.Sprintf("%d/%d %s", p.done, p.total, p.unit)
	} else {
		s += fmt.Sprintf("%d %s", p.done, p.unit)
	}
	s += fmt.Sprintf(" · %.1f %s/s · %s", rate, p.unit, clock(elapsed))
	if left, ok := p.left(elapsed, rate); ok {
		s += " · ETA " + clock(left)
	}
	if p.note != "" {
		s += " · " + p.note
	}
	if p.maxStatus > 0 {
		s = clip.Text(s, p.maxStatus-1) // the ellipsis takes the last column
	}
	return s
}

// left returns the time the run still needs, if its budget is known: the
// sooner of the end of the time budget and the end of the work at the
// current rate.
func (p *progressBar) left(elapsed time.Duration, rate float64) (time.Duration, bool) {
	var left time.Duration
	ok := false
	if p.total > 0 && rate > 0 {
		left, ok = time.Duration(float64(p.total-p.done)/rate*float64(time.Second)), true
	}
	if p.budget > 0 {
		if b := max(p.budget-elapsed, 0); !ok || b < left {
			left, ok = b, true
		}
	}
	return left, ok
}

// clock formats d as m:ss, or h:mm:ss from an hour.
func clock(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Finish removes the bar, if one was drawn. A run without a bar that
// lasted more than summaryAfter writes one summary line instead.
func (p *progressBar) Finish() {
	if p.finished {
		return
	}
	p.finished = true
	if p.bar != nil {
		_ = p.bar.Finish()
		p.bar = nil
		return
	}
	if p.draw {
		return
	}
	elapsed := p.now().Sub(p.start)
	if elapsed < p.summary {
		return
	}
	rate := float64(p.done) / max(elapsed.Seconds(), 1e-9)
	fmt.Fprintf(p.w, "%s: %d %s in %s, %.1f %s/s\n", p.desc, p.done, p.unit, elapsed.Round(time.Millisecond), rate, p.unit)
}
