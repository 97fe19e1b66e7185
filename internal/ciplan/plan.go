// Package ciplan reads the CI plan (CI.yml): the test command, the
// scenario folders to replay, random play of each game over its profiles,
// native fuzz targets, campaigns, referee campaigns against another
// engine and mutation testing, each with the games or time of a budget. It checks the plan against the settings the
// games declare (engine.Setting) and expands it into the steps of a
// budget; dogma ci runs them.
package ciplan

import (
	"bytes"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/props"
)

// Budgets are the budgets a CI plan knows, in order.
var Budgets = []string{"short", "long"}

// Plan is a CI plan, the content of CI.yml. The profile axes (editions, variants,
// players, teams, exclude) are those of the play entries that give none of
// their own.
type Plan struct {
	Test      string          `yaml:"test"`
	Scenarios []string        `yaml:"scenarios"`
	Editions  []string        `yaml:"editions"`
	Variants  [][]string      `yaml:"variants"`
	Players   []int           `yaml:"players"`
	Teams     bool            `yaml:"teams"`
	Exclude   []exclude       `yaml:"exclude"`
	Play      playEntries     `yaml:"play"`
	Fuzz      []fuzzEntry     `yaml:"fuzz"`
	Campaigns []campaignEntry `yaml:"campaigns"`
	Referees  []refereeEntry  `yaml:"referees"`
	Mutation  *Mutation       `yaml:"mutation"`
	path      string          // for messages
	data      []byte          // the text, for the lines of messages
}

// gameOrDefault returns the game a step names, or the default game.
func gameOrDefault(game string) string {
	if game == "" {
		return props.DefaultGame
	}
	return game
}

// Mutation is the mutation-testing section: a Go mutation tool run over
// packages against their tests built with tags, in some budgets only.
type Mutation struct {
	Tool     string   `yaml:"tool"`     // a module path@version that go run can run
	Tags     string   `yaml:"tags"`     // the build tags of the suite run against each mutant
	Packages []string `yaml:"packages"` // the packages mutated
	Budgets  []string `yaml:"budgets"`  // the budgets that run it
	line     int
}

// UnmarshalYAML records the line of the section, for messages.
func (m *Mutation) UnmarshalYAML(n *yaml.Node) error {
	type plain Mutation
	m.line = n.Line
	if err := knownKeys(n, plain{}, "the mutation section"); err != nil {
		return err
	}
	return n.Decode((*plain)(m))
}

// exclude leaves out of random play the profiles it matches: those of
// its edition, variant set and player count, each when given.
type exclude struct {
	Edition  string   `yaml:"edition"`
	Variants []string `yaml:"variants"`
	Players  int      `yaml:"players"`
	Reason   string   `yaml:"reason"`
}

// matches reports whether e leaves out profile c.
func (e exclude) matches(c profile) bool {
	return (e.Edition == "" || e.Edition == c.edition) &&
		(e.Variants == nil || slices.Equal(e.Variants, c.variants)) &&
		(e.Players == 0 || e.Players == c.players)
}

// playEntry is one entry of the random-play section: the games of one game
// per profile. An entry that gives players or variants plays its own
// profiles (each player count with its variant set); one that gives
// neither plays the plan's profile axes.
type playEntry struct {
	Game     string         `yaml:"game"` // default: the default game
	Seed     uint64         `yaml:"seed"`
	Games    map[string]int `yaml:"games"`
	Players  []int          `yaml:"players"`
	Variants []string       `yaml:"variants"`
	line     int
}

// playEntries is the random-play section: one entry, or a list of them.
type playEntries []playEntry

// UnmarshalYAML reads one entry or a list of entries.
func (ps *playEntries) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.SequenceNode {
		return n.Decode((*[]playEntry)(ps))
	}
	var p playEntry
	if err := n.Decode(&p); err != nil {
		return err
	}
	*ps = playEntries{p}
	return nil
}

// fuzzEntry is one native fuzz target, and the game it plays.
type fuzzEntry struct {
	Game    string            `yaml:"game"` // default: the default game
	Target  string            `yaml:"target"`
	Package string            `yaml:"package"`
	Budget  map[string]string `yaml:"budget"`
	line    int               // of the entry
	bline   int               // of its budget
}

// campaign is what a campaign entry gives, of dogma fuzz or of dogma
// referee: the game, the seed, the settings passed when given (else the
// campaign mixes the game's default profiles) and the time budget.
type campaign struct {
	Game       string            `yaml:"game"` // default: the default game
	Seed       uint64            `yaml:"seed"`
	Players    string            `yaml:"players"` // 2, 3, 4 or teams; several comma-separated
	Edition    string            `yaml:"edition"` // several comma-separated
	Variants   []string          `yaml:"variants"`
	Expansions []string          `yaml:"expansions"`
	Budget     map[string]string `yaml:"budget"`
	line       int               // of the entry
	bline      int               // of its budget
}

// campaignEntry is one campaign of dogma fuzz.
type campaignEntry struct {
	campaign `yaml:",inline"`
}

// refereeEntry is one campaign of dogma referee: a campaign played
// against an engine in lockstep with dogma's own.
type refereeEntry struct {
	campaign `yaml:",inline"`
	// Engine is the engine's command line; a first word dogma is the
	// running dogma binary.
	Engine []string `yaml:"engine"`
}

// UnmarshalYAML records the line of each entry, for messages.
func (p *playEntry) UnmarshalYAML(n *yaml.Node) error {
	type plain playEntry
	p.line = n.Line
	if err := knownKeys(n, plain{}, "a play entry"); err != nil {
		return err
	}
	return n.Decode((*plain)(p))
}

// UnmarshalYAML records the line of each entry, for messages.
func (f *fuzzEntry) UnmarshalYAML(n *yaml.Node) error {
	type plain fuzzEntry
	f.line, f.bline = n.Line, budgetLine(n)
	if err := knownKeys(n, plain{}, "a fuzz entry"); err != nil {
		return err
	}
	return n.Decode((*plain)(f))
}

// UnmarshalYAML records the line of each entry, for messages.
func (c *campaignEntry) UnmarshalYAML(n *yaml.Node) error {
	type plain campaignEntry
	if err := knownKeys(n, plain{}, "a campaign entry"); err != nil {
		return err
	}
	if err := n.Decode((*plain)(c)); err != nil {
		return err
	}
	c.line, c.bline = n.Line, budgetLine(n)
	return nil
}

// UnmarshalYAML records the line of each entry, for messages.
func (r *refereeEntry) UnmarshalYAML(n *yaml.Node) error {
	type plain refereeEntry
	if err := knownKeys(n, plain{}, "a referee entry"); err != nil {
		return err
	}
	if err := n.Decode((*plain)(r)); err != nil {
		return err
	}
	r.line, r.bline = n.Line, budgetLine(n)
	return nil
}

// knownKeys checks that every key of a mapping node is a field of v's
// type (its yaml tags, those of inline fields included): decoding a node
// alone, as an UnmarshalYAML method does, ignores unknown keys, so a
// misspelt key would drop a setting silently. what names the entry in
// the message.
func knownKeys(n *yaml.Node, v any, what string) error {
	if n.Kind != yaml.MappingNode {
		return nil // decoding reports it
	}
	known := map[string]bool{}
	var add func(t reflect.Type)
	add = func(t reflect.Type) {
		for f := range t.Fields() {
			name, opts, _ := strings.Cut(f.Tag.Get("yaml"), ",")
			switch {
			case opts == "inline":
				add(f.Type)
			case f.IsExported() && name != "" && name != "-":
				known[name] = true
			}
		}
	}
	add(reflect.TypeOf(v))
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := n.Content[i]; !known[k.Value] {
			return fmt.Errorf("line %d: field %s not found in %s", k.Line, k.Value, what)
		}
	}
	return nil
}

// budgetLine returns the line of the budget of a mapping node, or its own.
func budgetLine(n *yaml.Node) int {
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == "budget" {
			return n.Content[i+1].Line
		}
	}
	return n.Line
}

var yamlLine = regexp.MustCompile(`line (\d+): (.*)`)

// Read reads and checks a CI plan. Errors name the file and line.
func Read(path string) (*Plan, error) {
	data, err := inputfile.ReadNonEmpty(path)
	if err != nil {
		return nil, err
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var p Plan
	if err := dec.Decode(&p); err != nil {
		if m := yamlLine.FindStringSubmatch(err.Error()); m != nil {
			return nil, fmt.Errorf("%s:%s: %s", path, m[1], m[2])
		}
		return nil, fmt.Errorf("%s:1: %v", path, err)
	}
	p.path = path
	p.data = data
	return &p, p.check()
}

// keyLine returns the line of a top-level key of the plan, or 1.
func (p *Plan) keyLine(key string) int {
	for i, l := range strings.Split(string(p.data), "\n") {
		if strings.HasPrefix(l, key+":") {
			return i + 1
		}
	}
	return 1
}

// checkProfiles validates the profiles random play covers: every edition,
// variant and player count is one the game declares (engine.Setting), and
// a play section plays at least one profile (a plan never drops its play
// steps silently). A play section without editions or players plays the
// game's default edition and player count; profiles without a play
// section are an error.
func (p *Plan) checkProfiles(at func(line int, format string, args ...any) error) error {
	for _, suite := range p.axisGames() {
		if err := p.checkAxes(suite, at); err != nil {
			return err
		}
	}
	for _, pl := range p.Play {
		suite, err := props.GameNamed(gameOrDefault(pl.Game))
		if err != nil {
			continue // check reports it
		}
		for _, n := range pl.Players {
			if err := checkSetting(suite, "players", strconv.Itoa(n)); err != nil {
				return at(pl.line, "play: players: %v", err)
			}
		}
		if len(pl.Variants) > 0 {
			if err := checkSetting(suite, "variants", strings.Join(pl.Variants, ",")); err != nil {
				return at(pl.line, "play: variants: %v", err)
			}
		}
	}
	if len(p.Play) == 0 {
		if len(p.Editions) > 0 || len(p.Players) > 0 || len(p.Variants) > 0 || p.Teams {
			return at(p.keyLine("editions"), "the plan lists profiles but has no play section to play them")
		}
		return nil
	}
	for _, pl := range p.Play {
		for _, b := range Budgets {
			if n := pl.Games[b]; n < 1 {
				return at(pl.line, "play: %s budget: %d games is out of range: allowed 1 or more", b, n)
			}
		}
		if len(p.profiles(pl)) == 0 {
			return at(p.keyLine("exclude"), "exclude: every profile is left out, so play plays nothing")
		}
	}
	return nil
}

// axisGames returns the games of the play entries that play the plan's
// profile axes (those that give no players or variants of their own), or
// the default game when there are none.
func (p *Plan) axisGames() []*props.Suite {
	var out []*props.Suite
	for _, pl := range p.Play {
		if pl.Players != nil || pl.Variants != nil {
			continue
		}
		if s, err := props.GameNamed(gameOrDefault(pl.Game)); err == nil && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		if s, err := props.GameNamed(props.DefaultGame); err == nil {
			out = append(out, s)
		}
	}
	return out
}

// checkAxes checks the plan's profile axes against the settings game s
// declares: every edition, variant set and player count is one it allows.
func (p *Plan) checkAxes(s *props.Suite, at func(line int, format string, args ...any) error) error {
	for _, e := range p.Editions {
		if err := checkSetting(s, "edition", e); err != nil {
			return at(p.keyLine("editions"), "editions: %v", err)
		}
	}
	for _, v := range p.Variants {
		if err := checkSetting(s, "variants", strings.Join(v, ",")); err != nil {
			return at(p.keyLine("variants"), "variants: %v", err)
		}
	}
	for _, n := range p.Players {
		if err := checkSetting(s, "players", strconv.Itoa(n)); err != nil {
			return at(p.keyLine("players"), "players: %v", err)
		}
	}
	if p.Teams {
		if _, ok := s.Setting("teams"); !ok {
			return at(p.keyLine("teams"), "teams: the game %s has no setting teams", s.Name)
		}
	}
	return nil
}

// checkSetting checks one value of the setting of game s with the given
// name; a setting the game does not declare is an error.
func checkSetting(s *props.Suite, name, val string) error {
	st, ok := s.Setting(name)
	if !ok {
		return fmt.Errorf("the game %s has no setting %s", s.Name, name)
	}
	return st.Check(val)
}

// settingDefault returns the default of the setting of game name, or ""
// when the game does not declare it.
func settingDefault(game, name string) string {
	s, err := props.GameNamed(game)
	if err != nil {
		return ""
	}
	st, _ := s.Setting(name)
	return st.Default
}

// check validates what decoding cannot: budgets and durations.
func (p *Plan) check() error {
	at := func(line int, format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", p.path, line, fmt.Sprintf(format, args...))
	}
	if p.Test == "" {
		return at(1, "the plan has no test command")
	}
	game := func(line int, name string) error {
		if _, err := props.GameNamed(gameOrDefault(name)); err != nil {
			return at(line, "game: %v", err)
		}
		return nil
	}
	for _, pl := range p.Play {
		if err := game(pl.line, pl.Game); err != nil {
			return err
		}
		for _, b := range Budgets {
			if _, ok := pl.Games[b]; !ok {
				return at(pl.line, "play: games has no %s budget", b)
			}
		}
	}
	if err := p.checkProfiles(at); err != nil {
		return err
	}
	durations := func(line int, what string, m map[string]string) error {
		// what names the entry: "campaign seed 1", "FuzzGame".
		for _, b := range Budgets {
			s, ok := m[b]
			if !ok {
				return at(line, "%s: no %s budget", what, b)
			}
			d, err := time.ParseDuration(s)
			if err != nil {
				return at(line, "%s: %s budget: %q is not a duration such as 30s or 10m", what, b, s)
			}
			if d <= 0 {
				return at(line, "%s: %s budget: %s is out of range: allowed more than 0s", what, b, s)
			}
		}
		return nil
	}
	for _, f := range p.Fuzz {
		if f.Target == "" || f.Package == "" {
			return at(f.line, "a fuzz entry needs a target and a package")
		}
		if err := game(f.line, f.Game); err != nil {
			return err
		}
		if err := durations(f.bline, f.Target, f.Budget); err != nil {
			return err
		}
	}
	for _, c := range p.Campaigns {
		if err := p.checkCampaign(at, "campaign", c.campaign, durations); err != nil {
			return err
		}
	}
	for _, r := range p.Referees {
		if err := p.checkCampaign(at, "referee", r.campaign, durations); err != nil {
			return err
		}
		label := "referee seed " + strconv.FormatUint(r.Seed, 10)
		if len(r.Engine) == 0 {
			return at(r.line, "%s: no engine: give its command line, as engine: [dogma, serve]", label)
		}
		if slices.Contains(r.Engine, "") {
			return at(r.line, "%s: engine: an empty word in the command line %q", label, r.Engine)
		}
		if s, _ := props.GameNamed(gameOrDefault(r.Game)); s.Neutral == nil {
			return at(r.line, "%s: dogma cannot referee %s (its registration has no neutral state)", label, s.Name)
		}
	}
	if m := p.Mutation; m != nil {
		if m.Tool == "" || !strings.Contains(m.Tool, "@") || len(m.Packages) == 0 {
			return at(m.line, "mutation: needs a tool (module path@version) and packages")
		}
		for _, b := range m.Budgets {
			if !slices.Contains(Budgets, b) {
				return at(m.line, "mutation: unknown budget %q (want short or long)", b)
			}
		}
	}
	return nil
}

// checkCampaign checks a campaign entry of a section (campaign or
// referee): its game, every setting it gives against those the game
// declares, and its budget, with durations.
func (p *Plan) checkCampaign(at func(line int, format string, args ...any) error, section string, c campaign,
	durations func(line int, what string, m map[string]string) error) error {
	label := section + " seed " + strconv.FormatUint(c.Seed, 10)
	suite, err := props.GameNamed(gameOrDefault(c.Game))
	if err != nil {
		return at(c.line, "game: %v", err)
	}
	for _, n := range splitList(c.Players) {
		if n == "teams" {
			if _, ok := suite.Setting("teams"); !ok {
				return at(c.line, "%s: players: the game %s has no setting teams", label, suite.Name)
			}
			continue
		}
		if err := checkSetting(suite, "players", n); err != nil {
			return at(c.line, "%s: players: %v", label, err)
		}
	}
	for _, e := range splitList(c.Edition) {
		if err := checkSetting(suite, "edition", e); err != nil {
			return at(c.line, "%s: edition: %v", label, err)
		}
	}
	if len(c.Variants) > 0 {
		if err := checkSetting(suite, "variants", strings.Join(c.Variants, ",")); err != nil {
			return at(c.line, "%s: variants: %v", label, err)
		}
	}
	if len(c.Expansions) > 0 {
		if err := checkSetting(suite, "expansions", strings.Join(c.Expansions, ",")); err != nil {
			return at(c.line, "%s: expansions: %v", label, err)
		}
	}
	return durations(c.bline, label, c.Budget)
}

// splitList returns the comma-separated values of a setting as an entry
// gives them, spaces trimmed; none for "".
func splitList(s string) []string {
	var out []string
	for _, v := range strings.Split(s, ",") {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}
