package main

import (
	"bytes"
	"io"
	"os"
	"regexp"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/render"
)

// showHTML writes the game g, played with the answers of src, as one HTML
// page that steps through it (show --html), as the seat of o sees it.
func showHTML(cmd *cobra.Command, suite *props.Suite, g engine.Game, src decisionSource, o showOptions) error {
	if o.json || o.step {
		return usageError("--html writes a page: give it without --json and --step")
	}
	page, err := gamePage(suite, g, src, o.viewer, o.at)
	if err != nil {
		return err
	}
	if err := render.WriteHTML(cmd.OutOrStdout(), page); err != nil {
		return err
	}
	if err := g.Err(); err != nil {
		return findings("the game stopped with an error: %v", err)
	}
	return nil
}

// gamePage plays g with the answers of src up to step at (all of them when
// at is negative) and returns its page as seat viewer sees it (-2: the
// player who decides next at the end). A failure file's page shows the
// failure its notes record at the decision where it happened.
func gamePage(suite *props.Suite, g engine.Game, src decisionSource, viewer, at int) (*render.Page, error) {
	if err := checkSeat(viewer, g.Players()); err != nil {
		return nil, err
	}
	start := g.Clone()
	w := &walker{reg: suite.Registration, g: g, src: src, at: at, out: io.Discard, viewer: viewer}
	if err := w.walk(); err != nil {
		return nil, err
	}
	viewer = w.viewerNow()
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
	return page, nil
}

// writeLogPage writes the page of the game file at path, with every card
// shown, to the file page.
func writeLogPage(path, page string) error {
	l, err := readGame(path)
	if err != nil {
		return err
	}
	g, err := l.NewGame()
	if err != nil {
		return err
	}
	p, err := gamePage(l.Suite, g, &logSource{path: path, steps: l.Moves}, engine.Omniscient, -1)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if err := render.WriteHTML(&b, p); err != nil {
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
