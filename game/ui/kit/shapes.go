package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Kinds of shapes, in their keys.
const (
	shapePolygon byte = iota
	shapeCorners
	shapeDisc
	shapeRing
	shapePolyline
	shapeDashes
)

// FillPolygon fills the polygon through the points xy (x0, y0, x1, y1, …)
// and, if width > 0, outlines it in edge with round joins.
func FillPolygon(dst *ebiten.Image, xy []float64, fill color.Color, width float64, edge color.Color) {
	box := pointsBox(xy).Inset(-width / 2)
	shapes.begin(shapePolygon).num(width).colour(fill).colour(edge)
	for i := 0; i+1 < len(xy); i += 2 {
		shapes.num(xy[i] - box.X).num(xy[i+1] - box.Y)
	}
	shapes.draw(dst, box.X, box.Y, box.W, box.H, func() *ebiten.Image {
		p := newRaster(box.W, box.H)
		dx, dy := shapePad-box.X, shapePad-box.Y
		p.polygon(xy, dx, dy, false)
		p.coat(fill)
		if width > 0 {
			p.stroke(append(xy[:len(xy):len(xy)], xy[0], xy[1]), dx, dy, width, false)
			p.coat(edge)
		}
		return p.image()
	})
}

// StrokePolyline strokes the line through the points xy (x0, y0, x1, y1, …)
// with round joins and caps, or square ones if square is true.
func StrokePolyline(dst *ebiten.Image, xy []float64, width float64, c color.Color, square bool) {
	box := pointsBox(xy).Inset(-width)
	shapes.begin(shapePolyline).num(width).colour(c)
	if square {
		shapes.num(1)
	}
	for i := 0; i+1 < len(xy); i += 2 {
		shapes.num(xy[i] - box.X).num(xy[i+1] - box.Y)
	}
	shapes.draw(dst, box.X, box.Y, box.W, box.H, func() *ebiten.Image {
		p := newRaster(box.W, box.H)
		p.stroke(xy, shapePad-box.X, shapePad-box.Y, width, square)
		p.coat(c)
		return p.image()
	})
}

// StrokeDashes strokes the line through the points xy as dashes of length
// dash, gaps of half that between them, with round caps; all the dashes
// are one shape.
func StrokeDashes(dst *ebiten.Image, xy []float64, width, dash float64, c color.Color) {
	box := pointsBox(xy).Inset(-width)
	shapes.begin(shapeDashes).num(width).num(dash).colour(c)
	for i := 0; i+1 < len(xy); i += 2 {
		shapes.num(xy[i] - box.X).num(xy[i+1] - box.Y)
	}
	shapes.draw(dst, box.X, box.Y, box.W, box.H, func() *ebiten.Image {
		p := newRaster(box.W, box.H)
		for _, d := range dashes(xy, dash, dash/2) {
			p.stroke(d, shapePad-box.X, shapePad-box.Y, width, false)
		}
		p.coat(c)
		return p.image()
	})
}

// dashes cuts the line through xy into runs of length on, off apart.
func dashes(xy []float64, on, off float64) [][]float64 {
	var out [][]float64
	var cur []float64
	pos, period := 0.0, on+off // pos: where along the period the line is
	for i := 0; i+3 < len(xy); i += 2 {
		x0, y0, x1, y1 := xy[i], xy[i+1], xy[i+2], xy[i+3]
		seg := math.Hypot(x1-x0, y1-y0)
		for t := 0.0; t < seg; {
			at := func(d float64) (float64, float64) { return x0 + (x1-x0)*d/seg, y0 + (y1-y0)*d/seg }
			if pos < on { // drawing: to the end of the dash or of the segment
				if cur == nil {
					x, y := at(t)
					cur = []float64{x, y}
				}
				step := min(on-pos, seg-t)
				t, pos = t+step, pos+step
				x, y := at(t)
				cur = append(cur, x, y)
				if pos >= on {
					out, cur = append(out, cur), nil
				}
				continue
			}
			step := min(period-pos, seg-t)
			t, pos = t+step, pos+step
			if pos >= period {
				pos = 0
			}
		}
	}
	if len(cur) >= 4 {
		out = append(out, cur)
	}
	return out
}

// pointsBox is the smallest rectangle holding the points xy.
func pointsBox(xy []float64) Rect {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := 0; i+1 < len(xy); i += 2 {
		x0, x1 = math.Min(x0, xy[i]), math.Max(x1, xy[i])
		y0, y1 = math.Min(y0, xy[i+1]), math.Max(y1, xy[i+1])
	}
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// Disc fills a circle and, if width > 0, gives it an outline of that width
// in edge, inside the radius.
func Disc(dst *ebiten.Image, x, y, r float64, fill color.Color, width float64, edge color.Color) {
	shapes.begin(shapeDisc).num(r).num(width).colour(fill).colour(edge).draw(dst, x-r, y-r, 2*r, 2*r, func() *ebiten.Image {
		p := newRaster(2*r, 2*r)
		c := shapePad + r
		inner := r
		if width > 0 {
			p.polygon(circle(c, c, r), 0, 0, false)
			p.coat(edge)
			inner -= width
		}
		p.polygon(circle(c, c, inner), 0, 0, false)
		p.coat(fill)
		return p.image()
	})
}

// Ring fills the band between the radii r-width/2 and r+width/2.
func Ring(dst *ebiten.Image, x, y, r, width float64, c color.Color) {
	out := r + width/2
	shapes.begin(shapeRing).num(r).num(width).colour(c).draw(dst, x-out, y-out, 2*out, 2*out, func() *ebiten.Image {
		p := newRaster(2*out, 2*out)
		cx := shapePad + out
		p.polygon(circle(cx, cx, out), 0, 0, false)
		p.polygon(circle(cx, cx, r-width/2), 0, 0, true)
		p.coat(c)
		return p.image()
	})
}
