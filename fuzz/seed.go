package fuzz

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/dogma-engine/dogma/internal/clip"
)

// Seed is a 64-bit seed in JSON output. It is written as a decimal string,
// because JavaScript and jq read numbers as doubles and round those above
// 2^53; it is read back from a string or a number.
type Seed uint64

// MarshalJSON writes the seed as a decimal string.
func (s Seed) MarshalJSON() ([]byte, error) {
	return []byte(`"` + strconv.FormatUint(uint64(s), 10) + `"`), nil
}

// UnmarshalJSON reads a seed written as a decimal string or a number.
func (s *Seed) UnmarshalJSON(data []byte) error {
	text := data
	if len(data) > 0 && data[0] == '"' {
		var str string
		if err := json.Unmarshal(data, &str); err != nil {
			return err
		}
		text = []byte(str)
	}
	text = bytes.TrimSpace(text)
	n, err := strconv.ParseUint(string(text), 10, 64)
	if err != nil {
		return fmt.Errorf("seed %s: want a whole number from 0 to 2^64-1", clip.Text(string(data), 40))
	}
	*s = Seed(n)
	return nil
}
