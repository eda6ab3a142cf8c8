package ui

import (
	"image/color"
	"math"
	"testing"
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
	for _, c := range themes {
		th := *c.th
		text := 4.5
		if c.id == "contrast" {
			text = 7
		}
		pairs := []struct {
			name     string
			fg, bg   color.RGBA
			minRatio float64
		}{
			{"text on background", th.text, th.background, text},
			{"muted on background", th.muted, th.background, text},
			{"text on panel", th.text, th.panel, text},
			{"muted on panel", th.muted, th.panel, text},
			{"button label", th.buttonText, th.button, text},
			{"primary label", th.primText, th.primary, text},
			{"disabled label", th.disabled, th.button, text},
			{"warning on background", th.warn, th.background, text},
			{"warning on panel", th.warn, th.panel, text},
			{"board label", th.boardLabel, th.board, text},
			{"board line", th.boardLine, th.board, 3},
			{"black stone on board", th.dark, th.board, 3},
			{"white stone edge on board", th.lightEdge, th.board, 3},
			{"move ring on board", th.target, th.board, 3},
			{"focus ring on background", th.focus, th.background, 3},
			{"button edge on background", th.buttonEdge, th.background, 3},
		}
		for _, p := range pairs {
			if r := contrast(p.fg, p.bg); r < p.minRatio {
				t.Errorf("%s theme: %s: contrast %.2f, want at least %.1f", c.id, p.name, r, p.minRatio)
			}
		}
	}
}

// TestThemeChoice checks that the Theme setting steps through every theme,
// is kept on the device, and is put on again by the next app.
func TestThemeChoice(t *testing.T) {
	defer func(saved theme) { th = saved }(th)
	a := newTestApp(t, 360, 640, 2)
	if got := themeLabel(); got != "Theme: Dark" {
		t.Fatalf("first run: %q, want the dark theme", got)
	}
	for _, want := range []string{"Theme: Light", "Theme: High contrast", "Theme: Dark", "Theme: Light"} {
		a.click(t, themeLabel())
		if got := themeLabel(); got != want {
			t.Fatalf("after a click: %q, want %q", got, want)
		}
		if !a.snapshotHas(themeLabel()) {
			t.Fatalf("the menu shows no button %q", themeLabel())
		}
	}
	th = darkTheme
	newApp(a.store)
	if th != lightTheme {
		t.Errorf("a new app with the light theme kept shows %s", themeLabel())
	}
}

// snapshotHas tells whether the hook reports a button with the label.
func (a *App) snapshotHas(label string) bool {
	for _, b := range a.snapshot().buttons {
		if b.Label == label {
			return true
		}
	}
	return false
}
