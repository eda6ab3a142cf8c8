//go:build js

package ui

import "syscall/js"

// shell is the page's side of the app (static/loader.js), or undefined
// when the page has none.
func shell() js.Value { return js.Global().Get("pentarchyShell") }

// watchUpdates asks the page to call arrived when a new version of the
// page is installed and waiting.
func watchUpdates(arrived func()) {
	if s := shell(); s.Truthy() {
		s.Call("onUpdate", js.FuncOf(func(js.Value, []js.Value) any {
			arrived()
			return nil
		}))
	}
}

// applyUpdate hands over to the waiting version and reloads the page.
func applyUpdate() {
	if s := shell(); s.Truthy() {
		s.Call("applyUpdate")
		return
	}
	js.Global().Get("location").Call("reload")
}
