//go:build !js

package main

import (
	"context"
	_ "embed"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// counterJS is the frame counter the page runs before its own scripts.
//
//go:embed counter.js
var counterJS string

// Waits: the longest for anything to show, the time without GL calls
// after which a click's frames have stopped, and how long a click holds
// the button down. A person's click or tap lasts about a tenth of a
// second; a press and a release sent back to back made the browser
// composite the press's frame during the release's, which no player sees.
const (
	timeout = time.Minute
	quiet   = 250 * time.Millisecond
	hold    = 100 * time.Millisecond
)

// serve serves dir on a loopback port; stop ends it.
func serve(dir string) (url string, stop func(), err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir))}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String() + "/", func() { srv.Close() }, nil
}

// tab is the page open in headless Chromium. Its first error sticks: every
// later call does nothing, and the caller checks err once at the end.
type tab struct {
	ctx      context.Context
	tracer   *tracer
	profiles string    // where to write CPU profiles, or ""
	warm     bool      // play each script once before measuring it
	log      io.Writer // where to print their summaries
	err      error
}

// openTab starts a headless Chromium with a tab at 1280×800, device scale
// factor 1, that runs the counter before any page script.
func openTab(ctx context.Context, browser string) (*tab, func()) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser),
		chromedp.WindowSize(1280, 800),
		chromedp.Flag("disable-component-update", true),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	tctx, cancel := chromedp.NewContext(actx)
	t := &tab{ctx: tctx, tracer: newTracer()}
	t.err = chromedp.Do(tctx, chromedp.EmulateViewport(1280, 800, chromedp.EmulateScale(1)))
	if t.err == nil {
		_, t.err = chromedp.Call(tctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: counterJS})
	}
	if t.err == nil {
		t.err = chromedp.Listen(tctx, t.tracer.listen)
	}
	return t, func() { cancel(); cancelAlloc() }
}

// eval runs a JavaScript expression in the page and decodes its value.
func eval[T any](t *tab, expr string) T {
	var v T
	if t.err == nil {
		v, t.err = chromedp.Run(t.ctx, chromedp.Evaluate[T](expr))
	}
	return v
}

// waitFor polls the JavaScript condition until it holds.
func (t *tab) waitFor(what, cond string) {
	for deadline := time.Now().Add(timeout); t.err == nil; time.Sleep(20 * time.Millisecond) {
		if eval[bool](t, "!!("+cond+")") {
			return
		}
		if time.Now().After(deadline) {
			t.err = fmt.Errorf("waited %v for %s; the page shows: %s", timeout, what,
				eval[string](t, `JSON.stringify({scene: pentarchy.scene(), status: pentarchy.status(), buttons: pentarchy.buttons().map(b => b.label)})`))
		}
	}
}

// waitScene waits until the page shows the scene.
func (t *tab) waitScene(name string) {
	t.waitFor("scene "+name, fmt.Sprintf("window.pentarchy && pentarchy.scene() === %q", name))
}

// click points the mouse at what target names: "@" and a cell's name, a
// button's label, or the start of a button's label followed by "*". It
// waits for the target to show, moves the mouse onto it and waits for the
// frames of the move (a hover) to stop, as a player's hand comes to rest
// before the click; then it clicks, holding the button down for hold. It
// returns where the move's frames and the click's begin.
func (t *tab) click(target string) (move, press int) {
	match := fmt.Sprintf("b.label === %q", target)
	if prefix, ok := strings.CutSuffix(target, "*"); ok {
		match = fmt.Sprintf("b.label.startsWith(%q)", prefix)
	}
	where := "pentarchy.buttons().filter(b => " + match + ").map(b => ({x: b.x + b.w/2, y: b.y + b.h/2}))[0]"
	if cell, ok := strings.CutPrefix(target, "@"); ok {
		where = fmt.Sprintf("pentarchy.cellCenter(%q)", cell)
	}
	t.waitFor(target+" on screen", where)
	at := eval[struct{ X, Y float64 }](t, where)
	move = eval[int](t, "framebench.closed()")
	t.mouse(input.DispatchMouseEventTypeMouseMoved, at.X, at.Y, chromedp.ButtonNone)
	t.settle(move)
	press = eval[int](t, "framebench.closed()")
	t.mouse(input.DispatchMouseEventTypeMousePressed, at.X, at.Y, chromedp.ButtonLeft)
	time.Sleep(hold)
	t.mouse(input.DispatchMouseEventTypeMouseReleased, at.X, at.Y, chromedp.ButtonLeft)
	return move, press
}

// mouse sends the page a mouse event at (x, y).
func (t *tab) mouse(typ input.DispatchMouseEventType, x, y float64, button chromedp.MouseOption) {
	if t.err == nil {
		t.err = chromedp.Do(t.ctx, chromedp.MouseEvent(typ, x, y, button, chromedp.ClickCount(1)))
	}
}

// settle waits until the frames of the last input have stopped: no GL
// call for the quiet time, after at least one frame since the counter
// had closed n, or after a second with none.
func (t *tab) settle(n int) {
	began := time.Now()
	for t.err == nil {
		now := eval[struct {
			Idle   float64
			Closed int
		}](t, "({idle: framebench.idle(), closed: framebench.closed()})")
		if now.Idle >= float64(quiet.Milliseconds()) && (now.Closed > n || time.Since(began) > time.Second) {
			return
		}
		if time.Since(began) > timeout {
			t.err = fmt.Errorf("the page kept drawing for %v", timeout)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// frames returns the frames the counter closed from index n on.
func (t *tab) frames(n int) []frame {
	return eval[[]frame](t, fmt.Sprintf("framebench.frames(%d)", n))
}

// clickSettled clicks target, waits until its frames stop, and returns
// the index of its first frame among those the counter closed: that of the
// mouse's move onto the target, which is part of the click. If wait is not
// "", it first waits for that JavaScript condition.
func (t *tab) clickSettled(target, wait string) int {
	move, press := t.click(target)
	if wait != "" {
		t.waitFor(wait, wait)
	}
	t.settle(press)
	return move
}

// load opens url in the tab and waits for the menu.
func (t *tab) load(url string) {
	if t.err == nil {
		t.err = chromedp.Do(t.ctx, chromedp.Navigate(url))
	}
	t.waitScene("menu")
}
