//go:build !js

package browsertest

import (
	"strings"
	"testing"
)

// driverInput is the keyboard and the mouse of a WebDriver engine
// (Firefox, WebKit): it builds the W3C input actions, which both protocols,
// BiDi and classic, take, and perform sends them and waits until the app
// has seen them (driverFrames).
type driverInput struct {
	t       testing.TB
	perform func(actions []map[string]any)
}

// Insert types text, a key down and up for each character.
func (d driverInput) Insert(text string) {
	d.t.Helper()
	d.perform(keySource(textKeys(text)))
}

// PressKey presses a key by its name.
func (d driverInput) PressKey(name string) {
	d.t.Helper()
	d.perform(keySource(keyPress(d.t, name)))
}

// ClickAt clicks the point (x, y) of the viewport with the mouse.
func (d driverInput) ClickAt(x, y float64) {
	d.t.Helper()
	d.perform(clickActions(x, y))
}

// MoveTo moves the mouse to the point (x, y) of the viewport.
func (d driverInput) MoveTo(x, y float64) {
	d.t.Helper()
	d.perform(pointerSource(pointerMove(x, y)))
}

// driverFrames waits for two animation frames of a WebDriver engine's
// page, so that the app has seen the input sent before it: two clicks in
// one tick of the app would count as one.
func driverFrames(value func(expr string, v any)) {
	var done bool
	value(`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, &done)
}

// webDriverKeys are the WebDriver codes of the keys PressKey names that
// type no character.
var webDriverKeys = map[string]string{
	"Enter": "\uE007", "Tab": "\uE004", "F2": "\uE032", "Backspace": "\uE003", "Escape": "\uE00C",
	"ArrowLeft": "\uE012", "ArrowUp": "\uE013", "ArrowRight": "\uE014", "ArrowDown": "\uE015",
}

// webDriverControl is the WebDriver code of the Control key.
const webDriverControl = "\uE009"

// keyPress is the key actions of a key PressKey names: down and up, with
// Control held around them for "Control+…".
func keyPress(t testing.TB, name string) []map[string]any {
	t.Helper()
	if key, ok := strings.CutPrefix(name, "Control+"); ok {
		return append(append([]map[string]any{keyAction("keyDown", webDriverControl)}, keyPress(t, key)...), keyAction("keyUp", webDriverControl))
	}
	code, ok := webDriverKeys[name]
	if !ok && len([]rune(name)) == 1 {
		code, ok = name, true
	}
	if !ok {
		t.Fatalf("no key %q", name)
	}
	return []map[string]any{keyAction("keyDown", code), keyAction("keyUp", code)}
}

// textKeys are the key actions that type text: a key down and up for
// each character.
func textKeys(text string) []map[string]any {
	var actions []map[string]any
	for _, r := range text {
		actions = append(actions, keyAction("keyDown", string(r)), keyAction("keyUp", string(r)))
	}
	return actions
}

func keyAction(kind, code string) map[string]any { return map[string]any{"type": kind, "value": code} }

// keySource is the keyboard's input source doing actions.
func keySource(actions []map[string]any) []map[string]any {
	return []map[string]any{{"type": "key", "id": "keyboard", "actions": actions}}
}

// pointerSource is the mouse's input source doing actions.
func pointerSource(actions ...map[string]any) []map[string]any {
	return []map[string]any{{"type": "pointer", "id": "mouse", "parameters": map[string]any{"pointerType": "mouse"}, "actions": actions}}
}

func pointerMove(x, y float64) map[string]any {
	return map[string]any{"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport"}
}

// clickActions is the action sequence of a mouse click at (x, y).
func clickActions(x, y float64) []map[string]any {
	return pointerSource(pointerMove(x, y), map[string]any{"type": "pointerDown", "button": 0}, map[string]any{"type": "pointerUp", "button": 0})
}
