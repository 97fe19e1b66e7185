#!/bin/bash -eu
# Builds dogma's native Go fuzz targets (package fuzz) as libFuzzer binaries
# for ClusterFuzzLite. scripts/libfuzzer.sh builds them the same way on one
# machine. A crash input converts back to a scenario file with
#   go run ./cmd/dogma shrink CRASH-FILE

# compile_native_go_fuzzer rewrites the targets to use go-118-fuzz-build's
# testing shim, which the module must require (this copy of go.mod only).
go get github.com/AdamKorcz/go-118-fuzz-build/testing@v0.0.0-20250520111509-a70c2aa677fa

compile_native_go_fuzzer github.com/dogma-engine/dogma/fuzz FuzzGame fuzz_game
compile_native_go_fuzzer github.com/dogma-engine/dogma/fuzz FuzzScenario fuzz_scenario
