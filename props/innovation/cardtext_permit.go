package innovation

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// verbs is a set of the card operations an effect's text names.
type verbs uint16

// The card operations, one bit each.
const (
	verbDraw verbs = 1 << iota
	verbMeld
	verbTuck
	verbScore
	verbReturn
	verbTransfer
	verbExchange
	verbReveal
	verbSplay
	verbUnsplay
	verbRemove
	verbRearrange
	verbEndAction
	// verbAchieve is the claim of an age achievement, which only the
	// Achieve action makes: no card text of the base set names it.
	verbAchieve
)

// verbNames are the words of the operations in effectTexts, in bit order.
var verbNames = [...]string{"draw", "meld", "tuck", "score", "return", "transfer", "exchange",
	"reveal", "splay", "unsplay", "remove", "rearrange", "end-action", "achieve"}

func (v verbs) String() string {
	var names []string
	for i, n := range verbNames {
		if v&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return "nothing"
	}
	return strings.Join(names, ", ")
}

// verbOf returns the operation an event of kind performs, or 0 for an
// event the card texts do not govern: the start of an effect, a special
// achievement (claimed by the rules whenever its condition holds), the end
// of the game, and the unsplay of a pile a move reduced to one card (which
// checkCardText tells apart itself).
func verbOf(kind string) verbs {
	switch kind {
	case inn.EvDraw, inn.EvOverflow:
		return verbDraw
	case inn.EvMeld:
		return verbMeld
	case inn.EvTuck:
		return verbTuck
	case inn.EvScore:
		return verbScore
	case inn.EvReturn:
		return verbReturn
	case inn.EvTransfer:
		return verbTransfer
	case inn.EvExchange:
		return verbExchange
	case inn.EvReveal:
		return verbReveal
	case inn.EvSplay:
		return verbSplay
	case inn.EvUnsplay:
		return verbUnsplay
	case inn.EvRemove:
		return verbRemove
	case inn.EvRearrange:
		return verbRearrange
	case inn.EvCut:
		return verbEndAction
	case inn.EvAchieve:
		return verbAchieve
	}
	return 0
}

// permit is what the text of one effect, in one edition, lets its
// performer do.
type permit struct {
	demand bool   // an "I demand" effect (DOGMA-5)
	verbs  verbs  // the operations the text names
	anyAge bool   // the text makes the age of a draw relative
	ages   uint16 // bit n: a draw may ask for age n
	splays uint8  // bit d: a splay may go direction d (an inn.Splay)
}

// allowsAge reports whether a draw may ask for age.
func (p *permit) allowsAge(age int) bool {
	return p.anyAge || (age >= 0 && age < 16 && p.ages&(1<<age) != 0)
}

// agesText lists the ages a draw may ask for: "a 1", "a 3 or a 4".
func (p *permit) agesText() string {
	if p.anyAge {
		return "any age"
	}
	var names []string
	for a := 0; a < 16; a++ {
		if p.ages&(1<<a) != 0 {
			names = append(names, inn.AnAge(a))
		}
	}
	if len(names) == 0 {
		return "no draw"
	}
	return strings.Join(names, " or ")
}

// splaysText lists the directions a splay may go: "left", "right or up".
func (p *permit) splaysText() string {
	var names []string
	for d := inn.Left; d <= inn.Up; d++ {
		if p.splays&(1<<d) != 0 {
			names = append(names, d.String())
		}
	}
	if len(names) == 0 {
		return "no splay"
	}
	return strings.Join(names, " or ")
}

// cardText holds the permits of one card's effects in each edition.
type cardText [inn.Third + 1][]permit

// cardTexts returns effectTexts read into permits, by card title.
var cardTexts = sync.OnceValue(func() map[string]*cardText {
	out, err := readEffectTexts(effectTexts)
	if err != nil {
		panic(err)
	}
	return out
})

// readEffectTexts reads a table in the notation of effectTexts.
func readEffectTexts(table map[string][]string) (map[string]*cardText, error) {
	out := make(map[string]*cardText, len(table))
	for name, effects := range table {
		t := new(cardText)
		for i, spec := range effects {
			var texts [inn.Third + 1]string
			for _, alt := range strings.Split(spec, "|") {
				alt = strings.TrimSpace(alt)
				eds := []inn.Edition{inn.First, inn.Third}
				if ed, rest, ok := strings.Cut(alt, ":"); ok {
					e, err := inn.ParseEdition(ed)
					if err != nil {
						return nil, fmt.Errorf("%s %d: %v", name, i+1, err)
					}
					eds, alt = []inn.Edition{e}, strings.TrimSpace(rest)
				}
				for _, e := range eds {
					texts[e] = alt
				}
			}
			for ed, text := range texts {
				if text == "absent" {
					continue
				}
				if len(t[ed]) != i {
					return nil, fmt.Errorf("%s %d: an effect after an absent one", name, i+1)
				}
				p, err := readPermit(text)
				if err != nil {
					return nil, fmt.Errorf("%s %d: %v", name, i+1, err)
				}
				t[ed] = append(t[ed], p)
			}
		}
		out[name] = t
	}
	return out, nil
}

// readPermit reads the words of one effect (see effectTexts).
func readPermit(text string) (permit, error) {
	var p permit
	for _, w := range strings.Fields(text) {
		key, val, hasVal := strings.Cut(w, "=")
		switch {
		case key == "demand" && !hasVal:
			p.demand = true
		case key == "draw" && val == "any":
			p.verbs |= verbDraw
			p.anyAge = true
		case key == "draw" && hasVal:
			p.verbs |= verbDraw
			for _, a := range strings.Split(val, ",") {
				n, err := strconv.Atoi(a)
				if err != nil || n < 1 || n > inn.MaxAge {
					return p, fmt.Errorf("bad age %q", a)
				}
				p.ages |= 1 << n
			}
		case key == "splay" && hasVal:
			p.verbs |= verbSplay
			for _, d := range strings.Split(val, ",") {
				dir, ok := inn.ParseSplay(d)
				if !ok || dir == inn.Unsplayed {
					return p, fmt.Errorf("bad splay direction %q", d)
				}
				p.splays |= 1 << dir
			}
		default:
			v := verbNamed(w)
			if v == 0 || v == verbDraw || v == verbSplay {
				return p, fmt.Errorf("unknown word %q", w)
			}
			p.verbs |= v
		}
	}
	return p, nil
}

// verbNamed returns the operation named n in effectTexts, or 0.
func verbNamed(n string) verbs {
	for i, name := range verbNames {
		if name == n {
			return 1 << i
		}
	}
	return 0
}
