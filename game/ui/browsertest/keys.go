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
// it, and comes up. Keys are named as chromedp/kb names them: kb.ArrowUp,
// kb.Enter, kb.Escape, "\t" for Tab, " " for Space, "\b" for Backspace; a
// string of several keys presses them in order.
func (p *Page) Key(keys ...string) {
	p.t.Helper()
	p.KeyWith(0, keys...)
}

// KeyWith presses keys with modifiers held (kb.ModifierShift,
// kb.ModifierCtrl …).
func (p *Page) KeyWith(mods kb.Modifier, keys ...string) {
	p.t.Helper()
	for _, r := range strings.Join(keys, "") {
		p.key(mods, r)
	}
}

func (p *Page) key(mods kb.Modifier, r rune) {
	p.t.Helper()
	for _, ev := range kb.Encode(r) {
		ev.Modifiers |= mods.Int64()
		if _, err := chromedp.Call(p.ctx, input.DispatchKeyEvent, *ev); err != nil {
			p.t.Fatalf("key %q: %v", r, err)
		}
		if ev.Type == input.DispatchKeyEventTypeKeyDown {
			p.frames()
		}
	}
	p.frames()
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
