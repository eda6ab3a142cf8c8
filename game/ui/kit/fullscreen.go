package kit

import "github.com/hajimehoshi/ebiten/v2"

// NewFullscreenButton returns the control that puts the app in full screen
// and back (key F), or nil where the page cannot go full screen: an iframe
// without allowfullscreen, a phone browser without the Fullscreen API. The
// browser allows it only during a click or a key press, which is when
// buttons act.
func NewFullscreenButton() *Button {
	if !canFullscreen() {
		return nil
	}
	return &Button{
		Label:  FullscreenLabel(),
		Keys:   []ebiten.Key{ebiten.KeyF},
		Action: func() { ebiten.SetFullscreen(!ebiten.IsFullscreen()) },
	}
}

// FullscreenLabel names the fullscreen control after what it does now.
// Going in or out of full screen resizes the screen, so a scene that shows
// the control names it in layout.
func FullscreenLabel() string {
	if ebiten.IsFullscreen() {
		return Tr("fullscreen.exit")
	}
	return Tr("fullscreen.enter")
}
