package fuzz

import (
	"encoding/binary"

	"github.com/dogma-engine/dogma/engine"
)

// Bytes answers decisions from a byte stream, one byte per decision: the
// option is the byte modulo the number of options. Once the stream is
// spent every decision gets its first option, which for an action is Draw,
// so every game still ends.
type Bytes struct {
	data []byte
	used int
}

// NewBytes returns a chooser reading data.
func NewBytes(data []byte) *Bytes { return &Bytes{data: data} }

// Choose consumes one byte.
func (c *Bytes) Choose(d *engine.Decision) int {
	if c.used >= len(c.data) {
		return 0
	}
	b := c.data[c.used]
	c.used++
	return int(b) % len(d.Options)
}

// Used returns the number of bytes consumed.
func (c *Bytes) Used() int { return c.used }

// GameInput is what a fuzz input of FuzzGame decodes to.
type GameInput struct {
	Setup  int           // the index of the configuration among the setups
	Config engine.Config // the configuration, setups[Setup]
	Seed   uint64
	Rest   []byte // the choice bytes
}

// DecodeGame reads a fuzz input of a game whose setups (Registration.Setups)
// are given: 8 bytes of seed (little endian), one byte choosing the
// configuration (its index among setups, modulo their number), then the
// choice bytes. Missing bytes read as zero.
//
// The configuration byte once encoded Innovation's players, edition, a
// variant and the last age bit by bit; the inputs of that time still
// decode, to other configurations, which a fuzzer's corpus only needs as
// varied inputs.
func DecodeGame(data []byte, setups []engine.Config) GameInput {
	var head [9]byte
	n := copy(head[:], data)
	in := GameInput{Seed: binary.LittleEndian.Uint64(head[:8]), Rest: data[n:]}
	if len(setups) > 0 {
		in.Setup = int(head[8]) % len(setups)
		in.Config = setups[in.Setup]
	}
	return in
}

// EncodeGame is the inverse of DecodeGame, for seed corpora: it writes
// in.Setup, not in.Config.
func EncodeGame(in GameInput) []byte {
	out := binary.LittleEndian.AppendUint64(nil, in.Seed)
	out = append(out, byte(in.Setup))
	return append(out, in.Rest...)
}
