package kit

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/vector"
)

// raster paints a shape on the CPU with golang.org/x/image/vector, one
// coat at a time, and hands it to Ebitengine as pixels. An image made from
// pixels goes straight onto Ebitengine's texture atlas, where its quads
// batch with the glyphs' and the other shapes'; one painted by drawing on
// the GPU would stay a texture of its own for dozens of frames, costing a
// draw call each time it is stamped, and painting it would cost several
// draw calls and framebuffer switches.
//
// A coat is a set of polygons filled in one colour. Overlapping polygons
// of the same orientation unite; one of the opposite orientation cuts a
// hole (the rasteriser adds signed coverage and takes its magnitude).
type raster struct {
	z    vector.Rasterizer
	rgba *image.RGBA
	pix  []byte // the pixels, kept for the next shape
}

// painter is the raster that paints every shape, one after the other; its
// buffers are kept from one shape to the next, as Ebitengine copies the
// pixels it is given.
var painter raster

// newRaster starts painting an image of w×h pixels, with painter.
func newRaster(w, h float64) *raster {
	iw, ih := int(math.Ceil(w))+2*shapePad, int(math.Ceil(h))+2*shapePad
	n := 4 * iw * ih
	if cap(painter.pix) < n {
		painter.pix = make([]byte, n)
	}
	pix := painter.pix[:n]
	clear(pix)
	painter.rgba = &image.RGBA{Pix: pix, Stride: 4 * iw, Rect: image.Rect(0, 0, iw, ih)}
	painter.z.Reset(iw, ih)
	return &painter
}

// polygon adds the closed polygon through the points xy (x0, y0, x1, y1,
// …), shifted by (dx, dy), turned so that its orientation is positive, or
// negative for a hole.
func (r *raster) polygon(xy []float64, dx, dy float64, hole bool) {
	n := len(xy) / 2
	if n < 3 {
		return
	}
	if (signedArea(xy) < 0) != hole {
		for i := range n {
			j := n - 1 - i
			r.point(i == 0, xy[2*j]+dx, xy[2*j+1]+dy)
		}
	} else {
		for i := range n {
			r.point(i == 0, xy[2*i]+dx, xy[2*i+1]+dy)
		}
	}
	r.z.ClosePath()
}

func (r *raster) point(first bool, x, y float64) {
	if first {
		r.z.MoveTo(float32(x), float32(y))
	} else {
		r.z.LineTo(float32(x), float32(y))
	}
}

// signedArea is twice the signed area of the polygon xy.
func signedArea(xy []float64) float64 {
	a := 0.0
	n := len(xy) / 2
	for i := range n {
		j := (i + 1) % n
		a += xy[2*i]*xy[2*j+1] - xy[2*j]*xy[2*i+1]
	}
	return a
}

// coat fills what was added in c, over the coats before, and starts the
// next coat.
func (r *raster) coat(c color.Color) {
	if c != nil {
		r.z.Draw(r.rgba, r.rgba.Bounds(), image.NewUniform(c), image.Point{})
	}
	r.z.Reset(r.rgba.Rect.Dx(), r.rgba.Rect.Dy())
}

// image is the painted shape as an image on Ebitengine's atlas.
func (r *raster) image() *ebiten.Image {
	img := ebiten.NewImage(r.rgba.Rect.Dx(), r.rgba.Rect.Dy())
	img.WritePixels(r.rgba.Pix)
	return img
}

// circleSteps is how many straight edges draw a circle of radius rad, so
// that none strays a twentieth of a pixel from the true circle.
func circleSteps(rad float64) int {
	n := 8
	if rad > 0.05 {
		n = int(math.Ceil(math.Pi / math.Acos(1-0.05/rad)))
	}
	return min(max(n, 8), 256)
}

// circle is the polygon of a circle, of circleSteps edges.
func circle(x, y, rad float64) []float64 {
	n := circleSteps(rad)
	xy := make([]float64, 0, 2*n)
	for i := range n {
		a := 2 * math.Pi * float64(i) / float64(n)
		xy = append(xy, x+rad*math.Cos(a), y+rad*math.Sin(a))
	}
	return xy
}

// stroke adds a line of the given width through the points xy, shifted by
// (dx, dy): round joins and caps, or, if square, segments that run on half
// the width past their ends (square caps, and mitred right-angled joins).
// A closed line repeats its first point last.
func (r *raster) stroke(xy []float64, dx, dy, width float64, square bool) {
	h := width / 2
	for i := 0; i+3 < len(xy); i += 2 {
		x0, y0, x1, y1 := xy[i]+dx, xy[i+1]+dy, xy[i+2]+dx, xy[i+3]+dy
		l := math.Hypot(x1-x0, y1-y0)
		if l == 0 {
			continue
		}
		ux, uy := (x1-x0)/l*h, (y1-y0)/l*h
		if square {
			x0, y0, x1, y1 = x0-ux, y0-uy, x1+ux, y1+uy
		}
		r.polygon([]float64{x0 - uy, y0 + ux, x1 - uy, y1 + ux, x1 + uy, y1 - ux, x0 + uy, y0 - ux}, 0, 0, false)
	}
	if !square {
		for i := 0; i+1 < len(xy); i += 2 {
			r.polygon(circle(xy[i]+dx, xy[i+1]+dy, h), 0, 0, false)
		}
	}
}
