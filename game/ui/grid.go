package ui

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"pentarchy/game"
)

// grid places the points of a board of files×ranks points (the
// intersections of a go board, or the centres of squares) in a rectangle,
// with a margin around them: wider on the left and at the bottom, where the
// coordinates are written. File 0 is on the left and rank 0 at the bottom.
// All positions are whole device pixels, so lines through them stay sharp.
type grid struct {
	files, ranks int
	left, top    float64 // the point of file 0 on the top rank
	pitch        float64 // the distance between neighbouring points
	bounds       rect    // the board with its margin
}

// Margins of a grid, in pitches: lead on the sides with coordinates (left,
// bottom), trail on the others.
const (
	gridLead  = 0.9
	gridTrail = 0.55
)

// newGrid fits the largest grid into r, centred.
func newGrid(files, ranks int, r rect) grid {
	span := func(n int) float64 { return float64(n-1) + gridLead + gridTrail }
	p := math.Floor(math.Min(r.w/span(files), r.h/span(ranks)))
	w, h := p*span(files), p*span(ranks)
	x, y := math.Round(r.x+(r.w-w)/2), math.Round(r.y+(r.h-h)/2)
	left, top := x+math.Round(p*gridLead), y+math.Round(p*gridTrail)
	return grid{files: files, ranks: ranks, left: left, top: top, pitch: p, bounds: rect{x, y, w, h}}
}

// center returns the position of the point at file f and rank r.
func (g grid) center(f, r int) (x, y float64) {
	return g.left + float64(f)*g.pitch, g.top + float64(g.ranks-1-r)*g.pitch
}

// at returns the point nearest to (x, y), if it is within half a pitch in
// both directions: each point owns a pitch-sized square around it.
func (g grid) at(x, y float64) (f, r int, ok bool) {
	f = int(math.Round((x - g.left) / g.pitch))
	r = g.ranks - 1 - int(math.Round((y-g.top)/g.pitch))
	return f, r, f >= 0 && f < g.files && r >= 0 && r < g.ranks
}

// named returns the position of the point with the square name (as
// game.SquareName writes it), if the grid has it.
func (g grid) named(name string) (x, y float64, ok bool) {
	f, r, ok := game.ParseSquare(name)
	if !ok || f >= g.files || r >= g.ranks {
		return 0, 0, false
	}
	x, y = g.center(f, r)
	return x, y, true
}

// drawLines draws a go board's lines through the points, width device
// pixels wide.
func (g grid) drawLines(dst *ebiten.Image, width float64, c color.Color) {
	w := math.Max(1, math.Round(width))
	off := math.Floor(w / 2)
	x0, y0 := g.center(0, g.ranks-1)
	x1, y1 := g.center(g.files-1, 0)
	for f := range g.files {
		x, _ := g.center(f, 0)
		vector.FillRect(dst, float32(x-off), float32(y0-off), float32(w), float32(y1-y0+w), c, false)
	}
	for r := range g.ranks {
		_, y := g.center(0, r)
		vector.FillRect(dst, float32(x0-off), float32(y-off), float32(x1-x0+w), float32(w), c, false)
	}
}

// drawLabels writes the file letters below the bottom rank and the rank
// numbers left of file 0, in the notation of game.SquareName.
func (g grid) drawLabels(dst *ebiten.Image, face text.Face, c color.Color) {
	d := g.pitch * (gridLead - 0.3)
	for f := range g.files {
		x, y := g.center(f, 0)
		name := game.SquareName(f, 0)
		drawText(dst, name[:len(name)-1], face, x, y+d, text.AlignCenter, text.AlignCenter, c)
	}
	for r := range g.ranks {
		x, y := g.center(0, r)
		drawText(dst, strconv.Itoa(r+1), face, x-d, y, text.AlignCenter, text.AlignCenter, c)
	}
}

// moved returns the grid shifted by (dx, dy).
func (g grid) moved(dx, dy float64) grid {
	g.left, g.top = g.left+dx, g.top+dy
	g.bounds.x, g.bounds.y = g.bounds.x+dx, g.bounds.y+dy
	return g
}
