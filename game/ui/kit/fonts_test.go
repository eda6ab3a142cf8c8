package kit

import (
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// TestFontsAsTheOriginals checks that the embedded fonts, stripped of their
// hinting, draw as the Go fonts do: the same glyphs for the same runes,
// with the same outlines, advances and kerning; Go Mono's outlines of
// printable ASCII only (cmd/fontstrip), its other glyphs drawing nothing.
func TestFontsAsTheOriginals(t *testing.T) {
	for name, pair := range map[string][2][]byte{
		"regular": {goregular.TTF, goRegular}, "bold": {gobold.TTF, goBold}, "mono": {gomono.TTF, goMono},
	} {
		orig, err := sfnt.Parse(pair[0])
		if err != nil {
			t.Fatal(err)
		}
		ours, err := sfnt.Parse(pair[1])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(pair[1]) >= len(pair[0]) {
			t.Errorf("%s: %d bytes, the original %d", name, len(pair[1]), len(pair[0]))
		}
		drawn := func(sfnt.GlyphIndex) bool { return true }
		if name == "mono" {
			drawn = asciiGlyphs(t, orig)
		}
		sameGlyphs(t, name, orig, ours, drawn)
		sameRunes(t, name, orig, ours)
	}
}

// asciiGlyphs tells which glyphs of f printable ASCII draws.
func asciiGlyphs(t *testing.T, f *sfnt.Font) func(sfnt.GlyphIndex) bool {
	var b sfnt.Buffer
	set := map[sfnt.GlyphIndex]bool{}
	for r := rune(0x20); r <= 0x7e; r++ {
		x, err := f.GlyphIndex(&b, r)
		if err != nil || x == 0 {
			t.Fatalf("Go Mono has no glyph for %q", r)
		}
		set[x] = true
	}
	return func(x sfnt.GlyphIndex) bool { return set[x] }
}

// sameGlyphs compares every glyph's advance, and the outline of each the
// font draws (an other is empty or the original), at two sizes.
func sameGlyphs(t *testing.T, name string, orig, ours *sfnt.Font, drawn func(sfnt.GlyphIndex) bool) {
	if orig.NumGlyphs() != ours.NumGlyphs() {
		t.Fatalf("%s: %d glyphs, the original %d", name, ours.NumGlyphs(), orig.NumGlyphs())
	}
	var b1, b2 sfnt.Buffer
	for _, ppem := range []fixed.Int26_6{fixed.I(13), fixed.I(40)} {
		for i := range orig.NumGlyphs() {
			x := sfnt.GlyphIndex(i)
			a1, err1 := orig.GlyphAdvance(&b1, x, ppem, font.HintingNone)
			a2, err2 := ours.GlyphAdvance(&b2, x, ppem, font.HintingNone)
			if a1 != a2 || (err1 == nil) != (err2 == nil) {
				t.Fatalf("%s glyph %d: advance %v (%v), the original %v (%v)", name, i, a2, err2, a1, err1)
			}
			s1, err1 := orig.LoadGlyph(&b1, x, ppem, nil)
			s2, err2 := ours.LoadGlyph(&b2, x, ppem, nil)
			if !drawn(x) && len(s2) == 0 {
				continue
			}
			if (err1 == nil) != (err2 == nil) || len(s1) != len(s2) {
				t.Fatalf("%s glyph %d: %d segments (%v), the original %d (%v)", name, i, len(s2), err2, len(s1), err1)
			}
			for j := range s1 {
				if s1[j] != s2[j] {
					t.Fatalf("%s glyph %d segment %d: %v, the original %v", name, i, j, s2[j], s1[j])
				}
			}
		}
	}
}

// sameRunes compares the glyph of every rune up to U+FFFF and the kerning
// of the pairs of letters and digits.
func sameRunes(t *testing.T, name string, orig, ours *sfnt.Font) {
	var b1, b2 sfnt.Buffer
	for r := rune(0); r <= 0xffff; r++ {
		x1, _ := orig.GlyphIndex(&b1, r)
		x2, _ := ours.GlyphIndex(&b2, r)
		if x1 != x2 {
			t.Fatalf("%s: rune %U is glyph %d, in the original %d", name, r, x2, x1)
		}
	}
	const sample = "AVTWYLPFkvwyo.,0123456789aeř"
	for _, r1 := range sample {
		for _, r2 := range sample {
			x1, _ := orig.GlyphIndex(&b1, r1)
			y1, _ := orig.GlyphIndex(&b1, r2)
			k1, _ := orig.Kern(&b1, x1, y1, fixed.I(40), font.HintingNone)
			k2, _ := ours.Kern(&b2, x1, y1, fixed.I(40), font.HintingNone)
			if k1 != k2 {
				t.Fatalf("%s: kerning of %q %q is %v, in the original %v", name, r1, r2, k2, k1)
			}
		}
	}
}
