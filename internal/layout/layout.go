// Package layout states the import rule of the module and its test checks
// it: the harness never imports a game.
//
// A game is a set of packages under engine/NAME and props/NAME (its
// rules and its invariants; internal/toygame is the test game); cmd/dogma
// is the only package that imports them, besides their own tests and the
// tests of other packages. Every other package is the harness (engine
// itself and its conformance suite engine/enginetest, props, fuzz,
// scenarios, bench and the internal helpers) and works on the kernel's
// interfaces and a game's registration.
package layout

import "strings"

// Module is the module path.
const Module = "github.com/dogma-engine/dogma"

// IsGame reports whether the package with import path p belongs to a game.
func IsGame(p string) bool {
	rel, ok := strings.CutPrefix(p, Module+"/")
	if !ok || rel == "engine/enginetest" {
		return false
	}
	for _, root := range []string{"engine/", "props/", "internal/toygame"} {
		if strings.HasPrefix(rel, root) {
			return true
		}
	}
	return false
}

// MayImportGames reports whether the package with import path p may import
// a game: the command line, which lists the games, and the games
// themselves.
func MayImportGames(p string) bool {
	return IsGame(p) || p == Module+"/cmd/dogma"
}
