//go:build !js

package kit

// ReducedMotion tells whether the system asks for reduced motion; outside
// a browser nothing asks.
func ReducedMotion() bool { return false }
