package kit

import "math"

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains tells whether the point (px, py) lies inside r.
func (r Rect) Contains(px, py float64) bool {
	return px >= r.X && px < r.X+r.W && py >= r.Y && py < r.Y+r.H
}

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect {
	return Rect{r.X + d, r.Y + d, max(0, r.W-2*d), max(0, r.H-2*d)}
}

// Center returns the centre of r.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Snapped rounds r's edges to whole device pixels, so fills and outlines
// stay sharp.
func (r Rect) Snapped() Rect {
	x0, y0 := math.Round(r.X), math.Round(r.Y)
	return Rect{x0, y0, math.Round(r.X+r.W) - x0, math.Round(r.Y+r.H) - y0}
}

// Row splits r into n rectangles side by side with gap between them; weights
// give their relative widths.
func (r Rect) Row(gap float64, weights ...float64) []Rect {
	total := 0.0
	for _, w := range weights {
		total += w
	}
	free := r.W - gap*float64(len(weights)-1)
	out := make([]Rect, len(weights))
	x := r.X
	for i, w := range weights {
		out[i] = Rect{x, r.Y, free * w / total, r.H}
		x += out[i].W + gap
	}
	return out
}

// Split divides r into n rectangles of equal width, side by side, with gap
// between them.
func (r Rect) Split(gap float64, n int) []Rect {
	weights := make([]float64, n)
	for i := range weights {
		weights[i] = 1
	}
	return r.Row(gap, weights...)
}

// Weights are n equal weights for rect.row.
func Weights(n int) []float64 {
	w := make([]float64, max(n, 1))
	for i := range w {
		w[i] = 1
	}
	return w
}
