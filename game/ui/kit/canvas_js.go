//go:build js

package kit

import "syscall/js"

// CanvasOffset is where Ebiten's canvas sits in the viewport, in CSS pixels.
func CanvasOffset() (x, y float64) {
	c := js.Global().Get("document").Call("querySelector", "canvas")
	if !c.Truthy() {
		return 0, 0
	}
	r := c.Call("getBoundingClientRect")
	return r.Get("left").Float(), r.Get("top").Float()
}
