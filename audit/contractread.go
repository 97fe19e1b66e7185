package audit

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// contractFile is a file of card contracts: ageN.go or ultimate_ageN.go.
var contractFile = regexp.MustCompile(`^(ultimate_)?age\d+\.go$|^ultimate\.go$`)

// ReadContracts reads the card contracts of the Go package in dir (the
// files ageN.go, ultimate.go and ultimate_ageN.go) with go/parser and
// returns the steps of every effect, in the order of the files and of the
// code. A step's Source is "shown/FILE:LINE". The contracts are code that
// reads a performance; the steps are what its calls say: c.Draw(2) is a
// draw of a 2, c.Melds(Hand(c.Me)).Exactly(1) one card melded from the
// hand, an enclosing if a condition, an enclosing loop a repetition.
func ReadContracts(dir, shown string) ([]Step, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if contractFile.MatchString(e.Name()) {
			names = append(names, e.Name())
		}
	}
	// The 1st and 3rd editions first: the 4th's thirdOf reads them.
	sort.SliceStable(names, func(i, j int) bool {
		ui, uj := strings.HasPrefix(names[i], "ultimate"), strings.HasPrefix(names[j], "ultimate")
		if ui != uj {
			return uj
		}
		return ageOf(names[i]) < ageOf(names[j])
	})
	r := &contractReader{fset: token.NewFileSet(), shown: shown, funcs: map[string]*ast.FuncDecl{}}
	var files []*ast.File
	for _, n := range names {
		f, err := parser.ParseFile(r.fset, filepath.Join(dir, n), nil, 0)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name != "init" {
				r.funcs[fd.Name.Name] = fd
			}
		}
	}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == "init" {
				r.init(fd.Body)
			}
		}
	}
	return r.out, r.err
}

func ageOf(name string) int {
	n, _ := strconv.Atoi(strings.TrimSuffix(name[strings.LastIndex(name, "age")+3:], ".go"))
	return n
}

// contractReader turns the registrations of an init function into steps.
type contractReader struct {
	fset  *token.FileSet
	shown string
	funcs map[string]*ast.FuncDecl // package-level helpers, inlined
	out   []Step
	err   error
	// locals are the variables of the init function being read.
	locals map[string]ast.Expr
}

// init reads the card registrations of one init function.
func (r *contractReader) init(body *ast.BlockStmt) {
	r.locals = map[string]ast.Expr{}
	for _, st := range body.List {
		if as, ok := st.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
			for i, l := range as.Lhs {
				if id, ok := l.(*ast.Ident); ok {
					r.locals[id.Name] = as.Rhs[i]
				}
			}
			continue
		}
		es, ok := st.(*ast.ExprStmt)
		if !ok {
			continue
		}
		call, ok := es.X.(*ast.CallExpr)
		if !ok || len(call.Args) < 1 {
			continue
		}
		fn, ok := call.Fun.(*ast.Ident)
		if !ok {
			continue
		}
		name, err := strconv.Unquote(literal(call.Args[0]))
		if err != nil {
			continue
		}
		switch fn.Name {
		case "card":
			r.effects(name, []string{"1st", "3rd"}, call.Args[1:])
		case "fourth":
			r.effects(name, []string{"4th"}, call.Args[1:])
		case "byEdition":
			if len(call.Args) == 3 {
				r.effects(name, []string{"1st"}, elements(call.Args[1]))
				r.effects(name, []string{"3rd"}, elements(call.Args[2]))
			}
		}
	}
}

func literal(e ast.Expr) string {
	if b, ok := e.(*ast.BasicLit); ok {
		return b.Value
	}
	return ""
}

// elements returns the elements of a composite literal ([]Fn{a, b}).
func elements(e ast.Expr) []ast.Expr {
	if cl, ok := e.(*ast.CompositeLit); ok {
		return cl.Elts
	}
	return nil
}

// effects reads the effects of a card in the editions named.
func (r *contractReader) effects(card string, editions []string, fns []ast.Expr) {
	for i, fn := range fns {
		for _, ed := range editions {
			w := &stepWalker{r: r, edition: ed}
			w.effect(fn, codeContext{})
			for j, s := range mergeDraws(w.steps) {
				s.Card, s.Edition, s.Effect, s.Index = card, ed, i+1, j+1
				r.out = append(r.out, s)
			}
		}
	}
}
