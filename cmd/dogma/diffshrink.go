package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/dogma-engine/dogma/diff"
	"github.com/dogma-engine/dogma/internal/atomicfile"
)

// shrinkCards shrinks the example of each card through both builds
// running as script servers, and writes the scenario files.
func shrinkCards(ctx context.Context, a, b *build, o diffOptions, rep *diffReport) {
	if len(rep.Cards) == 0 {
		return
	}
	ra, stopA, err := startServer(ctx, a, o.game)
	if err != nil {
		noteAll(rep, err)
		return
	}
	defer stopA()
	rb, stopB, err := startServer(ctx, b, o.game)
	if err != nil {
		noteAll(rep, err)
		return
	}
	defer stopB()
	for _, c := range rep.Cards {
		card := c.Card
		sameCard := func(d diff.Divergence) bool { return d.Card() == card }
		sh, err := diff.Shrink(c.Example, diff.RemoteTrial(ra, rb, c.Example), sameCard, 500)
		if err != nil {
			c.Note = "not shrunk: " + err.Error()
			continue
		}
		c.Shrunk = &sh
		if o.out != "" {
			if err := writeCardScenario(ctx, b, rep, c, o.out); err != nil {
				c.Note = "scenario not written: " + firstLine(err.Error())
			}
		}
	}
}

// noteAll notes on every card why its example could not be shrunk.
func noteAll(rep *diffReport, err error) {
	for _, c := range rep.Cards {
		c.Note = "not shrunk: " + err.Error()
	}
}

// startServer starts "diff-trace --serve" in build b and returns its
// Remote and the function that stops it.
func startServer(ctx context.Context, b *build, game string) (*diff.Remote, func(), error) {
	c := b.command(ctx, "diff-trace", "--serve", "--game", game)
	var stderr bytes.Buffer
	c.Stderr = &stderr
	in, err := c.StdinPipe()
	if err != nil {
		return nil, nil, err
	}
	out, err := c.StdoutPipe()
	if err != nil {
		return nil, nil, err
	}
	if err := c.Start(); err != nil {
		return nil, nil, fmt.Errorf("%s: %v", b.Name, err)
	}
	stop := func() {
		in.Close()
		_, _ = io.Copy(io.Discard, out)
		_ = c.Wait()
	}
	m, err := diff.NewRemote(b.Name, in, out)
	if err != nil {
		stop()
		if old := b.tooOld(stderr.String()); old != nil {
			return nil, nil, old
		}
		return nil, nil, fmt.Errorf("%v %s", err, strings.TrimSpace(stderr.String()))
	}
	return m, stop, nil
}

// writeCardScenario writes the shrunk divergence of a card as a scenario
// file whose expected outputs are the new build's.
func writeCardScenario(ctx context.Context, b *build, rep *diffReport, c *cardChange, out string) error {
	name := fileName(orElse(c.Card, "no card")) + ".txt"
	path := filepath.Join(out, name)
	ex := c.Shrunk.Outcome
	s := &diff.Scenario{
		Game: rep.Game,
		Notes: []string{
			fmt.Sprintf("Found by dogma diff: %s against %s; game %d, seed %d, shrunk from %d to %d decisions.", rep.A.Name, rep.B.Name, ex.Index, ex.Seed, c.Shrunk.Before, len(ex.Labels)),
			fmt.Sprintf("The expected outputs come from %s.", rep.B.Name),
		},
		Sides:     []diff.Side{{Name: rep.B.Name, Config: ex.Config, Fails: ex.Divergence.ErrB != ""}},
		Outcome:   ex,
		SideNames: [2]string{rep.A.Name, rep.B.Name},
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	if err := atomicfile.Write(path, []byte(s.Text())); err != nil {
		return err
	}
	cmd := b.command(ctx, "replay", "--rewrite", path)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s does not replay: %s", path, strings.TrimSpace(string(msg)))
	}
	c.Scenario = path
	return nil
}
