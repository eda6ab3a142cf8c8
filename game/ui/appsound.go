package ui

import "pentarchy/game/ui/sound"

// missTapper is a scene that tells a tap that does nothing from one that
// does (the play scene: a tap on the board).
type missTapper interface {
	TapMissed(x, y float64) bool
}

// tapScene passes a tap that hit no button to the scene; a tap on the
// board that neither plays a step nor changes the selection buzzes.
func (a *App) tapScene(x, y float64) {
	if m, ok := a.scene.(missTapper); ok {
		if m.TapMissed(x, y) {
			a.sfx.Play(sound.SoundIllegal)
		}
		return
	}
	a.scene.Tap(x, y)
}
