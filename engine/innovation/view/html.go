package view

import (
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"
)

// pileRGB is the ink and the paper of each card color on a page.
var pileRGB = map[string][2]string{
	"blue":   {"#2f5fa7", "#dde8f7"},
	"red":    {"#b03a2e", "#f7dfdc"},
	"green":  {"#23794a", "#dcf0e3"},
	"yellow": {"#a88708", "#f8f0cc"},
	"purple": {"#6c3483", "#ecdff2"},
}

// The geometry of a board drawing, in SVG user units.
const (
	pileWidth  = 150 // one pile's column
	cardX      = 20  // the top card's left edge in its column
	cardWidth  = 110
	cardHeight = 112
	cardY      = 6
	splayStep  = 6 // how far each covered card peeks out of a splayed pile
	iconColumn = (cardWidth - 6) / 2
	boardHigh  = cardY + cardHeight + 4*splayStep + 6
)

// htmlStyle is the style of Innovation's part of a page, its classes
// prefixed with "inn-".
var htmlStyle = `<style>` +
	`.inn-head{font-weight:600;margin:0 0 8px}` +
	`.inn-seat{background:#fff;border:1px solid #ddd;border-radius:6px;padding:6px 8px;margin-bottom:10px}` +
	`.inn-seat h3{font-size:14px;margin:0 0 4px}` +
	`.inn-seat svg{display:block;max-width:100%;height:auto}` +
	`.inn-row{margin:3px 0}` +
	`.inn-card{display:inline-block;border:1px solid #bbb;border-radius:3px;padding:0 4px;margin:1px 2px;background:#fdfdfb}` +
	`.inn-card b{font-size:11px;color:#555;margin-left:3px}` +
	`.inn-hidden{background:#e6e6e6;color:#555;font-style:italic}` +
	`.inn-icons{color:#444;font-size:12px;margin-left:8px;font-weight:400}` +
	`.inn-supply,.inn-decision{background:#fff;border:1px solid #ddd;border-radius:6px;padding:6px 8px;margin-bottom:10px}` +
	`.inn-decision i{display:inline-block;border:1px solid #9ab;border-radius:10px;padding:0 6px;margin:1px 2px;font-size:12px;font-style:normal}` +
	`.inn-pile use{stroke-width:2}.inn-pile .cv{opacity:.6;stroke-width:1}.inn-pile text{font-size:11px;fill:#222}` +
	`.inn-pile .t{font-size:12px;font-weight:700}.inn-pile .s{font-size:10px;fill:#333}.inn-pile .a{font-weight:700;fill:#fff}` +
	`.inn-pile .e{fill:none;stroke-dasharray:5 4}` +
	pileStyles +
	`.inn-result{color:#7b1d14;font-weight:600}` +
	`</style>`

// pileStyles colors each pile: its cards' paper and ink.
var pileStyles = func() string {
	var b strings.Builder
	for _, c := range []string{"blue", "red", "green", "yellow", "purple"} {
		ink, paper := pileRGB[c][0], pileRGB[c][1]
		fmt.Fprintf(&b, ".inn-%s use{fill:%s;stroke:%s}.inn-%[1]s .e{fill:none}.inn-%[1]s .t,.inn-%[1]s circle,.inn-%[1]s .n{fill:%[3]s}", c, paper, ink)
	}
	return b.String()
}()

// cardShape is the outline of a card that every pile draws with <use>,
// defined once in the page.
var cardShape = fmt.Sprintf(`<svg width="0" height="0" style="position:absolute"><defs><rect id="inn-card" width="%d" height="%d" rx="6"/></defs></svg>`, cardWidth, cardHeight)

// HTML writes v as a fragment of an HTML page (engine.HTMLView): a
// heading, each seat's board drawn as SVG (five colored piles with their
// splay, top card, size and visible icons) with its score, achievements,
// hand and score pile, then the supply, the available achievements and the
// pending decision. It shows what Text shows, no more: the hidden cards
// of the View are not in it. Each part is one line, and each part that
// changes with play has a data-k name.
func (v *View) HTML(w io.Writer) error {
	var b strings.Builder
	b.WriteString(htmlStyle)
	b.WriteByte('\n')
	b.WriteString(cardShape)
	b.WriteByte('\n')
	fmt.Fprintf(&b, `<p class="inn-head" data-k="head">%s</p>`, esc(v.heading()))
	b.WriteByte('\n')
	for _, pl := range v.Players {
		writeSeatHTML(&b, &pl)
	}
	b.WriteString(`<div class="inn-supply"><span data-k="supply">supply`)
	for i, s := range v.Supply {
		sep := " "
		if i > 0 {
			sep = " · "
		}
		fmt.Fprintf(&b, "%s%d: %d card%s", sep, s.Age, s.Size, plural(s.Size))
	}
	b.WriteString("</span>\n")
	for _, x := range v.Expansions {
		fmt.Fprintf(&b, `<br><span data-k="%s">%s`, esc(x.Name), esc(x.Name))
		for i, s := range x.Supply {
			sep := " "
			if i > 0 {
				sep = " · "
			}
			fmt.Fprintf(&b, "%s%d: %d card%s", sep, s.Age, s.Size, plural(s.Size))
		}
		b.WriteString("</span>\n")
	}
	b.WriteString(`<br><span data-k="available">available`)
	for _, a := range v.Available {
		fmt.Fprintf(&b, ` <span class="inn-card">%s</span>`, esc(a))
	}
	b.WriteString("</span></div>\n")
	b.WriteString(`<div class="inn-decision" data-k="decision">`)
	if d := v.Decision; d != nil {
		fmt.Fprintf(&b, `next: <strong>%s</strong> %s: %s`, esc(d.Player), esc(d.Kind), esc(d.Prompt))
		if len(d.Options) > 0 {
			b.WriteString(`<br>`)
			for _, o := range d.Options {
				fmt.Fprintf(&b, `<i>%s</i>`, esc(o))
			}
		}
	} else if v.Result != nil {
		fmt.Fprintf(&b, `<span class="inn-result">over: %s [%s], won by %s</span>`, esc(v.Result.Reason), esc(v.Result.Clause), esc(strings.Join(v.Result.Winners, ", ")))
	}
	b.WriteString("</div>")
	_, err := io.WriteString(w, b.String())
	return err
}

// heading is the first line of Text without its styles.
func (v *View) heading() string {
	h := "game " + v.Profile
	switch v.Phase {
	case "setup":
		h += " · setup"
	case "play":
		h += fmt.Sprintf(" · turn %d · %s to act, %d action%s left", v.Turn, v.Current, v.ActionsLeft, plural(v.ActionsLeft))
	default:
		h += fmt.Sprintf(" · over: %s %s, won by %s", v.Result.Reason, v.Result.Clause, strings.Join(v.Result.Winners, ","))
	}
	return h
}

// writeSeatHTML writes one seat's part of the page, one line per part.
func writeSeatHTML(b *strings.Builder, pl *PlayerView) {
	seat := esc(pl.Seat)
	fmt.Fprintf(b, `<section class="inn-seat" data-seat="%s">`+"\n", seat)
	fmt.Fprintf(b, `<h3 data-k="%s/head">%s`, seat, seat)
	if pl.Partner != "" {
		fmt.Fprintf(b, ` · team with %s`, esc(pl.Partner))
	}
	fmt.Fprintf(b, ` · score %d`, pl.Score)
	if pl.BonusPoints > 0 {
		fmt.Fprintf(b, ` (bonuses %d)`, pl.BonusPoints)
	}
	fmt.Fprintf(b, ` · achievements %d`, len(pl.Achievements))
	if len(pl.Achievements) > 0 {
		fmt.Fprintf(b, " (%s)", esc(strings.Join(pl.Achievements, ", ")))
	}
	b.WriteString(`<span class="inn-icons">`)
	for _, i := range iconsIn(pl.Icons) {
		fmt.Fprintf(b, " %s %d", i, pl.Icons[i.String()])
	}
	b.WriteString("</span></h3>\n")
	fmt.Fprintf(b, `<svg class="inn-board" data-seat="%s" viewBox="0 0 %d %d" width="%d" height="%d" role="img" aria-label="board of %s">`,
		seat, pileWidth*len(pl.Piles), boardHigh, pileWidth*len(pl.Piles), boardHigh, seat)
	for i, pile := range pl.Piles {
		b.WriteByte('\n')
		writePileSVG(b, seat, i*pileWidth, &pile)
	}
	b.WriteString("\n</svg>\n")
	if line := echoesLine(pl); line != "" {
		fmt.Fprintf(b, `<div class="inn-row" data-k="%s/echoes">%s</div>`+"\n", seat, esc(line))
	}
	fmt.Fprintf(b, `<div class="inn-row" data-k="%s/hand">hand %s</div>`+"\n", seat, cardsHTML(pl.Hand))
	fmt.Fprintf(b, `<div class="inn-row" data-k="%s/score">score pile %s</div>`+"\n", seat, cardsHTML(pl.ScorePile))
	if len(pl.Forecast) > 0 {
		fmt.Fprintf(b, `<div class="inn-row" data-k="%s/forecast">forecast %s</div>`+"\n", seat, cardsHTML(pl.Forecast))
	}
	b.WriteString("</section>\n")
}

// echoesLine says what a seat's board shows of Echoes of the Past, pile by
// pile: the bonuses (ECHO-BONUS-SCORE) and the echo effects a Dogma action
// on the top card would run, bottom first (ECHO-RUN); "" when nothing.
func echoesLine(pl *PlayerView) string {
	var bonuses, echoes []string
	for _, pile := range pl.Piles {
		if len(pile.Bonuses) > 0 {
			bonuses = append(bonuses, pile.Color+" "+intList(pile.Bonuses))
		}
		if len(pile.Echoes) > 0 {
			echoes = append(echoes, pile.Color+" "+strings.Join(pile.Echoes, ", "))
		}
	}
	var parts []string
	if len(bonuses) > 0 {
		parts = append(parts, fmt.Sprintf("bonuses %s (%d points)", strings.Join(bonuses, " · "), pl.BonusPoints))
	}
	if len(echoes) > 0 {
		parts = append(parts, "echo effects "+strings.Join(echoes, " · "))
	}
	return strings.Join(parts, "; ")
}

// writePileSVG draws a pile in the column at x: the top card on colored
// paper, the covered cards peeking out in the splay's direction, the
// splay, the size and the pile's visible icons.
func writePileSVG(b *strings.Builder, seat string, x int, p *PileView) {
	fmt.Fprintf(b, `<g class="inn-pile inn-%s" data-k="%s/%s" data-splay="%s" data-size="%d" transform="translate(%d 0)">`,
		p.Color, seat, p.Color, p.Splay, p.Size, x)
	if p.Size == 0 {
		fmt.Fprintf(b, `<use class="e" href="#inn-card" x="%d" y="%d"/><text class="n" x="%d" y="%d" text-anchor="middle">%s</text></g>`,
			cardX, cardY, cardX+cardWidth/2, cardY+cardHeight/2, p.Color)
		return
	}
	if len(p.Covered) > 0 {
		names := make([]string, len(p.Covered))
		for i, c := range p.Covered {
			names[i] = cardText(c)
		}
		fmt.Fprintf(b, `<title>under %s: %s</title>`, esc(p.Color), esc(strings.Join(names, ", ")))
	}
	peek := min(p.Size-1, 4)
	if p.Splay == "none" {
		peek = 0
	}
	for k := peek; k >= 1; k-- {
		dx, dy := 0, 0
		switch p.Splay {
		case "left":
			dx = k * splayStep
		case "right":
			dx = -k * splayStep
		case "up":
			dy = k * splayStep
		}
		fmt.Fprintf(b, `<use class="cv" href="#inn-card" x="%d" y="%d"/>`, cardX+dx, cardY+dy)
	}
	fmt.Fprintf(b, `<use href="#inn-card" x="%d" y="%d"/>`, cardX, cardY)
	top := p.Top
	fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="9"/><text class="a" x="%d" y="%d" text-anchor="middle">%d</text>`,
		cardX+cardWidth-12, cardY+13, cardX+cardWidth-12, cardY+17, top.Age)
	fmt.Fprintf(b, `<text class="t" x="%d" y="%d" textLength="%d" lengthAdjust="spacingAndGlyphs">%s</text>`,
		cardX+6, cardY+17, min(cardWidth-32, 7*len([]rune(top.Name))), esc(top.Name))
	splay := "unsplayed"
	switch p.Splay {
	case "left":
		splay = "← splayed left"
	case "right":
		splay = "splayed right →"
	case "up":
		splay = "↑ splayed up"
	}
	fmt.Fprintf(b, `<text class="s" x="%d" y="%d">%s · %d card%s</text>`, cardX+6, cardY+33, splay, p.Size, plural(p.Size))
	row := 0
	for _, i := range iconsIn(p.Icons) {
		n := p.Icons[i.String()]
		if n == 0 {
			continue
		}
		// Two columns of iconColumn: a long name ("lightbulb 1") is
		// squeezed into its column, never over the next one.
		label := fmt.Sprintf("%s %d", i, n)
		fit := ""
		if w := 6 * len(label); w > iconColumn-4 {
			fit = fmt.Sprintf(` textLength="%d" lengthAdjust="spacingAndGlyphs"`, iconColumn-4)
		}
		fmt.Fprintf(b, `<text data-icon="%s" x="%d" y="%d"%s>%s</text>`, i, cardX+6+(row%2)*iconColumn, cardY+52+(row/2)*15, fit, label)
		row++
	}
	if row == 0 {
		fmt.Fprintf(b, `<text class="s" x="%d" y="%d">no icons</text>`, cardX+6, cardY+52)
	}
	b.WriteString(`</g>`)
}

// cardsHTML writes a hand or a score pile: its size, then its cards, a
// hidden one by its age only.
func cardsHTML(cs []CardView) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(len(cs)))
	b.WriteString(" card")
	b.WriteString(plural(len(cs)))
	for _, c := range cs {
		if c.Name == "" {
			fmt.Fprintf(&b, ` <span class="inn-card inn-hidden">age<b>%d</b></span>`, c.Age)
			continue
		}
		fmt.Fprintf(&b, ` <span class="inn-card">%s<b>%d</b></span>`, esc(c.Name), c.Age)
	}
	return b.String()
}

func esc(s string) string { return html.EscapeString(s) }
