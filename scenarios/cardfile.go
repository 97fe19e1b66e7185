package scenarios

import "strings"

// CardFileName returns the base name, without ".txt", of a card's own
// scenario file: its title in lower case, words joined by "_", dots
// dropped ("A.I." is "ai"), as the files of testdata/cards/ageN are named.
func CardFileName(title string) string {
	s := strings.ToLower(strings.ReplaceAll(title, ".", ""))
	return strings.Join(strings.Fields(s), "_")
}
