// Package protocol is the referee protocol, version 1: the messages dogma
// and an external rules engine exchange, one JSON object per line over the
// engine's standard input and output, their line codec, and Conn, which
// talks to an engine started as a subprocess and turns every way it can
// misbehave (exiting, hanging, printing garbage, answering out of turn)
// into a typed error rather than a hang.
//
// dogma writes requests (Hello, New, Choose, Quit) and the engine answers
// each with exactly one reply (HelloReply, StateReply, ErrorReply); a Quit
// has no answer, the engine exits. docs/referee-protocol.md describes the
// protocol for people who write an engine's adapter, and
// docs/protocol/*.schema.json hold a JSON Schema for every message.
package protocol
