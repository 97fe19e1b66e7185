package audit

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
)

// Step is one step of a card effect in the terms the audit compares: what
// a contract lets the effect do, or what a translated text says it does.
// An empty field says nothing.
type Step struct {
	Card    string `json:"card"`    // the card's original title
	Edition string `json:"edition"` // "1st", "3rd" or "4th"
	Effect  int    `json:"effect"`  // the effect's place on the card, from 1
	Index   int    `json:"step"`    // the step's place in the effect, from 1
	// Actor is who performs the step: "me" (the player performing the
	// effect), "activator" (a demand's "I") or "opponent".
	Actor string `json:"actor"`
	// Verb is the action: draw, meld, tuck, score, return, transfer,
	// exchange, splay, unsplay, reveal, remove, junk, claim, win, execute,
	// rearrange.
	Verb string `json:"verb"`
	// Count is how many cards: "1", "2", "0-3" (up to three), "all" or "n"
	// (a number the position gives).
	Count string `json:"count,omitempty"`
	// From and To are zones with their owner: "hand:me", "score:activator",
	// "top:me", "board:opponent", "supply", "achievements".
	From string `json:"from,omitempty"`
	To   string `json:"to,omitempty"`
	// Age is a fixed age ("3"), an age relative to a card ("+1", "-1") or
	// one the position gives ("n").
	Age       string `json:"age,omitempty"`
	Direction string `json:"direction,omitempty"` // left, right, up
	Colors    string `json:"colors,omitempty"`    // "yellow|purple": one of them
	May       bool   `json:"may"`                 // the player may decline it
	// Condition is what the step waits for: "if-you-do" (a step before it
	// happened), "if" (a test of the position), "" (always).
	Condition string `json:"condition,omitempty"`
	Extreme   string `json:"extreme,omitempty"` // highest or lowest
	Compare   string `json:"compare,omitempty"` // more or fewer
	Repeat    string `json:"repeat,omitempty"`  // "again" (while it can) or "each" (once for every ...)
	Choice    bool   `json:"choice,omitempty"`  // one of several alternatives (or)
	// Variant is the rule variant whose switch the contract reads at this
	// step: the engine plays the other reading under it.
	Variant string `json:"variant,omitempty"`
	Source  string `json:"source,omitempty"` // the contract's file:line
}

// termColumns are the columns of a terms table, in order.
var termColumns = []string{"card", "edition", "effect", "step", "actor", "verb", "count", "from", "to",
	"age", "direction", "colors", "may", "condition", "extreme", "compare", "repeat", "choice", "variant", "source"}

// fields returns the step as the cells of a terms table.
func (s Step) fields() []string {
	may := "must"
	if s.May {
		may = "may"
	}
	choice := ""
	if s.Choice {
		choice = "or"
	}
	return []string{s.Card, s.Edition, strconv.Itoa(s.Effect), strconv.Itoa(s.Index), s.Actor, s.Verb, s.Count,
		s.From, s.To, s.Age, s.Direction, s.Colors, may, s.Condition, s.Extreme, s.Compare, s.Repeat, choice, s.Variant, s.Source}
}

// WriteTerms writes steps as a terms table: a header comment, the column
// names, one step a line, tab-separated, "-" for an empty cell.
func WriteTerms(w io.Writer, header string, steps []Step) error {
	bw := bufio.NewWriter(w)
	for _, l := range strings.Split(strings.TrimRight(header, "\n"), "\n") {
		fmt.Fprintln(bw, "# "+l)
	}
	fmt.Fprintln(bw, strings.Join(termColumns, "\t"))
	for _, s := range steps {
		f := s.fields()
		for i := range f {
			if f[i] == "" {
				f[i] = "-"
			}
		}
		fmt.Fprintln(bw, strings.Join(f, "\t"))
	}
	return bw.Flush()
}

// ParseTerms reads a terms table WriteTerms wrote; name is the file name
// errors give.
func ParseTerms(name string, r io.Reader) ([]Step, error) {
	var out []Step
	sc := bufio.NewScanner(r)
	header := false
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if !header {
			if strings.Join(f, "\t") != strings.Join(termColumns, "\t") {
				return nil, fmt.Errorf("%s:%d: want the columns %s", name, n, strings.Join(termColumns, " "))
			}
			header = true
			continue
		}
		if len(f) != len(termColumns) {
			return nil, fmt.Errorf("%s:%d: %d cells, want %d", name, n, len(f), len(termColumns))
		}
		for i := range f {
			if f[i] == "-" {
				f[i] = ""
			}
		}
		effect, err1 := strconv.Atoi(f[2])
		index, err2 := strconv.Atoi(f[3])
		if err1 != nil || err2 != nil || (f[12] != "may" && f[12] != "must") {
			return nil, fmt.Errorf("%s:%d: bad effect, step or may cell", name, n)
		}
		out = append(out, Step{Card: f[0], Edition: f[1], Effect: effect, Index: index, Actor: f[4], Verb: f[5],
			Count: f[6], From: f[7], To: f[8], Age: f[9], Direction: f[10], Colors: f[11], May: f[12] == "may",
			Condition: f[13], Extreme: f[14], Compare: f[15], Repeat: f[16], Choice: f[17] == "or", Variant: f[18], Source: f[19]})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if !header {
		return nil, fmt.Errorf("%s: no terms table", name)
	}
	return out, nil
}

// ContractTerms are the steps of every card effect's contract, by effect
// ("Oars 1") and edition.
type ContractTerms struct {
	steps map[string][]Step // "Oars 1 1st" → steps
}

// NewContractTerms indexes steps by effect and edition.
func NewContractTerms(steps []Step) *ContractTerms {
	t := &ContractTerms{steps: map[string][]Step{}}
	for _, s := range steps {
		k := fmt.Sprintf("%s %d %s", s.Card, s.Effect, s.Edition)
		t.steps[k] = append(t.steps[k], s)
	}
	return t
}

// Effect returns the steps of the effect named ("Oars 1") in edition, and
// whether the table has it.
func (t *ContractTerms) Effect(effect, edition string) ([]Step, bool) {
	s, ok := t.steps[effect+" "+edition]
	return s, ok
}

// LoadContractTerms returns the shipped contract terms of game
// (data/GAME-contract-terms.tsv, made by go generate from the card
// contracts).
func LoadContractTerms(game string) (*ContractTerms, error) {
	name := game + "-contract-terms.tsv"
	f, err := Data().Open(name)
	if err != nil {
		return nil, fmt.Errorf("no contract terms of %s (want data file %s)", game, name)
	}
	defer f.Close()
	steps, err := ParseTerms(name, f)
	if err != nil {
		return nil, err
	}
	return NewContractTerms(steps), nil
}

// termsHeader opens the generated terms table.
const termsHeader = `The terms of the card contracts, one step of an effect a line, for the
translation audit: who acts, the verb, how many cards, from and to which
zone, the age (fixed, relative +N, or n), the direction, the colors, may or
must, the condition, highest/lowest, more/fewer, the repetition, whether it
is one of alternatives (or), the variant read there, and the contract line.
Generated by audit/gen_terms.go from props/innovation/contract (go generate
./audit); do not edit: edit the contracts.`

// GenerateTerms writes the terms table of the card contracts in dir (a
// path relative to the audit package, "../props/innovation/contract").
func GenerateTerms(w io.Writer, dir string) error {
	shown := strings.TrimPrefix(filepath.ToSlash(filepath.Clean(dir)), "../")
	steps, err := ReadContracts(dir, shown)
	if err != nil {
		return err
	}
	return WriteTerms(w, termsHeader, steps)
}
