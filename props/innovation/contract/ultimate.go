package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of the 4th edition (Innovation Ultimate). A card whose
// 4th-edition text is the 3rd edition's (sameAsThird, the cards marked
// "same" in cards-4th.tsv; registry_test.go holds the list equal to the
// deck's) answers to its 3rd-edition contracts; every other card has its
// own, registered with fourth in ultimate_ageN.go, one file per age, the
// way card and byEdition register the other editions'.

// sameAsThird are the cards that play as in the 3rd edition.
var sameAsThird = map[string]bool{}

func init() {
	for _, name := range []string{
		"Pottery", "Tools", "Writing", "Metalworking", "Oars", "Clothing",
		"Sailing", "The Wheel", "Agriculture", "Domestication", "City States",
		"Code of Laws", "Mysticism", "Calendar", "Mathematics", "Construction",
		"Currency", "Mapmaking", "Monotheism", "Philosophy", "Translation",
		"Engineering", "Optics", "Education", "Experimentation", "Printing Press",
		"Gunpowder", "Invention", "Navigation", "Enterprise", "Chemistry",
		"Physics", "Coal", "The Pirate Code", "Banking", "Measurement",
		"Astronomy", "Societies", "Atomic Theory", "Machine Tools",
		"Classification", "Metric System", "Canning", "Democracy", "Emancipation",
		"Evolution", "Explosives", "Bicycle", "Electricity", "Lighting",
		"Quantum Theory", "Flight", "Mobility", "Corporations", "Mass Media",
		"Antibiotics", "Composites", "Collaboration", "Specialization", "A.I.",
	} {
		sameAsThird[name] = true
	}
}

// fourth registers the 4th-edition contracts of a card whose text changed
// or is new.
func fourth(name string, effects ...Fn) {
	t := contracts[name]
	if t == nil {
		t = &texts{}
		contracts[name] = t
	}
	t[inn.Fourth] = effects
}

// SameAsThird reports whether the card named answers in the 4th edition to
// its 3rd-edition contracts.
func SameAsThird(name string) bool { return sameAsThird[name] }
