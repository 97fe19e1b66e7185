// Package fuzz drives the games of the harness: choosers that answer
// decisions uniformly at random, by a swarm policy, from a fuzzer's byte
// stream or from rapid draws; campaigns that play many games under every
// property; the coverage of the rules they reach; the corpus of game
// records (scenarios.Record); and the shrinker that turns a failure into
// a short scenario file, on the shrinking core of package fuzz/shrink. It
// knows no game: it reaches one through its props.Suite (the
// game's engine.Registration and properties) and the engine.Game
// interface, and every file it writes names the game in its header. The
// native fuzz targets and rapid tests in its test files play Innovation.
package fuzz
