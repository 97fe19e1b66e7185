package innovation

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props"
)

// entryEffect is one effect bullet of a card's entry in EFFECTS.md, as
// each edition prints it.
type entryEffect struct {
	demand  bool
	text    [inn.Third + 1]string // the effect's text in each edition
	printed [inn.Third + 1]bool   // whether the edition prints it
}

// readEntry splits a card's entry in EFFECTS.md (cards.EffectsText) into
// its effects, in order, and the text of its rulings. An effect whose
// editions differ has sub-bullets "3rd:" and "1st:"; the rest of its
// lines belong to both.
func readEntry(entry string) (effects []entryEffect, rulings string) {
	var common string
	var own [inn.Third + 1]string
	sub := -1 // the edition whose sub-bullet continues, or -1
	ruling := false
	flush := func() {
		if len(effects) == 0 {
			return
		}
		e := &effects[len(effects)-1]
		for ed := range e.text {
			e.text[ed] = strings.TrimSpace(common + " " + own[ed])
			e.printed[ed] = !strings.Contains(own[ed], "does not exist")
		}
	}
	for _, line := range strings.Split(entry, "\n") {
		trimmed := strings.TrimSpace(line)
		indent := len(line) - len(strings.TrimLeft(line, " "))
		switch {
		case strings.HasPrefix(line, "- Effect:"), strings.HasPrefix(line, "- Demand:"):
			flush()
			effects = append(effects, entryEffect{demand: strings.HasPrefix(line, "- Demand:")})
			common, own, sub, ruling = strings.TrimSpace(line[len("- Effect:"):]), [inn.Third + 1]string{}, -1, false
		case strings.HasPrefix(line, "- Ruling:"):
			ruling = true
			rulings += " " + trimmed
		case ruling:
			rulings += " " + trimmed
		case indent == 2 && strings.HasPrefix(trimmed, "- 3rd:"):
			sub = int(inn.Third)
			own[sub] = trimmed[len("- 3rd:"):]
		case indent == 2 && strings.HasPrefix(trimmed, "- 1st:"):
			sub = int(inn.First)
			own[sub] = trimmed[len("- 1st:"):]
		case indent > 2 && sub >= 0:
			own[sub] += " " + trimmed
		default:
			sub = -1
			common += " " + trimmed
		}
	}
	flush()
	return effects, rulings
}

func TestReadEntry(t *testing.T) {
	effects, rulings := readEntry(cards.EffectsText(cards.Combustion))
	if len(effects) != 2 || !effects[0].demand || effects[1].demand {
		t.Fatalf("Combustion reads as %+v", effects)
	}
	if !effects[1].printed[inn.Third] || effects[1].printed[inn.First] {
		t.Errorf("Combustion 2 printed in (1st, 3rd) = %v, want only the 3rd", effects[1].printed)
	}
	if !strings.Contains(effects[0].text[inn.First], "two cards") || strings.Contains(effects[0].text[inn.Third], "two cards") {
		t.Errorf("Combustion 1 texts by edition: %q", effects[0].text)
	}
	if !strings.Contains(rulings, "BGA's 3rd-edition class") {
		t.Errorf("Combustion rulings: %q", rulings)
	}
}

// The words of the card texts that name each operation. mentions finds
// any form of an operation, to show that the table names nothing the text
// does not; commands finds only the verb as the texts command it ("return
// it", "you transfer"), to show that the table names everything the text
// does. Past forms ("if you returned") are conditions, not commands.
var (
	mentions = map[verbs]*regexp.Regexp{
		verbDraw:      regexp.MustCompile(`(?i)\bdraw`),
		verbMeld:      regexp.MustCompile(`(?i)\bmeld`),
		verbTuck:      regexp.MustCompile(`(?i)\btuck`),
		verbScore:     regexp.MustCompile(`(?i)\bscor(e|es|ed|ing)\b`),
		verbReturn:    regexp.MustCompile(`(?i)\breturn`),
		verbTransfer:  regexp.MustCompile(`(?i)\btransfer|\bmove\b|\bgives?\b|\btake\b|\bgoes into\b`),
		verbExchange:  regexp.MustCompile(`(?i)\bexchang`),
		verbReveal:    regexp.MustCompile(`(?i)\breveal|\bshow (them|their)\b`),
		verbSplay:     regexp.MustCompile(`(?i)\bsplay\b`),
		verbUnsplay:   regexp.MustCompile(`(?i)\bunsplay\b`),
		verbRemove:    regexp.MustCompile(`(?i)\bremove`),
		verbRearrange: regexp.MustCompile(`(?i)\brearrange\b`),
		verbEndAction: regexp.MustCompile(`(?i)\bdogma action then ends\b`),
	}
	commands = map[verbs]*regexp.Regexp{
		verbDraw:      regexp.MustCompile(`(?i)\bdraw\b`),
		verbMeld:      regexp.MustCompile(`(?i)\bmeld\b`),
		verbTuck:      regexp.MustCompile(`(?i)\btuck\b`),
		verbScore:     regexp.MustCompile(`(?i)\bscore\b`),
		verbReturn:    regexp.MustCompile(`(?i)\breturn\b`),
		verbTransfer:  regexp.MustCompile(`(?i)\btransfer\b`),
		verbExchange:  regexp.MustCompile(`(?i)\bexchange\b`),
		verbReveal:    regexp.MustCompile(`(?i)\breveal\b`),
		verbSplay:     regexp.MustCompile(`(?i)\bsplay\b`),
		verbUnsplay:   regexp.MustCompile(`(?i)\bunsplay\b`),
		verbRemove:    regexp.MustCompile(`(?i)\bremove\b`),
		verbRearrange: regexp.MustCompile(`(?i)\brearrange\b`),
	}
	// scoreNoun is "score" as a noun: a score pile, a player's points.
	scoreNoun = regexp.MustCompile(`(?i)\bscore piles?\b|\b(highest|whose) score\b`)
	// literalDraw is a draw of a named age: "draw a 3", "draw and meld a
	// 10", "draw two 4s", "draw another 4", "draw that many 2s".
	literalDraw = regexp.MustCompile(`(?i)\bdraw(?: and (?:meld|score|tuck|reveal))? (?:a|an|one|two|three|another|one more|a second|that many) (\d+)s?\b`)
	// relativeDraw is a draw whose age the text computes: "draw a card
	// whose age is one more than", "of value", "valued two above".
	relativeDraw = regexp.MustCompile(`(?i)\bdraw a card (?:whose|of value|valued)\b`)
	// splayTo is a splay and the direction the text gives it.
	splayTo = regexp.MustCompile(`(?i)\bsplay\b[^.;]*?\b(left|right|up)\b`)
)

// fromRulings names the operations an effect allows because a ruling of
// its card says so, not its bullet.
var fromRulings = map[string]verbs{
	"Oars 1":           verbReveal,   // "must show their hand" (§0.9)
	"Feudalism 1":      verbReveal,   // "reveals their hand" (§0.9)
	"Canal Building 1": verbTransfer, // a one-sided exchange "is a transfer"
}

// notCommanded names the commands the words of an effect seem to give but
// do not: a condition on what happened before, a noun.
var notCommanded = map[string]verbs{
	"Oars 2":         verbTransfer, // "when no affected opponent transferred any card through the demand"
	"Vaccination 2":  verbReturn,   // "when the demand had at least one card returned"
	"Publications 1": verbSplay,    // "the pile stays splayed as it was"
}

// namedAges are effects whose age the text computes but also bounds.
var namedAges = map[string]bool{
	"Pottery 1": true, // "the age given by how many you returned (1, 2 or 3)"
}

// TestEffectTextsMatchEffectsMD checks effectTexts against the card
// entries of EFFECTS.md: every card and effect, in each edition, is there;
// demands are demands; the ages drawn, the operations and the splay
// directions are the ones the effect's text names.
func TestEffectTextsMatchEffectsMD(t *testing.T) {
	deck := cards.Base()
	texts := cardTexts()
	if len(texts) != inn.NumAgeCards {
		t.Errorf("effectTexts has %d cards, want %d", len(texts), inn.NumAgeCards)
	}
	for c := inn.Card(0); c < inn.NumAgeCards; c++ {
		f := &deck.Facts[c]
		ct := texts[f.Name]
		if ct == nil {
			t.Errorf("effectTexts has no entry for %s", f.Name)
			continue
		}
		effects, rulings := readEntry(cards.EffectsText(c))
		if n := len(ct[inn.Third]); n != f.Effects {
			t.Errorf("%s has %d effects in the 3rd edition, cards.tsv says %d", f.Name, n, f.Effects)
		}
		for _, ed := range []inn.Edition{inn.First, inn.Third} {
			var printed []entryEffect
			for _, e := range effects {
				if e.printed[ed] {
					printed = append(printed, e)
				}
			}
			if len(printed) != len(ct[ed]) {
				t.Errorf("%s (%s edition) has %d effects, EFFECTS.md %d", f.Name, ed, len(ct[ed]), len(printed))
				continue
			}
			for i, e := range printed {
				name := f.Name + " " + strconv.Itoa(i+1)
				checkEffectText(t, name+" ("+ed.String()+" edition)", name, &ct[ed][i], e.demand, e.text[ed], rulings)
			}
		}
	}
}

// checkEffectText checks the permit p of the effect called name against
// the effect's text and its card's rulings.
func checkEffectText(t *testing.T, where, name string, p *permit, demand bool, text, rulings string) {
	t.Helper()
	if p.demand != demand {
		t.Errorf("%s: demand %v, EFFECTS.md %v: %s", where, p.demand, demand, text)
	}
	for v, re := range mentions {
		if p.verbs&v != 0 && !re.MatchString(text) && !(fromRulings[name]&v != 0 && re.MatchString(rulings)) {
			t.Errorf("%s: allows %s, which its text does not name: %s", where, v, text)
		}
	}
	commanded := scoreNoun.ReplaceAllString(text, "")
	for v, re := range commands {
		if re.MatchString(commanded) && p.verbs&v == 0 && notCommanded[name]&v == 0 {
			t.Errorf("%s: does not allow %s, which its text names: %s", where, v, text)
		}
	}

	var ages uint16
	for _, m := range literalDraw.FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[1])
		ages |= 1 << n
	}
	relative := relativeDraw.MatchString(text)
	switch {
	case namedAges[name]:
		for a := 1; a <= inn.MaxAge; a++ {
			if p.ages&(1<<a) != 0 && !strings.Contains(text, strconv.Itoa(a)) {
				t.Errorf("%s: draws %s, which its text does not name: %s", where, inn.AnAge(a), text)
			}
		}
	case relative != p.anyAge:
		t.Errorf("%s: any age %v, but the text's age is relative: %v: %s", where, p.anyAge, relative, text)
	case !p.anyAge && ages != p.ages:
		t.Errorf("%s: draws %s, the text %s: %s", where, p.agesText(), (&permit{ages: ages}).agesText(), text)
	}

	var splays uint8
	for _, m := range splayTo.FindAllStringSubmatch(text, -1) {
		d, _ := inn.ParseSplay(strings.ToLower(m[1]))
		splays |= 1 << d
	}
	if splays != p.splays {
		t.Errorf("%s: splays %s, the text %s: %s", where, p.splaysText(), (&permit{splays: splays}).splaysText(), text)
	}
}

func TestReadPermit(t *testing.T) {
	p, err := readPermit("demand transfer draw=1,3 splay=left,up")
	if err != nil {
		t.Fatal(err)
	}
	want := permit{demand: true, verbs: verbTransfer | verbDraw | verbSplay, ages: 1<<1 | 1<<3, splays: 1<<inn.Left | 1<<inn.Up}
	if p != want {
		t.Errorf("got %+v, want %+v", p, want)
	}
	for _, bad := range []string{"draw=0", "draw=x", "splay=none", "splay=sideways", "claim", "draw", "demand=1"} {
		if _, err := readPermit(bad); err == nil {
			t.Errorf("readPermit(%q) accepted", bad)
		}
	}
	if _, err := readEffectTexts(map[string][]string{"X": {"3rd: absent", "meld"}}); err == nil {
		t.Error("an effect after an absent one was accepted")
	}
	if _, err := readEffectTexts(map[string][]string{"X": {"2nd: meld"}}); err == nil {
		t.Error("an unknown edition was accepted")
	}
}

func TestSplitEffect(t *testing.T) {
	for _, tc := range []struct {
		in    string
		name  string
		index int
		ok    bool
	}{
		{"Archery 1", "Archery", 1, true},
		{"The Pirate Code 2", "The Pirate Code", 2, true},
		{"A.I. 2", "A.I.", 2, true},
		{"Archery", "", 0, false},
		{"Archery 0", "", 0, false},
		{"Archery ", "", 0, false},
		{"Archery x1", "", 0, false},
	} {
		name, index, ok := splitEffect(tc.in)
		if ok != tc.ok || (ok && (name != tc.name || index != tc.index)) {
			t.Errorf("splitEffect(%q) = %q, %d, %v", tc.in, name, index, ok)
		}
	}
}

// cardTextStep returns a step of a fresh 2-player game of edition ed whose
// decision logged evs.
func cardTextStep(t *testing.T, ed inn.Edition, evs ...engine.Event) *props.Step {
	t.Helper()
	cfg := inn.Config{Players: 2, Edition: ed, Ages: inn.MaxAge}
	g, err := cards.NewGame(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	return &props.Step{Suite: Suite, Game: g, Config: cfg, Events: evs}
}

func TestCardText(t *testing.T) {
	deck := cards.Base()
	hand, board := int(inn.HandPlace(0)), int(inn.BoardPlace(0, inn.Red))
	supply1 := int(inn.SupplyPlace(1))
	ev := func(kind string, card inn.Card, from, to, arg int, clause, effect string) engine.Event {
		return engine.Event{Kind: kind, Player: 0, Card: int(card), From: from, To: to, Arg: arg, Clause: clause, Effect: effect}
	}
	w := deck.Facts[cards.Writing].Name
	for _, tc := range []struct {
		name   string
		ed     inn.Edition
		evs    []engine.Event
		clause string // "" for no violation
		text   string // a part of the message
	}{
		{"a draw of the age named", inn.First,
			[]engine.Event{ev(inn.EvDraw, cards.Pottery, supply1, hand, 1, "KEY-DRAWX", "Sailing 1")}, "", ""},
		{"a draw of another age", inn.Third,
			[]engine.Event{ev(inn.EvDraw, cards.Pottery, supply1, hand, 2, "KEY-DRAWX", "Sailing 1")}, "DOGMA-4", "Sailing 1 (3rd edition)"},
		{"an overflow of another age", inn.First,
			[]engine.Event{ev(inn.EvOverflow, inn.NoCard, supply1, supply1, 11, "DRAW-3", "Writing 1")}, "DOGMA-4", "asks for an 11"},
		{"a relative draw", inn.First,
			[]engine.Event{ev(inn.EvDraw, cards.Pottery, supply1, hand, 11, "DRAW-2", "Agriculture 1")}, "", ""},
		{"a demand's draw", inn.Third,
			[]engine.Event{ev(inn.EvDraw, cards.Pottery, supply1, hand, 2, "DOGMA-5", "Archery 1")}, "DOGMA-5", "draws a 1"},
		{"an operation the text does not name", inn.First,
			[]engine.Event{ev(inn.EvScore, cards.Pottery, hand, int(inn.ScorePlace(0)), 0, "KEY-SCORE", w+" 1")}, "DOGMA-4", "names only draw"},
		{"the 3rd edition's reveal in the 1st", inn.First,
			[]engine.Event{ev(inn.EvReveal, cards.Pottery, hand, hand, 0, "KEY-REVEAL", "Measurement 1")}, "DOGMA-4", "Measurement 1 (1st edition)"},
		{"the 3rd edition's reveal in the 3rd", inn.Third,
			[]engine.Event{ev(inn.EvReveal, cards.Pottery, hand, hand, 0, "KEY-REVEAL", "Measurement 1")}, "", ""},
		{"a splay direction the text names", inn.First,
			[]engine.Event{ev(inn.EvSplay, inn.NoCard, board, board, int(inn.Left), "KEY-SPLAY", "Code of Laws 1")}, "", ""},
		{"a splay direction the text does not name", inn.First,
			[]engine.Event{ev(inn.EvSplay, inn.NoCard, board, board, int(inn.Right), "KEY-SPLAY", "Code of Laws 1")}, "KEY-SPLAY", "splays left"},
		{"an unsplay after a move", inn.First,
			[]engine.Event{ev(inn.EvReturn, cards.Archery, board, supply1, 0, "KEY-RETURN", "Fission 2"),
				ev(inn.EvUnsplay, inn.NoCard, board, board, 0, "KEY-SPLAY", "Fission 2")}, "", ""},
		{"an unsplay the text does not name", inn.First,
			[]engine.Event{ev(inn.EvTransfer, cards.Archery, hand, int(inn.HandPlace(1)), 0, "KEY-TRANSFER", "Feudalism 1"),
				ev(inn.EvUnsplay, inn.NoCard, board, board, 0, "KEY-SPLAY", "Feudalism 1")}, "DOGMA-5", "Feudalism 1 (1st edition)"},
		{"an unsplay the 3rd edition names", inn.Third,
			[]engine.Event{ev(inn.EvTransfer, cards.Archery, hand, int(inn.HandPlace(1)), 0, "KEY-TRANSFER", "Feudalism 1"),
				ev(inn.EvUnsplay, inn.NoCard, board, board, 0, "KEY-SPLAY", "Feudalism 1")}, "", ""},
		{"an effect the edition does not print", inn.First,
			[]engine.Event{ev(inn.EvEffect, cards.Combustion, board, board, 1, "DOGMA-4", "Combustion 2")}, "DOGMA-4", "has 1 effect"},
		{"a demand performed as a demand", inn.First,
			[]engine.Event{ev(inn.EvEffect, cards.Archery, board, board, 0, "DOGMA-5", "Archery 1")}, "", ""},
		{"a demand shared", inn.First,
			[]engine.Event{ev(inn.EvEffect, cards.Archery, board, board, 0, "DOGMA-4", "Archery 1")}, "DOGMA-5", "is a demand"},
		{"a non-demand performed as a demand", inn.Third,
			[]engine.Event{ev(inn.EvEffect, cards.Writing, board, board, 0, "DOGMA-5", "Writing 1")}, "DOGMA-4", "is no demand"},
		{"an execution", inn.Third,
			[]engine.Event{ev(inn.EvEffect, cards.Writing, board, board, 0, "DOGMA-9", "Writing 1")}, "", ""},
		{"a special achievement claimed during an effect", inn.Third,
			[]engine.Event{ev(inn.EvSpecial, inn.Monument, int(inn.AchievementsPlace(0)), int(inn.AchievementsPlace(0)), 0, "SPECIAL-MONUMENT", "Writing 1")}, "", ""},
		{"a card of another deck", inn.Third,
			[]engine.Event{ev(inn.EvScore, cards.Pottery, hand, int(inn.ScorePlace(0)), 0, "KEY-SCORE", "Nowhere 1")}, "", ""},
	} {
		err := checkCardText(cardTextStep(t, tc.ed, tc.evs...))
		switch {
		case tc.clause == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.clause == "":
		case err == nil:
			t.Errorf("%s: no violation", tc.name)
		default:
			v := err.(*props.Violation)
			if v.Clause != tc.clause || !strings.Contains(v.Message, tc.text) {
				t.Errorf("%s: %v, want clause %s and %q", tc.name, err, tc.clause, tc.text)
			}
		}
	}
}

// TestCardTextNamesEveryVerb keeps verbNames and verbOf in step.
func TestCardTextNamesEveryVerb(t *testing.T) {
	kinds := []string{inn.EvDraw, inn.EvMeld, inn.EvTuck, inn.EvScore, inn.EvReturn, inn.EvTransfer,
		inn.EvExchange, inn.EvReveal, inn.EvSplay, inn.EvUnsplay, inn.EvRemove, inn.EvRearrange, inn.EvCut, inn.EvAchieve}
	var all verbs
	for _, k := range kinds {
		v := verbOf(k)
		if v == 0 || !slices.Contains(verbNames[:], strings.Split(v.String(), ", ")[0]) {
			t.Errorf("event kind %q has no operation", k)
		}
		all |= v
	}
	if all != 1<<len(verbNames)-1 {
		t.Errorf("the event kinds cover %s, not every operation", all)
	}
}
