package ui

import (
	"math"
	"strconv"
	"strings"

	"pentarchy/game/power"
)

// hexGrid places the pointy-top hex cells of a Source of Power map in a
// rectangle: the largest cells that fit, centred. size is a cell's corner
// radius in device pixels; neighbours are size·√3 apart.
type hexGrid struct {
	m      *power.Map
	size   float64
	ox, oy float64 // where the map's origin (the centre of 0,0) is drawn
	bounds rect    // the cells' bounding box
}

// sqrt3 is √3: a pointy-top hex is √3 corner radii wide.
var sqrt3 = math.Sqrt(3)

// hexExtent is the bounding box of the map's cells in units of the corner
// radius, with the origin at the centre of 0,0.
func hexExtent(m *power.Map) (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for c := range power.Cell(m.Len()) {
		x, y := m.Center(c)
		x0, x1 = min(x0, x-sqrt3/2), max(x1, x+sqrt3/2)
		y0, y1 = min(y0, y-1), max(y1, y+1)
	}
	return x0, y0, x1, y1
}

// newHexGrid fits the map into r.
func newHexGrid(m *power.Map, r rect) hexGrid {
	x0, y0, x1, y1 := hexExtent(m)
	size := math.Min(r.w/(x1-x0), r.h/(y1-y0))
	w, h := size*(x1-x0), size*(y1-y0)
	left, top := r.x+(r.w-w)/2, r.y+(r.h-h)/2
	return hexGrid{m: m, size: size, ox: left - x0*size, oy: top - y0*size, bounds: rect{left, top, w, h}}
}

// center is the centre of cell c.
func (g hexGrid) center(c power.Cell) (x, y float64) {
	x, y = g.m.Center(c)
	return g.ox + x*g.size, g.oy + y*g.size
}

// at returns the cell whose hexagon contains (x, y), if any.
func (g hexGrid) at(x, y float64) (power.Cell, bool) {
	best, bestD := power.NoCell, math.Inf(1)
	for c := range power.Cell(g.m.Len()) {
		cx, cy := g.center(c)
		if d := math.Hypot(x-cx, y-cy); d < bestD {
			best, bestD = c, d
		}
	}
	if best == power.NoCell {
		return best, false
	}
	cx, cy := g.center(best)
	return best, inHex((x-cx)/g.size, (y-cy)/g.size)
}

// inHex tells whether (dx, dy), in corner radii from a pointy-top hex's
// centre, lies inside it: within the apothem √3/2 of each pair of sides.
func inHex(dx, dy float64) bool {
	dx, dy = math.Abs(dx), math.Abs(dy)
	return dx <= sqrt3/2 && dx/2+dy*sqrt3/2 <= sqrt3/2
}

// named returns the centre of the cell named "q,r", if the map has it.
func (g hexGrid) named(name string) (x, y float64, ok bool) {
	c, ok := cellNamed(g.m, name)
	if !ok {
		return 0, 0, false
	}
	x, y = g.center(c)
	return x, y, true
}

// cellNamed reads a cell name "q,r" of the map.
func cellNamed(m *power.Map, name string) (power.Cell, bool) {
	qs, rs, ok := strings.Cut(name, ",")
	q, err1 := strconv.Atoi(qs)
	r, err2 := strconv.Atoi(rs)
	if !ok || err1 != nil || err2 != nil {
		return power.NoCell, false
	}
	return m.Cell(q, r)
}

// corners returns the six corners of a hexagon of radius r centred on
// (x, y), as x0, y0, x1, y1, …, starting at the top.
func hexCorners(x, y, r float64) []float64 {
	xy := make([]float64, 0, 12)
	for i := range 6 {
		a := math.Pi/3*float64(i) - math.Pi/2
		xy = append(xy, x+r*math.Cos(a), y+r*math.Sin(a))
	}
	return xy
}
