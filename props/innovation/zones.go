package innovation

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The places that hold cards, numbered for checkMovedCards: the supply
// piles and the age achievements by age, the special achievements, the
// removed cards, then each player's hand, score pile, achievements and
// five piles.
const (
	zoneAgeAchievements = inn.AgeCap                       // after the supply piles of ages 1 to 11
	zoneSpecials        = zoneAgeAchievements + inn.AgeCap // an 11 made available has its own (ULT-KEY-AVAILABLE)
	zoneRemoved         = zoneSpecials + 1
	zoneJunk            = zoneRemoved + 1 // the 4th edition's junk
	// zoneEchoes is every supply pile of Echoes of the Past, all ages
	// together (EXP-SET-1): the zones of a move must fit a word, and the
	// card's own place is checked pile by pile (liesIn).
	zoneEchoes     = zoneJunk + 1
	zonePlayers    = zoneEchoes + 1
	zonesPerPlayer = 4 + inn.NumColors // hand, score pile, achievements, forecast, the piles
	numZones       = zonePlayers + inn.MaxPlayers*zonesPerPlayer
)

// The zones of a move fit the bits of a word.
var _ [64 - numZones]struct{}

// zoneOf returns the number of the place pl, or -1 if pl holds no cards.
func zoneOf(pl inn.Place) int {
	p, sub := pl.Player(), pl.Index()
	switch pl.Kind() {
	case inn.PlaceSupply:
		if sub >= 1 && sub <= inn.AgeCap {
			return sub - 1
		}
	case inn.PlaceAgeAchievements:
		if sub >= 1 && sub <= inn.AgeCap {
			return zoneAgeAchievements + sub - 1
		}
	case inn.PlaceSpecials:
		return zoneSpecials
	case inn.PlaceRemoved:
		return zoneRemoved
	case inn.PlaceJunk:
		return zoneJunk
	case inn.PlaceExpSupply:
		if inn.Expansion(p) == inn.Echoes && sub >= 1 && sub <= inn.AgeCap {
			return zoneEchoes
		}
	case inn.PlaceHand, inn.PlaceScore, inn.PlaceAchievements, inn.PlaceForecast, inn.PlaceBoard:
		if p >= inn.MaxPlayers {
			return -1
		}
		z := zonePlayers + p*zonesPerPlayer
		switch pl.Kind() {
		case inn.PlaceHand:
			return z
		case inn.PlaceScore:
			return z + 1
		case inn.PlaceAchievements:
			return z + 2
		case inn.PlaceForecast:
			return z + 3
		}
		if sub < inn.NumColors {
			return z + 4 + sub
		}
	}
	return -1
}

// zonePlace returns the place numbered z.
func zonePlace(z int) inn.Place {
	switch {
	case z < zoneAgeAchievements:
		return inn.SupplyPlace(z + 1)
	case z < zoneSpecials:
		return inn.Place(inn.PlaceAgeAchievements<<8 | (z - zoneAgeAchievements + 1))
	case z == zoneSpecials:
		return inn.Place(inn.PlaceSpecials << 8)
	case z == zoneRemoved:
		return inn.Place(inn.PlaceRemoved << 8)
	case z == zoneJunk:
		return inn.JunkPlace()
	case z == zoneEchoes:
		return inn.ExpansionSupplyPlace(inn.Echoes, 0)
	}
	p, k := (z-zonePlayers)/zonesPerPlayer, (z-zonePlayers)%zonesPerPlayer
	switch k {
	case 0:
		return inn.HandPlace(p)
	case 1:
		return inn.ScorePlace(p)
	case 2:
		return inn.AchievementsPlace(p)
	case 3:
		return inn.ForecastPlace(p)
	}
	return inn.BoardPlace(p, inn.Color(k-4))
}

// zoneLen returns the number of cards in place z of st.
func zoneLen(st *inn.State, z int) int {
	switch {
	case z < zoneAgeAchievements:
		return st.SupplyLen(z + 1)
	case z < zoneSpecials:
		return st.AgeAchievements(z - zoneAgeAchievements + 1).Len()
	case z == zoneSpecials:
		return st.Specials.Len()
	case z == zoneRemoved:
		return st.Removed.Len()
	case z == zoneJunk:
		return st.Junk.Len()
	case z == zoneEchoes:
		n := 0
		for age := 1; age <= inn.AgeCap; age++ {
			n += st.ExpansionSupplyLen(inn.Echoes, age)
		}
		return n
	}
	pl := &st.Players[(z-zonePlayers)/zonesPerPlayer]
	switch k := (z - zonePlayers) % zonesPerPlayer; k {
	case 0:
		return pl.Hand.Len()
	case 1:
		return pl.ScorePile.Len()
	case 2:
		return pl.Achievements.Len()
	case 3:
		return pl.Forecast.Len()
	default:
		return pl.Piles[k-4].Len()
	}
}

// liesIn reports whether card c lies in place pl of st.
func liesIn(st *inn.State, c inn.Card, pl inn.Place) bool {
	switch pl.Kind() {
	case inn.PlaceSupply:
		for i := 0; i < st.SupplyLen(pl.Index()); i++ {
			if st.SupplyCard(pl.Index(), i) == c {
				return true
			}
		}
	case inn.PlaceAgeAchievements:
		return st.AgeAchievements(pl.Index()).Has(c)
	case inn.PlaceSpecials:
		return st.Specials.Has(c)
	case inn.PlaceRemoved:
		return st.Removed.Has(c)
	case inn.PlaceJunk:
		return st.Junk.Has(c)
	case inn.PlaceExpSupply:
		for _, k := range st.ExpansionSupply(inn.Expansion(pl.Player()), pl.Index()) {
			if k == c {
				return true
			}
		}
	case inn.PlaceForecast:
		return st.Players[pl.Player()].Forecast.Has(c)
	case inn.PlaceHand:
		return st.Players[pl.Player()].Hand.Has(c)
	case inn.PlaceScore:
		return st.Players[pl.Player()].ScorePile.Has(c)
	case inn.PlaceAchievements:
		return st.Players[pl.Player()].Achievements.Has(c)
	case inn.PlaceBoard:
		pile := &st.Players[pl.Player()].Piles[pl.Index()]
		for i := 0; i < pile.Len(); i++ {
			if pile.At(i) == c {
				return true
			}
		}
	}
	return false
}
