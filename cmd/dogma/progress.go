package main

// Progress bars shared by every long-running command.
//
// A command that runs for a while creates one with newProgressBar and calls
// Add as work completes and Finish at the end. The bar is drawn on stderr
// only when both stdout and stderr are terminals, and only once the run has
// lasted more than a second: short runs, pipes, files and CI logs never see
// it.

import (
	"io"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
)

// progressDelay is how long a run lasts before its bar appears.
const progressDelay = time.Second

// progressBar is a progress bar that appears late, or never.
type progressBar struct {
	enabled bool
	w       io.Writer
	total   int64
	unit    string
	desc    string
	start   time.Time
	done    int64
	bar     *progressbar.ProgressBar
}

// newProgressBar returns a progress bar for total units of work (-1 if the
// total is unknown, such as a time budget) named unit ("games").
func newProgressBar(cmd *cobra.Command, total int64, unit, desc string) *progressBar {
	return &progressBar{
		enabled: isTerminal(cmd.OutOrStdout()) && isTerminal(cmd.ErrOrStderr()),
		w:       cmd.ErrOrStderr(),
		total:   total,
		unit:    unit,
		desc:    desc,
		start:   time.Now(),
	}
}

// Add records n more units of work done.
func (p *progressBar) Add(n int) {
	p.done += int64(n)
	if !p.enabled {
		return
	}
	if p.bar == nil {
		if time.Since(p.start) < progressDelay {
			return
		}
		p.bar = progressbar.NewOptions64(p.total,
			progressbar.OptionSetWriter(p.w),
			progressbar.OptionSetDescription(p.desc),
			progressbar.OptionSetItsString(p.unit),
			progressbar.OptionShowCount(),
			progressbar.OptionShowIts(),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
		)
		_ = p.bar.Set64(p.done)
		return
	}
	_ = p.bar.Add(n)
}

// Describe sets the text shown before the bar.
func (p *progressBar) Describe(desc string) {
	p.desc = desc
	if p.bar != nil {
		p.bar.Describe(desc)
	}
}

// Finish removes the bar, if one was drawn.
func (p *progressBar) Finish() {
	if p.bar != nil {
		_ = p.bar.Finish()
		p.bar = nil
	}
}
