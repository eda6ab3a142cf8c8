//go:build !js

package ui

// reducedMotion tells whether the system asks for reduced motion; outside
// a browser nothing asks.
func reducedMotion() bool { return false }
