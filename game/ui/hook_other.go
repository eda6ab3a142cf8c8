//go:build !js

package ui

import "pentarchy/game/ui/scene"

// publish does nothing outside the browser: there is no window.pentarchy.
// Tests read App.snapshot directly.
func publish(*scene.Snapshot) {}
