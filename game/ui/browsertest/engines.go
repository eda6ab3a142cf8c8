//go:build !js

package browsertest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Engine is a page open in one browser engine, as a test written once for
// every engine sees it: Chromium's Page (chromedp) and Firefox (WebDriver
// BiDi) are engines. The helpers below read the page through its hook,
// window.pentarchy.
type Engine interface {
	// Value runs a JavaScript expression and decodes its value, as JSON,
	// into v.
	Value(expr string, v any)
	// WaitFor polls a JavaScript condition until it holds.
	WaitFor(what, cond string)
	// Insert types text where the keyboard is, as a keyboard's input
	// method does.
	Insert(text string)
	// PressKey presses and releases a key by its name: "Enter", "Tab",
	// "F2", "Backspace", "Escape", "ArrowUp" (and the other arrows), or
	// with Control held: "Control+z".
	PressKey(name string)
	// ClickAt clicks the point (x, y), in CSS pixels of the viewport.
	ClickAt(x, y float64)
	// MoveTo moves the mouse to the point (x, y) without a click.
	MoveTo(x, y float64)
	Screenshot(name string) string
	Reload()
}

// pollDriven polls a JavaScript condition through a WebDriver engine's
// evaluate until it holds, failing after Timeout with what the page shows.
// An evaluation that fails (a page between two documents, as after a
// reload) counts as the condition not holding yet.
func pollDriven(t testing.TB, engine string, try func(expr string, v any) error, what, cond string) {
	t.Helper()
	var err error
	for deadline := time.Now().Add(Timeout); ; time.Sleep(50 * time.Millisecond) {
		var ok bool
		if err = try("!!("+cond+")", &ok); err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			var shown string
			if e := try(`window.pentarchy ? window.pentarchy.scene() + ": " + window.pentarchy.status() : document.body.innerText`, &shown); e != nil {
				shown = e.Error()
			}
			t.Fatalf("%s waited %v for %s (last error: %v); the page shows %q", engine, Timeout, what, err, shown)
		}
	}
}

// sceneOf is the scene the page shows.
func sceneOf(e Engine) string {
	var s string
	e.Value(`window.pentarchy ? window.pentarchy.scene() : ""`, &s)
	return s
}

// waitScene waits until the page shows the scene.
func waitScene(e Engine, name string) {
	e.WaitFor("scene "+name, fmt.Sprintf("window.pentarchy && window.pentarchy.scene() === %q", name))
}

// statusOf is the status the player reads; one in Go's own words fails
// the test.
func statusOf(t testing.TB, e Engine) string {
	t.Helper()
	var st string
	e.Value("window.pentarchy.status()", &st)
	if strings.Contains(strings.ToLower(st), "syscall") || strings.Contains(st, "Value.") {
		t.Errorf("the page shows Go's internals to a player: %q", st)
	}
	return st
}

// buttonsOf are the buttons on screen.
func buttonsOf(e Engine) []Button {
	var bs []Button
	e.Value("window.pentarchy.buttons()", &bs)
	return bs
}

// hasButtonOn tells whether a button with the label is on screen.
func hasButtonOn(e Engine, label string) bool {
	return slices.ContainsFunc(buttonsOf(e), func(b Button) bool { return b.Label == label })
}

// waitStepsOn waits until the record has n steps.
func waitStepsOn(e Engine, n int) {
	e.WaitFor(fmt.Sprintf("a record of %d steps", n),
		fmt.Sprintf(`(JSON.parse(window.pentarchy.record() || '{"steps":[]}').steps.length === %d)`, n))
}

// Value runs a JavaScript expression and decodes its value into v.
func (p *Page) Value(expr string, v any) {
	p.t.Helper()
	text := Eval[string](p, "JSON.stringify("+expr+")")
	if err := json.Unmarshal([]byte(text), v); err != nil {
		p.t.Fatalf("%s is %q: %v", expr, text, err)
	}
}

// Insert types text where the keyboard is, as an input method does.
func (p *Page) Insert(text string) {
	p.t.Helper()
	if _, err := chromedp.Call(p.inputContext(), input.InsertText, input.InsertTextParams{Text: text}); err != nil {
		p.t.Fatalf("type %q: %v", text, err)
	}
}

// PressKey presses a key by its name.
func (p *Page) PressKey(name string) {
	p.t.Helper()
	if key, ok := strings.CutPrefix(name, "Control+"); ok {
		p.KeyWith(kb.ModifierCtrl, key)
		return
	}
	keys := map[string]string{
		"Enter": kb.Enter, "Tab": "\t", "F2": kb.F2, "Backspace": "\b", "Escape": kb.Escape,
		"ArrowUp": kb.ArrowUp, "ArrowDown": kb.ArrowDown, "ArrowLeft": kb.ArrowLeft, "ArrowRight": kb.ArrowRight,
	}
	key, ok := keys[name]
	if !ok {
		p.t.Fatalf("no key %q", name)
	}
	p.Key(key)
}

// ClickAt clicks (or taps, on a touch screen) the point (x, y).
func (p *Page) ClickAt(x, y float64) { p.Press(x, y) }

// MoveTo moves the mouse to (x, y).
func (p *Page) MoveTo(x, y float64) {
	p.t.Helper()
	x, y = p.onHost(x, y)
	if err := chromedp.Do(p.inputContext(), chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y)); err != nil {
		p.t.Fatalf("move the mouse to %.0f,%.0f: %v", x, y, err)
	}
	p.settle()
}

// clickLabel clicks the middle of the button with the label, once it
// shows.
func clickLabel(e Engine, label string) {
	clickButton(e, fmt.Sprintf("the button %q", label), fmt.Sprintf("b.label === %q", label))
}

// clickPrefix clicks the button whose label starts with prefix, once it
// shows.
func clickPrefix(e Engine, prefix string) {
	clickButton(e, fmt.Sprintf("a button %q…", prefix), fmt.Sprintf("b.label.startsWith(%q)", prefix))
}

// clickButton clicks the middle of the first button on screen whose b
// makes the JavaScript condition match true, once there is one; what
// names it for a failure.
func clickButton(e Engine, what, match string) {
	where := "window.pentarchy.buttons().find(b => " + match + ")"
	e.WaitFor(what, where)
	var b Button
	e.Value(where, &b)
	e.ClickAt(b.X+b.W/2, b.Y+b.H/2)
}

// clickCell clicks the centre of a cell or site by its name.
func clickCell(e Engine, name string) {
	where := fmt.Sprintf("window.pentarchy.cellCenter(%q)", name)
	e.WaitFor("the cell "+name, where)
	var at struct{ X, Y float64 }
	e.Value(where, &at)
	e.ClickAt(at.X, at.Y)
}
