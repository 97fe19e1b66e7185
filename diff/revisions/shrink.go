package revisions

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
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/scenarios"
)

// Shrink shrinks the example of each card through both builds running
// as script servers, at most 500 trials a card, and when out is not ""
// writes each shrunk example there as a scenario file, CARD.txt, whose
// expected outputs are the new build's. A card whose example cannot be
// shrunk or written says why in its Note.
func (rep *Report) Shrink(ctx context.Context, out string) {
	if len(rep.Cards) == 0 {
		return
	}
	ra, stopA, err := StartServer(ctx, rep.A, rep.Game)
	if err != nil {
		rep.noteAll(err)
		return
	}
	defer stopA()
	rb, stopB, err := StartServer(ctx, rep.B, rep.Game)
	if err != nil {
		rep.noteAll(err)
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
		if out != "" {
			if err := rep.writeCardScenario(ctx, c, out); err != nil {
				c.Note = "scenario not written: " + clip.FirstLine(err.Error())
			}
		}
	}
}

// noteAll notes on every card why its example could not be shrunk.
func (rep *Report) noteAll(err error) {
	for _, c := range rep.Cards {
		c.Note = "not shrunk: " + err.Error()
	}
}

// StartServer starts "diff-trace --serve --game GAME" in build b and
// returns its Remote and the function that stops it.
func StartServer(ctx context.Context, b *Build, game string) (*diff.Remote, func(), error) {
	c := b.Command(ctx, "diff-trace", "--serve", "--game", game)
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
		if old := b.TooOld(stderr.String()); old != nil {
			return nil, nil, old
		}
		return nil, nil, fmt.Errorf("%v %s", err, strings.TrimSpace(stderr.String()))
	}
	return m, stop, nil
}

// writeCardScenario writes the shrunk divergence of a card as a scenario
// file whose expected outputs are the new build's.
func (rep *Report) writeCardScenario(ctx context.Context, c *CardChange, out string) error {
	name := scenarios.CardFileName(orElse(c.Card, "no card")) + ".txt"
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
	cmd := rep.B.Command(ctx, "replay", "--rewrite", path)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s does not replay: %s", path, strings.TrimSpace(string(msg)))
	}
	c.Scenario = path
	return nil
}

// orElse returns a, or b when a is "".
func orElse(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
