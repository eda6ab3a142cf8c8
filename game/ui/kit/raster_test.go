package kit

import (
	"image/color"
	"math"
	"testing"
)

// coverage sums the alpha the raster painted, in pixels.
func coverage(r *raster) float64 {
	sum := 0
	for i := 3; i < len(r.rgba.Pix); i += 4 {
		sum += int(r.rgba.Pix[i])
	}
	return float64(sum) / 255
}

func alphaAt(r *raster, x, y int) uint8 { return r.rgba.RGBAAt(x, y).A }

// TestRasterAreas paints shapes on the CPU and checks that each covers the
// area it should, to within its anti-aliased edge, and nothing else.
func TestRasterAreas(t *testing.T) {
	for _, tc := range []struct {
		name  string
		paint func(r *raster)
		area  float64
	}{
		{"disc", func(r *raster) { r.polygon(circle(22, 22, 20), 0, 0, false) }, math.Pi * 400},
		{"ring", func(r *raster) {
			r.polygon(circle(22, 22, 20), 0, 0, false)
			r.polygon(circle(22, 22, 10), 0, 0, true)
		}, math.Pi * 300},
		{"square", func(r *raster) { r.polygon([]float64{2, 2, 42, 2, 42, 42, 2, 42}, 0, 0, false) }, 1600},
		{"two halves", func(r *raster) { // overlapping, same orientation: a union
			r.polygon([]float64{2, 2, 30, 2, 30, 42, 2, 42}, 0, 0, false)
			r.polygon([]float64{42, 2, 14, 2, 14, 42, 42, 42}, 0, 0, false)
		}, 1600},
		{"line", func(r *raster) { r.stroke([]float64{10, 22, 34, 22}, 0, 0, 4, true) }, 4 * 28},
	} {
		r := newRaster(40, 40)
		tc.paint(r)
		r.coat(color.White)
		if got := coverage(r); math.Abs(got-tc.area) > 0.01*tc.area+2 {
			t.Errorf("%s covers %.1f pixels, want %.1f", tc.name, got, tc.area)
		}
	}
}

func TestRasterHoleAndCoats(t *testing.T) {
	r := newRaster(40, 40)
	r.polygon(circle(22, 22, 20), 0, 0, false)
	r.polygon(circle(22, 22, 10), 0, 0, true)
	r.coat(color.White)
	if a := alphaAt(r, 22, 22); a != 0 {
		t.Errorf("the ring's hole has alpha %d", a)
	}
	if a := alphaAt(r, 22, 7); a != 255 {
		t.Errorf("the ring's band has alpha %d", a)
	}
	r.polygon(circle(22, 22, 5), 0, 0, false)
	r.coat(color.RGBA{255, 0, 0, 255})
	if c := r.rgba.RGBAAt(22, 22); c != (color.RGBA{255, 0, 0, 255}) {
		t.Errorf("the second coat shows %v at the centre", c)
	}
}

// TestRoundStrokeJoins checks that a stroke's round joins fill the outside
// of a corner and that overlapping pieces do not darken it.
func TestRoundStrokeJoins(t *testing.T) {
	r := newRaster(40, 40)
	r.stroke([]float64{6, 6, 34, 6, 34, 34}, 0, 0, 6, false)
	r.coat(color.RGBA{0, 0, 0, 128})
	if a := alphaAt(r, 34, 6); a != 128 {
		t.Errorf("the join has alpha %d, want the coat's 128", a)
	}
	if a := alphaAt(r, 36, 4); a == 0 {
		t.Error("the round join leaves the corner's outside empty")
	}
}
