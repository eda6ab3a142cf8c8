package board

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/kit"
)

// Grid places the points of a board of files×ranks points (the
// intersections of a go board, or the centres of squares) in a rectangle,
// with a margin around them: wider on the left and at the bottom, where the
// coordinates are written. File 0 is on the left and rank 0 at the bottom.
// All positions are whole device pixels, so lines through them stay sharp.
type Grid struct {
	files, ranks int
	left, top    float64  // the point of file 0 on the top rank
	Pitch        float64  // the distance between neighbouring points
	Bounds       kit.Rect // the board with its margin
}

// Margins of a grid, in pitches: lead on the sides with coordinates (left,
// bottom), trail on the others.
const (
	gridLead  = 0.9
	gridTrail = 0.55
)

// NewGrid fits the largest grid into r, centred.
func NewGrid(files, ranks int, r kit.Rect) Grid {
	span := func(n int) float64 { return float64(n-1) + gridLead + gridTrail }
	p := math.Floor(math.Min(r.W/span(files), r.H/span(ranks)))
	w, h := p*span(files), p*span(ranks)
	x, y := math.Round(r.X+(r.W-w)/2), math.Round(r.Y+(r.H-h)/2)
	left, top := x+math.Round(p*gridLead), y+math.Round(p*gridTrail)
	return Grid{files: files, ranks: ranks, left: left, top: top, Pitch: p, Bounds: kit.Rect{X: x, Y: y, W: w, H: h}}
}

// Center returns the position of the point at file f and rank r.
func (g Grid) Center(f, r int) (x, y float64) {
	return g.left + float64(f)*g.Pitch, g.top + float64(g.ranks-1-r)*g.Pitch
}

// At returns the point nearest to (x, y), if it is within half a pitch in
// both directions: each point owns a pitch-sized square around it.
func (g Grid) At(x, y float64) (f, r int, ok bool) {
	f = int(math.Round((x - g.left) / g.Pitch))
	r = g.ranks - 1 - int(math.Round((y-g.top)/g.Pitch))
	return f, r, f >= 0 && f < g.files && r >= 0 && r < g.ranks
}

// Named returns the position of the point with the square name (as
// game.SquareName writes it), if the grid has it.
func (g Grid) Named(name string) (x, y float64, ok bool) {
	f, r, ok := game.ParseSquare(name)
	if !ok || f >= g.files || r >= g.ranks {
		return 0, 0, false
	}
	x, y = g.Center(f, r)
	return x, y, true
}

// DrawLines draws a go board's lines through the points, width device
// pixels wide.
func (g Grid) DrawLines(dst *ebiten.Image, width float64, c color.Color) {
	w := math.Max(1, math.Round(width))
	off := math.Floor(w / 2)
	x0, y0 := g.Center(0, g.ranks-1)
	x1, y1 := g.Center(g.files-1, 0)
	for f := range g.files {
		x, _ := g.Center(f, 0)
		kit.FillRect(dst, kit.Rect{X: x - off, Y: y0 - off, W: w, H: y1 - y0 + w}, c)
	}
	for r := range g.ranks {
		_, y := g.Center(0, r)
		kit.FillRect(dst, kit.Rect{X: x0 - off, Y: y - off, W: x1 - x0 + w, H: w}, c)
	}
}

// DrawLabels writes the file letters below the bottom rank and the rank
// numbers left of file 0, in the notation of game.SquareName.
func (g Grid) DrawLabels(dst *ebiten.Image, face *kit.Face, c color.Color) {
	d := g.Pitch * (gridLead - 0.3)
	for f := range g.files {
		x, y := g.Center(f, 0)
		name := game.SquareName(f, 0)
		kit.DrawText(dst, name[:len(name)-1], face, x, y+d, kit.AlignCenter, kit.AlignCenter, c)
	}
	for r := range g.ranks {
		x, y := g.Center(0, r)
		kit.DrawText(dst, strconv.Itoa(r+1), face, x-d, y, kit.AlignCenter, kit.AlignCenter, c)
	}
}

// Moved returns the grid shifted by (dx, dy).
func (g Grid) Moved(dx, dy float64) Grid {
	g.left, g.top = g.left+dx, g.top+dy
	g.Bounds.X, g.Bounds.Y = g.Bounds.X+dx, g.Bounds.Y+dy
	return g
}
