//go:build ignore

// gen_terms writes the terms of the card contracts for the audit: the
// steps ReadContracts reads in the contracts' Go code, one a line, each with
// the contract's file:line.
//
//	go run gen_terms.go ../props/innovation/contract data/innovation-contract-terms.tsv
package main

import (
	"bytes"
	"log"
	"os"

	"github.com/dogma-engine/dogma/audit"
	"github.com/dogma-engine/dogma/internal/atomicfile"
)

func main() {
	if len(os.Args) != 3 {
		log.Fatal("usage: go run gen_terms.go CONTRACT-DIR OUT.tsv")
	}
	var buf bytes.Buffer
	if err := audit.GenerateTerms(&buf, os.Args[1]); err != nil {
		log.Fatal(err)
	}
	if err := atomicfile.Write(os.Args[2], buf.Bytes()); err != nil {
		log.Fatal(err)
	}
}
