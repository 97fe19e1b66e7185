package innovation

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The places that hold cards, numbered for checkMovedCards: the supply
// piles and the age achievements by age, the special achievements, the
// removed cards, then each player's hand, score pile, achievements and
// five piles.
const (
	zoneAgeAchievements = inn.AgeCap // after the supply piles of ages 1 to 11
	zoneSpecials        = zoneAgeAchievements + inn.MaxAge
	zoneRemoved         = zoneSpecials + 1
	zoneJunk            = zoneRemoved + 1 // the 4th edition's junk
	zonePlayers         = zoneJunk + 1
	zonesPerPlayer      = 3 + inn.NumColors
	numZones            = zonePlayers + inn.MaxPlayers*zonesPerPlayer
)

// The zones of a move fit the bits of a word.
var _ [64 - numZones]struct{}

// zoneOf returns the number of the place pl, or -1 if pl holds no cards.
func zoneOf(pl inn.Place) int {
	p, sub := pl.Player(), pl.Sub()
	switch pl.Kind() {
	case inn.PlaceSupply:
		if sub >= 1 && sub <= inn.AgeCap {
			return sub - 1
		}
	case inn.PlaceAgeAchievements:
		if sub >= 1 && sub <= inn.MaxAge {
			return zoneAgeAchievements + sub - 1
		}
	case inn.PlaceSpecials:
		return zoneSpecials
	case inn.PlaceRemoved:
		return zoneRemoved
	case inn.PlaceJunk:
		return zoneJunk
	case inn.PlaceHand, inn.PlaceScore, inn.PlaceAchievements, inn.PlaceBoard:
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
		}
		if sub < inn.NumColors {
			return z + 3 + sub
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
	}
	p, k := (z-zonePlayers)/zonesPerPlayer, (z-zonePlayers)%zonesPerPlayer
	switch k {
	case 0:
		return inn.HandPlace(p)
	case 1:
		return inn.ScorePlace(p)
	case 2:
		return inn.AchievementsPlace(p)
	}
	return inn.BoardPlace(p, inn.Color(k-3))
}

// zoneLen returns the number of cards in place z of st.
func zoneLen(st *inn.State, z int) int {
	switch {
	case z < zoneAgeAchievements:
		return st.SupplyLen(z + 1)
	case z < zoneSpecials:
		if st.AgeAchievement(z-zoneAgeAchievements+1) != inn.NoCard {
			return 1
		}
		return 0
	case z == zoneSpecials:
		return st.Specials.Len()
	case z == zoneRemoved:
		return st.Removed.Len()
	case z == zoneJunk:
		return st.Junk.Len()
	}
	pl := &st.Players[(z-zonePlayers)/zonesPerPlayer]
	switch k := (z - zonePlayers) % zonesPerPlayer; k {
	case 0:
		return pl.Hand.Len()
	case 1:
		return pl.ScorePile.Len()
	case 2:
		return pl.Achievements.Len()
	default:
		return pl.Piles[k-3].Len()
	}
}

// liesIn reports whether card c lies in place pl of st.
func liesIn(st *inn.State, c inn.Card, pl inn.Place) bool {
	switch pl.Kind() {
	case inn.PlaceSupply:
		for i := 0; i < st.SupplyLen(pl.Sub()); i++ {
			if st.SupplyCard(pl.Sub(), i) == c {
				return true
			}
		}
	case inn.PlaceAgeAchievements:
		return st.AgeAchievement(pl.Sub()) == c
	case inn.PlaceSpecials:
		return st.Specials.Has(c)
	case inn.PlaceRemoved:
		return st.Removed.Has(c)
	case inn.PlaceJunk:
		return st.Junk.Has(c)
	case inn.PlaceHand:
		return st.Players[pl.Player()].Hand.Has(c)
	case inn.PlaceScore:
		return st.Players[pl.Player()].ScorePile.Has(c)
	case inn.PlaceAchievements:
		return st.Players[pl.Player()].Achievements.Has(c)
	case inn.PlaceBoard:
		pile := &st.Players[pl.Player()].Piles[pl.Sub()]
		for i := 0; i < pile.Len(); i++ {
			if pile.At(i) == c {
				return true
			}
		}
	}
	return false
}
