package ui

import "math"

// polyBoard places a board drawn as polygons in its own units (one unit
// between neighbouring sites, y pointing up) on the screen: at the largest
// scale at which its cells and a margin around them fit a rectangle,
// centred in it. Any board whose sites are polygons fits: squares,
// hexagons, Cairo pentagons.
type polyBoard struct {
	scale   float64   // device pixels per board unit
	centers []point   // each site's centre on screen
	cells   [][]point // each site's polygon on screen
	bounds  rect      // the cells with the margin, on screen
}

// polyAspect is the width over the height of cells drawn with a margin of
// pad units on every side.
func polyAspect(cells [][]point, pad float64) float64 {
	lo, hi := polyBounds(cells)
	return (hi.x - lo.x + 2*pad) / (hi.y - lo.y + 2*pad)
}

// newPolyBoard fits the sites with the given centres and cells (in board
// units) into r with a margin of pad units on every side.
func newPolyBoard(centers []point, cells [][]point, pad float64, r rect) polyBoard {
	lo, hi := polyBounds(cells)
	w, h := hi.x-lo.x+2*pad, hi.y-lo.y+2*pad
	s := math.Min(r.w/w, r.h/h)
	x0, y0 := r.x+(r.w-w*s)/2, r.y+(r.h-h*s)/2
	// Board point (bx, by) goes to (ox + bx·s, oy − by·s).
	ox, oy := x0+(pad-lo.x)*s, y0+(pad+hi.y)*s
	on := func(p point) point { return point{ox + p.x*s, oy - p.y*s} }
	pb := polyBoard{scale: s, bounds: rect{x0, y0, w * s, h * s}}
	for i, c := range centers {
		pb.centers = append(pb.centers, on(c))
		poly := make([]point, len(cells[i]))
		for j, p := range cells[i] {
			poly[j] = on(p)
		}
		pb.cells = append(pb.cells, poly)
	}
	return pb
}

// polyBounds returns the corners of the smallest rectangle around every
// polygon.
func polyBounds(cells [][]point) (lo, hi point) {
	lo = point{math.Inf(1), math.Inf(1)}
	hi = point{math.Inf(-1), math.Inf(-1)}
	for _, c := range cells {
		for _, p := range c {
			lo = point{math.Min(lo.x, p.x), math.Min(lo.y, p.y)}
			hi = point{math.Max(hi.x, p.x), math.Max(hi.y, p.y)}
		}
	}
	return lo, hi
}

// at returns the site whose cell contains (x, y), or −1 for none.
func (pb polyBoard) at(x, y float64) int {
	for i, c := range pb.cells {
		if inPolygon(c, x, y) {
			return i
		}
	}
	return -1
}

// inPolygon tells whether (x, y) lies inside the polygon, by counting the
// edges that a ray from the point to the right crosses.
func inPolygon(poly []point, x, y float64) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.y > y) != (b.y > y) && x < a.x+(y-a.y)*(b.x-a.x)/(b.y-a.y) {
			in = !in
		}
	}
	return in
}

// flat returns a polygon as the list x0, y0, x1, y1, … that fillPolygon
// takes, shifted by (dx, dy).
func flat(poly []point, dx, dy float64) []float64 {
	xy := make([]float64, 0, 2*len(poly))
	for _, p := range poly {
		xy = append(xy, p.x+dx, p.y+dy)
	}
	return xy
}
