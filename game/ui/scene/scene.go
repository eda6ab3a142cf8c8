package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
)

// Scene is one screen of the app: the title menu, the new-game screen, a
// game being played. The app passes it the screen size, taps outside its
// buttons, and asks it to draw.
type Scene interface {
	// Name is the scene's name as window.pentarchy.scene() reports it.
	Name() string
	// Layout places the scene's contents on a screen of the view's size.
	Layout(v kit.View)
	// Buttons are the scene's controls now on screen.
	Buttons() []*kit.Button
	// Tap handles a tap, in device pixels, that hit none of the buttons.
	Tap(x, y float64)
	// Draw draws the whole scene; the screen is already cleared.
	Draw(dst *ebiten.Image)
}

// Hoverer is a scene or board view that shows something about what the
// mouse pointer rests on. hover gets the pointer's position in device
// pixels and tells whether the screen must be redrawn.
type Hoverer interface {
	Hover(x, y float64) bool
}

// Animator is an optional interface of a scene (and of a board view, which
// the play scene asks) that is playing a short animation: while animating
// is true, the app draws frame after frame; otherwise it draws only when
// something changed. An animator plays nothing when reducedMotion is true.
type Animator interface {
	Animating() bool
}
