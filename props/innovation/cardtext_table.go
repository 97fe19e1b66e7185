package innovation

// effectTexts says, for every card and each of its effects in order, what
// the effect's text in EFFECTS.md lets its performer do. It is data read
// from the card texts, independent of the engine's effect code;
// TestEffectTextsMatchEffectsMD checks it against the texts.
//
// Each effect is a list of words: "demand" for an "I demand" effect, the
// card operations the text names (meld, tuck, score, return, transfer,
// exchange, reveal, unsplay, remove, rearrange, end-action), "draw=" with
// the ages a draw may ask for ("draw=1", "draw=1,2,3", or "draw=any" where
// the text makes the age relative: "one higher than", "equal to"), and
// "splay=" with the directions the text names. An effect whose editions
// differ gives each after "1st:" and "3rd:", separated by "|"; "absent"
// marks an effect an edition does not print. The empty text is an effect
// that moves no card (it claims an achievement, wins, or executes another
// card's effects, whose events name that card).
//
// Where a ruling of the entry allows more than its effect's bullet, the
// effect allows it too: a player proves an empty hand by showing it (Oars,
// Feudalism: "reveal"); a one-sided Canal Building exchange "is a
// transfer".
//
// The granularity is the effect, so that every statement holds whatever
// branch the effect takes: Optics may draw a 3 or a 4, in either order. So
// the table does not see how often or in which order an effect does what
// it may, nor which players and zones a card moves between: where the
// editions differ only in counts, conditions or repetitions (Oars,
// Fermenting, Statistics, Societies, Industrialization, Combustion's
// demand) both texts read the same here. A relative age ("draw=any":
// Agriculture, Mathematics, Education, Printing Press, Chemistry,
// Measurement, Machine Tools, Evolution) leaves the age drawn
// unconstrained. Special achievements and wins are left to the rules'
// properties: any effect may trigger them.
var effectTexts = map[string][]string{
	// Age 1
	"Pottery":       {"return draw=1,2,3 score", "draw=1"},
	"Tools":         {"return draw=3 meld", "return draw=1"},
	"Writing":       {"draw=2"},
	"Archery":       {"demand draw=1 transfer"},
	"Metalworking":  {"draw=1 reveal score"},
	"Oars":          {"demand transfer draw=1 reveal", "draw=1"},
	"Clothing":      {"meld", "draw=1 score"},
	"Sailing":       {"draw=1 meld"},
	"The Wheel":     {"draw=1"},
	"Agriculture":   {"return draw=any score"},
	"Domestication": {"meld draw=1"},
	"Masonry":       {"meld"},
	"City States":   {"demand transfer draw=1"},
	"Code of Laws":  {"tuck splay=left"},
	"Mysticism":     {"draw=1 reveal meld"},

	// Age 2
	"Calendar":       {"draw=3"},
	"Mathematics":    {"return draw=any meld"},
	"Construction":   {"demand transfer draw=2", ""},
	"Road Building":  {"meld transfer"},
	"Currency":       {"return draw=2 score"},
	"Mapmaking":      {"demand transfer", "draw=1 score"},
	"Canal Building": {"exchange transfer"},
	"Fermenting":     {"draw=2"},
	"Monotheism":     {"demand transfer draw=1 tuck", "draw=1 tuck"},
	"Philosophy":     {"splay=left", "score"},

	// Age 3
	"Alchemy":     {"draw=4 reveal return", "meld score"},
	"Translation": {"meld", ""},
	"Engineering": {"demand transfer", "splay=left"},
	"Optics":      {"draw=3,4 meld score transfer"},
	"Compass":     {"demand transfer"},
	"Paper":       {"splay=left", "draw=4"},
	"Machinery":   {"demand exchange", "score reveal splay=left"},
	"Medicine":    {"demand exchange"},
	"Education":   {"return draw=any"},
	"Feudalism":   {"1st: demand transfer reveal | 3rd: demand transfer reveal unsplay", "splay=left"},

	// Age 4
	"Experimentation": {"draw=5 meld"},
	"Printing Press":  {"return draw=any", "splay=right"},
	"Colonialism":     {"draw=3 tuck"},
	"Gunpowder":       {"demand transfer", "draw=2 score"},
	"Invention":       {"splay=right draw=4 score", ""},
	"Navigation":      {"demand transfer"},
	"Anatomy":         {"demand return"},
	"Perspective":     {"return score"},
	"Enterprise":      {"demand transfer draw=4 meld", "splay=right"},
	"Reformation":     {"tuck", "splay=right"},

	// Age 5
	"Chemistry":       {"splay=right", "draw=any score return"},
	"Physics":         {"draw=6 reveal return"},
	"Coal":            {"draw=5 tuck", "splay=right", "score"},
	"The Pirate Code": {"demand transfer", "score"},
	"Banking":         {"demand transfer draw=5 score", "splay=right"},
	"Measurement":     {"1st: return splay=right draw=any | 3rd: reveal return splay=right draw=any"},
	"Statistics":      {"demand transfer", "splay=right"},
	"Steam Engine":    {"draw=4 tuck score"},
	"Astronomy":       {"draw=6 reveal meld", ""},
	"Societies":       {"demand transfer draw=5"},

	// Age 6
	"Atomic Theory":     {"splay=right", "draw=7 meld"},
	"Encyclopedia":      {"meld"},
	"Industrialization": {"draw=6 tuck", "splay=right"},
	"Machine Tools":     {"draw=any score"},
	"Classification":    {"reveal transfer meld"},
	"Metric System":     {"splay=right", "splay=right"},
	"Canning":           {"draw=6 tuck score", "splay=right"},
	"Vaccination":       {"demand return draw=6 meld", "draw=7 meld"},
	"Democracy":         {"return draw=8 score"},
	"Emancipation":      {"demand transfer draw=6", "splay=right"},

	// Age 7
	"Evolution":     {"draw=any score return"},
	"Publications":  {"rearrange", "splay=up"},
	"Combustion":    {"demand transfer", "1st: absent | 3rd: return"},
	"Explosives":    {"demand transfer draw=7"},
	"Bicycle":       {"exchange"},
	"Electricity":   {"return draw=8"},
	"Refrigeration": {"demand return", "score"},
	"Sanitation":    {"demand exchange"},
	"Lighting":      {"tuck draw=7 score"},
	"Railroad":      {"return draw=6", "splay=up"},

	// Age 8
	"Quantum Theory": {"return draw=10 score"},
	"Rocketry":       {"return"},
	"Flight":         {"splay=up", "splay=up"},
	"Mobility":       {"demand transfer draw=8"},
	"Corporations":   {"demand transfer draw=8 meld", "draw=8 meld"},
	"Mass Media":     {"return", "splay=up"},
	"Antibiotics":    {"return draw=8"},
	"Skyscrapers":    {"demand transfer score return"},
	"Empiricism":     {"draw=9 reveal meld splay=up", ""},
	"Socialism":      {"tuck transfer"},

	// Age 9
	"Computers":      {"splay=up", "draw=10 meld"},
	"Genetics":       {"draw=10 meld score"},
	"Composites":     {"demand transfer"},
	"Fission":        {"demand draw=10 reveal remove end-action", "1st: return | 3rd: return draw=10"},
	"Collaboration":  {"demand draw=9 reveal transfer meld", ""},
	"Satellites":     {"return draw=8", "splay=up", "meld"},
	"Ecology":        {"return score draw=10"},
	"Suburbia":       {"tuck draw=1 score"},
	"Services":       {"demand transfer"},
	"Specialization": {"reveal transfer", "splay=up"},

	// Age 10
	"Bioengineering":  {"transfer", ""},
	"Software":        {"draw=10 score", "draw=10 meld"},
	"Miniaturization": {"return draw=10"},
	"Robotics":        {"score draw=10 meld"},
	"Databases":       {"demand return"},
	"Self Service":    {"", ""},
	"Globalization":   {"demand return", "draw=6 score"},
	"Stem Cells":      {"score"},
	"A.I.":            {"draw=10 score", ""},
	"The Internet":    {"splay=up", "draw=10 score", "draw=10 meld"},
}
