//go:build !js

package ui

// reducedMotion is false outside the browser: there is no system setting to
// read, and tests see every animation.
func reducedMotion() bool { return false }
