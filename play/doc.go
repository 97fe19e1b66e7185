// Package play plays seeded random games and gathers their statistics,
// as dogma play prints them: how the games ended, which seats won, how
// long they lasted, which failed and why, and the rule gap most of them
// stopped at, with the variant that fills it.
//
// A Random game is a game whose every decision is chosen uniformly among
// its options by a generator seeded from the game's own seed, so that a
// seed names one whole game: dogma play --seed 7 plays it and dogma show
// --seed 7 shows it.
package play
