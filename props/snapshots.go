package props

import "github.com/dogma-engine/dogma/engine"

// snapshots are the copies of a game's state that a Checker or a Watcher
// keeps for the properties of one game at a time: before each decision
// (Step.Before), at the start of the engine steps checked as a whole
// (Step.Start) and at the start of each window (Step.Since), with where
// the window's decisions began.
type snapshots struct {
	before, start, since Snapshot
	started              bool  // start holds the state the present step began in
	sinceMark            int   // the event mark where the window began
	sinceIndex           int   // the window's first decision
	splits               []int // where each decision of the window began, from sinceMark
}

// begin makes the snapshots, the first time, and takes the start of the
// first step and of the first window from g.
func (sn *snapshots) begin(s *Suite, g engine.Game) {
	if sn.start == nil {
		sn.start, sn.since = noSnapshot{}, noSnapshot{}
		if s.Snapshot != nil {
			sn.start, sn.since = s.Snapshot(), s.Snapshot()
			if !s.SkipBefore {
				sn.before = s.Snapshot()
			}
		}
	}
	sn.newStep(g, true)
	sn.newWindow(g, 0)
}

// newStep begins an engine step at g's present state; whole says whether
// the step is checked as a whole, which takes its start.
func (sn *snapshots) newStep(g engine.Game, whole bool) {
	sn.started = whole
	if whole {
		sn.start.Take(g)
	}
}

// startOf returns Step.Start: nil for a step not checked as a whole.
func (sn *snapshots) startOf() Snapshot {
	if !sn.started {
		return nil
	}
	return sn.start
}

// beforeOf returns the snapshot of g for Step.Before: at the start of an
// engine step checked as a whole the state is the one start holds, and
// start serves as both. It returns nil when the properties read no
// Step.Before.
func (sn *snapshots) beforeOf(g engine.Game, atStart bool) Snapshot {
	switch {
	case sn.before == nil:
		return nil
	case atStart && sn.started:
		return sn.start
	}
	sn.before.Take(g)
	return sn.before
}

// newWindow begins a window at g's present state, before decision i.
func (sn *snapshots) newWindow(g engine.Game, i int) {
	sn.since.Take(g)
	sn.sinceMark, sn.sinceIndex = g.Mark(), i
	sn.splits = sn.splits[:0]
}

// decide notes that the next decision of the window begins at event mark.
func (sn *snapshots) decide(mark int) { sn.splits = append(sn.splits, mark-sn.sinceMark) }

// window sets the window's fields of st from g, and the events of the
// step, which began at event mark stepMark, and of the decision, which
// began at mark. Marks are positions in one log, so a single call to
// EventsSince gives all three.
func (sn *snapshots) window(st *Step, g engine.Game, stepMark, mark int) {
	base := min(sn.sinceMark, stepMark)
	evs := g.EventsSince(base)
	st.Since, st.SinceEvents = sn.since, evs[sn.sinceMark-base:]
	st.StepEvents, st.Events = evs[stepMark-base:], evs[mark-base:]
	st.SinceIndex, st.SinceSplits = sn.sinceIndex, sn.splits
}

// noSnapshot stands for the snapshots of a game whose properties need none.
type noSnapshot struct{}

func (noSnapshot) Take(engine.Game) {}
