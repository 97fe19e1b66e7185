package audit

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strconv"
	"strings"
)

// codeContext is what encloses a step in the code.
type codeContext struct {
	condition, compare, extreme, repeat, variant string
	choice                                       bool
}

// stepWalker collects the steps of one effect's code.
type stepWalker struct {
	r     *contractReader
	steps []Step
	// results are the variables that hold what a step did ("moved"): a
	// test of one is "if you do".
	results map[string]bool
	// extremes are variables that hold the highest or lowest cards.
	extremes map[string]string
	// choices are the variables that hold which alternative a step took.
	choices map[string]bool
	// bound are the boolean parameters of an effect built by a call
	// (feudalism(false)), by name: a branch they close is not read.
	bound map[string]bool
	// edition is the edition whose contract is read ("1st", "3rd" or
	// "4th"): a branch a test of c.Edition closes to it is not read.
	edition string
	depth   int
}

// effect reads an effect expression: a function literal, a local variable
// bound to one, a call of a local or package function that returns one,
// or thirdOf(card, i).
func (w *stepWalker) effect(e ast.Expr, ctx codeContext) {
	if w.depth > 4 {
		return
	}
	w.depth++
	defer func() { w.depth-- }()
	switch e := e.(type) {
	case *ast.FuncLit:
		w.block(e.Body.List, ctx)
	case *ast.Ident:
		if v, ok := w.r.locals[e.Name]; ok {
			w.effect(v, ctx)
		}
	case *ast.CallExpr:
		id, ok := e.Fun.(*ast.Ident)
		if !ok {
			return
		}
		if id.Name == "thirdOf" && len(e.Args) == 2 {
			card, _ := strconv.Unquote(literal(e.Args[0]))
			idx, _ := strconv.Atoi(literal(e.Args[1]))
			for _, s := range w.r.out {
				if s.Card == card && s.Edition == "3rd" && s.Effect == idx+1 {
					w.steps = append(w.steps, s)
				}
			}
			return
		}
		if v, ok := w.r.locals[id.Name]; ok {
			w.bind(v, e.Args)
			w.effect(v, ctx)
		} else if fd := w.r.funcs[id.Name]; fd != nil {
			w.block(fd.Body.List, ctx)
		}
	}
}

// bind remembers the boolean constants a call passes to the parameters of
// the function literal fn.
func (w *stepWalker) bind(fn ast.Expr, args []ast.Expr) {
	fl, ok := fn.(*ast.FuncLit)
	if !ok {
		return
	}
	if w.bound == nil {
		w.bound = map[string]bool{}
	}
	i := 0
	for _, f := range fl.Type.Params.List {
		for _, n := range f.Names {
			if i < len(args) {
				switch types.ExprString(args[i]) {
				case "true":
					w.bound[n.Name] = true
				case "false":
					w.bound[n.Name] = false
				}
			}
			i++
		}
	}
}

// never reports whether cond is false by the bound parameters alone.
func (w *stepWalker) never(cond ast.Expr) bool {
	switch e := cond.(type) {
	case *ast.Ident:
		v, ok := w.bound[e.Name]
		return ok && !v
	case *ast.UnaryExpr:
		if id, ok := e.X.(*ast.Ident); ok && e.Op == token.NOT {
			v, ok := w.bound[id.Name]
			return ok && v
		}
	case *ast.BinaryExpr:
		if e.Op == token.LAND {
			return w.never(e.X) || w.never(e.Y)
		}
		if ed, ok := editionTested(e); ok && w.edition != "" {
			return (e.Op == token.EQL) != (ed == w.edition)
		}
	case *ast.ParenExpr:
		return w.never(e.X)
	}
	return false
}

// editionNames are the editions a contract tests, by their constant in
// package innovation.
var editionNames = map[string]string{"inn.First": "1st", "inn.Third": "3rd", "inn.Fourth": "4th"}

// editionTested reports the edition that e (c.Edition == inn.Fourth, or
// !=) compares the edition played with.
func editionTested(e *ast.BinaryExpr) (string, bool) {
	if e.Op != token.EQL && e.Op != token.NEQ {
		return "", false
	}
	sel, ok := e.X.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Edition" {
		return "", false
	}
	ed, ok := editionNames[types.ExprString(e.Y)]
	return ed, ok
}

// block reads statements in order; an if that returns early makes the
// rest of the block conditional.
func (w *stepWalker) block(list []ast.Stmt, ctx codeContext) {
	for i, st := range list {
		w.stmt(st, ctx)
		if is, ok := st.(*ast.IfStmt); ok && is.Else == nil && returns(is.Body) && i+1 < len(list) {
			ctx = w.condition(ctx, is.Cond)
		}
	}
}

func returns(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	_, ok := b.List[len(b.List)-1].(*ast.ReturnStmt)
	return ok
}

func (w *stepWalker) stmt(st ast.Stmt, ctx codeContext) {
	switch st := st.(type) {
	case *ast.IfStmt:
		if st.Init != nil {
			w.stmt(st.Init, ctx)
		}
		if w.never(st.Cond) {
			if e, ok := st.Else.(*ast.BlockStmt); ok {
				w.block(e.List, ctx)
			}
			return
		}
		before := len(w.steps)
		w.exprs(st.Cond, ctx)
		inner := w.condition(ctx, st.Cond)
		if len(w.steps) > before && inner.condition != "" {
			inner.condition = "if-you-do" // the test reads what a step did
		}
		w.block(st.Body.List, inner)
		if st.Else != nil {
			alt := inner
			alt.choice = true
			switch e := st.Else.(type) {
			case *ast.BlockStmt:
				w.block(e.List, alt)
			case *ast.IfStmt:
				w.stmt(e, alt)
			}
		}
	case *ast.ForStmt:
		if st.Init != nil {
			w.stmt(st.Init, ctx)
		}
		inner := ctx
		inner.repeat = "each"
		if st.Init == nil && st.Cond != nil && strings.Contains(w.text(st.Cond), "Done()") {
			inner.repeat = "again"
		}
		w.block(st.Body.List, inner)
	case *ast.RangeStmt:
		inner := ctx
		inner.repeat = "each"
		w.block(st.Body.List, inner)
	case *ast.BlockStmt:
		w.block(st.List, ctx)
	case *ast.SwitchStmt:
		if st.Init != nil {
			w.stmt(st.Init, ctx)
		}
		for _, cc := range st.Body.List {
			inner := ctx
			inner.condition = "if"
			inner.choice = len(st.Body.List) > 1
			w.block(cc.(*ast.CaseClause).Body, inner)
		}
	case *ast.AssignStmt:
		before := len(w.steps)
		for _, e := range st.Rhs {
			w.exprs(e, ctx)
			w.noteExtreme(st.Lhs, e)
		}
		if len(w.steps) > before {
			choice := w.steps[len(w.steps)-1].Choice
			for _, l := range st.Lhs {
				if id, ok := l.(*ast.Ident); ok && id.Name != "_" {
					if choice {
						if w.choices == nil {
							w.choices = map[string]bool{}
						}
						w.choices[id.Name] = true
					} else {
						w.results[id.Name] = true
					}
				}
			}
		}
	case *ast.ReturnStmt:
		for _, e := range st.Results {
			if fl, ok := e.(*ast.FuncLit); ok {
				w.block(fl.Body.List, ctx)
			} else {
				w.exprs(e, ctx)
			}
		}
	default:
		ast.Inspect(st, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok {
				w.exprs(e, ctx)
				return false
			}
			return true
		})
	}
}

// noteExtreme remembers the variables set from the highest or lowest
// cards of a set.
func (w *stepWalker) noteExtreme(lhs []ast.Expr, e ast.Expr) {
	if w.extremes == nil {
		w.extremes = map[string]string{}
	}
	if x := extremeOf(w.text(e)); x != "" {
		for _, l := range lhs {
			if id, ok := l.(*ast.Ident); ok {
				w.extremes[id.Name] = x
			}
		}
	}
}

func extremeOf(code string) string {
	switch {
	case strings.Contains(code, "Highest(") || strings.Contains(code, "HighTop(") || strings.Contains(code, "AreHighest("):
		return "highest"
	case strings.Contains(code, "Lowest(") || strings.Contains(code, "LowTop(") || strings.Contains(code, "AreLowest("):
		return "lowest"
	}
	return ""
}

// condition returns ctx under the test cond.
func (w *stepWalker) condition(ctx codeContext, cond ast.Expr) codeContext {
	code := w.text(cond)
	if code == "c.Done()" || code == "!c.Done()" {
		return ctx
	}
	switch {
	case strings.Contains(code, "IfAffected()") || strings.Contains(code, "VarIfAffected"):
		ctx.variant = "if-affected"
		ctx.condition = "if-you-do"
	case w.mentions(cond, w.choices):
		ctx.choice = true
	case w.mentions(cond, w.results) || strings.Contains(code, "DemandTransferred()") || strings.Contains(code, "DemandReturned()"):
		if ctx.condition == "" {
			ctx.condition = "if-you-do"
		}
	default:
		ctx.condition = "if"
	}
	if cmp := compareOf(cond); cmp != "" {
		ctx.compare = cmp
	}
	if x := extremeOf(code); x != "" {
		ctx.extreme = x
	}
	return ctx
}

// mentions reports whether e reads one of vars.
func (w *stepWalker) mentions(e ast.Expr, vars map[string]bool) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && vars[id.Name] {
			found = true
		}
		return !found
	})
	return found
}

// compareOf returns "more" or "fewer" for a comparison of two quantities
// of the position (a > b, a < b), "" for a test against a constant.
func compareOf(e ast.Expr) string {
	out := ""
	ast.Inspect(e, func(n ast.Node) bool {
		b, ok := n.(*ast.BinaryExpr)
		if !ok || out != "" {
			return out == ""
		}
		if constant(b.X) || constant(b.Y) {
			return true
		}
		switch b.Op {
		case token.GTR, token.GEQ:
			out = "more"
		case token.LSS, token.LEQ:
			out = "fewer"
		}
		return true
	})
	return out
}

func constant(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.BasicLit:
		return true
	case *ast.SelectorExpr:
		return strings.HasPrefix(types.ExprString(e), "inn.")
	case *ast.Ident:
		return e.Name == "nil" || e.Name == "true" || e.Name == "false"
	case *ast.UnaryExpr:
		return constant(e.X)
	}
	return false
}

func (w *stepWalker) text(e ast.Node) string {
	if x, ok := e.(ast.Expr); ok {
		return types.ExprString(x)
	}
	return ""
}

// exprs reads the steps of an expression, outer calls first (a chain
// c.Melds(...).May().Exactly(1) is one step).
func (w *stepWalker) exprs(e ast.Expr, ctx codeContext) {
	if w.results == nil {
		w.results = map[string]bool{}
	}
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // a predicate, not a step
		case *ast.CallExpr:
			return !w.call(n, ctx)
		}
		return true
	})
}

// chain unwinds c.Verb(args).Mod(...).Mod(...) into its root call on c and
// the modifiers, outermost last.
func chain(call *ast.CallExpr) (root *ast.CallExpr, method string, mods []*ast.CallExpr) {
	cur := call
	for {
		sel, ok := cur.Fun.(*ast.SelectorExpr)
		if !ok {
			return nil, "", nil
		}
		if id, ok := sel.X.(*ast.Ident); ok && id.Name == "c" {
			for i, j := 0, len(mods)-1; i < j; i, j = i+1, j-1 {
				mods[i], mods[j] = mods[j], mods[i]
			}
			return cur, sel.Sel.Name, mods
		}
		inner, ok := sel.X.(*ast.CallExpr)
		if !ok {
			return nil, "", nil
		}
		mods = append(mods, cur)
		cur = inner
	}
}

// call reads one call; it reports whether the call was a step (its
// arguments are then read as part of it).
func (w *stepWalker) call(call *ast.CallExpr, ctx codeContext) bool {
	if id, ok := call.Fun.(*ast.Ident); ok {
		if fd := w.r.funcs[id.Name]; fd != nil && w.depth < 4 {
			w.depth++
			w.block(fd.Body.List, ctx)
			w.depth--
			return true
		}
		return false
	}
	root, method, mods := chain(call)
	if root == nil {
		return false
	}
	s := Step{Actor: "me", Condition: ctx.condition, Compare: ctx.compare, Extreme: ctx.extreme,
		Repeat: ctx.repeat, Variant: ctx.variant, Choice: ctx.choice, Source: w.pos(call)}
	code := w.text(call)
	if x := extremeOf(code); x != "" {
		s.Extreme = x
	}
	for _, a := range call.Args {
		ast.Inspect(a, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && w.extremes[id.Name] != "" {
				s.Extreme = w.extremes[id.Name]
			}
			return true
		})
	}
	switch {
	case moveVerbs[method][0] != "":
		mv := moveVerbs[method]
		s.Verb = mv[0]
		if len(root.Args) > 0 {
			s.From = zoneOf(root.Args[0])
		}
		s.To = mv[1]
		if s.To == "" && len(root.Args) > 1 {
			s.To = zoneOf(root.Args[1])
		}
		if method == "Reveals" {
			s.To = ""
		}
		s.Count = "1"
		for _, m := range mods {
			sel := m.Fun.(*ast.SelectorExpr).Sel.Name
			switch sel {
			case "May":
				s.May = true
			case "By":
				s.Actor = ownerOf(m.Args[0])
			case "In":
				if id, ok := m.Args[0].(*ast.Ident); ok && w.extremes[id.Name] != "" {
					s.Extreme = w.extremes[id.Name]
				}
			case "Exactly":
				s.Count = countOf(m.Args[0])
			case "UpTo":
				s.Count = "0-" + countOf(m.Args[0])
			case "Between":
				s.Count = countOf(m.Args[0]) + "-" + countOf(m.Args[1])
			case "One":
				s.Count = "1"
			case "Maybe":
				s.Count = "0-1"
			case "All":
				s.Count = "all"
			}
		}
		w.steps = append(w.steps, s)
	case oneVerbs[method] != "":
		s.Verb, s.Count = oneVerbs[method], "1"
		w.steps = append(w.steps, s)
	case drawVerbs[method] != "" || method == "Draw" || method == "DrawFor" || method == "MayDraw" || method == "DrawAmong":
		s.Verb, s.Count, s.To = "draw", "1", "hand:me"
		args := root.Args
		if method == "DrawFor" && len(args) == 2 {
			s.Actor = ownerOf(args[0])
			args = args[1:]
		}
		if method == "MayDraw" {
			s.May = true
			if len(args) > 1 {
				s.Choice = true
			}
		}
		if len(args) > 0 && method != "DrawAmong" {
			s.Age = ageOf2(args[0])
		} else {
			s.Age = "n"
		}
		w.steps = append(w.steps, s)
		if method == "MayDraw" {
			for _, a := range args[1:] {
				alt := s
				alt.Age = ageOf2(a)
				w.steps = append(w.steps, alt)
			}
		}
		if next := drawVerbs[method]; next != "" {
			t := s
			t.Verb, t.Age, t.From, t.To = next, "", "hand:me", ""
			switch next {
			case "meld", "tuck":
				t.To = "board:me"
			case "score":
				t.To = "score:me"
			}
			w.steps = append(w.steps, t)
		}
	case otherVerbs[method] != "":
		s.Verb = otherVerbs[method]
		switch method {
		case "MaySplay", "MayExchange", "MayRearrange":
			s.May = true
		case "ExchangeSome":
			s.May = len(root.Args) > 0 && w.text(root.Args[0]) == "true"
		case "SplayOneOf":
			s.May = len(root.Args) > 1 && w.text(root.Args[1]) == "true"
		}
		for _, a := range root.Args {
			if d := directionOf(a); d != "" {
				s.Direction = d
			}
		}
		var cols []string
		for _, a := range root.Args {
			if c := colorOf(a); c != "" {
				cols = append(cols, c)
			}
		}
		s.Colors = strings.Join(cols, "|")
		if len(cols) > 1 || method == "SplayChosen" || method == "ExecuteOneOf" {
			s.Choice = true
		}
		if method == "Claim" && len(root.Args) > 0 {
			s.To = "achievements:me"
			s.From = strings.TrimPrefix(w.text(root.Args[0]), "inn.")
			if len(root.Args) > 1 && w.text(root.Args[1]) != "true" && s.Condition == "" {
				s.Condition = "if" // claimed when its second argument holds
				s.Compare = compareOf(root.Args[1])
			}
		}
		if method == "Unsplay" && len(cols) == 0 && len(root.Args) > 0 {
			s.Colors = "n"
		}
		w.steps = append(w.steps, s)
	default:
		if fd := w.r.funcs[method]; fd != nil && fd.Recv != nil && w.depth < 4 {
			w.depth++
			w.block(fd.Body.List, ctx)
			w.depth--
			return true
		}
		return false
	}
	return true
}

func (w *stepWalker) pos(n ast.Node) string {
	p := w.r.fset.Position(n.Pos())
	return fmt.Sprintf("%s/%s:%d", w.r.shown, filepath.Base(p.Filename), p.Line)
}
