package kit

import (
	"image"
	"math/rand/v2"
	"testing"
)

// TestShelfPacker places boxes of random sizes until a page is full and
// checks that none leaves the page or overlaps another, with the pixel of
// room right of and below each.
func TestShelfPacker(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	p := shelfPacker{size: 128}
	var placed []image.Rectangle
	misses := 0
	for misses < 50 {
		w, h := 1+rng.IntN(20), 8+rng.IntN(8)
		at, ok := p.place(w, h)
		if !ok {
			misses++
			continue
		}
		r := image.Rectangle{Min: at, Max: at.Add(image.Pt(w+1, h+1))}
		if !r.In(image.Rect(0, 0, 128, 128)) {
			t.Fatalf("box %v leaves the page", r)
		}
		for _, o := range placed {
			if r.Overlaps(o) {
				t.Fatalf("box %v overlaps %v", r, o)
			}
		}
		placed = append(placed, r)
	}
	area := 0
	for _, r := range placed {
		area += r.Dx() * r.Dy()
	}
	if area < 128*128*6/10 {
		t.Errorf("%d boxes fill %d of %d pixels", len(placed), area, 128*128)
	}
	if _, ok := p.place(129, 1); ok {
		t.Error("a box wider than the page was placed")
	}
}

// TestAppendMask copies a glyph's mask from an image.Alpha and from any
// other image alike.
func TestAppendMask(t *testing.T) {
	mask := image.NewAlpha(image.Rect(0, 0, 9, 7))
	for i := range mask.Pix {
		mask.Pix[i] = byte(i * 7)
	}
	other := image.NewNRGBA(mask.Rect)
	for i, a := range mask.Pix {
		other.Pix[4*i+3] = a
	}
	fast := appendMask([]byte{1}, mask, image.Pt(2, 1), image.Pt(5, 4))
	slow := appendMask(nil, other, image.Pt(2, 1), image.Pt(5, 4))
	if len(fast) != 21 || fast[0] != 1 || len(slow) != 20 {
		t.Fatalf("appended %d and %d bytes, want 1+20 and 20", len(fast), len(slow))
	}
	for y := range 4 {
		for x := range 5 {
			want := mask.AlphaAt(2+x, 1+y).A
			if got := fast[1+5*y+x]; got != want {
				t.Errorf("from an image.Alpha, (%d,%d) = %d, want %d", x, y, got, want)
			}
			if got := slow[5*y+x]; got != want {
				t.Errorf("from an image.NRGBA, (%d,%d) = %d, want %d", x, y, got, want)
			}
		}
	}
}
