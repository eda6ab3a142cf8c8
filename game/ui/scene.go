package ui

import "github.com/hajimehoshi/ebiten/v2"

// scene is one screen of the app: the title menu, the new-game screen, a
// game being played. The app passes it the screen size, taps outside its
// buttons, and asks it to draw.
type scene interface {
	// name is the scene's name as window.pentarchy.scene() reports it.
	name() string
	// layout places the scene's contents on a screen of the view's size.
	layout(v view)
	// buttons are the scene's controls now on screen.
	buttons() []*button
	// tap handles a tap, in device pixels, that hit none of the buttons.
	tap(x, y float64)
	// draw draws the whole scene; the screen is already cleared.
	draw(dst *ebiten.Image)
}

// show makes s the current scene.
func (a *App) show(s scene) {
	if c, ok := a.scene.(closer); ok && a.scene != s {
		c.close()
	}
	a.scene = s
	s.layout(a.v)
	a.dirty = true
}

// hoverer is a scene or board view that shows something about what the
// mouse pointer rests on. hover gets the pointer's position in device
// pixels and tells whether the screen must be redrawn.
type hoverer interface {
	hover(x, y float64) bool
}

// animator is an optional interface of a scene (and of a board view, which
// the play scene asks) that is playing a short animation: while animating
// is true, the app draws frame after frame; otherwise it draws only when
// something changed. An animator plays nothing when reducedMotion is true.
type animator interface {
	animating() bool
}
