package fuzz

import (
	"encoding/binary"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
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
	Config inn.Config
	Seed   uint64
	Rest   []byte // the choice bytes
}

// DecodeGame reads a fuzz input: 8 bytes of seed (little endian), one byte
// of configuration (bits 0–1: players 2, 3, 4 or 4 in teams; bit 2: the
// 3rd edition; bit 3: the monument-combined variant; bits 4–7: fewer ages
// than ages), then the choice bytes. Missing bytes read as zero.
func DecodeGame(data []byte, ages int) GameInput {
	var head [9]byte
	n := copy(head[:], data)
	in := GameInput{Seed: binary.LittleEndian.Uint64(head[:8]), Rest: data[n:]}
	cfg := head[8]
	switch cfg & 3 {
	case 0:
		in.Config.Players = 2
	case 1:
		in.Config.Players = 3
	case 2:
		in.Config.Players = 4
	case 3:
		in.Config.Players, in.Config.Teams = 4, true
	}
	if cfg&4 != 0 {
		in.Config.Edition = inn.Third
	}
	if cfg&8 != 0 {
		in.Config.Variants = in.Config.Variants.With(inn.VarMonumentCombined)
	}
	in.Config.Ages = ages - int(cfg>>4)%ages
	return in
}

// EncodeGame is the inverse of DecodeGame, for seed corpora.
func EncodeGame(in GameInput, ages int) []byte {
	out := binary.LittleEndian.AppendUint64(nil, in.Seed)
	var cfg byte
	switch {
	case in.Config.Teams:
		cfg = 3
	case in.Config.Players == 3:
		cfg = 1
	case in.Config.Players == 4:
		cfg = 2
	}
	if in.Config.Edition == inn.Third {
		cfg |= 4
	}
	if in.Config.Variants.Has(inn.VarMonumentCombined) {
		cfg |= 8
	}
	if in.Config.Ages > 0 && in.Config.Ages <= ages {
		cfg |= byte(ages-in.Config.Ages) << 4
	}
	out = append(out, cfg)
	return append(out, in.Rest...)
}
