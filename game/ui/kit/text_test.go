package kit

import (
	"math"
	"testing"

	"golang.org/x/image/font"
)

// TestAdvance checks the laid out lines against x/image's own measure,
// which kerns the same pairs.
func TestAdvance(t *testing.T) {
	f := NewFonts()
	for _, style := range []fontStyle{Regular, Bold, Mono} {
		face := f.Face(style, 17)
		for _, s := range []string{"", "A", "AVATAR To Wy", "Blue to act — act 1 of 2", "Ελληνικά, кириллица, ŁĄŻ"} {
			want := float64(font.MeasureString(face.face, s)) / 64
			if got := face.Advance(s); math.Abs(got-want) > 1e-9 {
				t.Errorf("style %d: Advance(%q) = %v, want %v", style, s, got, want)
			}
			if got := face.Advance(s); math.Abs(got-want) > 1e-9 {
				t.Errorf("style %d: Advance(%q) from the kept line = %v, want %v", style, s, got, want)
			}
		}
	}
}

func TestWrapTextKeepsItsLines(t *testing.T) {
	face := NewFonts().Face(Regular, 15)
	s := "Tap a green dot to add a stone. Tap one of your stones to move or push."
	lines := WrapText(s, face, 200)
	if len(lines) < 2 {
		t.Fatalf("%q wraps into %q at 200 px", s, lines)
	}
	for _, l := range lines {
		if face.Advance(l) > 200 {
			t.Errorf("line %q is %v px wide", l, face.Advance(l))
		}
	}
	if again := WrapText(s, face, 200); &again[0] != &lines[0] {
		t.Error("the face did not keep the wrapped lines")
	}
}

func TestSubPixels(t *testing.T) {
	for _, tc := range []struct {
		height float64
		want   int
	}{{10, 8}, {19.9, 8}, {20, 4}, {39, 4}, {40, 2}, {80, 1}, {200, 1}} {
		if got := subPixels(tc.height); got != tc.want {
			t.Errorf("subPixels(%v) = %d, want %d", tc.height, got, tc.want)
		}
	}
}
