package uruk

import (
	"fmt"
	"strings"
)

// Color is the colour of a discovery card and of a resource cube
// (URUK-COMP-1, URUK-COMP-3).
type Color uint8

// The four colours, in the seed's order (l.2).
const (
	Red Color = iota
	Pink
	Yellow
	Blue
	NumColors
)

var colorNames = [NumColors]string{"red", "pink", "yellow", "blue"}

// String returns the colour's name: "red".
func (c Color) String() string {
	if c < NumColors {
		return colorNames[c]
	}
	return fmt.Sprintf("Color(%d)", c)
}

// ParseColor reads a colour name ("rose" is pink).
func ParseColor(s string) (Color, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for c, n := range colorNames {
		if s == n {
			return Color(c), true
		}
	}
	switch s {
	case "rose", "rouge", "jaune", "bleu":
		return map[string]Color{"rose": Pink, "rouge": Red, "jaune": Yellow, "bleu": Blue}[s], true
	}
	return 0, false
}

// Function is what a discovery type does: the rules code it runs.
type Function uint8

// The functions of the 28 discovery types (seed l.67-199).
const (
	FnStore      Function = iota // level 1: take 1 cube placed on the card
	FnReduce                     // Axt, Segelschiff, Stadtmauer, Statuette: laying a same-colour discovery costs 1 card less
	FnClock                      // Wasseruhr: 6 discoveries
	FnProduce                    // Brennofen, Domestizierung, Rollenprinzip, Wasserrad: 1 cube of the card's colour
	FnStreet                     // Straße: cubes of the display's colours placed on it when laid
	FnChoice                     // Flaschenzug, Kanalisation: 1 of the 2 resources shown
	FnPipe                       // Tonrohr: take the cubes on it; they come from the player with most discs
	FnAstronomy                  // Astronomie: 1-3 cubes of one display colour
	FnZiggurat                   // Zikkurat: 1 cube of each colour not held
	FnWell                       // Schöpfbaum: cards replace missing cubes of a village
	FnVault                      // Gewölbe: a disc costs 1 less
	FnCoinage                    // Münzwesen: a disc on it costs 2 less
	FnAqueduct                   // Aquädukt: cards for cubes or cubes for cards (an action)
	FnGear                       // Zahnrad: move a disc (an action)
	FnWheel                      // Rad und Achse: swap a cube once a turn (no action)
	FnLighthouse                 // Leuchtturm: auction bonus
	FnLyre                       // Leier: one more discovery at the end
	FnScale                      // Waage: points for the colours in hand
)

// functionOf is the function of each type the rules name: the code's side
// of the data (a user corrects levels and colours in discoveries.tsv, never
// what a card does).
var functionOf = map[string]Function{
	"Lehmhaus": FnStore, "Netz": FnStore, "Tongefäß": FnStore, "Zisterne": FnStore,
	"Axt": FnReduce, "Segelschiff": FnReduce, "Stadtmauer": FnReduce, "Statuette": FnReduce,
	"Wasseruhr": FnClock,
	"Brennofen": FnProduce, "Domestizierung": FnProduce, "Rollenprinzip": FnProduce, "Wasserrad": FnProduce,
	"Straße":      FnStreet,
	"Flaschenzug": FnChoice, "Kanalisation": FnChoice,
	"Tonrohr":    FnPipe,
	"Astronomie": FnAstronomy, "Zikkurat": FnZiggurat,
	"Schöpfbaum": FnWell,
	"Gewölbe":    FnVault, "Münzwesen": FnCoinage,
	"Aquädukt": FnAqueduct, "Zahnrad": FnGear,
	"Rad und Achse": FnWheel,
	"Leuchtturm":    FnLighthouse,
	"Leier":         FnLyre, "Waage": FnScale,
}

// clauseOf is the clause of RULES.md that states each function.
var clauseOf = [...]string{
	FnStore: "URUK-CARD-STORE", FnReduce: "URUK-CARD-REDUCE", FnClock: "URUK-CARD-WASSERUHR",
	FnProduce: "URUK-CARD-PRODUCE", FnStreet: "URUK-CARD-STRASSE-2", FnChoice: "URUK-CARD-CHOICE",
	FnPipe: "URUK-CARD-TONROHR-1", FnAstronomy: "URUK-CARD-ASTRONOMIE", FnZiggurat: "URUK-CARD-ZIKKURAT",
	FnWell: "URUK-CARD-SCHOEPFBAUM", FnVault: "URUK-CARD-GEWOELBE", FnCoinage: "URUK-CARD-MUENZWESEN",
	FnAqueduct: "URUK-CARD-AQUAEDUKT", FnGear: "URUK-CARD-ZAHNRAD", FnWheel: "URUK-CARD-RAD",
	FnLighthouse: "URUK-CARD-LEUCHTTURM", FnLyre: "URUK-CARD-LEIER", FnScale: "URUK-CARD-WAAGE",
}

// Sizes of the game (URUK-COMP-1 to URUK-COMP-4).
const (
	MaxLevel       = 4
	NumTypes       = 28
	NumDiscoveries = 92
	NumGods        = 7
	NumDisasters   = 3
	NumEpochs      = 4
	NumSummaries   = 4
	NumCards       = NumDiscoveries + NumGods + NumDisasters + NumEpochs + NumSummaries // 110
	CubesPerColor  = 12
	NumDiscs       = 24
	MaxPlayers     = 4
	HandLimit      = 8 // URUK-GOD-5
)

// copiesOf is the number of cards of each type of a level (l.4-7).
var copiesOf = [MaxLevel + 1]int{0, 1, 3, 4, 5}

// Card is a card id: the 92 discoveries (by level, then table order, the
// copies of a type together), the 7 gods, the 3 disasters, the 4 epoch
// cards and the 4 summary cards.
type Card uint8

// NoCard is the id of no card.
const NoCard Card = 255

// Type is a discovery type, an index into Tables().Types.
type Type uint8

// NoType is the type of a card that is no discovery.
const NoType Type = 255

// The gods and disasters, in card order after the discoveries (l.201-244).
const (
	Enlil Card = NumDiscoveries + iota
	Nergal
	Ninurta
	Gibil
	Marduk
	Nannar
	Ischtar
	Duerre
	Erdbeben
	Vulkan
	FirstEpoch // Epoche I; Epoche II to IV follow
)

// FirstSummary is the summary card with the DDD logo (l.15); the other
// three follow.
const FirstSummary = FirstEpoch + NumEpochs

var specialNames = [...]string{
	"Enlil", "Nergal", "Ninurta", "Gibil", "Marduk", "Nannar", "Ischtar",
	"Dürre", "Erdbeben", "Vulkanausbruch",
	"Epoche I", "Epoche II", "Epoche III", "Epoche IV",
	"Summary DDD", "Summary 2", "Summary 3", "Summary 4",
}

// cardType[c] is the type of discovery c; typeFirst[t] its first card.
var (
	cardType  [NumCards]Type
	typeFirst [NumTypes + 1]Card
	typeOrder []Type // types by level, then table order: the card order
)

func init() {
	for c := range cardType {
		cardType[c] = NoType
	}
	c := Card(0)
	for lvl := 1; lvl <= MaxLevel; lvl++ {
		for t := range data.Types {
			if data.Types[t].Level != lvl {
				continue
			}
			typeOrder = append(typeOrder, Type(t))
			typeFirst[t] = c
			for k := 0; k < copiesOf[lvl]; k++ {
				if int(c) < NumDiscoveries {
					cardType[c] = Type(t)
				}
				c++
			}
		}
	}
}

// IsDiscovery reports whether c is a discovery card.
func (c Card) IsDiscovery() bool { return c < NumDiscoveries }

// IsGod reports whether c is a god or disaster card (l.9).
func (c Card) IsGod() bool { return c >= Enlil && c <= Vulkan }

// IsDisaster reports whether c is one of the three disasters.
func (c Card) IsDisaster() bool { return c >= Duerre && c <= Vulkan }

// Type returns the discovery type of c, or NoType.
func (c Card) Type() Type {
	if c >= NumCards {
		return NoType
	}
	return cardType[c]
}

// Facts returns the data of a discovery type.
func (t Type) Facts() *DiscoveryFacts { return &data.Types[t] }

// Level returns the level of a discovery type.
func (t Type) Level() int { return data.Types[t].Level }

// Color returns the colour of a discovery type.
func (t Type) Color() Color { return data.Types[t].Color }

// Function returns what a discovery type does.
func (t Type) Function() Function { return data.Types[t].Function }

// String returns the type's German name.
func (t Type) String() string {
	if int(t) < len(data.Types) {
		return data.Types[t].Name
	}
	return fmt.Sprintf("Type(%d)", t)
}

// Level returns the level of discovery c, or 0.
func (c Card) Level() int {
	if t := c.Type(); t != NoType {
		return t.Level()
	}
	return 0
}

// Color returns the colour of discovery c.
func (c Card) Color() Color { return c.Type().Color() }

// String returns the card's name ("-" for NoCard).
func (c Card) String() string {
	switch {
	case c.IsDiscovery():
		return c.Type().String()
	case c < NumCards:
		return specialNames[c-NumDiscoveries]
	case c == NoCard:
		return "-"
	}
	return fmt.Sprintf("Card(%d)", c)
}

// fold writes a name the way lookups compare it: lower case, with the
// umlauts and ß spelled out, so that "Strasse" finds Straße.
func fold(s string) string {
	return strings.ToLower(umlauts.Replace(strings.TrimSpace(s)))
}

var umlauts = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "ae", "Ö", "oe", "Ü", "ue")

// LookupType returns the discovery type with the given name (German or
// French, umlauts optional).
func LookupType(name string) (Type, bool) {
	if t, ok := typeNames[name]; ok {
		return t, true
	}
	t, ok := typeNames[fold(name)]
	return t, ok
}

// typeNames maps the names of each type, as printed and folded, to it.
var typeNames = func() map[string]Type {
	m := map[string]Type{}
	for t := range data.Types {
		f := &data.Types[t]
		for _, n := range []string{f.Name, fold(f.Name), fold(f.French)} {
			m[n] = Type(t)
		}
	}
	return m
}()

// LookupSpecial returns the god, disaster, epoch or summary card with the
// given name ("Duerre" finds Dürre; "Vulkan" finds Vulkanausbruch).
func LookupSpecial(name string) (Card, bool) {
	if c, ok := specialCards[name]; ok {
		return c, true
	}
	c, ok := specialCards[fold(name)]
	return c, ok
}

// specialCards maps the names of the other cards, as printed and folded,
// to them.
var specialCards = func() map[string]Card {
	m := map[string]Card{"vulkan": Vulkan}
	for i, n := range specialNames {
		m[n] = Card(NumDiscoveries + i)
		m[fold(n)] = Card(NumDiscoveries + i)
	}
	return m
}()

// EpochName writes epoch e (0 to 3) as the seed does: I, II, III, IV.
func EpochName(e int) string {
	if e >= 0 && e < NumEpochs {
		return [...]string{"I", "II", "III", "IV"}[e]
	}
	return "?"
}

// parseEpoch reads I, II, III or IV.
func parseEpoch(s string) (int, bool) {
	for e := 0; e < NumEpochs; e++ {
		if s == EpochName(e) {
			return e, true
		}
	}
	return 0, false
}
