package render

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// WritePages writes the page of each finding's decision log beside the
// log, under the log's name with ".html" for its extension, and links it
// from the finding as "page" (dogma report --pages). pageOf makes the
// page of a log; a log it cannot make a page of, or whose page cannot be
// written, keeps no page, and the reason goes to errs.
func (r *Report) WritePages(pageOf func(log string) (*Page, error), errs io.Writer) {
	for i := range r.Findings {
		f := &r.Findings[i]
		for _, l := range f.Links {
			if l.Text != "decision log" {
				continue
			}
			page := strings.TrimSuffix(l.Href, filepath.Ext(l.Href)) + ".html"
			if err := writePage(pageOf, l.Href, page); err != nil {
				fmt.Fprintf(errs, "report: no page for %s: %v\n", l.Href, err)
				continue
			}
			f.Links = append(f.Links, Link{Text: "page", Href: page})
			break
		}
	}
}

// writePage writes the page of the decision log at log to the file page.
func writePage(pageOf func(log string) (*Page, error), log, page string) error {
	p, err := pageOf(log)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if err := WriteHTML(&b, p); err != nil {
		return err
	}
	return os.WriteFile(page, b.Bytes(), 0o644)
}

var (
	// campaignNote is the note dogma fuzz writes in a failing game's log:
	// "found by dogma fuzz, campaign seed 1, game 0: violation of
	// share-bonus [DOGMA-6] at decision 7: P1 shared ...".
	campaignNote = regexp.MustCompile(`^found by dogma fuzz, [^:]*: (.*?) at decision (\d+): (.*)$`)
	// shrunkNote is the note of the scenario it shrinks the game to:
	// "Found by dogma fuzz: violation of share-bonus [DOGMA-6]: P1 ...".
	shrunkNote = regexp.MustCompile(`^Found by dogma fuzz: (.*?\]): (.*)$`)
)

// MarkFailures sets the problem of the frame of p where each failure that
// the notes of its game file record happened: the decision a campaign's
// note names, or the last one. A page seen by a seat (viewer, not
// engine.Omniscient) gives the failure without its details, which may
// name cards the seat may not see.
func MarkFailures(p *Page, notes []string, viewer int) {
	for _, n := range notes {
		at := len(p.Frames) - 1
		var head, detail string
		if m := campaignNote.FindStringSubmatch(n); m != nil {
			head, detail = m[1], m[3]
			if d, err := strconv.Atoi(m[2]); err == nil && d < at {
				at = d
			}
		} else if m := shrunkNote.FindStringSubmatch(n); m != nil {
			head, detail = m[1], m[2]
		} else {
			continue
		}
		text := head + ": " + detail
		if viewer != engine.Omniscient {
			text = head + " (its details may name cards " + engine.SeatName(viewer) + " may not see: show --all gives them)"
		}
		f := &p.Frames[at]
		if f.Problem != "" {
			f.Problem += "\n"
		}
		f.Problem += text
	}
}
