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

// Rehearser is an optional interface of a scene that knows what may be
// shown next: the new-game screen the game its Start begins and its first
// steps. When the screen is idle after a frame and RehearsalKey has
// changed since it last asked, the app asks for the Rehearsal and draws
// those scenes once, under a redraw of the screen, so that the shapes,
// glyphs and layers they need are painted and uploaded then, not in the
// frame a player waits for.
type Rehearser interface {
	RehearsalKey() string
	Rehearsal() []Scene
}

// Animator is an optional interface of a scene (and of a board view, which
// the play scene asks) that is playing a short animation: while animating
// is true, the app draws frame after frame; otherwise it draws only when
// something changed. An animator plays nothing when reducedMotion is true.
type Animator interface {
	Animating() bool
}
