package engine

import "regexp"

// clauseLine is a clause of a RULES.md: a list item that begins with an
// ID in capitals ("- URUK-LAY-6 ...", "- VAR-FILL-WAR-ENDS ...").
var clauseLine = regexp.MustCompile(`(?m)^- ([A-Z]+-[A-Z0-9-]+)\b`)

// ClauseIDs returns the clause IDs a game's RULES.md text gives, in the
// order it gives them, once each: the list items that begin with an ID
// whose first word is one of prefixes ("URUK", "VAR").
func ClauseIDs(text string, prefixes ...string) []string {
	var out []string
	seen := map[string]bool{}
	for _, m := range clauseLine.FindAllStringSubmatch(text, -1) {
		id := m[1]
		ok := false
		for _, p := range prefixes {
			if len(id) > len(p) && id[:len(p)] == p && id[len(p)] == '-' {
				ok = true
			}
		}
		if ok && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}
