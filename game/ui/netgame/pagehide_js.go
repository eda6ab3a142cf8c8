//go:build js

package netgame

import "syscall/js"

// hideHandler is what onPageHide last asked to run.
var hideHandler func()

// onPageHide runs f when the page is closed or left, replacing the f set
// before: an online game says goodbye then, so that the friend's device
// learns at once that this one is gone rather than after its connection
// times out.
func onPageHide(f func()) {
	if hideHandler == nil {
		js.Global().Call("addEventListener", "pagehide", js.FuncOf(func(js.Value, []js.Value) any {
			hideHandler()
			return nil
		}))
	}
	hideHandler = f
}
