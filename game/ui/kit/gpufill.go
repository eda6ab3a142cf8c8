package kit

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Fills drawn on the GPU straight into their destination, as triangles of
// a white pixel tinted to the colour: rectangles, which batch into one draw
// call, and the big round rectangles (a board's or a page's background, a
// card) that would take a frame's time to paint whole on the CPU: their
// straight parts as rectangles, their corners as small shapes of kit's own.
// (Ebitengine's vector package fills paths too; it is not used, as its
// code costs the page's first load tens of kilobytes. DrawTriangles' own
// antialiasing is not used either: it draws each call through an
// offscreen, which made the menu take twice as long to show in software
// GL.)

// fill is the scratch of the fills' vertices and indices, and their
// source: the middle pixel of a white 3×3 image, so that sampling never
// reaches an edge, made at the first fill rather than at start-up.
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
		img.Fill(color.White)
		fill.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return fill.white
}

// fillTriangles fills each polygon, convex, as a fan of triangles from its
// first point, with crisp edges: fills batch with the draws around them.
func fillTriangles(dst *ebiten.Image, c color.Color, polygons ...[]float64) {
	fill.vs, fill.is = fill.vs[:0], fill.is[:0]
	r, g, b, a := c.RGBA()
	cr, cg, cb, ca := float32(r)/0xffff, float32(g)/0xffff, float32(b)/0xffff, float32(a)/0xffff
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

// fillBigRoundRect fills r, snapped to whole pixels, with corners of
// radius rad: three rectangles that do not overlap (so that a translucent
// colour is laid once), and the four corners as small antialiased shapes
// painted on the CPU and kept, whose straight edges fall on pixel edges.
func fillBigRoundRect(dst *ebiten.Image, r Rect, rad float64, c color.Color) {
	rad = math.Round(math.Max(0, math.Min(rad, math.Min(r.W, r.H)/2)))
	fillTriangles(dst, c,
		corners(Rect{X: r.X + rad, Y: r.Y, W: r.W - 2*rad, H: r.H}),
		corners(Rect{X: r.X, Y: r.Y + rad, W: rad, H: r.H - 2*rad}),
		corners(Rect{X: r.X + r.W - rad, Y: r.Y + rad, W: rad, H: r.H - 2*rad}))
	if rad > 0 {
		forCorners(r, rad, func(x, y, cx, cy, from float64) {
			FillPolygon(dst, append([]float64{cx, cy}, arc(cx, cy, rad, from)...), c, 0, nil)
		})
	}
}

// strokeBigRoundRect outlines r, snapped to whole pixels, with a line of
// the given width inside it and corners of radius rad, in pieces as
// fillBigRoundRect fills it: four straight sides and four quarter rings.
func strokeBigRoundRect(dst *ebiten.Image, r Rect, rad, width float64, c color.Color) {
	rad = math.Round(math.Max(width, math.Min(rad, math.Min(r.W, r.H)/2)))
	fillTriangles(dst, c,
		corners(Rect{X: r.X + rad, Y: r.Y, W: r.W - 2*rad, H: width}),
		corners(Rect{X: r.X + rad, Y: r.Y + r.H - width, W: r.W - 2*rad, H: width}),
		corners(Rect{X: r.X, Y: r.Y + rad, W: width, H: r.H - 2*rad}),
		corners(Rect{X: r.X + r.W - width, Y: r.Y + rad, W: width, H: r.H - 2*rad}))
	forCorners(r, rad, func(x, y, cx, cy, from float64) {
		outer, inner := arc(cx, cy, rad, from), arc(cx, cy, rad-width, from)
		for i := len(inner) - 2; i >= 0; i -= 2 {
			outer = append(outer, inner[i], inner[i+1])
		}
		FillPolygon(dst, outer, c, 0, nil)
	})
}

// forCorners calls corner for each corner of r: its square's top left
// (x, y), the centre (cx, cy) of its quarter circle of radius rad, and the
// angle its quarter begins at.
func forCorners(r Rect, rad float64, corner func(x, y, cx, cy, from float64)) {
	corner(r.X, r.Y, r.X+rad, r.Y+rad, math.Pi)
	corner(r.X+r.W-rad, r.Y, r.X+r.W-rad, r.Y+rad, 1.5*math.Pi)
	corner(r.X+r.W-rad, r.Y+r.H-rad, r.X+r.W-rad, r.Y+r.H-rad, 0)
	corner(r.X, r.Y+r.H-rad, r.X+rad, r.Y+r.H-rad, 0.5*math.Pi)
}

// arc is the quarter circle of radius rad around (cx, cy) from the angle
// from, as points.
func arc(cx, cy, rad, from float64) []float64 {
	q := circleSteps(rad) / 4
	xy := make([]float64, 0, 2*(q+1))
	for i := 0; i <= q; i++ {
		a := from + float64(i)/float64(q)*math.Pi/2
		xy = append(xy, cx+rad*math.Cos(a), cy+rad*math.Sin(a))
	}
	return xy
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
