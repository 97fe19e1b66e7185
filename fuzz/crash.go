package fuzz

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// corpusHeader starts every file of a Go native fuzz corpus.
const corpusHeader = "go test fuzz v1"

// IsFuzzInput reports whether the file name holding data is an input of
// FuzzGame rather than a game file: a Go fuzz corpus file (its first line
// is "go test fuzz v1"), or a raw libFuzzer input, recognised by its
// artifact name (crash-, leak-, timeout-, oom-, slow-unit-) or by bytes
// that are not text. Any other file is text to be read as a game file, so
// that a text file of another kind is refused, never decoded as choices.
func IsFuzzInput(name string, data []byte) bool {
	if bytes.HasPrefix(data, []byte(corpusHeader)) {
		return true
	}
	base := filepath.Base(name)
	for _, p := range []string{"crash-", "leak-", "timeout-", "oom-", "slow-unit-"} {
		if strings.HasPrefix(base, p) {
			return true
		}
	}
	return !utf8.Valid(data) || bytes.IndexByte(data, 0) >= 0
}

// FuzzBytes returns the FuzzGame input held by data: the []byte value of a
// Go corpus file ("go test fuzz v1" then one []byte literal), or data
// itself for a raw libFuzzer input.
func FuzzBytes(name string, data []byte) ([]byte, error) {
	if !bytes.HasPrefix(data, []byte(corpusHeader)) {
		return data, nil
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 2 {
		return nil, fmt.Errorf("%s:2: want one []byte value after %q", name, corpusHeader)
	}
	lit := strings.TrimSpace(lines[1])
	if !strings.HasPrefix(lit, "[]byte(") || !strings.HasSuffix(lit, ")") {
		return nil, fmt.Errorf("%s:2: want a []byte(...) value, FuzzGame's only argument", name)
	}
	s, err := strconv.Unquote(lit[len("[]byte(") : len(lit)-1])
	if err != nil {
		return nil, fmt.Errorf("%s:2: %v", name, err)
	}
	return []byte(s), nil
}

// LogOfFuzzInput replays a FuzzGame input of c's game (seed, setup and
// choice bytes, see DecodeGame) under the properties and returns its
// decision log up to the first failure, ready to shrink. It fails if the
// game does not fail.
func LogOfFuzzInput(name string, data []byte, c *props.Checker) (*scenarios.Record, error) {
	in := DecodeGame(data, c.Suite.Setups())
	res := c.Run(in.Config, in.Seed, NewBytes(in.Rest))
	if res.Err() == nil {
		return nil, fmt.Errorf("%s: the game (%s, seed %d) does not fail", name, in.Config, in.Seed)
	}
	cfg := in.Config
	if res.Log.Config != nil {
		cfg = res.Log.Config
	}
	l := &scenarios.Record{Suite: c.Suite, Config: cfg, Seed: in.Seed,
		Notes: []string{fmt.Sprintf("from the fuzz input %s", name)}}
	for i, label := range res.Log.Labels {
		l.Moves = append(l.Moves, scenarios.Move{Player: res.Log.Players[i], Label: label})
	}
	return l, nil
}
