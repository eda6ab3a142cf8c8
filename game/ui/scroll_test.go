package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
)

// TestPageScroll checks a screen too short for its buttons, a phone held
// sideways: it lays out on a taller page, the hook reports only the
// buttons wholly in the window, moving the focus scrolls its button into
// view, End and Home scroll to the ends, and a tap lands on the page.
func TestPageScroll(t *testing.T) {
	a := newTestApp(t, 640, 360, 3)
	if !a.scroll.on() || a.scroll.h <= a.v.H {
		t.Fatalf("the menu on 640×360 does not scroll: page %v, window %v", a.scroll.h, a.v.H)
	}
	if foot := a.scroll.h - kit.ButtonsBottom(a.scene.Buttons()); foot < a.v.Px(pageFoot)-1 {
		t.Errorf("the page keeps %.0f px under its buttons, want %.0f for the version line", foot, a.v.Px(pageFoot))
	}
	if a.snapshotHas("Sound: On") {
		t.Errorf("the hook reports Sound, which is below the window")
	}
	shiftTab := input.KeyInput{Pressed: []ebiten.Key{ebiten.KeyTab}, Shift: true}
	a.keys(shiftTab) // the focus on the last button, Sound
	if a.scroll.off <= 0 || !a.snapshotHas("Sound: On") {
		t.Errorf("with the focus on Sound: offset %v of %v; buttons %v", a.scroll.off, a.scroll.h-a.v.H, a.snapshot().Buttons)
	}
	a.press(ebiten.KeyHome)
	if a.scroll.off != 0 {
		t.Errorf("Home scrolls to %v", a.scroll.off)
	}
	a.press(ebiten.KeyEnd)
	for _, b := range a.snapshot().Buttons {
		if b.Label == "Sound: On" {
			a.Tap((b.X+b.W/2)*a.v.Dpr, (b.Y+b.H/2)*a.v.Dpr)
		}
	}
	if !a.sfx.Off {
		t.Errorf("a tap on Sound, scrolled into view, did not turn sound off")
	}
}
