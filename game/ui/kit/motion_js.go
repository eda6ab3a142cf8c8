//go:build js

package kit

import "syscall/js"

// ReducedMotion tells whether the system asks for reduced motion (the CSS
// media feature prefers-reduced-motion).
func ReducedMotion() bool {
	if js.Global().Get("matchMedia").Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Truthy()
}
