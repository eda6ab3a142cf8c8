package kit

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawText draws one line of s with its anchor at (x, y); ha and va say
// which part of the text the anchor is (start, centre or end).
func DrawText(dst *ebiten.Image, s string, face *Face, x, y float64, ha, va Align, c color.Color) {
	face.Draw(dst, s, math.Round(x), math.Round(y), ha, va, c)
}

// WrapText breaks s into lines no wider than width, at spaces. The face
// keeps the lines, for the next frame's asking.
func WrapText(s string, face *Face, width float64) []string {
	k := wrapKey{s, width}
	if lines, ok := face.wraps[k]; ok {
		return lines
	}
	lines := wrap(s, face, width)
	if len(face.wraps) >= maxLines {
		clear(face.wraps)
	}
	face.wraps[k] = lines
	return lines
}

func wrap(s string, face *Face, width float64) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && face.Advance(try) > width {
			lines = append(lines, line)
			try = word
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// LineHeight is the distance between the baselines of two lines of face.
func LineHeight(face *Face) float64 { return math.Round(face.Size * 1.3) }

// DrawParagraph draws s wrapped to r's width from r's top. When it does not
// all fit in r's height, it draws the whole sentences that do, so a hint is
// never cut off in the middle.
func DrawParagraph(dst *ebiten.Image, s string, face *Face, r Rect, c color.Color) {
	lh := LineHeight(face)
	for i, l := range WrapText(FitSentences(s, face, r.W, int(r.H/lh)), face, r.W) {
		DrawText(dst, l, face, r.X, r.Y+float64(i)*lh, AlignStart, AlignStart, c)
	}
}

// FitSentences returns the longest run of s's first sentences that wraps
// into at most n lines of the given width; "" when not even one does.
func FitSentences(s string, face *Face, width float64, n int) string {
	fit := ""
	for end := 0; end < len(s); {
		next := strings.IndexAny(s[end:], ".?!")
		if next < 0 {
			next = len(s) - end - 1
		}
		end += next + 1
		if len(WrapText(s[:end], face, width)) > n {
			break
		}
		fit = s[:end]
	}
	return fit
}
