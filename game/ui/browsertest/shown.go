//go:build !js

package browsertest

import "fmt"

// A test must never wait for a state that passes (progress, "Thinking…",
// a step's animation): a poll that comes late misses it, and the test
// fails on a busy machine though the page was right. It waits for the
// state that lasts, and asks afterwards whether the passing one was
// shown, from the page's record of its frames kept by keepShown.
//
// keepShown starts keeping, in the page, what each frame it draws shows
// ({scene, status, buttons: [labels]}), each different frame once; a
// test calls it once in a page. The page publishes what it shows to
// window.pentarchy as it draws a frame, in an animation-frame callback or
// a task after one, and asks for its next callback only once it has
// drawn; the keeper reads the hook in an animation-frame callback of its
// own, every frame. The callbacks of a frame run in the order they were
// asked for, so between two of the keeper's readings the page draws at
// most once: every frame drawn is kept (TestKeepShown checks both ways of
// drawing).
func keepShown(e Engine) {
	var ok bool
	e.Value(`(() => {
		const kept = window.__shown = {frames: [], last: ""};
		const read = () => {
			requestAnimationFrame(read);
			const h = window.pentarchy;
			if (!h) return;
			const f = {scene: h.scene(), status: h.status(), buttons: h.buttons().map(b => b.label)};
			const key = JSON.stringify(f);
			if (key !== kept.last) {
				kept.frames.push(f);
				kept.last = key;
			}
		};
		requestAnimationFrame(read);
		return true;
	})()`, &ok)
}

// wasShown tells whether a frame kept since keepShown showed a state for
// which the JavaScript function of a frame, pred (such as
// "f => f.buttons.includes('Cancel')"), is true.
func wasShown(e Engine, pred string) bool {
	var ok bool
	e.Value(fmt.Sprintf("window.__shown.frames.some(%s)", pred), &ok)
	return ok
}
