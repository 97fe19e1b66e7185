package main

import "testing"

// TestEveryCommandHasJSON: every command that prints results offers --json;
// only those that print a script or help are left out.
func TestEveryCommandHasJSON(t *testing.T) {
	noJSON := map[string]bool{"help": true, "completion": true}
	for _, c := range newRootCmd().Commands() {
		if noJSON[c.Name()] || c.Hidden {
			continue
		}
		if c.Flags().Lookup("json") == nil {
			t.Errorf("dogma %s has no --json flag", c.Name())
		}
	}
}
