//go:build oracle

package cards_test

import (
	"testing"

	"github.com/dogma-engine/dogma/internal/mutationsuite"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// TestOracleCampaign is what the card-oracle measure runs against each
// mutant of the card effects: see mutationsuite.Oracle. Its "before" run
// leaves card-contracts out.
func TestOracleCampaign(t *testing.T) {
	mutationsuite.Oracle(t, innprops.Suite, mutationsuite.OracleOptions{
		Sources:   "age*.go",
		Contracts: []string{innprops.CardContracts.Name},
	})
}
