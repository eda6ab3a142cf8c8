//go:build !js

package sound

// NewSpeaker returns no speaker outside the browser: a native build plays
// no sound.
func NewSpeaker() speaker { return nil }
