package main

import (
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// ansi matches the terminal escapes the bar library writes.
var ansi = regexp.MustCompile("\x1b\\[[0-9;]*[A-Za-z]")

// The bar and its status fit the terminal's width: a line as wide as the
// terminal or wider wraps at every refresh.
func TestProgressFitsTheTerminal(t *testing.T) {
	for _, cols := range []int{60, 80, 120} {
		for _, total := range []int64{-1, 100000} {
			p, stderr, clk := testProgress(true, true, total)
			p.columns = func() int { return cols }
			p.SetBudget(10 * time.Minute)
			p.desc = "diff: building the working tree"
			p.Add(1)
			clk.advance(2 * time.Second)
			p.Add(12345)
			p.Note("123456 decisions/s · failures 12")
			clk.advance(2 * time.Second)
			p.Add(3)
			for _, line := range strings.Split(stderr.String(), "\r") {
				line = ansi.ReplaceAllString(line, "")
				if n := utf8.RuneCountInString(strings.TrimRight(line, " ")); n >= cols {
					t.Errorf("%d columns, total %d: a line of %d: %q", cols, total, n, line)
				}
			}
		}
	}
}
