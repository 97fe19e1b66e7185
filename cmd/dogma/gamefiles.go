package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/scenarios"
)

// A game file is a decision log or a scenario file: the one game record
// that replay, show, shrink and perft --position read (see the package
// comment of scenarios). shrink also reads inputs of the native fuzz
// target FuzzGame.

// fileKind is what a file holds.
type fileKind int

const (
	notGame   fileKind = iota // a file of another kind: skipped in a folder
	gameFile                  // a scenario file or decision log
	fuzzInput                 // an input of FuzzGame
)

// sniff tells what the file at path holds, from its data.
func sniff(path string, data []byte) fileKind {
	if fuzz.IsFuzzInput(path, data) {
		return fuzzInput
	}
	if _, err := scenarios.ParseRecord(path, data); err == nil || !errors.Is(err, scenarios.ErrNotScenario) {
		return gameFile
	}
	return notGame
}

// gameFiles expands the paths a command was given into the game files it
// reads. A file named on the command line is taken as it is (reading it
// reports what is wrong with it); a folder stands for the game files below
// it, and files of other kinds there (README.md, notes, fuzz inputs
// unless withFuzz) are skipped with a note on stderr.
func gameFiles(cmd *cobra.Command, paths []string, withFuzz bool) ([]string, error) {
	var out []string
	for _, p := range paths {
		if err := inputfile.Check(p); err != nil {
			return nil, usageError("%v", err)
		}
		info, err := os.Stat(p)
		if err != nil {
			return nil, usageError("%v", err)
		}
		if !info.IsDir() {
			out = append(out, p)
			continue
		}
		files, err := scenarios.Files([]string{p})
		if err != nil {
			return nil, usageError("%v", err)
		}
		n := 0
		for _, f := range files {
			data, err := inputfile.ReadFile(f)
			if err != nil {
				return nil, usageError("%v", err)
			}
			switch k := sniff(f, data); {
			case k == gameFile, k == fuzzInput && withFuzz:
				out = append(out, f)
				n++
			default:
				fmt.Fprintf(cmd.ErrOrStderr(), "dogma: skipping %s: not a scenario file or decision log\n", f)
			}
		}
		if n == 0 {
			return nil, usageError("%s: no scenario files or decision logs in the folder", p)
		}
	}
	return out, nil
}

// readGame reads the game file at path. Every error is an input error
// (exit code 2) that names the file and, where there is one, the line.
func readGame(path string) (*scenarios.Record, error) {
	l, err := scenarios.ReadRecord(path)
	if err != nil {
		return nil, usageError("%v", err)
	}
	return l, nil
}

// shrunkPath returns where shrink writes the scenario it makes of the game
// file at input: beside it, under a new name that is neither the input nor
// an existing file.
func shrunkPath(input string) string {
	stem := strings.TrimSuffix(input, filepath.Ext(input))
	for i := 1; ; i++ {
		p := stem + "-shrunk.txt"
		if i > 1 {
			p = fmt.Sprintf("%s-shrunk-%d.txt", stem, i)
		}
		if _, err := os.Lstat(p); errors.Is(err, os.ErrNotExist) {
			return p
		}
	}
}
