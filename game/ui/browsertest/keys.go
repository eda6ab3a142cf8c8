//go:build !js

package browsertest

import (
	"strings"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Key presses and releases keys one after another, as a player does: each
// key goes down, stays down for two animation frames so that the app sees
// it, and comes up. Key events go where a player's would: to the page's
// tab, or to the tab holding the page's iframe. Keys are named as chromedp/kb names them: kb.ArrowUp,
// kb.Enter, kb.Escape, "\t" for Tab, " " for Space, "\b" for Backspace; a
// string of several keys presses them in order.
func (p *Page) Key(keys ...string) {
	p.t.Helper()
	p.KeyWith(0, keys...)
}

// KeyWith presses keys with modifiers held (kb.ModifierShift,
// kb.ModifierCtrl …): each modifier goes down before them and comes up
// after them, as a player's finger does, so that the app sees it held.
func (p *Page) KeyWith(mods kb.Modifier, keys ...string) {
	p.t.Helper()
	var held []rune
	for _, m := range []struct {
		bit kb.Modifier
		key string
	}{{kb.ModifierShift, kb.Shift}, {kb.ModifierCtrl, kb.Control}, {kb.ModifierAlt, kb.Alt}, {kb.ModifierMeta, kb.Meta}} {
		if mods&m.bit != 0 {
			held = append(held, []rune(m.key)[0])
		}
	}
	for _, r := range held {
		p.dispatch(kb.Encode(r)[0], mods)
	}
	for _, r := range strings.Join(keys, "") {
		p.key(mods, r)
	}
	for _, r := range held {
		p.dispatch(kb.Encode(r)[1], mods)
	}
}

// dispatch sends one key event with the modifiers; after a key goes
// down or up, it lets frames pass so that the app sees it.
func (p *Page) dispatch(ev *input.DispatchKeyEventParams, mods kb.Modifier) {
	p.t.Helper()
	ev.Modifiers |= mods.Int64()
	if _, err := chromedp.Call(p.inputContext(), input.DispatchKeyEvent, *ev); err != nil {
		p.t.Fatalf("key %q: %v", ev.Key, err)
	}
	if ev.Type != input.DispatchKeyEventTypeChar {
		p.frames()
	}
}

// key presses one key: down, its character if it types one, up.
func (p *Page) key(mods kb.Modifier, r rune) {
	p.t.Helper()
	for _, ev := range kb.Encode(r) {
		p.dispatch(ev, mods)
	}
}

// frames waits for two animation frames of the page.
func (p *Page) frames() {
	p.t.Helper()
	_, err := chromedp.Run(p.ctx, chromedp.Evaluate[chromedp.Void](
		`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))`, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("wait for frames: %v", err)
	}
}
