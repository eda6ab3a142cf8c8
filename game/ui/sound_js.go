//go:build js

package ui

import "github.com/hajimehoshi/ebiten/v2/audio"

// webSpeaker plays sounds through the page's Web Audio, by Ebiten's audio
// package. Its audio context is made at the player's first interaction
// (the browser lets it run only after one), and each sound is synthesized
// once, the first time it plays.
type webSpeaker struct {
	ctx     *audio.Context
	players map[sound]*audio.Player // kept, so that a playing sound is not collected
}

// newSpeaker returns the speaker of the page.
func newSpeaker() speaker { return &webSpeaker{players: map[sound]*audio.Player{}} }

func (w *webSpeaker) prepare() {
	if w.ctx == nil {
		w.ctx = audio.NewContext(sampleRate)
	}
}

func (w *webSpeaker) play(s sound) {
	w.prepare()
	p, ok := w.players[s]
	if !ok {
		p = w.ctx.NewPlayerF32FromBytes(stereoF32(synth(s, sampleRate)))
		w.players[s] = p
	}
	if err := p.Rewind(); err == nil {
		p.Play()
	}
}
