// Package toygame is Tally, a tiny card game that exists to test the
// harness: it goes through campaigns, shrinking, scenario files, perft and
// coverage like a real game, without the harness knowing which game it
// drives. Its rules are the clauses of RULES.md beside this file.
//
// Two to four players hold cards numbered 1 to 12 in three colors. On a
// turn a player draws or plays a card onto its row; a played card of the
// same color as the one before it lets the player make another player
// discard. A row totalling 30 wins at once; a draw from an empty deck ends
// the game, and the highest rows win.
//
// A configuration may plant a defect for the harness to find
// (bugs=keep-discard): a player made to discard the last card of its hand
// keeps it as well.
package toygame
