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

// TestTextContrast checks every text colour against every background it is
// drawn on: at least 4.5:1 (WCAG AA).
func TestTextContrast(t *testing.T) {
	pairs := []struct {
		name     string
		fg, bg   color.RGBA
		minRatio float64
	}{
		{"text on background", th.text, th.background, 4.5},
		{"muted on background", th.muted, th.background, 4.5},
		{"text on panel", th.text, th.panel, 4.5},
		{"muted on panel", th.muted, th.panel, 4.5},
		{"button label", th.buttonText, th.button, 4.5},
		{"primary label", th.primText, th.primary, 4.5},
		{"disabled label", th.disabled, th.button, 4.5},
		{"warning on background", th.warn, th.background, 4.5},
		{"warning on panel", th.warn, th.panel, 4.5},
		{"board label", th.boardLabel, th.board, 4.5},
		// Graphics need 3:1 (WCAG 1.4.11).
		{"board line", th.boardLine, th.board, 3},
		{"black stone on board", th.dark, th.board, 3},
		{"white stone edge on board", th.lightEdge, th.board, 3},
		{"move ring on board", th.target, th.board, 3},
	}
	for _, p := range pairs {
		if r := contrast(p.fg, p.bg); r < p.minRatio {
			t.Errorf("%s: contrast %.2f, want at least %.1f", p.name, r, p.minRatio)
		}
	}
}
