package board

import (
	"math"

	"pentarchy/game/ui/kit"
)

// Camera shows a board of cols×rows square cells in a viewport, at a zoom
// from 1 (the whole board fits) up to a zoom where cells are comfortable
// to tap. It keeps the board covering the viewport when the board is the
// bigger of the two, and centred when it is smaller. All lengths are device
// pixels; rank 0 is at the bottom.
type Camera struct {
	Port       kit.Rect // the viewport
	Cols, Rows int      // the board's files and ranks
	Fit        float64  // the pitch (cell side) at zoom 1
	Scale      float64  // the zoom: 1 to most
	Most       float64  // the largest zoom
	Ox, Oy     float64  // the top-left corner of the board
}

// ZoomStep is the zoom factor of one press of Zoom in or Zoom out.
const ZoomStep = 1.5

// NewCamera fits a board of cols×rows cells into port, centred, in whole
// device pixels. The zoom may grow until a cell is maxPitch wide.
func NewCamera(port kit.Rect, cols, rows int, maxPitch float64) Camera {
	fit := math.Max(1, math.Floor(math.Min(port.W/float64(cols), port.H/float64(rows))))
	c := Camera{Port: port, Cols: cols, Rows: rows, Fit: fit, Scale: 1, Most: math.Max(1, maxPitch/fit)}
	c.clamp()
	return c
}

// Pitch is the side of a cell at the current zoom, in whole device pixels.
func (c Camera) Pitch() float64 { return math.Round(c.Fit * c.Scale) }

// Size is the width and height of the whole board at the current zoom.
func (c Camera) Size() (w, h float64) {
	p := c.Pitch()
	return p * float64(c.Cols), p * float64(c.Rows)
}

// Zoomable tells whether zooming in is possible at all.
func (c Camera) Zoomable() bool { return c.Most > 1.01 }

// ZoomAt multiplies the zoom by f (within 1 and the largest) and keeps the
// board point under (x, y) where it is.
func (c *Camera) ZoomAt(f, x, y float64) {
	before := c.Pitch()
	c.Scale = math.Min(math.Max(c.Scale*f, 1), c.Most)
	k := c.Pitch() / before
	c.Ox = x - (x-c.Ox)*k
	c.Oy = y - (y-c.Oy)*k
	c.clamp()
}

// ZoomCentre zooms by f about the middle of the viewport.
func (c *Camera) ZoomCentre(f float64) {
	x, y := c.Port.Center()
	c.ZoomAt(f, x, y)
}

// Pan moves the board by (dx, dy).
func (c *Camera) Pan(dx, dy float64) {
	c.Ox += dx
	c.Oy += dy
	c.clamp()
}

// clamp keeps the board over the whole viewport along each axis where it
// is bigger, centres it where it is smaller, and rounds the corner to whole
// pixels so that cell edges stay sharp.
func (c *Camera) clamp() {
	w, h := c.Size()
	c.Ox = clampSpan(c.Ox, w, c.Port.X, c.Port.W)
	c.Oy = clampSpan(c.Oy, h, c.Port.Y, c.Port.H)
}

// clampSpan places a span of length n starting at o on a window [w0,
// w0+wn]: covering the window if longer, centred in it if shorter.
func clampSpan(o, n, w0, wn float64) float64 {
	if n <= wn {
		return math.Round(w0 + (wn-n)/2)
	}
	return math.Round(math.Min(math.Max(o, w0+wn-n), w0))
}

// Center returns the centre of the cell at file f and rank r.
func (c Camera) Center(f, r int) (x, y float64) {
	p := c.Pitch()
	return c.Ox + (float64(f)+0.5)*p, c.Oy + (float64(c.Rows-1-r)+0.5)*p
}

// CellRect returns the square of the cell at file f and rank r.
func (c Camera) CellRect(f, r int) kit.Rect {
	p := c.Pitch()
	return kit.Rect{X: c.Ox + float64(f)*p, Y: c.Oy + float64(c.Rows-1-r)*p, W: p, H: p}
}

// At returns the cell under (x, y), if that point is in the viewport and on
// the board.
func (c Camera) At(x, y float64) (f, r int, ok bool) {
	if !c.Port.Contains(x, y) {
		return 0, 0, false
	}
	p := c.Pitch()
	f = int(math.Floor((x - c.Ox) / p))
	r = c.Rows - 1 - int(math.Floor((y-c.Oy)/p))
	return f, r, f >= 0 && f < c.Cols && r >= 0 && r < c.Rows && x >= c.Ox && y >= c.Oy
}

// Shows tells whether the centre of the cell at file f and rank r is in
// the viewport.
func (c Camera) Shows(f, r int) bool {
	x, y := c.Center(f, r)
	return f >= 0 && f < c.Cols && r >= 0 && r < c.Rows && c.Port.Contains(x, y)
}

// Visible returns the ranges of files and ranks with some part in the
// viewport: files f0 ≤ f < f1, ranks r0 ≤ r < r1.
func (c Camera) Visible() (f0, f1, r0, r1 int) {
	p := c.Pitch()
	f0 = max(0, int(math.Floor((c.Port.X-c.Ox)/p)))
	f1 = min(c.Cols, int(math.Ceil((c.Port.X+c.Port.W-c.Ox)/p)))
	top := max(0, int(math.Floor((c.Port.Y-c.Oy)/p)))
	bottom := min(c.Rows, int(math.Ceil((c.Port.Y+c.Port.H-c.Oy)/p)))
	return f0, f1, c.Rows - bottom, c.Rows - top
}
