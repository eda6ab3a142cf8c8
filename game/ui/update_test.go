package ui

import (
	"slices"
	"testing"

	"pentarchy/game/ui/kit"
)

// labels returns the labels of the buttons the hook reports.
func labels(a *App) []string {
	var ls []string
	for _, b := range a.snapshot().Buttons {
		ls = append(ls, b.Label)
	}
	return ls
}

// clickApp taps the middle of the enabled button with the label among all
// the app's buttons, the update banner's included.
func clickApp(t *testing.T, a *App, label string) {
	t.Helper()
	for _, b := range a.Buttons() {
		if b.Label == label && !b.Disabled {
			a.Tap(b.R.Center())
			return
		}
	}
	t.Fatalf("no button %q on screen: %q", label, labels(a))
}

// TestUpdateOffer checks the banner's life: hidden until a new version
// arrives, then over the scene on every screen size, "Later" hides it, and
// the reload button hands over to the new version once.
func TestUpdateOffer(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{{320, 568, 2}, {1920, 1080, 1}} {
		a := newTestApp(t, sc.w, sc.h, sc.dpr)
		applied := 0
		a.update = newUpdateOffer(func() { applied++ })
		if a.update.changed() || slices.Contains(labels(a), kit.Tr("update.reload")) {
			t.Fatal("the update banner shows with no new version")
		}
		a.update.arrived.Store(true) // what arrive does, without waking Ebiten
		if !a.update.changed() {
			t.Fatal("a new version did not change the screen")
		}
		if got := labels(a); len(got) < 2 || got[0] != kit.Tr("update.reload") || got[1] != kit.Tr("update.later") {
			t.Fatalf("buttons %q, want the banner's first", got)
		}
		screen := a.v.Screen()
		for _, b := range a.update.Buttons(a.v) {
			if r := b.R; r.W < a.v.Px(kit.TouchMin) || r.H < a.v.Px(kit.TouchMin) || r.X < 0 || r.X+r.W > screen.W {
				t.Errorf("%v×%v: %q is at %+v on a screen of %+v", sc.w, sc.h, b.Label, r, screen)
			}
		}

		clickApp(t, a, kit.Tr("update.later"))
		if !a.update.changed() || slices.Contains(labels(a), kit.Tr("update.reload")) {
			t.Errorf("Later did not hide the banner: %q", labels(a))
		}
		if a.scene.Name() != "menu" {
			t.Errorf("a tap on the banner reached the scene: now %s", a.scene.Name())
		}

		a.update.putOff = false
		a.update.changed()
		clickApp(t, a, kit.Tr("update.reload"))
		if applied != 1 {
			t.Errorf("reload applied the update %d times, want 1", applied)
		}
		if got := labels(a); slices.Contains(got, kit.Tr("update.reload")) || slices.Contains(got, kit.Tr("update.later")) {
			t.Errorf("after the click the banner still offers %q", got)
		}
	}
}

// TestMenuFits checks that the title menu with Continue, the five games,
// Saved games, Open a game and Fullscreen fits on a 360×640 phone, every
// control on screen and large enough to tap.
func TestMenuFits(t *testing.T) {
	a := newTestApp(t, 360, 640, 2)
	a.click(t, "Phalanx")
	a.click(t, "Start")
	a.tapCell(t, "f3") // a game to continue
	a.click(t, "Menu")
	got := labels(a)
	if got[0] != "Continue Phalanx" || got[len(got)-1] != kit.Tr("fullscreen.enter") {
		t.Fatalf("menu buttons %q, want Continue first and Fullscreen last", got)
	}
	screen := a.v.Screen()
	for _, b := range a.Buttons() {
		if r := b.R; r.H < a.v.Px(kit.TouchMin) || r.Y < 0 || r.Y+r.H > screen.H {
			t.Errorf("%q is at %+v on a screen of %+v", b.Label, r, screen)
		}
	}
}
