package audit

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// The kinds of glossary entry that read a card text into the terms of its
// contract (see Step).
const (
	KindDirection = "direction" // a splay direction: left, right, up
	KindExtreme   = "extreme"   // highest or lowest
	KindCompare   = "compare"   // more or fewer
	KindRelative  = "relative"  // + or -: an age above or below another ("supérieure de")
	KindLink      = "link"      // and, or, either, then
	KindRepeat    = "repeat"    // again or each
	KindOwner     = "owner"     // whose zone: me, activator, opponent; activator-same for « la mienne »
	KindPlace     = "place"     // a preposition: from or to
	KindQuantity  = "quantity"  // all, at-most
	KindNeutral   = "neutral"   // a verb that is no game action (pouvoir, avoir)
	KindSuffix    = "suffix"    // a pronoun joined to a verb: "-la" in « comptabilisez-la »
)

// termReader reads texts through a glossary and a morphology: a word
// matches a glossary word when they share a form (the word, the word
// without a joined pronoun, or a stem).
type termReader struct {
	g      *Glossary
	m      *Morphology
	byForm map[string][]*Entry
}

func newTermReader(g *Glossary, m *Morphology, texts []string) (*termReader, error) {
	var words []string
	for _, e := range g.Entries {
		words = append(words, e.words...)
	}
	for _, t := range texts {
		words = append(words, Words(t)...)
	}
	var letters []string
	for _, w := range words {
		if strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			letters = append(letters, w)
		}
	}
	m.Suffixes = g.Suffixes()
	if err := m.Learn(letters); err != nil {
		return nil, err
	}
	r := &termReader{g: g, m: m, byForm: map[string][]*Entry{}}
	for i := range g.Entries {
		e := &g.Entries[i]
		if e.Kind == KindReading || e.Kind == KindConfig || e.Kind == KindSuffix || rulesOnly[e.Kind] {
			continue
		}
		forms := []string{e.words[0]}
		if stemmed[e.Kind] {
			forms = r.forms(e.words[0])
		}
		for _, f := range forms {
			r.byForm[f] = append(r.byForm[f], e)
		}
	}
	for _, es := range r.byForm {
		sort.SliceStable(es, func(i, j int) bool { return len(es[i].words) > len(es[j].words) })
	}
	return r, nil
}

// stemmed are the kinds of entry matched by their forms: words that
// conjugate or agree. The others (links, places, owners, numbers) are
// function words matched as written.
var stemmed = map[string]bool{KindAction: true, KindZone: true, KindNeutral: true, KindColor: true,
	KindIcon: true, KindExtreme: true, KindCard: true, KindWord: true}

// forms returns the forms of a word; a number word or a short function
// word is only itself, so that no stem joins « une » and « un » to
// another word.
func (r *termReader) forms(w string) []string {
	if len([]rune(w)) <= 3 {
		return []string{w}
	}
	return r.m.Forms(w)
}

func (r *termReader) same(text, entry string) bool {
	if text == entry {
		return true
	}
	for _, a := range r.forms(text) {
		for _, b := range r.forms(entry) {
			if a == b {
				return true
			}
		}
	}
	return false
}

// find returns the glossary terms of words, left to right, the longest at
// each position; matches[i] is the match that covers word i, or nil.
func (r *termReader) find(words []string) []*Match {
	out := make([]*Match, len(words))
	for i := 0; i < len(words); {
		var best *Entry
		seen := map[*Entry]bool{}
		for _, f := range r.forms(words[i]) {
			for _, e := range r.byForm[f] {
				if seen[e] || i+len(e.words) > len(words) || (best != nil && len(e.words) <= len(best.words)) {
					continue
				}
				seen[e] = true
				ok := true
				for j := 1; j < len(e.words) && ok; j++ {
					ok = words[i+j] == e.words[j] || stemmed[e.Kind] && r.same(words[i+j], e.words[j])
				}
				if ok {
					best = e
				}
			}
		}
		if best == nil {
			i++
			continue
		}
		n := len(best.words)
		m := &Match{Entry: best, Start: i, End: i + n, Text: strings.Join(words[i:i+n], " ")}
		for j := i; j < i+n; j++ {
			out[j] = m
		}
		i += n
	}
	return out
}

// readStep is a step of a text, with the words that say it.
type readStep struct {
	Step
	quote string
}

// textTerms is what a translated effect says, in the terms of a contract.
type textTerms struct {
	steps      []readStep
	ages       map[string]string // fixed ages drawn → quote
	relatives  map[string]string // "+1" → quote
	extremes   map[string]string // highest/lowest → quote
	compares   map[string]string // more/fewer → quote
	conditions map[string]string // if, if-you-do, if-affected → quote
	may        string            // the words of « may », "" if none
	orColors   string            // « jaunes ou mauves »
	andColors  string            // « jaunes et mauves »
	orVerbs    string            // « ou comptabilisez », « soit »
	unknown    []string          // action-like words the glossary does not know
	misspelt   []string          // words neither Hunspell nor the glossary knows
}

// zoneKinds are the glossary's zone canonicals as the contract names them.
var zoneKinds = map[string]string{"hand": "hand", "score": "score", "board": "board", "top": "top", "achievements": "achievements"}

// movable are the verbs whose zones a text names.
var movable = map[string]bool{"meld": true, "tuck": true, "score": true, "return": true, "transfer": true,
	"exchange": true, "remove": true, "junk": true}

// read reads one effect's text.
func (r *termReader) read(text string) *textTerms {
	t := &textTerms{ages: map[string]string{}, relatives: map[string]string{}, extremes: map[string]string{},
		compares: map[string]string{}, conditions: map[string]string{}}
	for _, sentence := range sentences(text) {
		r.sentence(t, Words(sentence))
	}
	return t
}

func (r *termReader) sentence(t *textTerms, words []string) {
	ms := r.find(words)
	var cur *readStep // the step the words now speak of
	place, owner := "", ""
	for i := 0; i < len(words); i++ {
		m := ms[i]
		w := words[i]
		if m == nil {
			if age, err := strconv.Atoi(w); err == nil && cur != nil && cur.Verb == "draw" {
				a := strconv.Itoa(age)
				q := w
				if cur.Count == "" {
					cur.Count = "1"
				} else {
					q = cur.quote + " … " + w
				}
				cur.Age = a
				t.ages[a] = q
			} else if r.m.Unknown(w) && !r.known(w) && strings.IndexFunc(w, unicode.IsLetter) >= 0 {
				t.misspelt = append(t.misspelt, w)
				cur = nil // the words after it speak of an action not read
			} else if r.m.ActionForm(w) && !r.known(w) {
				t.unknown = append(t.unknown, w)
				cur = nil
			} else if i > 0 && ms[i-1] != nil && ms[i-1].Kind == KindOwner && place != "" && cur != nil && movable[cur.Verb] && r.nounAfterOwner(w) {
				t.unknown = append(t.unknown, w)
			}
			continue
		}
		if m.Start != i {
			continue
		}
		i = m.End - 1
		switch m.Kind {
		case KindAction:
			if m.End-m.Start == 1 && r.m.Describes(w) {
				cur = nil // « décalée à gauche », « recyclée »: a state, not a step
				continue
			}
			verb := m.Canonical
			if verb == "achieve" {
				verb = "claim"
			}
			t.steps = append(t.steps, readStep{Step: Step{Verb: verb}, quote: m.Text})
			cur = &t.steps[len(t.steps)-1]
			place, owner = "", ""
		case KindCondition:
			switch m.Canonical {
			case "may":
				t.may = m.Text
			case "if", "if-you-do", "if-affected", "if-transferred":
				c := m.Canonical
				if c == "if-transferred" {
					c = "if-you-do"
				}
				t.conditions[c] = m.Text
			}
		case KindNumber:
			if cur == nil {
				continue
			}
			// A number is a count before an age, a card or a zone.
			next, nm := "", (*Match)(nil)
			if m.End < len(words) {
				next, nm = words[m.End], ms[m.End]
			}
			_, err := strconv.Atoi(next)
			if err == nil || nm != nil && (nm.Kind == KindWord && nm.Canonical == "card" || nm.Kind == KindPlace && nm.Canonical == "from") {
				if cur.Count == "" || cur.Count == "1" {
					cur.Count = m.Canonical
					cur.quote = m.Text
				}
			}
		case KindQuantity:
			if cur == nil {
				continue
			}
			switch m.Canonical {
			case "all":
				cur.Count = "all"
			case "at-most":
				if m.End < len(words) {
					if nm := ms[m.End]; nm != nil && nm.Kind == KindNumber {
						cur.Count = "0-" + nm.Canonical
						i = nm.End - 1
					}
				}
			}
		case KindRelative:
			if m.End < len(words) {
				if nm := ms[m.End]; nm != nil && nm.Kind == KindNumber {
					t.relatives[m.Canonical+nm.Canonical] = m.Text + " " + nm.Text
					i = nm.End - 1
				}
			}
		case KindExtreme:
			t.extremes[m.Canonical] = m.Text
		case KindCompare:
			t.compares[m.Canonical] = m.Text
		case KindDirection:
			if cur != nil && cur.Verb == "splay" && cur.Direction == "" {
				cur.Direction = m.Canonical
			}
		case KindPlace:
			place, owner = m.Canonical, ""
		case KindOwner:
			owner = m.Canonical
			if strings.HasSuffix(owner, "-same") && cur != nil && movable[cur.Verb] {
				kind, _, _ := strings.Cut(cur.From, ":")
				r.setZone(cur, place, kind, strings.TrimSuffix(owner, "-same"), m.Text)
				place, owner = "", ""
			}
		case KindZone:
			if cur != nil && movable[cur.Verb] && place != "" {
				r.setZone(cur, place, zoneKinds[m.Canonical], owner, m.Text)
			}
			place, owner = "", ""
		case KindColor:
			r.colorLink(t, words, ms, m)
		case KindRepeat:
			if m.Canonical == "each" {
				cur = nil // « pour chaque couleur de votre Zone de Jeu » names no zone of the step
			}
		case KindLink:
			if m.Canonical == "either" {
				t.orVerbs = m.Text
			}
			if m.Canonical == "or" && r.actionSoon(ms, m.End) {
				t.orVerbs = "ou " + words[min(m.End, len(words)-1)]
			}
		}
	}
}

// setZone sets a step's zone from a place word (from or to).
func (r *termReader) setZone(s *readStep, place, kind, owner, quote string) {
	if kind == "" {
		return
	}
	z := kind
	if owner != "" {
		z += ":" + owner
	}
	switch place {
	case "from":
		if s.From == "" {
			s.From = z
			s.quote += " … " + quote
		}
	case "to":
		if s.To == "" {
			s.To = z
			s.quote += " … " + quote
		}
	}
}

// colorLink notes two colors joined by « ou » or « et ».
func (r *termReader) colorLink(t *textTerms, words []string, ms []*Match, m *Match) {
	if m.End+1 >= len(words) {
		return
	}
	l, c := ms[m.End], ms[m.End+1]
	if l == nil || c == nil || l.Kind != KindLink || c.Kind != KindColor {
		return
	}
	q := m.Text + " " + l.Text + " " + c.Text
	switch l.Canonical {
	case "or":
		t.orColors = q
	case "and":
		t.andColors = q
	}
}

// actionSoon reports whether an action follows within three words of i.
func (r *termReader) actionSoon(ms []*Match, i int) bool {
	for j := i; j < len(ms) && j < i+4; j++ {
		if ms[j] != nil && ms[j].Kind == KindAction {
			return true
		}
	}
	return false
}

// known reports whether a word is a form of a glossary word: of a term
// of the game, not a card title (« Bases de Données » does not make
// « donniez » a game word).
func (r *termReader) known(w string) bool {
	for _, f := range r.forms(w) {
		for _, e := range r.byForm[f] {
			if e.Kind != KindCard {
				return true
			}
		}
	}
	for _, e := range r.g.Entries {
		if e.Kind == KindCard {
			continue
		}
		for _, x := range e.words {
			if r.same(w, x) {
				return true
			}
		}
	}
	return false
}

// nounAfterOwner reports whether w, after « de votre », names something
// the glossary does not know: a zone written with another term.
func (r *termReader) nounAfterOwner(w string) bool {
	if _, err := strconv.Atoi(w); err == nil || r.known(w) {
		return false
	}
	return len([]rune(w)) > 3
}
