package input

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// KeyInput is one tick's keys.
type KeyInput struct {
	Pressed     []ebiten.Key // the keys just pressed, in Ebiten's order
	Shift, Ctrl bool         // held down; ctrl counts Meta (⌘) too
}

// Repeater turns an arrow held down into presses again and again, as in
// a text field: after arrowDelay, one every arrowRepeat. Frames come with the
// browser's own key repeats, so a held key costs no extra frames.
type Repeater struct {
	key  ebiten.Key
	next time.Time // when the held arrow presses again; zero when none is held
}

const (
	arrowDelay  = 400 * time.Millisecond
	arrowRepeat = 60 * time.Millisecond
)

// Update adds the held arrow to the keys just pressed, when it is time;
// held tells whether a key is down.
func (r *Repeater) Update(pressed []ebiten.Key, held func(ebiten.Key) bool, now time.Time) []ebiten.Key {
	for _, key := range pressed {
		if arrowKey(key) {
			r.key, r.next = key, now.Add(arrowDelay)
			return pressed
		}
	}
	switch {
	case r.next.IsZero():
	case !held(r.key):
		r.next = time.Time{}
	case !now.Before(r.next):
		r.next = now.Add(arrowRepeat)
		pressed = append(pressed, r.key)
	}
	return pressed
}

// arrowKey tells whether key is one of the four arrows.
func arrowKey(key ebiten.Key) bool {
	switch key {
	case ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown:
		return true
	}
	return false
}
