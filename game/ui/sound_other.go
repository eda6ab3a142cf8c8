//go:build !js

package ui

// newSpeaker returns no speaker outside the browser: a native build plays
// no sound.
func newSpeaker() speaker { return nil }
