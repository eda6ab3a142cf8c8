package ui

import "github.com/hajimehoshi/ebiten/v2"

// newFullscreenButton returns the control that puts the app in full screen
// and back (key F), or nil where the page cannot go full screen: an iframe
// without allowfullscreen, a phone browser without the Fullscreen API. The
// browser allows it only during a click or a key press, which is when
// buttons act.
func newFullscreenButton() *button {
	if !canFullscreen() {
		return nil
	}
	return &button{
		label:  fullscreenLabel(),
		keys:   []ebiten.Key{ebiten.KeyF},
		action: func() { ebiten.SetFullscreen(!ebiten.IsFullscreen()) },
	}
}

// fullscreenLabel names the fullscreen control after what it does now.
// Going in or out of full screen resizes the screen, so a scene that shows
// the control names it in layout.
func fullscreenLabel() string {
	if ebiten.IsFullscreen() {
		return tr("fullscreen.exit")
	}
	return tr("fullscreen.enter")
}
