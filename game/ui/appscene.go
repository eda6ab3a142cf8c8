package ui

import (
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// Show makes s the current scene.
func (a *App) Show(s scene.Scene) {
	if c, ok := a.scene.(kit.Closer); ok && a.scene != s {
		c.Close()
	}
	a.scene = s
	a.scroll.off = 0
	a.layoutScene()
	a.dirty = true
}
