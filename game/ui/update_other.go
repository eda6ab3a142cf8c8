//go:build !js

package ui

// watchUpdates does nothing outside the browser: a native build is updated
// by installing a new one.
func watchUpdates(arrived func()) {}

// applyUpdate is never called outside the browser.
func applyUpdate() {}
