package fuzz

import (
	"encoding/json"
	"testing"
)

func TestSeedJSON(t *testing.T) {
	big := Seed(18446744073709551557)
	data, err := json.Marshal(big)
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != `"18446744073709551557"` {
		t.Fatalf("marshal: got %s", data)
	}
	for _, in := range []string{`"18446744073709551557"`, `18446744073709551557`} {
		var s Seed
		if err := json.Unmarshal([]byte(in), &s); err != nil {
			t.Fatalf("unmarshal %s: %v", in, err)
		}
		if s != big {
			t.Fatalf("unmarshal %s: got %d", in, s)
		}
	}
	for _, in := range []string{`"-1"`, `1.5`, `"x"`, `true`, `"18446744073709551616"`} {
		var s Seed
		if err := json.Unmarshal([]byte(in), &s); err == nil {
			t.Errorf("unmarshal %s: no error, got %d", in, s)
		}
	}
}
