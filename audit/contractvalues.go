package audit

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
)

// moveVerbs are the selections of moves (c.Melds(from)...): the verb, and
// the zone the cards go to ("" = the second argument).
var moveVerbs = map[string][2]string{
	"Melds": {"meld", "board:me"}, "Tucks": {"tuck", "board:me"}, "Scores": {"score", "score:me"},
	"Returns": {"return", "supply"}, "Transfers": {"transfer", ""}, "Removes": {"remove", "removed"},
	"Junks": {"junk", "junk"}, "Reveals": {"reveal", ""},
}

// oneVerbs are the moves of one given card (c.Score(k)).
var oneVerbs = map[string]string{"Meld": "meld", "Tuck": "tuck", "Score": "score", "Return": "return", "Reveal": "reveal"}

// drawVerbs are the draws, and what the drawn card does next.
var drawVerbs = map[string]string{"Draw": "", "DrawFor": "", "DrawAndMeld": "meld", "DrawAndScore": "score",
	"DrawAndTuck": "tuck", "DrawAndReveal": "reveal", "MayDraw": "", "DrawAmong": ""}

// otherVerbs are the other steps, by method.
var otherVerbs = map[string]string{
	"Exchange": "exchange", "ExchangeSome": "exchange", "MayExchange": "exchange", "Exchanges": "exchange",
	"Splay": "splay", "MaySplay": "splay", "SplayOneOf": "splay", "SplayChosen": "splay", "Unsplay": "unsplay",
	"Claim": "claim", "Win": "win", "Execute": "execute", "ExecuteAll": "execute", "ExecuteOneOf": "execute",
	"NonDemand": "execute", "Rearranges": "rearrange", "MayRearrange": "rearrange", "RevealsAll": "reveal",
	"RemoveAll": "remove", "JunksDeck": "junk", "EndsAction": "end",
}

// zoneOf names a zone expression: Hand(c.Me) is "hand:me".
func zoneOf(e ast.Expr) string {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return "n"
	}
	id, ok := call.Fun.(*ast.Ident)
	if !ok {
		return "n"
	}
	kind := map[string]string{"Hand": "hand", "ScorePile": "score", "Board": "board", "Tops": "top", "Bottoms": "bottom",
		"PileOf": "board", "TopOf": "top", "Supply": "supply", "Achievements": "achievements",
		"AgeAchievements": "achievements", "Removed": "removed", "SpecialAchievements": "achievements", "Junk": "junk"}[id.Name]
	if kind == "" {
		return "n"
	}
	if len(call.Args) == 0 {
		return kind
	}
	return kind + ":" + ownerOf(call.Args[0])
}

// ownerOf names a player expression: c.Me, c.Activator, another player.
func ownerOf(e ast.Expr) string {
	switch types.ExprString(e) {
	case "c.Me":
		return "me"
	case "c.Activator":
		return "activator"
	case "AnyPlayer":
		return "any"
	}
	return "opponent"
}

// countOf names a count: a number, min(1, x) (one when there is one),
// anything else "n".
func countOf(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.BasicLit:
		return e.Value
	case *ast.CallExpr:
		if id, ok := e.Fun.(*ast.Ident); ok && id.Name == "min" && len(e.Args) == 2 {
			if b, ok := e.Args[0].(*ast.BasicLit); ok {
				return b.Value
			}
		}
	}
	return "n"
}

// ageOf2 names an age: a number, an age relative to a card (c.Age(k)+1
// is "+1"), or "n".
func ageOf2(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.BasicLit:
		return e.Value
	case *ast.BinaryExpr:
		if b, ok := e.Y.(*ast.BasicLit); ok && (e.Op == token.ADD || e.Op == token.SUB) {
			return e.Op.String() + b.Value
		}
	}
	return "n"
}

func directionOf(e ast.Expr) string {
	switch types.ExprString(e) {
	case "inn.Left":
		return "left"
	case "inn.Right":
		return "right"
	case "inn.Up":
		return "up"
	}
	return ""
}

func colorOf(e ast.Expr) string {
	switch types.ExprString(e) {
	case "inn.Red":
		return "red"
	case "inn.Yellow":
		return "yellow"
	case "inn.Green":
		return "green"
	case "inn.Blue":
		return "blue"
	case "inn.Purple":
		return "purple"
	}
	return ""
}

// mergeDraws joins consecutive draws of one age in one context into one
// step of several cards (c.Draw(1); c.Draw(1) is "draw two 1s").
func mergeDraws(steps []Step) []Step {
	var out []Step
	for _, s := range steps {
		if n := len(out); n > 0 && s.Verb == "draw" {
			p := &out[n-1]
			q := s
			q.Count, q.Source = p.Count, p.Source
			if p.Verb == "draw" && *p == q {
				c, err := strconv.Atoi(p.Count)
				if err == nil {
					p.Count = strconv.Itoa(c + 1)
					continue
				}
			}
		}
		out = append(out, s)
	}
	return out
}
