package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Kinds of shapes, in their keys.
const (
	shapeRoundRect byte = iota
	shapeRoundFrame
	shapePolygon
	shapeDisc
	shapeRing
	shapePolyline
)

// bigShape is the area past which a shape is painted on the GPU: painting
// a board's background on the CPU would take a frame's time, and so big an
// image is a texture of its own however it is painted.
const bigShape = 256 * 256

// FillRoundRect fills r with corners of radius rad.
func FillRoundRect(dst *ebiten.Image, r Rect, rad float64, c color.Color) {
	shapes.begin(shapeRoundRect).num(r.W).num(r.H).num(rad).colour(c).draw(dst, r.X, r.Y, r.W, r.H, func() *ebiten.Image {
		in := Rect{shapePad, shapePad, r.W, r.H}
		if r.W*r.H > bigShape {
			return gpuShape(r.W, r.H, func(img *ebiten.Image) {
				vector.FillPath(img, roundRectPath(in, rad), nil, pathOptions(c))
			})
		}
		p := newRaster(r.W, r.H)
		p.polygon(roundRect(in, rad), 0, 0, false)
		p.coat(c)
		return p.image()
	})
}

// StrokeRoundRect outlines r with a line of the given width inside it.
func StrokeRoundRect(dst *ebiten.Image, r Rect, rad, width float64, c color.Color) {
	shapes.begin(shapeRoundFrame).num(r.W).num(r.H).num(rad).num(width).colour(c).draw(dst, r.X, r.Y, r.W, r.H, func() *ebiten.Image {
		out := Rect{shapePad, shapePad, r.W, r.H}
		if r.W*r.H > bigShape {
			return gpuShape(r.W, r.H, func(img *ebiten.Image) {
				line := &vector.StrokeOptions{Width: float32(width)}
				vector.StrokePath(img, roundRectPath(out.Inset(width/2), rad-width/2), line, pathOptions(c))
			})
		}
		p := newRaster(r.W, r.H)
		p.polygon(roundRect(out, rad), 0, 0, false)
		p.polygon(roundRect(out.Inset(width), rad-width), 0, 0, true)
		p.coat(c)
		return p.image()
	})
}

// gpuShape paints a big shape of w×h on the GPU, with Ebitengine's vector
// package, into an image with room for its edge.
func gpuShape(w, h float64, paint func(img *ebiten.Image)) *ebiten.Image {
	img := ebiten.NewImage(int(math.Ceil(w))+2*shapePad, int(math.Ceil(h))+2*shapePad)
	paint(img)
	return img
}

func roundRectPath(r Rect, rad float64) *vector.Path {
	rad = math.Max(0, math.Min(rad, math.Min(r.W, r.H)/2))
	x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y+r.H)
	q := float32(rad)
	p := &vector.Path{}
	p.MoveTo(x0+q, y0)
	p.ArcTo(x1, y0, x1, y1, q)
	p.ArcTo(x1, y1, x0, y1, q)
	p.ArcTo(x0, y1, x0, y0, q)
	p.ArcTo(x0, y0, x1, y0, q)
	p.Close()
	return p
}

func pathOptions(c color.Color) *vector.DrawPathOptions {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	return op
}

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
