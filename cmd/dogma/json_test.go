package main

import "testing"

// TestEveryCommandHasJSON: every command that prints results offers --json;
// only those that print a script or help are left out, and serve, whose
// every answer is a JSON line of the referee protocol.
func TestEveryCommandHasJSON(t *testing.T) {
	noJSON := map[string]bool{"help": true, "completion": true, "serve": true}
	for _, c := range newRootCmd().Commands() {
		if noJSON[c.Name()] || c.Hidden {
			continue
		}
		if c.Flags().Lookup("json") == nil {
			t.Errorf("dogma %s has no --json flag", c.Name())
		}
	}
}
