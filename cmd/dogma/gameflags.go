package main

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
)

// mixMode says how a command that plays several configurations fills in
// the settings its flags do not give.
type mixMode uint8

const (
	// single: one configuration; a setting not given takes its default.
	single mixMode = iota
	// campaign: with no setting given, the game's own setups; else every
	// combination of the values given and, for the settings not given,
	// the values the game mixes (Setting.Mix).
	campaign
	// numbers: every combination of the numbers given and, for the number
	// settings not given, the numbers the game mixes; the other settings
	// take their Bench value or their default (bench: the rules that play
	// games to their end at each player count).
	numbers
)

// gameFlags are the flags of the games' settings (engine.Setting): one for
// each flag any listed game declares, with each game's range in its help.
// Which game a run plays is known only once --game is read: config and
// configs then refuse a flag that game does not declare and check every
// value against its declaration.
type gameFlags struct {
	mode   mixMode
	names  []string                 // the flags, in the order of the games' declarations
	values map[string]*settingValue // by flag name
	fs     *pflag.FlagSet
}

// settingValue is the value of one setting flag as given: a pflag.Value.
type settingValue struct {
	kind  engine.SettingKind
	list  bool     // several values, comma-separated or repeated
	vals  []string // as given
	given bool
	def   string
}

func (v *settingValue) String() string {
	if !v.given {
		return v.def
	}
	return strings.Join(v.vals, ",")
}

func (v *settingValue) Set(s string) error {
	if v.kind == engine.Switch {
		if s != "true" && s != "false" {
			return fmt.Errorf("%s is not true or false", quote(s))
		}
		v.vals, v.given = []string{s}, true
		return nil
	}
	if !v.given {
		v.vals = nil
	}
	v.given = true
	if !v.list {
		v.vals = []string{strings.TrimSpace(s)}
		return nil
	}
	for _, f := range strings.Split(s, ",") {
		v.vals = append(v.vals, strings.TrimSpace(f))
	}
	return nil
}

func (v *settingValue) Type() string {
	switch {
	case v.kind == engine.Switch:
		return "bool"
	case v.kind == engine.Number && v.list:
		return "ints"
	case v.kind == engine.Number:
		return "int"
	case v.list:
		return "strings"
	}
	return "string"
}

// register adds the setting flags of every game to fs; mode says how
// config and configs fill in the settings not given.
func (f *gameFlags) register(fs *pflag.FlagSet, mode mixMode) {
	f.fs, f.mode, f.values = fs, mode, map[string]*settingValue{}
	for _, g := range props.Games() {
		for _, s := range g.Settings {
			if name := s.FlagName(); f.values[name] == nil {
				f.names = append(f.names, name)
				list := s.Kind == engine.List || mode != single && s.Kind != engine.Switch
				f.values[name] = &settingValue{kind: s.Kind, list: list}
			}
		}
	}
	for _, name := range f.names {
		v := f.values[name]
		usage, def := settingHelp(name, mode)
		v.def = def
		fl := fs.VarPF(v, name, "", usage)
		if v.kind == engine.Switch {
			fl.NoOptDefVal = "true"
		}
	}
}

// settingHelp returns the help line of a setting flag, from the
// declarations of the games that have it, and its default as help shows
// it.
func settingHelp(flag string, mode mixMode) (usage, def string) {
	var doc string
	var allowed, owners, mixes, defaults []string
	same := true
	for _, g := range props.Games() {
		s, ok := g.SettingOfFlag(flag)
		if !ok {
			continue
		}
		if doc == "" {
			doc = s.Doc
		}
		owners = append(owners, g.Name)
		if s.Kind != engine.Switch {
			allowed = append(allowed, g.Name+": "+s.Allowed())
			same = same && s.Allowed() == strings.SplitN(allowed[0], ": ", 2)[1]
		}
		defaults = append(defaults, s.Default)
		if len(s.Mix) > 0 {
			mixes = append(mixes, g.Name+": "+strings.Join(s.Mix, ","))
		}
	}
	var notes []string
	switch {
	case len(allowed) > 0 && same:
		notes = append(notes, strings.SplitN(allowed[0], ": ", 2)[1])
	case len(allowed) > 0:
		notes = append(notes, strings.Join(allowed, "; "))
	}
	if len(owners) < len(props.Games()) {
		notes = append(notes, strings.Join(owners, ", ")+" only")
	}
	usage = doc
	if len(notes) > 0 {
		usage += " (" + strings.Join(notes, "; ") + ")"
	}
	switch {
	case mode == campaign && len(mixes) > 0:
		usage += "; several mix, comma-separated (default: " + strings.Join(mixes, "; ") + ")"
	case mode == numbers && len(mixes) > 0:
		usage += "; several mix, comma-separated (default: the game's player counts)"
	case mode == single:
		if slices.Equal(slices.Compact(slices.Clone(defaults)), defaults[:1]) && defaults[0] != "false" {
			def = defaults[0]
		}
	}
	return usage, def
}

// given reports whether flag was set on the command line.
func (f *gameFlags) given(flag string) bool {
	v := f.values[flag]
	return v != nil && v.given
}

// anyGiven reports whether any setting flag was set.
func (f *gameFlags) anyGiven() bool {
	for _, n := range f.names {
		if f.given(n) {
			return true
		}
	}
	return false
}

// refuseUndeclared refuses a setting flag that game s does not declare: it
// would be ignored.
func (f *gameFlags) refuseUndeclared(s *props.Suite) error {
	for _, n := range f.names {
		if _, ok := s.SettingOfFlag(n); ok || !f.given(n) {
			continue
		}
		var own []string
		for _, st := range s.Settings {
			own = append(own, "--"+st.FlagName())
		}
		return usageError("--%s does not apply to the game %s, which has no such setting (its settings: %s)", n, s.Name, strings.Join(own, ", "))
	}
	return nil
}

// check checks one value of setting st given to its flag: a number in its
// range (or, in a campaign, the name of a switch that implies the
// setting), a value of a choice or of a list.
func (f *gameFlags) check(s *props.Suite, st engine.Setting, val string) error {
	flag := st.FlagName()
	switch st.Kind {
	case engine.Number:
		if f.mode == campaign && impliedBy(s, st, val) != nil {
			return nil
		}
		allowed := st.Allowed()
		if f.mode == campaign {
			for _, sw := range switchesImplying(s, st) {
				allowed += " or " + sw.Name
			}
		}
		n, err := strconv.Atoi(val)
		if err != nil {
			return usageError("--%s %s is not a number: allowed %s", flag, quote(val), allowed)
		}
		if n < st.Min || n > st.Max {
			return usageError("--%s %d is out of range: allowed %s", flag, n, allowed)
		}
	case engine.Choice:
		if st.Check(val) != nil {
			return usageError("--%s: unknown %s %s (want %s)", flag, flag, quote(val), st.Allowed())
		}
	case engine.List:
		if val != "" && val != "none" && st.Check(val) != nil {
			return usageError("--%s: unknown %s %s (want %s)", flag, flag, quote(val), st.Allowed())
		}
	}
	return nil
}

// switchesImplying returns the switches of s whose Implies sets st.
func switchesImplying(s *props.Suite, st engine.Setting) []engine.Setting {
	var out []engine.Setting
	for _, sw := range s.Settings {
		if sw.Kind != engine.Switch {
			continue
		}
		for _, kv := range strings.Fields(sw.Implies) {
			if k, _, _ := strings.Cut(kv, "="); k == st.Name {
				out = append(out, sw)
			}
		}
	}
	return out
}

// impliedBy returns the switch of s named val that implies st, or nil.
func impliedBy(s *props.Suite, st engine.Setting, val string) *engine.Setting {
	for _, sw := range switchesImplying(s, st) {
		if sw.Name == val {
			return &sw
		}
	}
	return nil
}

// checkGiven refuses the flags game s does not declare and checks every
// value given.
func (f *gameFlags) checkGiven(s *props.Suite) error {
	if err := f.refuseUndeclared(s); err != nil {
		return err
	}
	for _, st := range s.Settings {
		v := f.values[st.FlagName()]
		if v == nil || !v.given {
			continue
		}
		for _, val := range v.vals {
			if err := f.check(s, st, val); err != nil {
				return err
			}
		}
	}
	return nil
}

// value returns the value of setting st: the one given, else its default.
func (f *gameFlags) value(st engine.Setting) string {
	if v := f.values[st.FlagName()]; v != nil && v.given && len(v.vals) > 0 {
		return v.vals[len(v.vals)-1]
	}
	return st.Default
}

// config returns the one configuration of game s the flags describe, or a
// usage error.
func (f *gameFlags) config(s *props.Suite) (engine.Config, error) {
	if err := f.checkGiven(s); err != nil {
		return nil, err
	}
	var fields []string
	for _, st := range s.Settings {
		flag := st.FlagName()
		if !f.given(flag) {
			continue
		}
		switch st.Kind {
		case engine.Switch:
			if f.value(st) != "true" {
				continue
			}
			for _, kv := range strings.Fields(st.Implies) {
				k, want, _ := strings.Cut(kv, "=")
				other, ok := s.Setting(k)
				if ok && f.value(other) != want {
					return nil, usageError("--%s needs --%s %s, not %s", flag, other.FlagName(), want, f.value(other))
				}
			}
			fields = append(fields, st.Name)
		case engine.List:
			fields = append(fields, st.Name+"="+strings.Join(f.values[flag].vals, ","))
		default:
			fields = append(fields, st.Name+"="+f.value(st))
		}
	}
	cfg, err := s.ParseConfig(strings.Join(fields, " "))
	if err != nil {
		return nil, usageError("--game %s: %v", s.Name, err)
	}
	return cfg, nil
}

// configs returns the configurations of game s a command mixes, as the
// flags and the mode say, or a usage error.
func (f *gameFlags) configs(s *props.Suite) ([]engine.Config, error) {
	if err := f.checkGiven(s); err != nil {
		return nil, err
	}
	if f.mode == campaign && !f.anyGiven() {
		return s.Setups(), nil
	}
	return f.cross(s)
}

// cross returns every combination of the values of the settings of game s
// the flags give and, for the others, of what the mode takes of them, the
// first declared setting varying fastest.
func (f *gameFlags) cross(s *props.Suite) ([]engine.Config, error) {
	// Each axis is a setting with its values as configuration text; the
	// first declared varies fastest.
	var axes [][]string
	var fixed []string
	for _, st := range s.Settings {
		flag := st.FlagName()
		given := f.given(flag)
		switch st.Kind {
		case engine.Switch:
			if given && f.value(st) == "true" {
				if err := f.checkImplied(s, st); err != nil {
					return nil, err
				}
				fixed = append(fixed, strings.TrimSpace(st.Name+" "+st.Implies))
			}
			continue
		case engine.List:
			switch {
			case given:
				fixed = append(fixed, st.Name+"="+strings.Join(f.values[flag].vals, ","))
			case f.mode == numbers && st.Bench != "":
				fixed = append(fixed, st.Name+"="+st.Bench)
			case f.mode == campaign && len(st.Mix) > 0:
				var axis []string
				for _, v := range st.Mix {
					axis = append(axis, st.Name+"="+v)
				}
				axes = append(axes, axis)
			}
			continue
		}
		vals := st.Mix
		switch {
		case given:
			vals = f.values[flag].vals
		case f.mode == numbers && st.Bench != "":
			vals = []string{st.Bench}
		case f.mode == numbers && st.Kind != engine.Number:
			vals = nil
		}
		var axis []string
		for _, v := range vals {
			if sw := impliedBy(s, st, v); sw != nil {
				if f.mode == numbers && !given {
					continue // the default rules: no switch
				}
				axis = append(axis, strings.TrimSpace(sw.Name+" "+sw.Implies))
				continue
			}
			axis = append(axis, st.Name+"="+v)
		}
		if len(axis) > 0 {
			axes = append(axes, axis)
		}
	}
	var out []engine.Config
	var notPlayed error
	seen := map[string]bool{}
	for _, text := range crossTexts(axes) {
		text = strings.TrimSpace(text + " " + strings.Join(fixed, " "))
		cfg, err := s.ParseConfig(mergeSettings(text))
		if errors.Is(err, engine.ErrNotPlayed) {
			notPlayed = err // a combination the game does not play: left out of the mix
			continue
		}
		if err != nil {
			return nil, usageError("--game %s: %v", s.Name, err)
		}
		if !seen[cfg.String()] {
			seen[cfg.String()] = true
			out = append(out, cfg)
		}
	}
	if len(out) == 0 && notPlayed != nil {
		return nil, usageError("--game %s: %v", s.Name, notPlayed)
	}
	return out, nil
}

// checkImplied refuses, in a mix, values given to a setting that switch
// sw sets otherwise: they would be replaced.
func (f *gameFlags) checkImplied(s *props.Suite, sw engine.Setting) error {
	for _, kv := range strings.Fields(sw.Implies) {
		k, want, _ := strings.Cut(kv, "=")
		other, ok := s.Setting(k)
		if !ok || !f.given(other.FlagName()) {
			continue
		}
		for _, v := range f.values[other.FlagName()].vals {
			if v != want && v != sw.Name {
				return usageError("--%s needs --%s %s, not %s", sw.FlagName(), other.FlagName(), want, v)
			}
		}
	}
	return nil
}

// crossTexts returns every combination of one value of each axis, joined
// as configuration text, the first axis varying fastest.
func crossTexts(axes [][]string) []string {
	out := []string{""}
	for _, axis := range axes {
		var next []string
		for _, v := range axis {
			for _, t := range out {
				next = append(next, strings.TrimSpace(t+" "+v))
			}
		}
		out = next
	}
	return out
}

// mergeSettings drops from a configuration text the settings given again
// later (a switch's implied settings override the axis value), keeping
// the last of each.
func mergeSettings(text string) string {
	fields := strings.Fields(text)
	last := map[string]int{}
	for i, fl := range fields {
		k, _, _ := strings.Cut(fl, "=")
		last[k] = i
	}
	var out []string
	for i, fl := range fields {
		k, _, _ := strings.Cut(fl, "=")
		if last[k] == i {
			out = append(out, fl)
		}
	}
	return strings.Join(out, " ")
}
