//go:build oracle

package uruk_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/internal/mutationsuite"
	ukprops "github.com/dogma-engine/dogma/props/uruk"
)

// TestOracleCampaign is what the card-oracle measure runs against each
// mutant of Uruk's cards, gods and disasters: see mutationsuite.Oracle.
// The campaign plays every fill variant, with 2 to 4 players, so that
// games play to their end instead of stopping at a rule gap (which would
// count as a finding). Its "before" run leaves out the properties that
// check what each card, god and disaster does.
func TestOracleCampaign(t *testing.T) {
	var setups []engine.Config
	for p := 2; p <= uk.MaxPlayers; p++ {
		setups = append(setups, uk.Config{Players: p, Variants: uk.FillAll()})
	}
	mutationsuite.Oracle(t, ukprops.Suite, mutationsuite.OracleOptions{
		Sources:   "*.go",
		Contracts: []string{ukprops.GodContracts.Name, ukprops.CardFunctions.Name, ukprops.FunctionsOffered.Name, ukprops.PipeFill.Name, ukprops.AuctionOffers.Name, ukprops.GodQuestions.Name, ukprops.AnswersTaken.Name, ukprops.DiscoveryOnce.Name, ukprops.Capacities.Name, ukprops.HandExcess.Name},
		Setups:    setups,
	})
}
