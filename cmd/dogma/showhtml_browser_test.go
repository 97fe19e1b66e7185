package main

import (
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

var screenshot = flag.String("screenshot", "", "write a PNG of the failure page of the browser test to this file (an absolute path: tests run in cmd/dogma)")

// browser is a headless Chromium that opens the pages of show --html.
type browser struct {
	t   *testing.T
	ctx context.Context
	dir string

	mu       sync.Mutex
	messages []string // the console errors and exceptions of the pages
}

// newBrowser starts headless Chromium for t, or skips t when there is none.
func newBrowser(t *testing.T) *browser {
	t.Helper()
	var path string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		t.Skip("no Chromium on PATH: the browser tests of show --html need it (apt-get install chromium; .ci/run installs it)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.WindowSize(1280, 1000))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	b := &browser{t: t, ctx: ctx, dir: t.TempDir()}
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	lctx, stop := context.WithCancel(ctx)
	t.Cleanup(stop)
	messages := chromedp.Console(lctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.IsException() {
				b.mu.Lock()
				b.messages = append(b.messages, m.String())
				b.mu.Unlock()
			}
		}
	}()
	return b
}

// open writes page to a file and opens it at the URL fragment hash.
func (b *browser) open(name, page, hash string) {
	b.t.Helper()
	path := filepath.Join(b.dir, name)
	if err := os.WriteFile(path, []byte(page), 0o644); err != nil {
		b.t.Fatal(err)
	}
	url := "file://" + path
	if hash != "" {
		url += "#" + hash
	}
	if err := chromedp.Do(b.ctx, chromedp.Navigate(url), chromedp.WaitReady(chromedp.CSS("body > *"))); err != nil {
		b.t.Fatalf("opening %s: %v", url, err)
	}
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](b *browser, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

func (b *browser) click(sel string) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
		b.t.Fatalf("click %s: %v", sel, err)
	}
}

func (b *browser) key(k string) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.KeyEvent(k)); err != nil {
		b.t.Fatalf("key %q: %v", k, err)
	}
}

// noErrors fails the test for every console error the pages wrote.
func (b *browser) noErrors() {
	b.t.Helper()
	time.Sleep(100 * time.Millisecond) // let the last messages arrive
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, m := range b.messages {
		b.t.Errorf("console: %s", m)
	}
}

const boardHTML = `document.getElementById("board").innerHTML`

func TestBrowserStepping(t *testing.T) {
	b := newBrowser(t)
	b.open("seed7.html", showPage(t, "--seed", "7", "--seat", "P1"), "")
	start := eval[string](b, boardHTML)
	if got := eval[string](b, `document.getElementById("where").textContent`); got != "start" {
		t.Errorf("the page opens at %q, want the start", got)
	}
	b.click("#next")
	first := eval[string](b, boardHTML)
	if first == start {
		t.Error("the next button leaves the board as it was")
	}
	if n := eval[int](b, `document.querySelectorAll("#board .changed").length`); n == 0 {
		t.Error("nothing highlighted after the first decision")
	}
	if got := eval[string](b, `location.hash`); got != "#step=1" {
		t.Errorf("hash %q after one decision, want #step=1", got)
	}
	b.key(kb.ArrowRight)
	b.key(kb.ArrowRight)
	if got := eval[string](b, `location.hash`); got == "#step=1" {
		t.Error("→ does not step")
	}
	b.key(kb.ArrowLeft)
	b.key(kb.ArrowLeft)
	if eval[string](b, boardHTML) != first {
		t.Error("← twice after → twice does not come back to the same board")
	}
	b.open("seed7-40.html", showPage(t, "--seed", "7", "--seat", "P1"), "step=40")
	where := eval[string](b, `document.getElementById("where").textContent`)
	if !strings.HasPrefix(where, "step 40 ") {
		t.Errorf("#step=40 opens %q", where)
	}
	if n := eval[int](b, `document.querySelectorAll("#events li").length`); n == 0 {
		t.Error("no events at step 40")
	}
	b.noErrors()
}

// TestBrowserSeatSeesNoHiddenCard steps through P2's page of a game to its
// end and checks the text the browser shows against the cards P2 never
// saw.
func TestBrowserSeatSeesNoHiddenCard(t *testing.T) {
	b := newBrowser(t)
	b.open("seed12.html", showPage(t, "--seed", "12", "--seat", "P2"), "")
	shown := eval[string](b, `(() => {
		const next = document.getElementById("next");
		const parts = [];
		for (let i = 0; i < 2000; i++) {
			parts.push(document.getElementById("board").textContent, document.querySelector("aside").textContent);
			for (const t of document.querySelectorAll("#board title")) parts.push(t.textContent);
			const before = location.hash;
			next.click();
			if (location.hash === before) break;
		}
		return parts.join("\n");
	})()`)
	if !strings.Contains(shown, "over:") {
		t.Error("stepping did not reach the end of the game")
	}
	for _, name := range unseenCards(t, 12, 1) {
		if strings.Contains(shown, name) {
			t.Errorf("P2's page shows %s, which P2 never saw", name)
		}
	}
	b.noErrors()
}

// TestBrowserFailurePage opens the page of a failure file, replayed with
// its bug planted, at its failure
// and checks the structure of the known position there: the decision log
// has P1 meld Mysticism, P2 meld Clothing and dogma it, P1 draw and meld
// Tools, P2 draw and dogma Metalworking.
func TestBrowserFailurePage(t *testing.T) {
	b := newBrowser(t)
	// With the bug planted again, the page shows the game as the campaign
	// saw it: P2 draws no share bonus.
	b.open("failure.html", showPage(t, "--plant", "share-bonus", "--all", failureLog), "")
	b.click("#problem-link")
	if got := eval[string](b, `location.hash`); got != "#step=7" {
		t.Errorf("the failure button opens %q, want #step=7", got)
	}
	problem := eval[string](b, `(() => { const p = document.getElementById("problem"); return p.hidden ? "" : p.textContent })()`)
	if !strings.HasPrefix(problem, "violation of share-bonus [DOGMA-6]") {
		t.Errorf("problem shown: %q", problem)
	}
	piles := eval[[]string](b, `Array.from(document.querySelectorAll("#board g.inn-pile")).map(g =>
		g.dataset.k + " " + g.dataset.splay + " " + g.dataset.size + " " + (g.querySelector("text.t") || {textContent: "-"}).textContent)`)
	want := map[string]bool{
		"P1/purple none 1 Mysticism": true, "P1/blue none 1 Tools": true,
		"P2/purple none 1 Clothing": false, "P2/green none 1 Clothing": true, "P2/red none 1 Metalworking": true,
	}
	got := map[string]bool{}
	for _, p := range piles {
		got[p] = true
	}
	if len(piles) != 10 {
		t.Errorf("%d piles drawn, want 5 per seat: %v", len(piles), piles)
	}
	for p, in := range want {
		if got[p] != in {
			t.Errorf("pile %q drawn: %v, want %v; piles: %v", p, got[p], in, piles)
		}
	}
	seats := eval[int](b, `document.querySelectorAll("#board section.inn-seat svg").length`)
	events := eval[[]string](b, `Array.from(document.querySelectorAll("#events .clause")).map(e => e.textContent)`)
	if seats != 2 || len(events) == 0 || events[0] != "DOGMA-1" {
		t.Errorf("%d boards, event clauses %v: want 2 boards, the step's events from DOGMA-1", seats, events)
	}
	texts := eval[[]string](b, `Array.from(document.querySelectorAll("#events li")).map(e => e.firstChild.textContent)`)
	for _, e := range texts {
		if e == "P2 draws Mathematics (asked 1)" {
			t.Error("P2 draws its share bonus, Mathematics, although the bug is planted")
		}
	}
	if len(texts) != 32 {
		t.Errorf("%d events at the failure, want the 32 of the game with the bug planted", len(texts))
	}
	if *screenshot != "" {
		png, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(*screenshot, png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b.noErrors()
}

// TestBrowserReport opens the report of a coverage run and of played
// games and checks its plots.
func TestBrowserReport(t *testing.T) {
	b := newBrowser(t)
	dir := t.TempDir()
	var files []string
	for name, args := range map[string][]string{
		"coverage.json": {"coverage", "--games", "10", "--seed", "3", "--json"},
		"play.json":     {"play", "--games", "10", "--seed", "3", "--json"},
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(runOut(t, args...)), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	b.open("report.html", runOut(t, append([]string{"report", "--html"}, files...)...), "")
	groups := eval[[]string](b, `Array.from(document.querySelectorAll("tr[data-group]")).map(r => r.dataset.group)`)
	has := map[string]bool{}
	for _, g := range groups {
		has[g] = true
	}
	for _, want := range []string{"DOGMA", "KEY", "END", "1st · A", "3rd · A"} {
		if !has[want] {
			t.Errorf("no heat map row %q; rows: %v", want, groups)
		}
	}
	bars := eval[int](b, `document.querySelectorAll("svg.bars rect.bar").length`)
	reasons := eval[[]string](b, `Array.from(document.querySelectorAll("h2")).map(h => h.textContent)`)
	if bars < 12 || !strings.Contains(strings.Join(reasons, "\n"), "End reasons") {
		t.Errorf("%d bars under %v: want end reasons, wins and game lengths", bars, reasons)
	}
	cells := eval[int](b, `document.querySelectorAll("svg.heat rect[data-hits]").length`)
	if cells < 300 {
		t.Errorf("%d heat map cells, want every clause and card effect", cells)
	}
	b.noErrors()
}
