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

// thirdOf returns the 3rd-edition contract of effect i of the card named,
// for a 4th-edition card that keeps that effect word for word. The
// contracts of ages 1 to 10 are registered first (file order).
func thirdOf(name string, i int) Fn {
	fn, _ := Lookup(name, inn.Third, i)
	return fn
}

// junksStandard is the contract of "junk an available achievement of age
// a or b" (EFFECTS-4th.md §K.1): compulsory, one standard achievement of
// one of the ages, when one is available as the performance begins.
func junksStandard(ages ...int) Fn {
	return func(c *C) {
		n := 0
		for _, a := range ages {
			if c.Start.StandardAchievement(a) != inn.NoCard {
				n = 1
			}
		}
		c.Junks(AgeAchievements()).If(func(k inn.Card) bool {
			for _, a := range ages {
				if c.Age(k) == a {
					return true
				}
			}
			return false
		}).Exactly(n)
	}
}

// SameAsThird reports whether the card named answers in the 4th edition to
// its 3rd-edition contracts.
func SameAsThird(name string) bool { return sameAsThird[name] }
