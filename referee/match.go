package referee

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/referee/protocol"
	"github.com/dogma-engine/dogma/scenarios"
)

// External is an engine the referee checks, one game at a time: a process
// behind the protocol (Process), or any other implementation of it.
type External interface {
	// New starts a game and returns the engine's state after the setup.
	New(m protocol.New) (engine.NeutralState, error)
	// Choose answers the pending decision by label and returns the
	// engine's state after it.
	Choose(label string) (engine.NeutralState, error)
	// Restart makes the engine ready for a new game after an error that
	// may have left it unusable (a crash, a hang, garbage): a process is
	// ended and started again.
	Restart() error
	// Close ends the engine.
	Close() error
}

// Pipelined is an External that takes choices before the answers of
// those sent before them are awaited: the referee sends each choice
// dogma's side makes, up to Window ahead of the answers it has checked,
// so that both engines work at once and the round trips overlap. Every
// choice sent has its answer received before any other request.
type Pipelined interface {
	External
	// SendChoose sends the choice of label.
	SendChoose(label string) error
	// ReceiveState returns the engine's state after the oldest choice
	// sent whose answer was not received, as Choose does.
	ReceiveState() (engine.NeutralState, error)
}

// Window is how many choices the referee sends a Pipelined engine ahead
// of the answers it has checked.
const Window = 64

// Exchange is one request sent to the engine while a game is refereed,
// with dogma's state after it (nil for a one-option decision dogma's
// kernel answers by itself, which only the engine asks). Play fills the
// states of every exchange of a match with a finding, whose transcript
// shows them; those of a game without one are left nil, where the checks
// kept only what changed from one to the next.
type Exchange struct {
	Request protocol.Message
	Expect  *protocol.State
	// Clause is the clause of dogma's last event after the request.
	Clause string
	// delta is what changed in dogma's state with the request, when
	// Expect is left to fill.
	delta *stateDelta
}

// A Chooser picks the option of each of dogma's decisions: its index, or
// false to end the game there.
type Chooser func(d *engine.Decision) (int, bool)

// Match is one game refereed: the decisions made on dogma's side, the
// requests sent to the engine, and the finding that stopped it, if any.
type Match struct {
	Moves     []scenarios.Move
	Choices   []int // the option index of each move
	Exchanges []Exchange
	Finding   *Finding
	// Over reports that the game reached its end on both sides.
	Over bool
	// Abandoned reports that Referee.Stop ended the game.
	Abandoned bool
	// Err is why dogma's own game stopped (a rule gap, an engine error),
	// which ends the game without a finding of the external engine.
	Err error
}

// maxSingles bounds the one-option decisions answered on either side
// while bringing both engines to the same decision.
const maxSingles = 8

// Referee plays games of one game on dogma's side and on an external
// engine in lockstep.
type Referee struct {
	Reg *engine.Registration
	Ext External
	// MaxDecisions ends a game that is still running after this many
	// decisions (0: 5000).
	MaxDecisions int
	// Stop, when set, is asked before every decision: true abandons the
	// game there (Match.Abandoned), as the end of a campaign does.
	Stop func() bool
	// Lockstep sends a Pipelined engine one choice at a time, as any
	// other External.
	Lockstep bool
}

// Play plays the game of cfg and seed: dogma's game is set up from the
// decks the seed's shuffle gives (Registration.Decks), the engine gets the
// same decks, and choose picks every decision among dogma's options. After
// every decision the engine's options and state are compared with dogma's
// and checked (Check); the first difference, broken rule or protocol
// error stops the game as its Finding.
func (r *Referee) Play(cfg engine.Config, seed uint64, choose Chooser) *Match {
	m, p := r.play(cfg, seed, choose)
	if m.Finding != nil && p != nil {
		p.fillExpects()
	}
	return m
}

// Refereeable returns why games of cfg cannot be refereed, or nil: a
// registration without a neutral state, or a setup dogma's own game
// cannot start from decks (an error that wraps engine.ErrNotPlayed for a
// setup dogma plays but not from decks).
func Refereeable(reg *engine.Registration, cfg engine.Config) error {
	_, _, err := setUp(reg, cfg, 0)
	return err
}

// setUp returns the decks of the game of cfg and seed and dogma's game
// set up from them.
func setUp(reg *engine.Registration, cfg engine.Config, seed uint64) (map[string][]string, engine.Game, error) {
	if reg.Decks == nil || reg.NewFromDecks == nil || reg.Neutral == nil {
		return nil, nil, fmt.Errorf("%s cannot be refereed: its registration has no neutral state", reg.Name)
	}
	decks := reg.Decks(cfg, seed)
	g, err := reg.NewFromDecks(cfg, decks)
	return decks, g, err
}

// play plays the game of cfg and seed as Play does, with the exchanges'
// states left to fill.
func (r *Referee) play(cfg engine.Config, seed uint64, choose Chooser) (*Match, *play) {
	m := &Match{}
	reg := r.Reg
	decks, g, err := setUp(reg, cfg, seed)
	if err != nil {
		m.Err = err
		return m, nil
	}
	p := &play{r: r, m: m, players: g.Players()}
	p.setGame(g)
	want := p.neutral()
	if len(want.Unknown) == 0 {
		p.cards = CardsOf(want)
	}
	req := protocol.New{Type: protocol.TypeNew, Game: reg.Name, Players: g.Players(), Settings: Settings(reg, cfg), Decks: decks}
	got, err := r.Ext.New(req)
	p.exchange(req, want)
	if p.failed(err, want) || p.compare(want, got) {
		return m, p
	}
	limit := r.MaxDecisions
	if limit <= 0 {
		limit = 5000
	}
	if pl, ok := r.Ext.(Pipelined); ok && !r.Lockstep {
		if p.pipelined(pl, cfg, req, choose, limit, want, got) {
			return m, p
		}
	}
	for len(m.Moves) < limit {
		g := p.g
		d := g.Decision()
		if d == nil {
			if err := g.Err(); err != nil {
				m.Err = err
			} else {
				m.Over = true
			}
			return m, p
		}
		if r.Stop != nil && r.Stop() {
			m.Abandoned = true
			return m, p
		}
		i, ok := choose(d)
		if !ok {
			return m, p
		}
		label := d.Options[i].Label // d is the game's, changed by the choice
		got, err := p.choose(d, i, label)
		if got == nil {
			return m, p
		}
		want = p.neutral()
		p.exchange(protocol.Choose{Type: protocol.TypeChoose, Label: label}, want)
		if p.failed(err, want) || p.compare(want, *got) {
			return m, p
		}
	}
	return m, p
}

// play is one game in progress.
type play struct {
	r       *Referee
	m       *Match
	g       engine.Game
	follow  *engine.NeutralFollower // g's neutral state
	players int
	cards   map[string]int
	clause  string         // the clause of dogma's last event
	events  []engine.Event // dogma's events of the last decision that logged any
	// logged, when it holds any, says where those events are in g's log
	// instead: the choices played in push mode leave them there until a
	// finding needs them.
	logged logSpan
	deltas deltaSlab // where step's deltas are made
}

// choose makes the choice of option i, labelled label, of dogma's
// decision d on both sides and returns the engine's state after it, or
// nil when dogma's game stops there. A Pipelined engine plays it while
// dogma does.
func (p *play) choose(d *engine.Decision, i int, label string) (*engine.NeutralState, error) {
	pl, ok := p.r.Ext.(Pipelined)
	if !ok {
		if !p.dogmaChoose(d, i) {
			return nil, nil
		}
		got, err := p.r.Ext.Choose(label)
		return &got, err
	}
	sent := pl.SendChoose(label)
	if !p.dogmaChoose(d, i) {
		if sent == nil {
			pl.ReceiveState() // the answer nobody compares, so that the next request finds none waiting
		}
		return nil, nil
	}
	if sent != nil {
		return &engine.NeutralState{}, sent
	}
	got, err := pl.ReceiveState()
	return &got, err
}

// sent is a choice sent to a Pipelined engine whose answer is not
// checked yet: dogma's state after it, and what a finding of it tells.
type sent struct {
	moves   int         // the moves made with it
	sent    int         // the exchanges made with it
	delta   *stateDelta // what the choice changed in dogma's state
	clause  string
	logged  logSpan // where dogma's events of the last decision that logged any are
	compare bool    // false for a choice dogma's game stopped on, whose answer is only received
}

// logSpan is where, in the event log of dogma's game, the events of a
// decision are: the n events logged since mark; none when n is 0.
type logSpan struct {
	mark, n int
}

// takeEvents makes p.events the events p.logged points to, copied out
// of the log of dogma's game, before the game is replaced.
func (p *play) takeEvents() {
	if p.logged.n > 0 {
		p.events = slices.Clone(p.g.EventsSince(p.logged.mark)[:p.logged.n])
		p.logged = logSpan{}
	}
}

// receive receives n answers of a Pipelined engine nobody checks.
func receive(pl Pipelined, n int) {
	for range n {
		pl.ReceiveState()
	}
}

// differs reports whether the engine's state got breaks a rule of every
// state or differs from dogma's want: whether compare has a finding or
// one-option decisions to answer.
func (p *play) differs(want, got engine.NeutralState) bool {
	if !sameZones(want, got) {
		return len(Check(got, p.players, p.cards)) > 0 || len(Compare(want, got)) > 0
	}
	// Every zone is dogma's (the most common answer by far): Compare's
	// zones need no second look.
	if want.Over != got.Over || want.Turn != got.Turn || want.Deciding != got.Deciding ||
		!slices.Equal(want.Winners, got.Winners) || !sameSet(want.Options, got.Options) || len(want.Unknown) > 0 {
		return true
	}
	for name, e := range got.Fields {
		if w, ok := want.Fields[name]; ok && w != e || !ok && e != "" {
			return true
		}
	}
	return len(Check(got, p.players, nil)) > 0
}

// replayDogma makes dogma's game that of the match's moves: a new game of
// cfg from decks, and each choice of the moves.
func (p *play) replayDogma(cfg engine.Config, decks map[string][]string) error {
	g, err := p.r.Reg.NewFromDecks(cfg, decks)
	if err != nil {
		return err
	}
	for _, c := range p.m.Choices {
		if err := g.Choose(c); err != nil {
			return err
		}
	}
	p.setGame(g)
	return g.Err()
}

// setGame makes g dogma's game, its neutral state followed from its
// next update on.
func (p *play) setGame(g engine.Game) {
	if p.g != nil {
		p.takeEvents()
	}
	p.g = g
	p.follow, _ = p.r.Reg.Follow(g)
}

// replayEngine takes the engine back to the match's last exchange: a new
// game, and every choice of the exchanges again, unchecked. It returns
// the engine's state after the last.
func (p *play) replayEngine(req protocol.New) (engine.NeutralState, error) {
	got, err := p.r.Ext.New(req)
	for _, x := range p.m.Exchanges[1:] {
		if err != nil {
			break
		}
		got, err = p.r.Ext.Choose(x.Request.(protocol.Choose).Label)
	}
	return got, err
}

// neutral returns dogma's neutral state now, with maps of its own.
func (p *play) neutral() engine.NeutralState {
	p.follow.Update()
	return protocol.Clone(*p.follow.State())
}

// step brings dogma's neutral state up to date after a decision and
// returns what the decision changed.
func (p *play) step() *stateDelta {
	c := p.follow.Update()
	return p.deltas.make(p.follow.State(), c)
}

// dogmaChoose answers dogma's decision d with option i and reports
// whether dogma's game goes on.
func (p *play) dogmaChoose(d *engine.Decision, i int) bool {
	mark := p.g.Mark()
	label, player := d.Options[i].Label, d.Player
	if err := p.g.Choose(i); err != nil {
		p.m.Err = err
		return false
	}
	p.m.Moves = append(p.m.Moves, scenarios.Move{Player: player, Label: label})
	p.m.Choices = append(p.m.Choices, i)
	if evs := p.g.EventsSince(mark); len(evs) > 0 {
		p.clause = evs[citedEvent(p.g, mark, len(evs))].Clause
		p.events = append(p.events[:0], evs...) // written out only for a finding
		p.logged = logSpan{}
	}
	if err := p.g.Err(); err != nil {
		p.m.Err = err
		return false
	}
	return true
}

func (p *play) exchange(req protocol.Message, want engine.NeutralState) {
	p.m.Exchanges = append(p.m.Exchanges, Exchange{Request: req, Expect: protocol.FromNeutral(want), Clause: p.clause})
}

// failed turns a protocol error into the game's finding and reports
// whether there was one.
func (p *play) failed(err error, want engine.NeutralState) bool {
	if err == nil {
		return false
	}
	f := p.finding(ErrorKind(err), err.Error(), nil, want, nil)
	var refused *protocol.RefusedError
	if errors.As(err, &refused) {
		if refused.Request == protocol.TypeNew {
			f.Message = "the engine refuses the game: " + err.Error()
		} else {
			f.Message = fmt.Sprintf("the engine refuses %q, an option dogma offers: %s", p.lastLabel(), err)
		}
	}
	p.m.Finding = f
	return true
}

func (p *play) lastLabel() string {
	if n := len(p.m.Moves); n > 0 {
		return p.m.Moves[n-1].Label
	}
	return ""
}

// compare compares the engine's state got with dogma's want and reports
// whether it found the game's finding. Where their options differ, a
// one-option decision one side asks and the other answers by itself
// (engine.Settings.AnswerSingle) is answered on the side that asks it, and
// the states compared again; a finding reports the states before.
func (p *play) compare(want, got engine.NeutralState) bool {
	if p.broken(want, got) {
		return true
	}
	diffs := Compare(want, got)
	if len(diffs) == 0 {
		return false
	}
	if !sameSet(want.Options, got.Options) {
		if agree, done := p.engineSingles(want, got); agree || done {
			return done
		}
		if p.dogmaSingles(got) {
			return false
		}
	}
	p.m.Finding = p.finding(KindDisagreement, "the engine and dogma part: "+diffs[0], diffs, want, &got)
	return true
}

// broken checks the engine's state got and reports whether it breaks a
// rule of every game, which is then the finding.
// Its cards are counted only when its zones are not dogma's: zones equal
// to dogma's hold the cards dogma's do.
func (p *play) broken(want, got engine.NeutralState) bool {
	cards := p.cards
	if sameZones(want, got) {
		cards = nil
	}
	bad := Check(got, p.players, cards)
	if len(bad) == 0 {
		return false
	}
	p.m.Finding = p.finding(KindProperty, "the engine's state breaks a rule of every game: "+bad[0], bad, want, &got)
	return true
}

// engineSingles answers the one-option decisions the engine asks that
// dogma does not offer, while the states differ. It reports whether they
// came to agree, and whether the game found its finding on the way.
func (p *play) engineSingles(want, got engine.NeutralState) (agree, done bool) {
	for k := 0; k < maxSingles && !got.Over && len(got.Options) == 1 && !slices.Contains(want.Options, got.Options[0]); k++ {
		label := got.Options[0]
		next, err := p.r.Ext.Choose(label)
		p.m.Exchanges = append(p.m.Exchanges, Exchange{Request: protocol.Choose{Type: protocol.TypeChoose, Label: label}})
		if p.failed(err, want) || p.broken(want, next) {
			return false, true
		}
		got = next
		if len(Compare(want, got)) == 0 {
			return true, false
		}
	}
	return false, false
}

// dogmaSingles answers, on a copy of dogma's game, the one-option
// decisions dogma asks while its state differs from got, and when the
// copy comes to agree makes the same answers in the game. It reports
// whether they agree.
func (p *play) dogmaSingles(got engine.NeutralState) bool {
	c := p.g.Clone()
	for k := 1; k <= maxSingles; k++ {
		d := c.Decision()
		if d == nil || len(d.Options) != 1 || c.Choose(0) != nil {
			return false
		}
		n, _ := p.r.Reg.NeutralOf(c)
		if len(Compare(n, got)) > 0 {
			continue
		}
		for range k {
			if !p.dogmaChoose(p.g.Decision(), 0) {
				return false
			}
		}
		last := &p.m.Exchanges[len(p.m.Exchanges)-1]
		last.Expect, last.Clause, last.delta = protocol.FromNeutral(p.neutral()), p.clause, nil
		return true
	}
	return false
}

func (p *play) finding(kind, msg string, details []string, want engine.NeutralState, got *engine.NeutralState) *Finding {
	f := &Finding{Kind: kind, Message: msg, Details: details, Decision: len(p.m.Moves),
		Label: p.lastLabel(), Clause: p.clause, Events: p.eventTexts(), Dogma: protocol.FromNeutral(want)}
	if got != nil {
		f.Engine = protocol.FromNeutral(protocol.Clone(*got)) // an External may patch got's maps in the games that follow
	}
	return f
}

// eventTexts returns dogma's events of the last decision that logged any,
// as dogma prints them.
func (p *play) eventTexts() []string {
	p.takeEvents()
	var out []string
	for _, e := range p.events {
		out = append(out, p.g.FormatEvent(e))
	}
	return out
}

// citedEvent returns the index, among the n events g logged since mark,
// of the event whose clause a finding cites: the last event of the step
// the decision belonged to, when the decision ended it and the next step
// began by logging events of its own (a new turn), else the last event.
func citedEvent(g engine.Game, mark, n int) int {
	if mg, ok := g.(engine.MachineGame); ok {
		if k := mg.StepMachine().StepMark() - mark; k > 0 && k <= n {
			return k - 1
		}
	}
	return n - 1
}

// ErrorKind returns the kind of finding of a protocol error.
func ErrorKind(err error) string {
	var (
		crash   *protocol.CrashError
		timeout *protocol.TimeoutError
		garbage *protocol.GarbageError
		turn    *protocol.OutOfTurnError
		refused *protocol.RefusedError
	)
	switch {
	case errors.As(err, &crash):
		return KindCrash
	case errors.As(err, &timeout):
		return KindTimeout
	case errors.As(err, &garbage):
		return KindGarbage
	case errors.As(err, &turn):
		return KindOutOfTurn
	case errors.As(err, &refused):
		return KindRefused
	}
	return KindCrash
}

// Settings returns the settings of cfg as a "new" request gives them: each
// setting reg declares other than the players, by name, as its text in
// cfg's String ("edition": "3rd", "teams": "true"), or its default when
// the text leaves it out.
func Settings(reg *engine.Registration, cfg engine.Config) map[string]string {
	given := map[string]string{}
	for _, f := range strings.Fields(cfg.String()) {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			v = "true"
		}
		given[k] = v
	}
	out := map[string]string{}
	for _, s := range reg.Settings {
		if s.Name == "players" {
			continue
		}
		if v, ok := given[s.Name]; ok {
			out[s.Name] = v
		} else if s.Default != "" {
			out[s.Name] = s.Default
		}
	}
	return out
}
