//go:build js

package ui

import "syscall/js"

// reducedMotion tells whether the system asks for reduced motion
// (prefers-reduced-motion: reduce): then nothing is animated.
func reducedMotion() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Truthy()
}
