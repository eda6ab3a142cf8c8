package kit

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Fills drawn on the GPU straight into their destination, as triangles of
// a white pixel tinted to the colour: rectangles, and big shapes (a
// board's or a page's background) that would take a frame's time to paint
// on the CPU. A polygon is a fan of triangles from its first point; big
// shapes are drawn with the even-odd rule, so that they may be of any
// shape and a polygon inside another cuts a hole in it. (Ebitengine's vector package does the
// same with paths; it is not used, as its code costs the page's first load
// tens of kilobytes.)

// whitePixel is the source of every fill: the middle pixel of a white
// 3×3 image, so that sampling never reaches an edge.
var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// fill is the scratch of the fills' vertices and indices.
var fill struct {
	vs []ebiten.Vertex
	is []uint16
	op ebiten.DrawTrianglesOptions
}

// fillGPU fills the polygons (points x0, y0, x1, y1, …) in c, with
// antialiased edges; one inside another cuts a hole in it (the even-odd
// rule, which costs a draw call of its own).
func fillGPU(dst *ebiten.Image, c color.Color, polygons ...[]float64) {
	fillTriangles(dst, c, ebiten.FillRuleEvenOdd, true, polygons...)
}

// fillTriangles fills each polygon as a fan of triangles from its first
// point, under the fill rule, with antialiased edges if aa. Fills of every
// area (FillRuleFillAll) without antialiasing batch with the draws around
// them; the others are draw calls of their own.
func fillTriangles(dst *ebiten.Image, c color.Color, rule ebiten.FillRule, aa bool, polygons ...[]float64) {
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
	fill.op = ebiten.DrawTrianglesOptions{FillRule: rule, AntiAlias: aa}
	dst.DrawTriangles(fill.vs, fill.is, whitePixel, &fill.op)
}

// corners are the points of r, clockwise from its top left.
func corners(r Rect) []float64 {
	return []float64{r.X, r.Y, r.X + r.W, r.Y, r.X + r.W, r.Y + r.H, r.X, r.Y + r.H}
}

// FillRect fills the rectangle r in c, with crisp edges; rectangles batch
// into one draw call.
func FillRect(dst *ebiten.Image, r Rect, c color.Color) {
	fillTriangles(dst, c, ebiten.FillRuleFillAll, false, corners(r))
}

// StrokeRect outlines r with a line of the given width inside it, with
// crisp edges: four rectangles that do not overlap.
func StrokeRect(dst *ebiten.Image, r Rect, width float64, c color.Color) {
	side := r.H - 2*width
	fillTriangles(dst, c, ebiten.FillRuleFillAll, false,
		corners(Rect{X: r.X, Y: r.Y, W: r.W, H: width}),
		corners(Rect{X: r.X, Y: r.Y + r.H - width, W: r.W, H: width}),
		corners(Rect{X: r.X, Y: r.Y + width, W: width, H: side}),
		corners(Rect{X: r.X + r.W - width, Y: r.Y + width, W: width, H: side}))
}
