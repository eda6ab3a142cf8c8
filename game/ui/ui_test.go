package ui

import (
	"encoding/json"
	"strings"
	"testing"

	"pentarchy/game"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/screens"
	"pentarchy/game/ui/storage"
)

// newTestApp returns the app laid out on a screen of w×h CSS pixels at the
// device pixel ratio dpr, without running Ebiten.
func newTestApp(t *testing.T, w, h, dpr float64) *App {
	t.Helper()
	a := newApp(storage.Memory{})
	a.v = kit.NewView(w, h, dpr)
	a.layoutScene()
	return a
}

// click taps the middle of the button with the label, in the app's own
// terms (device pixels).
func (a *App) click(t *testing.T, label string) {
	t.Helper()
	for _, b := range a.scene.Buttons() {
		if b.Label == label && !b.Disabled {
			x, y := b.R.Center()
			a.Tap(x, y)
			return
		}
	}
	t.Fatalf("no button %q in scene %s", label, a.scene.Name())
}

// tapCell taps the centre of a cell as the hook reports it.
func (a *App) tapCell(t *testing.T, name string) {
	t.Helper()
	x, y, ok := a.snapshot().Cell(name)
	if !ok {
		t.Fatalf("no cell %s on screen", name)
	}
	a.Tap(x*a.v.Dpr, y*a.v.Dpr)
}

func steps(t *testing.T, a *App) []string {
	t.Helper()
	var rec game.Record
	if err := json.Unmarshal([]byte(a.snapshot().Record()), &rec); err != nil {
		t.Fatalf("record: %v", err)
	}
	return rec.Steps
}

// TestLayouts checks, on screens from a small phone to a 4K monitor, that
// the board is square and on screen, that it does not overlap the panel's
// buttons, and that every button is at least 44 CSS pixels each way.
func TestLayouts(t *testing.T) {
	for _, sc := range []struct{ w, h, dpr float64 }{
		{360, 640, 2}, {320, 568, 2}, {640, 360, 3}, {768, 1024, 2},
		{1280, 720, 1}, {1920, 1080, 1}, {3840, 2160, 1}, {2560, 1440, 1.5},
	} {
		a := newTestApp(t, sc.w, sc.h, sc.dpr)
		a.click(t, "Phalanx")
		a.click(t, "Start")
		s := a.scene.(*play.PlayScene)
		b := s.BoardR
		screen := a.v.Screen()
		if b.W != b.H || b.X < 0 || b.Y < 0 || b.X+b.W > screen.W || b.Y+b.H > screen.H {
			t.Errorf("%v×%v: board %+v is not a square on the screen %+v", sc.w, sc.h, b, screen)
		}
		for _, btn := range s.Buttons() {
			r := btn.R
			if r.W < a.v.Dpr*kit.TouchMin || r.H < a.v.Dpr*kit.TouchMin {
				t.Errorf("%v×%v: button %q is %.0f×%.0f device px", sc.w, sc.h, btn.Label, r.W, r.H)
			}
			if r.X < b.X+b.W && b.X < r.X+r.W && r.Y < b.Y+b.H && b.Y < r.Y+r.H {
				t.Errorf("%v×%v: button %q overlaps the board", sc.w, sc.h, btn.Label)
			}
			if r.X < 0 || r.Y < 0 || r.X+r.W > screen.W || r.Y+r.H > screen.H {
				t.Errorf("%v×%v: button %q is off screen: %+v", sc.w, sc.h, btn.Label, r)
			}
		}
		portrait := b.Y+b.H <= s.PanelR.Y
		if want := sc.w < sc.h; portrait != want {
			t.Errorf("%v×%v: panel below the board is %v, want %v", sc.w, sc.h, portrait, want)
		}
	}
}

// TestNextValue checks that option buttons step through every value of a
// narrow range and the round numbers of a wide one, and wrap round.
func TestNextValue(t *testing.T) {
	choice := game.OptionSpec{Name: "board", Kind: game.Choice, Choices: []string{"small", "large"}}
	integer := game.OptionSpec{Name: "players", Kind: game.Integer, Min: 2, Max: 4}
	wide := game.OptionSpec{Name: "turn_limit", Kind: game.Integer, Min: 1, Max: 9999}
	reserve := game.OptionSpec{Name: "reserve", Kind: game.Integer, Min: 0, Max: 99}
	for _, tc := range []struct {
		spec     game.OptionSpec
		from, to string
	}{
		{choice, "small", "large"}, {choice, "large", "small"},
		{integer, "2", "3"}, {integer, "4", "2"}, {integer, "x", "2"},
		{wide, "100", "150"}, {wide, "5000", "9999"}, {wide, "9999", "1"}, {wide, "7", "8"}, {wide, "1234", "2000"},
		{reserve, "6", "8"}, {reserve, "80", "99"}, {reserve, "99", "0"}, {reserve, "0", "1"},
	} {
		if got := screens.NextValue(tc.spec, tc.from); got != tc.to {
			t.Errorf("%s after %q = %q, want %q", tc.spec.Name, tc.from, got, tc.to)
		}
	}
}

// TestWrapText checks that wrapped lines keep every word, in order, and fit.
func TestWrapText(t *testing.T) {
	f := kit.NewFonts()
	face := f.Face(kit.Regular, 16)
	s := "Tap a green dot to add a stone. Tap one of your stones, then a blue ring."
	lines := kit.WrapText(s, face, 120)
	if len(lines) < 3 || strings.Join(lines, " ") != s {
		t.Fatalf("wrapText = %q", lines)
	}
}

// TestFitSentences checks that a paragraph too long for its box keeps only
// whole sentences.
func TestFitSentences(t *testing.T) {
	face := kit.NewFonts().Face(kit.Regular, 16)
	s := "Tap a green dot to add a stone. Tap one of your stones, then a blue ring."
	all := len(kit.WrapText(s, face, 120))
	if got := kit.FitSentences(s, face, 120, all); got != s {
		t.Errorf("with room for all: %q", got)
	}
	first := "Tap a green dot to add a stone."
	if got := kit.FitSentences(s, face, 120, len(kit.WrapText(first, face, 120))); got != first {
		t.Errorf("with room for the first sentence: %q, want %q", got, first)
	}
	if got := kit.FitSentences(s, face, 120, 0); got != "" {
		t.Errorf("with no room: %q", got)
	}
}
