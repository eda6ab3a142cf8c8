//go:build !js

package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// Serve serves dir over HTTP for the rest of the test and returns its URL.
func Serve(t testing.TB, dir string) string {
	t.Helper()
	return ServeHandler(t, http.FileServer(http.Dir(dir)))
}

// ServeHandler serves h over HTTP for the rest of the test and returns its
// URL, for tests of how the page copes with a particular host.
func ServeHandler(t testing.TB, h http.Handler) string {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

// Screen is the viewport a page is opened at.
type Screen struct {
	Width, Height int     // CSS pixels
	Scale         float64 // device pixel ratio; 0 means 1
	Touch         bool    // a phone: touch events, mobile viewport; clicks become taps
}

// Page is the app open in a headless Chromium tab.
type Page struct {
	t      testing.TB
	ctx    context.Context
	screen Screen
	shots  string
	close  context.CancelFunc // closes a tab opened by OpenTab
	host   *frameHost         // for a page in an iframe, the page holding it; else nil
}

// Timeout is how long a Page waits for something to show before it fails.
const Timeout = time.Minute

// Open starts a headless Chromium showing url on the given screen, and
// closes it when the test ends. Screenshots go to shots; flags are more
// Chromium flags. It does not wait for the app: WaitScene does.
func Open(t testing.TB, url string, screen Screen, shots string, flags ...chromedp.ExecAllocatorOption) *Page {
	t.Helper()
	p, end := open(t, url, screen, shots, flags...)
	t.Cleanup(end)
	return p
}

// open is Open, returning the function that closes the browser instead of
// closing it when the test ends.
func open(t testing.TB, url string, screen Screen, shots string, flags ...chromedp.ExecAllocatorOption) (*Page, func()) {
	t.Helper()
	if screen.Scale == 0 {
		screen.Scale = 1
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(Chromium(t)),
		chromedp.WindowSize(screen.Width, screen.Height),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
	)
	opts = append(opts, flags...)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	end := func() { cancel(); cancelAlloc() }
	p := &Page{t: t, ctx: ctx, screen: screen, shots: shots}

	if err := chromedp.Do(ctx, emulate(screen), chromedp.Navigate(url)); err != nil {
		end()
		t.Fatalf("open %s: %v", url, err)
	}
	return p, end
}

// emulate sets a tab's viewport up as screen.
func emulate(screen Screen) chromedp.Action[chromedp.Void] {
	view := []chromedp.EmulateViewportOption{chromedp.EmulateScale(screen.Scale)}
	if screen.Touch {
		view = append(view, chromedp.EmulatePortrait, chromedp.EmulateMobile, chromedp.EmulateTouch)
	}
	return chromedp.EmulateViewport(int64(screen.Width), int64(screen.Height), view...)
}

// Eval runs a JavaScript expression in the page and decodes its JSON value
// into T. It fails the test if the expression throws or the value does not
// decode.
func Eval[T any](p *Page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// WaitFor polls the JavaScript condition cond until it is true. It fails
// the test after Timeout, saying what it waited for and what the page
// shows. The state cond describes must last until the test acts: a poll
// can come late and miss one that passes (see keepShown).
func (p *Page) WaitFor(what, cond string) {
	p.t.Helper()
	deadline := time.Now().Add(Timeout)
	for {
		if Eval[bool](p, "!!("+cond+")") {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("waited %v for %s; the page shows: %s", Timeout, what, p.describe())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// describe says what the page shows, for failure messages.
func (p *Page) describe() string {
	return Eval[string](p, `(() => {
		const h = window.pentarchy;
		if (!h) return "no window.pentarchy; loader says: " + (document.getElementById("msg") || {}).textContent;
		return JSON.stringify({scene: h.scene(), status: h.status(), buttons: h.buttons().map(b => b.label), record: h.record()});
	})()`)
}

// Scene returns the current scene's name.
func (p *Page) Scene() string { return Eval[string](p, "window.pentarchy.scene()") }

// WaitScene waits until the page shows the named scene.
func (p *Page) WaitScene(name string) {
	p.t.Helper()
	p.WaitFor("scene "+name, fmt.Sprintf("window.pentarchy && window.pentarchy.scene() === %q", name))
}

// Status returns the status text the player reads.
//
// A status must be words for players: one with Go's own error texts in it
// ("syscall/js: …", "Value.Invoke") fails the test.
func (p *Page) Status() string {
	p.t.Helper()
	st := Eval[string](p, "window.pentarchy.status()")
	if strings.Contains(strings.ToLower(st), "syscall") || strings.Contains(st, "Value.") {
		p.t.Errorf("the page shows Go's internals to a player: %q", st)
	}
	return st
}

// Version returns the build id.
func (p *Page) Version() string { return Eval[string](p, "window.pentarchy.version") }

// Record returns the game record JSON, or "" when there is none.
func (p *Page) Record() string {
	return Eval[string](p, `window.pentarchy.record() || ""`)
}

// Button is a clickable control as window.pentarchy.buttons() reports it.
type Button struct {
	Label      string
	X, Y, W, H float64
}

// Buttons returns the clickable controls on screen.
func (p *Page) Buttons() []Button { return Eval[[]Button](p, "window.pentarchy.buttons()") }

// HasButton tells whether a button with the label is on screen.
func (p *Page) HasButton(label string) bool {
	return slices.ContainsFunc(p.Buttons(), func(b Button) bool { return b.Label == label })
}

// Click clicks (or, on a touch screen, taps) the middle of the button with
// the label.
func (p *Page) Click(label string) {
	p.t.Helper()
	for _, b := range p.Buttons() {
		if b.Label == label {
			p.Press(b.X+b.W/2, b.Y+b.H/2)
			return
		}
	}
	p.t.Fatalf("no button %q on screen; the page shows: %s", label, p.describe())
}

// CellCenter returns the centre of the named cell in CSS pixels.
func (p *Page) CellCenter(name string) (x, y float64) {
	p.t.Helper()
	c := Eval[*struct{ X, Y float64 }](p, fmt.Sprintf("window.pentarchy.cellCenter(%q)", name))
	if c == nil {
		p.t.Fatalf("cell %s is not on screen; the page shows: %s", name, p.describe())
	}
	return c.X, c.Y
}

// ClickCell clicks (or taps) the centre of the named cell.
func (p *Page) ClickCell(name string) {
	p.t.Helper()
	p.Press(p.CellCenter(name))
}

// Press clicks the left mouse button at (x, y) in CSS pixels or, on a
// touch screen, taps there with one finger held down for 50 ms.
func (p *Page) Press(x, y float64) {
	p.t.Helper()
	var err error
	x, y = p.onHost(x, y)
	if p.screen.Touch {
		err = p.tap(x, y)
	} else {
		err = chromedp.Do(p.inputContext(), chromedp.MouseClickXY(x, y))
	}
	if err != nil {
		p.t.Fatalf("press at %.0f,%.0f: %v", x, y, err)
	}
	p.settle()
}

// settle lets the page's event loop turn once, so that the app has handled
// the last input before the next one comes: two presses handled in the
// same tick would count as one.
func (p *Page) settle() {
	p.t.Helper()
	_, err := chromedp.Run(p.ctx, chromedp.Evaluate[chromedp.Void](
		`new Promise(r => setTimeout(r, 0))`, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("wait for frames: %v", err)
	}
}

func (p *Page) tap(x, y float64) error {
	finger := []*input.TouchPoint{{X: x, Y: y}}
	_, err := chromedp.Call(p.inputContext(), input.DispatchTouchEvent,
		input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: finger})
	if err != nil {
		return err
	}
	time.Sleep(50 * time.Millisecond)
	_, err = chromedp.Call(p.inputContext(), input.DispatchTouchEvent,
		input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
	return err
}

// WaitSteps waits until the game record has n steps, and returns them.
func (p *Page) WaitSteps(n int) []string {
	p.t.Helper()
	p.WaitFor(fmt.Sprintf("a record of %d steps", n),
		fmt.Sprintf(`(JSON.parse(window.pentarchy.record() || '{"steps":[]}').steps.length === %d)`, n))
	var rec struct{ Steps []string }
	if err := json.Unmarshal([]byte(p.Record()), &rec); err != nil {
		p.t.Fatalf("record() is not JSON: %v", err)
	}
	return rec.Steps
}

// Screenshot saves the viewport as <name>.png in the screenshot directory
// and returns the file's path.
func (p *Page) Screenshot(name string) string {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatalf("screenshot %s: %v", name, err)
	}
	path := filepath.Join(p.shots, strings.ReplaceAll(name, " ", "-")+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot %s", path)
	return path
}
