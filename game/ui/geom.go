package ui

import "math"

// rect is an axis-aligned rectangle in device pixels.
type rect struct{ x, y, w, h float64 }

// contains tells whether the point (px, py) lies inside r.
func (r rect) contains(px, py float64) bool {
	return px >= r.x && px < r.x+r.w && py >= r.y && py < r.y+r.h
}

// inset shrinks r by d on every side.
func (r rect) inset(d float64) rect {
	return rect{r.x + d, r.y + d, max(0, r.w-2*d), max(0, r.h-2*d)}
}

// center returns the centre of r.
func (r rect) center() (x, y float64) { return r.x + r.w/2, r.y + r.h/2 }

// snapped rounds r's edges to whole device pixels, so fills and outlines
// stay sharp.
func (r rect) snapped() rect {
	x0, y0 := math.Round(r.x), math.Round(r.y)
	return rect{x0, y0, math.Round(r.x+r.w) - x0, math.Round(r.y+r.h) - y0}
}

// row splits r into n rectangles side by side with gap between them; weights
// give their relative widths.
func (r rect) row(gap float64, weights ...float64) []rect {
	total := 0.0
	for _, w := range weights {
		total += w
	}
	free := r.w - gap*float64(len(weights)-1)
	out := make([]rect, len(weights))
	x := r.x
	for i, w := range weights {
		out[i] = rect{x, r.y, free * w / total, r.h}
		x += out[i].w + gap
	}
	return out
}

// split divides r into n rectangles of equal width, side by side, with gap
// between them.
func (r rect) split(gap float64, n int) []rect {
	weights := make([]float64, n)
	for i := range weights {
		weights[i] = 1
	}
	return r.row(gap, weights...)
}
