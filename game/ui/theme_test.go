package ui

import (
	"image/color"
	"math"
	"testing"

	"pentarchy/game/ui/kit"
)

// contrast is the WCAG 2 contrast ratio of two opaque colours.
func contrast(a, b color.RGBA) float64 {
	lum := func(c color.RGBA) float64 {
		ch := func(v uint8) float64 {
			s := float64(v) / 255
			if s <= 0.04045 {
				return s / 12.92
			}
			return math.Pow((s+0.055)/1.055, 2.4)
		}
		return 0.2126*ch(c.R) + 0.7152*ch(c.G) + 0.0722*ch(c.B)
	}
	hi, lo := lum(a), lum(b)
	if hi < lo {
		hi, lo = lo, hi
	}
	return (hi + 0.05) / (lo + 0.05)
}

// TestTextContrast checks, in every theme, every text colour against every
// background it is drawn on: at least 4.5:1 (WCAG AA), and 7:1 in the high
// contrast theme (AAA). Lines, pieces, highlights and the focus ring need
// 3:1 (WCAG 1.4.11).
func TestTextContrast(t *testing.T) {
	for _, c := range kit.Themes {
		th := *c.Th
		text := 4.5
		if c.Id == "contrast" {
			text = 7
		}
		pairs := []struct {
			name     string
			fg, bg   color.RGBA
			minRatio float64
		}{
			{"text on background", th.Text, th.Background, text},
			{"muted on background", th.Muted, th.Background, text},
			{"text on panel", th.Text, th.Panel, text},
			{"muted on panel", th.Muted, th.Panel, text},
			{"button label", th.ButtonText, th.Button, text},
			{"primary label", th.PrimText, th.Primary, text},
			{"disabled label", th.Disabled, th.Button, text},
			{"warning on background", th.Warn, th.Background, text},
			{"warning on panel", th.Warn, th.Panel, text},
			{"board label", th.BoardLabel, th.Board, text},
			{"board line", th.BoardLine, th.Board, 3},
			{"black stone on board", th.Dark, th.Board, 3},
			{"white stone edge on board", th.LightEdge, th.Board, 3},
			{"move ring on board", th.Target, th.Board, 3},
			{"focus ring on background", th.Focus, th.Background, 3},
			{"button edge on background", th.ButtonEdge, th.Background, 3},
		}
		for _, p := range pairs {
			if r := contrast(p.fg, p.bg); r < p.minRatio {
				t.Errorf("%s theme: %s: contrast %.2f, want at least %.1f", c.Id, p.name, r, p.minRatio)
			}
		}
	}
}

// TestThemeChoice checks that the Theme setting steps through every theme,
// is kept on the device, and is put on again by the next app.
func TestThemeChoice(t *testing.T) {
	defer func(saved kit.Theme) { kit.Th = saved }(kit.Th)
	a := newTestApp(t, 360, 640, 2)
	if got := kit.ThemeLabel(); got != "Theme: Dark" {
		t.Fatalf("first run: %q, want the dark theme", got)
	}
	for _, want := range []string{"Theme: Light", "Theme: High contrast", "Theme: Dark", "Theme: Light"} {
		a.click(t, kit.ThemeLabel())
		if got := kit.ThemeLabel(); got != want {
			t.Fatalf("after a click: %q, want %q", got, want)
		}
		if !a.snapshotHas(kit.ThemeLabel()) {
			t.Fatalf("the menu shows no button %q", kit.ThemeLabel())
		}
	}
	kit.Th = kit.DarkTheme
	newApp(a.store)
	if kit.Th != kit.LightTheme {
		t.Errorf("a new app with the light theme kept shows %s", kit.ThemeLabel())
	}
}

// snapshotHas tells whether the hook reports a button with the label.
func (a *App) snapshotHas(label string) bool {
	for _, b := range a.snapshot().Buttons {
		if b.Label == label {
			return true
		}
	}
	return false
}
