package main

import (
	"image"
	"image/color"
	"math"
)

// canvas is a square picture painted with shapes in unit coordinates:
// (0, 0) is the top left corner, (1, 1) the bottom right one. Edges are
// anti-aliased from each shape's signed distance, so the same drawing looks
// clean at any size, and painting is plain float64 arithmetic: the same
// drawing gives the same pixels every time.
type canvas struct {
	size int
	px   []float64 // premultiplied red, green, blue, alpha per pixel, 0..1
}

func newCanvas(size int) *canvas {
	return &canvas{size: size, px: make([]float64, 4*size*size)}
}

// shape is a region of the plane given by its signed distance: negative
// inside, positive outside, in the units of the canvas.
type shape func(x, y float64) float64

// fill paints the shape in the colour c over what is painted already.
func (c *canvas) fill(s shape, col color.NRGBA) {
	n := float64(c.size)
	r, g, b, a := float64(col.R)/255, float64(col.G)/255, float64(col.B)/255, float64(col.A)/255
	for j := 0; j < c.size; j++ {
		for i := 0; i < c.size; i++ {
			d := s((float64(i)+0.5)/n, (float64(j)+0.5)/n) * n
			cover := math.Min(math.Max(0.5-d, 0), 1) * a
			if cover == 0 {
				continue
			}
			p := c.px[4*(j*c.size+i):]
			keep := 1 - cover
			p[0] = r*cover + p[0]*keep
			p[1] = g*cover + p[1]*keep
			p[2] = b*cover + p[2]*keep
			p[3] = cover + p[3]*keep
		}
	}
}

// image returns the picture with straight (not premultiplied) alpha, as PNG
// stores it.
func (c *canvas) image() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, c.size, c.size))
	for i := 0; i < c.size*c.size; i++ {
		p := c.px[4*i:]
		if p[3] == 0 {
			continue
		}
		for k := range 3 {
			img.Pix[4*i+k] = to8(p[k] / p[3])
		}
		img.Pix[4*i+3] = to8(p[3])
	}
	return img
}

func to8(v float64) uint8 { return uint8(math.Round(math.Min(math.Max(v, 0), 1) * 255)) }

// circle is the disc of radius r around (cx, cy).
func circle(cx, cy, r float64) shape {
	return func(x, y float64) float64 { return math.Hypot(x-cx, y-cy) - r }
}

// segment is the line from (ax, ay) to (bx, by), w wide, with round ends.
func segment(ax, ay, bx, by, w float64) shape {
	dx, dy := bx-ax, by-ay
	l2 := dx*dx + dy*dy
	return func(x, y float64) float64 {
		t := math.Min(math.Max(((x-ax)*dx+(y-ay)*dy)/l2, 0), 1)
		return math.Hypot(x-(ax+t*dx), y-(ay+t*dy)) - w/2
	}
}

// roundSquare is the square from (m, m) to (1-m, 1-m) with corners of
// radius r.
func roundSquare(m, r float64) shape {
	h := 0.5 - m - r // half the side of the square the corners are rounded from
	return func(x, y float64) float64 {
		qx, qy := math.Abs(x-0.5)-h, math.Abs(y-0.5)-h
		out := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
		return out + math.Min(math.Max(qx, qy), 0) - r
	}
}

// union is every point of any of the shapes.
func union(ss ...shape) shape {
	return func(x, y float64) float64 {
		d := math.Inf(1)
		for _, s := range ss {
			d = math.Min(d, s(x, y))
		}
		return d
	}
}

// scaled is s shrunk by the factor k towards the centre of the canvas.
func scaled(s shape, k float64) shape {
	return func(x, y float64) float64 { return s(0.5+(x-0.5)/k, 0.5+(y-0.5)/k) * k }
}
