package main

import (
	"io"
	"regexp"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/render"
)

// showHTML writes the game g, played with the answers of src, as one HTML
// page that steps through it (show --html), as the seat of o sees it. A
// failure file's page shows the failure its notes record at the decision
// where it happened.
func showHTML(cmd *cobra.Command, suite *props.Suite, g engine.Game, src decisionSource, o showOptions) error {
	if err := checkSeat(o.viewer, g.Players()); err != nil {
		return err
	}
	start := g.Clone()
	w := &walker{reg: suite.Registration, g: g, src: src, at: o.at, out: io.Discard, viewer: o.viewer}
	if err := w.walk(); err != nil {
		return err
	}
	viewer := w.viewerNow()
	rec := render.NewRecorder(suite.Registration, start, viewer)
	for _, r := range w.recs {
		d := start.Decision()
		if d == nil || rec.Play(d.Index(r.label)) != nil {
			break
		}
	}
	page := rec.Page()
	if ls, ok := src.(*logSource); ok {
		if l, err := readGame(ls.path); err == nil {
			markFailures(page, l.Notes, viewer)
		}
	}
	if err := render.WriteHTML(cmd.OutOrStdout(), page); err != nil {
		return err
	}
	if err := g.Err(); err != nil {
		return findings("the game stopped with an error: %v", err)
	}
	return nil
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

// markFailures sets the problem of the frame where each failure the notes
// record happened: the decision the note names, or the last one. A seat's
// page gives the failure without its details, which may name cards the
// seat may not see.
func markFailures(p *render.Page, notes []string, viewer int) {
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
