package powerview

import (
	"math"

	"pentarchy/game/power"
	"pentarchy/game/ui/kit"
)

// HexGrid places the pointy-top hex cells of a Source of Power map in a
// rectangle: the largest cells that fit, centred. size is a cell's corner
// radius in device pixels; neighbours are size·√3 apart.
type HexGrid struct {
	m      *power.Map
	Size   float64
	Ox, Oy float64  // where the map's origin (the centre of 0,0) is drawn
	Bounds kit.Rect // the cells' bounding box
}

// Sqrt3 is √3: a pointy-top hex is √3 corner radii wide.
var Sqrt3 = math.Sqrt(3)

// HexExtent is the bounding box of the map's cells in units of the corner
// radius, with the origin at the centre of 0,0.
func HexExtent(m *power.Map) (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for c := range power.Cell(m.Len()) {
		x, y := m.Center(c)
		x0, x1 = min(x0, x-Sqrt3/2), max(x1, x+Sqrt3/2)
		y0, y1 = min(y0, y-1), max(y1, y+1)
	}
	return x0, y0, x1, y1
}

// NewHexGrid fits the map into r.
func NewHexGrid(m *power.Map, r kit.Rect) HexGrid {
	x0, y0, x1, y1 := HexExtent(m)
	size := math.Min(r.W/(x1-x0), r.H/(y1-y0))
	w, h := size*(x1-x0), size*(y1-y0)
	left, top := r.X+(r.W-w)/2, r.Y+(r.H-h)/2
	return HexGrid{m: m, Size: size, Ox: left - x0*size, Oy: top - y0*size, Bounds: kit.Rect{X: left, Y: top, W: w, H: h}}
}

// Center is the centre of cell c.
func (g HexGrid) Center(c power.Cell) (x, y float64) {
	x, y = g.m.Center(c)
	return g.Ox + x*g.Size, g.Oy + y*g.Size
}

// At returns the cell whose hexagon contains (x, y), if any.
func (g HexGrid) At(x, y float64) (power.Cell, bool) {
	best, bestD := power.NoCell, math.Inf(1)
	for c := range power.Cell(g.m.Len()) {
		cx, cy := g.Center(c)
		if d := math.Hypot(x-cx, y-cy); d < bestD {
			best, bestD = c, d
		}
	}
	if best == power.NoCell {
		return best, false
	}
	cx, cy := g.Center(best)
	return best, inHex((x-cx)/g.Size, (y-cy)/g.Size)
}

// inHex tells whether (dx, dy), in corner radii from a pointy-top hex's
// centre, lies inside it: within the apothem √3/2 of each pair of sides.
func inHex(dx, dy float64) bool {
	dx, dy = math.Abs(dx), math.Abs(dy)
	return dx <= Sqrt3/2 && dx/2+dy*Sqrt3/2 <= Sqrt3/2
}

// Named returns the centre of the cell named "q,r", if the map has it.
func (g HexGrid) Named(name string) (x, y float64, ok bool) {
	c, ok := g.m.CellNamed(name)
	if !ok {
		return 0, 0, false
	}
	x, y = g.Center(c)
	return x, y, true
}

// corners returns the six corners of a hexagon of radius r centred on
// (x, y), as x0, y0, x1, y1, …, starting at the top.
func HexCorners(x, y, r float64) []float64 {
	xy := make([]float64, 0, 12)
	for i := range 6 {
		a := math.Pi/3*float64(i) - math.Pi/2
		xy = append(xy, x+r*math.Cos(a), y+r*math.Sin(a))
	}
	return xy
}
