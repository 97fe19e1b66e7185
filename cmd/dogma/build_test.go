package main

import "testing"

// The version line names the commit a binary was built from, or says why
// it cannot; a log of dogma fuzz records the same line.
func TestBuildString(t *testing.T) {
	for _, tc := range []struct {
		b    buildInfo
		want string
	}{
		{buildInfo{Version: "dev", Commit: "0a1a68f0123456789abcdef", Modified: true}, "dev (commit 0a1a68f01234, modified)"},
		{buildInfo{Version: "v1.2.0", Commit: "0a1a68f"}, "v1.2.0 (commit 0a1a68f)"},
		{buildInfo{Version: "dev"}, "dev (no commit recorded: built outside a git checkout, with -buildvcs=false or by go test)"},
	} {
		if got := tc.b.String(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.b, got, tc.want)
		}
	}
}
