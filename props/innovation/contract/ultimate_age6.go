package contract

// The 4th-edition contracts of the cards of age 6 whose text changed or is
// new (EFFECTS-4th.md "Age 6"), registered with fourth from an init
// function; the cards that play as in the 3rd edition answer to their
// 3rd-edition contracts (ultimate.go).
