package main

import (
	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/render"
)

// showHTML writes the game g, played with the answers of src, as one HTML
// page that steps through it (show --html), as the seat of o sees it.
func showHTML(cmd *cobra.Command, suite *props.Suite, g engine.Game, src render.Source, o showOptions) error {
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
// at is negative) and returns its page as seat viewer sees it (render.NextViewer: the
// player who decides next at the end). A failure file's page shows the
// failure its notes record at the decision where it happened.
func gamePage(suite *props.Suite, g engine.Game, src render.Source, viewer, at int) (*render.Page, error) {
	if err := checkSeat(viewer, g.Players()); err != nil {
		return nil, err
	}
	start := g.Clone()
	w := &render.Walk{Reg: suite.Registration, Game: g, Src: src, At: at, Viewer: viewer}
	if err := w.Run(); err != nil {
		return nil, err
	}
	viewer = w.ViewerNow()
	rec := render.NewRecorder(suite.Registration, start, viewer)
	for _, a := range w.Answers {
		d := start.Decision()
		if d == nil || rec.Play(d.Index(a.Label)) != nil {
			break
		}
	}
	page := rec.Page()
	if ls, ok := src.(*logSource); ok {
		if l, err := readGame(ls.path); err == nil {
			render.MarkFailures(page, l.Notes, viewer)
		}
	}
	return page, nil
}

// logPage returns the page of the game file at path, with every card
// shown.
func logPage(path string) (*render.Page, error) {
	l, err := readGame(path)
	if err != nil {
		return nil, err
	}
	g, err := l.NewGame()
	if err != nil {
		return nil, err
	}
	return gamePage(l.Suite, g, &logSource{path: path, steps: l.Moves}, engine.Omniscient, -1)
}
