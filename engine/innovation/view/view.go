// Package view shows an Innovation position the way a player sees it:
// each board as five colored piles with their splay, top card, size and
// visible icons, the score piles, achievements and hands, the supply piles
// and the available achievements.
//
// NewView builds a View, which holds only what the viewing seat may see
// (RULES.md INFO-1, INFO-2) unless everything is asked for; its Text method
// writes it for a terminal, with or without color. A View is also the JSON
// form of a position. A Redactor writes the events and option labels of a
// game as one seat saw them. Together they are Innovation's rendering in
// its engine.Registration.
package view

import (
	"strconv"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// All is the viewer that sees every card, the supply order included.
const All = engine.Omniscient

// View is a position as one seat sees it.
type View struct {
	Profile     string       `json:"profile"`
	Viewer      string       `json:"viewer"` // "P1".."P4", or "all"
	Phase       string       `json:"phase"`  // "setup", "play" or "over"
	Turn        int          `json:"turn"`
	Current     string       `json:"current"`
	ActionsLeft int          `json:"actions_left"`
	Result      *ResultView  `json:"result,omitempty"`
	Players     []PlayerView `json:"players"`
	Supply      []SupplyView `json:"supply"`
	// Expansions are the supply piles of the expansions in play
	// (EXP-SET-1), one list per expansion.
	Expansions []ExpansionView `json:"expansions,omitempty"`
	Available  []string        `json:"available"` // ages of age achievements, names of specials
	// Junk is the 4th edition's junk: how many cards, and their names for
	// the All viewer (ULT-JUNK-1: nobody sees their fronts).
	Junk     *JunkView     `json:"junk,omitempty"`
	Decision *DecisionView `json:"decision,omitempty"`
}

// ResultView is how the game ended.
type ResultView struct {
	Reason  string   `json:"reason"`
	Clause  string   `json:"clause"`
	Winners []string `json:"winners"`
}

// Icons lists the icons a View counts, in the order it shows them; the 4th
// edition adds the avatar (IconsOf).
var Icons = []inn.Icon{inn.Castle, inn.Crown, inn.Leaf, inn.Lightbulb, inn.Factory, inn.Clock}

// iconsIn returns the icons a view's count map holds: Icons, and the
// avatar where the map counts it (the 4th edition).
func iconsIn(counts map[string]int) []inn.Icon {
	if _, ok := counts[inn.Avatar.String()]; ok {
		return IconsOf(inn.Fourth)
	}
	return Icons
}

// IconsOf returns the icons a view of a game of edition ed counts: Icons,
// and the avatar in the 4th edition (ULT-COMP-2).
func IconsOf(ed inn.Edition) []inn.Icon {
	if ed == inn.Fourth {
		return append(append([]inn.Icon{}, Icons...), inn.Avatar)
	}
	return Icons
}

// PlayerView is one player's part of a View.
type PlayerView struct {
	Seat         string     `json:"seat"`
	Partner      string     `json:"partner,omitempty"` // the seat's partner in a team game (TEAM-1)
	Out          bool       `json:"out,omitempty"`     // the player lost and is out of the game (ULT-KEY-LOSE)
	Score        int        `json:"score"`
	ScorePile    []CardView `json:"score_pile"`
	Achievements []string   `json:"achievements"`
	Hand         []CardView `json:"hand"`
	// Forecast is the player's forecast (Echoes of the Past): its owner
	// sees the cards, the others their ages (ECHO-FORECAST).
	Forecast []CardView `json:"forecast,omitempty"`
	// BonusPoints are the points the player's visible bonuses add to his
	// score, counted in Score (ECHO-BONUS-SCORE).
	BonusPoints int            `json:"bonus_points,omitempty"`
	Icons       map[string]int `json:"icons"` // visible icons of the whole board (ICON-1)
	Piles       []PileView     `json:"piles"` // five, in color order
}

// PileView is one color pile of a board.
type PileView struct {
	Color   string         `json:"color"`
	Splay   string         `json:"splay"` // "none", "left", "right" or "up"
	Size    int            `json:"size"`
	Top     *CardView      `json:"top,omitempty"`
	Covered []CardView     `json:"covered,omitempty"` // top to bottom; only the owner sees them
	Icons   map[string]int `json:"icons"`             // visible icons of this pile
	// Bonuses are the values of the bonuses the pile shows, bottom card
	// first (Echoes of the Past, ECHO-ICON-1).
	Bonuses []int `json:"bonuses,omitempty"`
	// Echoes are the cards whose echo effect the pile shows, bottom card
	// first: those a Dogma action on its top card runs (ECHO-RUN).
	Echoes []string `json:"echoes,omitempty"`
}

// CardView is a card as the viewer sees it: its age always, its name only
// if the viewer may see it.
type CardView struct {
	Age  int    `json:"age"`
	Name string `json:"name,omitempty"`
}

// JunkView is the junk of the 4th edition.
type JunkView struct {
	Size  int      `json:"size"`
	Cards []string `json:"cards,omitempty"` // for the All viewer only
}

// SupplyView is one supply pile.
type SupplyView struct {
	Age   int      `json:"age"`
	Size  int      `json:"size"`
	Cards []string `json:"cards,omitempty"` // top first; only for the All viewer
}

// ExpansionView is the supply piles of one expansion in play.
type ExpansionView struct {
	Name   string       `json:"name"` // "echoes"
	Supply []SupplyView `json:"supply"`
}

// DecisionView is the pending decision, if the viewer may see its options.
type DecisionView struct {
	Player  string   `json:"player"`
	Kind    string   `json:"kind"`
	Prompt  string   `json:"prompt"`
	Options []string `json:"options,omitempty"`
}

// partnerName returns the seat of p's partner in a team game, or "".
func partnerName(g *inn.Game, p int) string {
	if q := g.Partner(p); q >= 0 {
		return inn.SeatName(q)
	}
	return ""
}

// NewView returns the position of g as seat viewer sees it (0 for P1), or
// every card if viewer is All.
func NewView(g *inn.Game, viewer int) *View {
	s, d, cfg := g.State(), g.Deck(), g.Config()
	all := viewer == All
	sees := func(p int) bool { return all || p == viewer } // INFO-1: one's own cards
	v := &View{
		Profile:     cfg.String(),
		Viewer:      "all",
		Turn:        s.Turn,
		Current:     inn.SeatName(s.Current),
		ActionsLeft: s.ActionsLeft,
	}
	if !all {
		v.Viewer = inn.SeatName(viewer)
	}
	switch s.Phase {
	case inn.PhaseSetup:
		v.Phase = "setup"
	case inn.PhasePlay:
		v.Phase = "play"
	default:
		v.Phase = "over"
		r := g.Result()
		v.Result = &ResultView{Reason: r.Reason, Clause: r.Clause, Winners: []string{}}
		for _, p := range r.Winners {
			v.Result.Winners = append(v.Result.Winners, inn.SeatName(p))
		}
	}
	card := func(c inn.Card, visible bool) CardView {
		cv := CardView{Age: d.Facts[c].Age}
		if visible {
			cv.Name = d.Name(c)
		}
		return cv
	}
	cardsOf := func(set inn.Set, visible bool) []CardView {
		out := []CardView{}
		set.Each(func(c inn.Card) { out = append(out, card(c, visible)) })
		return out
	}
	achievement := func(c inn.Card) string {
		if c.IsSpecial() {
			return d.Name(c)
		}
		// INFO-1: age achievements are never looked at.
		if all {
			return strconv.Itoa(d.Facts[c].Age) + ":" + d.Name(c)
		}
		return strconv.Itoa(d.Facts[c].Age)
	}
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		pv := PlayerView{
			Partner:      partnerName(g, p),
			Seat:         inn.SeatName(p),
			Out:          !s.In(p),
			Score:        s.Score(d, p),
			ScorePile:    cardsOf(pl.ScorePile, sees(p)),
			Achievements: []string{},
			Hand:         cardsOf(pl.Hand, sees(p)),
			Icons:        map[string]int{},
		}
		if !pl.Forecast.Empty() {
			pv.Forecast = cardsOf(pl.Forecast, sees(p))
		}
		pv.BonusPoints = s.BonusPoints(d, p)
		pl.Achievements.Each(func(c inn.Card) { pv.Achievements = append(pv.Achievements, achievement(c)) })
		for _, i := range IconsOf(cfg.Edition) {
			pv.Icons[i.String()] = pl.Icons(i)
		}
		for col := inn.Color(0); col < inn.NumColors; col++ {
			pile := &pl.Piles[col]
			pw := PileView{Color: col.String(), Splay: pile.Splay().String(), Size: pile.Len(), Icons: map[string]int{}}
			if pile.Len() > 0 {
				top := card(pile.Top(), true) // KEY-TOP: top cards are visible to all
				pw.Top = &top
				// INFO-2: an opponent's covered cards are hidden.
				// rule ULT-INFO-1: in the 4th edition every board is public,
				// covered cards too.
				for i := pile.Len() - 2; i >= 0 && (sees(p) || cfg.Edition == inn.Fourth); i-- {
					pw.Covered = append(pw.Covered, card(pile.At(i), true))
				}
			}
			counts := inn.PileIcons(d, pile)
			for _, i := range IconsOf(cfg.Edition) {
				pw.Icons[i.String()] = int(counts[i])
			}
			if len(cfg.Expansions.Names()) > 0 {
				// rule ECHO-ICON-1: what the pile shows is public, as its icons are.
				pw.Bonuses = s.VisibleBonuses(d, p, col)
				for _, c := range s.VisibleEchoes(d, p, col) {
					pw.Echoes = append(pw.Echoes, d.Name(c))
				}
			}
			pv.Piles = append(pv.Piles, pw)
		}
		v.Players = append(v.Players, pv)
	}
	for age := 1; age <= cfg.Ages; age++ {
		sv := SupplyView{Age: age, Size: s.SupplyLen(age)}
		if all {
			for _, c := range s.Supply(age) {
				sv.Cards = append(sv.Cards, d.Name(c))
			}
		}
		v.Supply = append(v.Supply, sv)
	}
	for _, name := range cfg.Expansions.Names() {
		x, _ := inn.ParseExpansion(name)
		ev := ExpansionView{Name: name}
		for age := 1; age <= cfg.Ages; age++ {
			sv := SupplyView{Age: age, Size: s.ExpansionSupplyLen(x, age)}
			if all {
				for _, c := range s.ExpansionSupply(x, age) {
					sv.Cards = append(sv.Cards, d.Name(c))
				}
			}
			ev.Supply = append(ev.Supply, sv)
		}
		v.Expansions = append(v.Expansions, ev)
	}
	v.Available = []string{}
	for age := 1; age <= inn.AgeCap; age++ {
		if c := s.AgeAchievement(age); c != inn.NoCard {
			v.Available = append(v.Available, achievement(c))
		}
		s.MoreAchievements().Each(func(c inn.Card) {
			if d.Facts[c].Age == age {
				v.Available = append(v.Available, achievement(c))
			}
		})
	}
	s.Specials.Each(func(c inn.Card) { v.Available = append(v.Available, d.Name(c)) })
	if cfg.Edition == inn.Fourth {
		v.Junk = &JunkView{Size: s.Junk.Len()}
		if all {
			s.Junk.Each(func(c inn.Card) { v.Junk.Cards = append(v.Junk.Cards, d.Name(c)) })
		}
	}
	if dec := g.Decision(); dec != nil {
		dv := &DecisionView{Player: inn.SeatName(dec.Player), Kind: string(dec.Kind), Prompt: dec.Prompt}
		// INFO-2: the options may name hidden cards of the player who decides.
		if sees(dec.Player) {
			dv.Options = dec.Labels()
		}
		v.Decision = dv
	}
	return v
}
