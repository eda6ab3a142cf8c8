//go:build !js

package ui

// newSpeaker returns no speaker outside the browser: a native build plays
// no sound. (Ebiten's audio device, made on a machine without one, would
// stop the whole app with an error.)
func newSpeaker() speaker { return nil }
