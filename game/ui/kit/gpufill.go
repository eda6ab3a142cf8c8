package kit

import (
	"bytes"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Fills drawn on the GPU straight into their destination, as triangles of
// a white pixel tinted to the colour: rectangles, which batch into one draw
// call, and round rectangles, whose straight parts are rectangles and
// whose corners are small shapes of kit's own, so that none is painted
// whole on the CPU: a board's or a page's background would take a frame's
// time, and each button of a new width would be one more upload.
// (Ebitengine's vector package fills paths too; it is not used, as its
// code costs the page's first load tens of kilobytes. DrawTriangles' own
// antialiasing is not used either: it draws each call through an
// offscreen, which made the menu take twice as long to show in software
// GL.)

// fill is the scratch of the fills' vertices and indices, and their
// source: the middle pixel of a white 3×3 image, so that sampling never
// reaches an edge, made at the first fill rather than at start-up. Its
// pixels are written, not drawn: an image drawn into leaves Ebitengine's
// texture atlas, and fills would no longer batch with the shapes and
// glyphs drawn between them.
var fill struct {
	vs    []ebiten.Vertex
	is    []uint16
	op    ebiten.DrawTrianglesOptions
	white *ebiten.Image
}

// whitePixel is the source of every fill.
func whitePixel() *ebiten.Image {
	if fill.white == nil {
		img := ebiten.NewImage(3, 3)
		img.WritePixels(bytes.Repeat([]byte{0xff}, 4*3*3))
		fill.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return fill.white
}

// fillTriangles fills each polygon, convex, as a fan of triangles from its
// first point, with crisp edges: fills batch with the draws around them.
func fillTriangles(dst *ebiten.Image, c color.Color, polygons ...[]float64) {
	fill.vs, fill.is = fill.vs[:0], fill.is[:0]
	r, g, b, a := c.RGBA()
	k := opacity / 0xffff
	cr, cg, cb, ca := float32(r)*k, float32(g)*k, float32(b)*k, float32(a)*k
	for _, xy := range polygons {
		base := uint16(len(fill.vs))
		for i := 0; i+1 < len(xy); i += 2 {
			fill.vs = append(fill.vs, ebiten.Vertex{DstX: float32(xy[i]), DstY: float32(xy[i+1]), SrcX: 1.5, SrcY: 1.5,
				ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca})
		}
		for k := uint16(1); int(k)+1 < len(xy)/2; k++ {
			fill.is = append(fill.is, base, base+k, base+k+1)
		}
	}
	dst.DrawTriangles(fill.vs, fill.is, whitePixel(), &fill.op)
}

// FillRoundRect fills r, snapped to whole pixels, with corners of radius
// rad, in pieces: three rectangles that do not overlap (so that a
// translucent colour is laid once), filled on the GPU straight into the
// destination, and the four corners (drawCorners), small shapes painted
// on the CPU and kept. A round rectangle of a size not seen before (a
// button with a new label, a card) thus paints and uploads nothing new in
// the frame that shows it: only a new radius or colour does.
func FillRoundRect(dst *ebiten.Image, r Rect, rad float64, c color.Color) {
	r = r.Snapped()
	rad = math.Round(math.Max(0, math.Min(rad, math.Min(r.W, r.H)/2)))
	fillTriangles(dst, c,
		corners(Rect{X: r.X + rad, Y: r.Y, W: r.W - 2*rad, H: r.H}),
		corners(Rect{X: r.X, Y: r.Y + rad, W: rad, H: r.H - 2*rad}),
		corners(Rect{X: r.X + r.W - rad, Y: r.Y + rad, W: rad, H: r.H - 2*rad}))
	drawCorners(dst, r, rad, 0, c)
}

// StrokeRoundRect outlines r, snapped to whole pixels, with a line of the
// given width inside it and corners of radius rad, in pieces as
// FillRoundRect fills it: four straight sides and four quarter rings.
func StrokeRoundRect(dst *ebiten.Image, r Rect, rad, width float64, c color.Color) {
	r = r.Snapped()
	rad = math.Round(math.Max(width, math.Min(rad, math.Min(r.W, r.H)/2)))
	fillTriangles(dst, c,
		corners(Rect{X: r.X + rad, Y: r.Y, W: r.W - 2*rad, H: width}),
		corners(Rect{X: r.X + rad, Y: r.Y + r.H - width, W: r.W - 2*rad, H: width}),
		corners(Rect{X: r.X, Y: r.Y + rad, W: width, H: r.H - 2*rad}),
		corners(Rect{X: r.X + r.W - width, Y: r.Y + rad, W: width, H: r.H - 2*rad}))
	drawCorners(dst, r, rad, width, c)
}

// drawCorners draws the four corners of r, whose sides are on whole
// pixels, as the four quarters of one shape: a disc of radius rad, a whole
// number of pixels, or, when width > 0, a ring of that width. One shape,
// painted and uploaded once, serves every round rectangle of that radius,
// line and colour, whatever its size.
func drawCorners(dst *ebiten.Image, r Rect, rad, width float64, c color.Color) {
	if rad <= 0 {
		return
	}
	img := shapes.begin(shapeCorners).num(rad).num(width).colour(c).image(func() *ebiten.Image {
		p := newRaster(2*rad, 2*rad)
		o := shapePad + rad
		p.polygon(circle(o, o, rad), 0, 0, false)
		if width > 0 {
			p.polygon(circle(o, o, rad-width), 0, 0, true)
		}
		p.coat(c)
		return p.image()
	})
	fill.vs, fill.is = fill.vs[:0], fill.is[:0]
	side := float32(rad)
	for q := range 4 {
		qx, qy := float32(q%2), float32(q/2)
		x, y := float32(r.X)+qx*float32(r.W-rad), float32(r.Y)+qy*float32(r.H-rad)
		sx, sy := shapePad+qx*side, shapePad+qy*side
		n := uint16(len(fill.vs))
		for _, k := range [4][2]float32{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			fill.vs = append(fill.vs, ebiten.Vertex{DstX: x + k[0]*side, DstY: y + k[1]*side,
				SrcX: sx + k[0]*side, SrcY: sy + k[1]*side, ColorR: opacity, ColorG: opacity, ColorB: opacity, ColorA: opacity})
		}
		fill.is = append(fill.is, n, n+1, n+2, n+1, n+3, n+2)
	}
	dst.DrawTriangles(fill.vs, fill.is, img, &fill.op)
}

// corners are the points of r, clockwise from its top left.
func corners(r Rect) []float64 {
	return []float64{r.X, r.Y, r.X + r.W, r.Y, r.X + r.W, r.Y + r.H, r.X, r.Y + r.H}
}

// FillRect fills the rectangle r in c, with crisp edges; rectangles batch
// into one draw call.
func FillRect(dst *ebiten.Image, r Rect, c color.Color) {
	fillTriangles(dst, c, corners(r))
}

// StrokeRect outlines r with a line of the given width inside it, with
// crisp edges: four rectangles that do not overlap.
func StrokeRect(dst *ebiten.Image, r Rect, width float64, c color.Color) {
	side := r.H - 2*width
	fillTriangles(dst, c,
		corners(Rect{X: r.X, Y: r.Y, W: r.W, H: width}),
		corners(Rect{X: r.X, Y: r.Y + r.H - width, W: r.W, H: width}),
		corners(Rect{X: r.X, Y: r.Y + width, W: width, H: side}),
		corners(Rect{X: r.X + r.W - width, Y: r.Y + width, W: width, H: side}))
}
