// Package fuzz drives Innovation games for the harness: choosers that
// answer decisions uniformly at random, from a fuzzer's byte stream or from
// rapid draws, and the native fuzz targets and rapid tests that play whole
// games under every property of package props.
package fuzz
