package board

import (
	"math"

	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
)

// PolyBoard places a board drawn as polygons in its own units (one unit
// between neighbouring sites, y pointing up) on the screen: at the largest
// scale at which its cells and a margin around them fit a rectangle,
// centred in it. Any board whose sites are polygons fits: squares,
// hexagons, Cairo pentagons.
type PolyBoard struct {
	Scale   float64         // device pixels per board unit
	Centers []input.Point   // each site's centre on screen
	Cells   [][]input.Point // each site's polygon on screen
	Bounds  kit.Rect        // the cells with the margin, on screen
}

// polyAspect is the width over the height of cells drawn with a margin of
// pad units on every side.
func polyAspect(cells [][]input.Point, pad float64) float64 {
	lo, hi := polyBounds(cells)
	return (hi.X - lo.X + 2*pad) / (hi.Y - lo.Y + 2*pad)
}

// NewPolyBoard fits the sites with the given centres and cells (in board
// units) into r with a margin of pad units on every side.
func NewPolyBoard(centers []input.Point, cells [][]input.Point, pad float64, r kit.Rect) PolyBoard {
	lo, hi := polyBounds(cells)
	w, h := hi.X-lo.X+2*pad, hi.Y-lo.Y+2*pad
	s := math.Min(r.W/w, r.H/h)
	x0, y0 := r.X+(r.W-w*s)/2, r.Y+(r.H-h*s)/2
	// Board point (bx, by) goes to (ox + bx·s, oy − by·s).
	ox, oy := x0+(pad-lo.X)*s, y0+(pad+hi.Y)*s
	on := func(p input.Point) input.Point { return input.Point{X: ox + p.X*s, Y: oy - p.Y*s} }
	pb := PolyBoard{Scale: s, Bounds: kit.Rect{X: x0, Y: y0, W: w * s, H: h * s}}
	for i, c := range centers {
		pb.Centers = append(pb.Centers, on(c))
		poly := make([]input.Point, len(cells[i]))
		for j, p := range cells[i] {
			poly[j] = on(p)
		}
		pb.Cells = append(pb.Cells, poly)
	}
	return pb
}

// polyBounds returns the corners of the smallest rectangle around every
// polygon.
func polyBounds(cells [][]input.Point) (lo, hi input.Point) {
	lo = input.Point{X: math.Inf(1), Y: math.Inf(1)}
	hi = input.Point{X: math.Inf(-1), Y: math.Inf(-1)}
	for _, c := range cells {
		for _, p := range c {
			lo = input.Point{X: math.Min(lo.X, p.X), Y: math.Min(lo.Y, p.Y)}
			hi = input.Point{X: math.Max(hi.X, p.X), Y: math.Max(hi.Y, p.Y)}
		}
	}
	return lo, hi
}

// At returns the site whose cell contains (x, y), or −1 for none.
func (pb PolyBoard) At(x, y float64) int {
	for i, c := range pb.Cells {
		if inPolygon(c, x, y) {
			return i
		}
	}
	return -1
}

// inPolygon tells whether (x, y) lies inside the polygon, by counting the
// edges that a ray from the point to the right crosses.
func inPolygon(poly []input.Point, x, y float64) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.Y > y) != (b.Y > y) && x < a.X+(y-a.Y)*(b.X-a.X)/(b.Y-a.Y) {
			in = !in
		}
	}
	return in
}

// Flat returns a polygon as the list x0, y0, x1, y1, … that fillPolygon
// takes, shifted by (dx, dy).
func Flat(poly []input.Point, dx, dy float64) []float64 {
	xy := make([]float64, 0, 2*len(poly))
	for _, p := range poly {
		xy = append(xy, p.X+dx, p.Y+dy)
	}
	return xy
}
