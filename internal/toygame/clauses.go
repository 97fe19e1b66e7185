package toygame

import "github.com/dogma-engine/dogma/engine"

// The clauses of RULES.md.
const (
	ClauseDeck    = "TALLY-SETUP-1" // the deck of 36, shuffled from the seed
	ClauseDeal    = "TALLY-SETUP-2" // three cards dealt to each hand
	ClauseTurn    = "TALLY-TURN-1"  // turns in seat order: draw or play
	ClauseDraw    = "TALLY-DRAW-1"  // a draw takes the top card of the deck
	ClausePlay    = "TALLY-PLAY-1"  // a play puts a card at the end of the row
	ClauseMatch   = "TALLY-MATCH-1" // a color match may make another player discard
	ClauseDiscard = "TALLY-MATCH-2" // the chosen player discards a card of its choice
	ClauseEndRow  = "TALLY-END-1"   // a row of 30 or more wins at once
	ClauseEndDeck = "TALLY-END-2"   // a draw from the empty deck ends the game
	ClauseInfo    = "TALLY-INFO-1"  // hands and the deck's order are hidden
)

// clauses lists every clause in RULES.md order. TALLY-INFO-1 defines what
// players see: no event cites it.
func clauses() []engine.Clause {
	return []engine.Clause{
		{ID: ClauseDeck},
		{ID: ClauseDeal},
		{ID: ClauseTurn},
		{ID: ClauseDraw},
		{ID: ClausePlay},
		{ID: ClauseMatch},
		{ID: ClauseDiscard},
		{ID: ClauseEndRow},
		{ID: ClauseEndDeck},
		{ID: ClauseInfo, Definition: "a definition applied by the hidden-information check (ReplayStepHidden) and by Render, which shows each viewer only what it sees"},
	}
}
