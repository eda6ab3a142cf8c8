//go:build !js

package ui

// publish does nothing outside the browser: there is no window.pentarchy.
// Tests read App.snapshot directly.
func publish(*snapshot) {}
