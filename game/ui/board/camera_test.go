package board

import (
	"math"
	"testing"

	"pentarchy/game/ui/kit"
)

// TestCamera checks the zoom maths: a zoom keeps the point under the focus
// in place, hit-testing finds the cell whose centre was asked for, and the
// board never leaves a gap in the viewport.
func TestCamera(t *testing.T) {
	port := kit.Rect{X: 20, Y: 10, W: 600, H: 300}
	c := NewCamera(port, 42, 21, 80)
	if c.Fit != 14 || c.Ox != 26 || c.Oy != 13 {
		t.Fatalf("fit: %+v", c)
	}
	fx, fy := 300.0, 100.0
	f0, r0, _ := c.At(fx, fy)
	c.ZoomAt(2, fx, fy)
	if f, r, ok := c.At(fx, fy); !ok || f != f0 || r != r0 {
		t.Errorf("zoom about %v,%v moved cell %d,%d to %d,%d", fx, fy, f0, r0, f, r)
	}
	c.Pan(-10000, 10000)
	w, h := c.Size()
	if c.Ox+w != port.X+port.W || c.Oy != port.Y || h < port.H {
		t.Errorf("pan past the corner: %+v", c)
	}
	for f := range 42 {
		for r := range 21 {
			x, y := c.Center(f, r)
			if gf, gr, ok := c.At(x, y); ok != c.Shows(f, r) || ok && (gf != f || gr != r) {
				t.Fatalf("cell %d,%d: centre %v,%v hits %d,%d,%v", f, r, x, y, gf, gr, ok)
			}
		}
	}
	c.ZoomCentre(100)
	if math.Abs(c.Pitch()-80) > 0.5 {
		t.Errorf("largest pitch %v, want 80", c.Pitch())
	}
}
