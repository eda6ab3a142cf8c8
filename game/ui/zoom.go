package ui

import "math"

// camera shows a board of cols×rows square cells in a viewport, at a zoom
// from 1 (the whole board fits) up to a zoom where cells are comfortable
// to tap. It keeps the board covering the viewport when the board is the
// bigger of the two, and centred when it is smaller. All lengths are device
// pixels; rank 0 is at the bottom.
type camera struct {
	port       rect    // the viewport
	cols, rows int     // the board's files and ranks
	fit        float64 // the pitch (cell side) at zoom 1
	scale      float64 // the zoom: 1 to most
	most       float64 // the largest zoom
	ox, oy     float64 // the top-left corner of the board
}

// zoomStep is the zoom factor of one press of Zoom in or Zoom out.
const zoomStep = 1.5

// newCamera fits a board of cols×rows cells into port, centred, in whole
// device pixels. The zoom may grow until a cell is maxPitch wide.
func newCamera(port rect, cols, rows int, maxPitch float64) camera {
	fit := math.Max(1, math.Floor(math.Min(port.w/float64(cols), port.h/float64(rows))))
	c := camera{port: port, cols: cols, rows: rows, fit: fit, scale: 1, most: math.Max(1, maxPitch/fit)}
	c.clamp()
	return c
}

// pitch is the side of a cell at the current zoom, in whole device pixels.
func (c camera) pitch() float64 { return math.Round(c.fit * c.scale) }

// size is the width and height of the whole board at the current zoom.
func (c camera) size() (w, h float64) {
	p := c.pitch()
	return p * float64(c.cols), p * float64(c.rows)
}

// zoomable tells whether zooming in is possible at all.
func (c camera) zoomable() bool { return c.most > 1.01 }

// zoomAt multiplies the zoom by f (within 1 and the largest) and keeps the
// board point under (x, y) where it is.
func (c *camera) zoomAt(f, x, y float64) {
	before := c.pitch()
	c.scale = math.Min(math.Max(c.scale*f, 1), c.most)
	k := c.pitch() / before
	c.ox = x - (x-c.ox)*k
	c.oy = y - (y-c.oy)*k
	c.clamp()
}

// zoomCentre zooms by f about the middle of the viewport.
func (c *camera) zoomCentre(f float64) {
	x, y := c.port.center()
	c.zoomAt(f, x, y)
}

// pan moves the board by (dx, dy).
func (c *camera) pan(dx, dy float64) {
	c.ox += dx
	c.oy += dy
	c.clamp()
}

// clamp keeps the board over the whole viewport along each axis where it
// is bigger, centres it where it is smaller, and rounds the corner to whole
// pixels so that cell edges stay sharp.
func (c *camera) clamp() {
	w, h := c.size()
	c.ox = clampSpan(c.ox, w, c.port.x, c.port.w)
	c.oy = clampSpan(c.oy, h, c.port.y, c.port.h)
}

// clampSpan places a span of length n starting at o on a window [w0,
// w0+wn]: covering the window if longer, centred in it if shorter.
func clampSpan(o, n, w0, wn float64) float64 {
	if n <= wn {
		return math.Round(w0 + (wn-n)/2)
	}
	return math.Round(math.Min(math.Max(o, w0+wn-n), w0))
}

// center returns the centre of the cell at file f and rank r.
func (c camera) center(f, r int) (x, y float64) {
	p := c.pitch()
	return c.ox + (float64(f)+0.5)*p, c.oy + (float64(c.rows-1-r)+0.5)*p
}

// cellRect returns the square of the cell at file f and rank r.
func (c camera) cellRect(f, r int) rect {
	p := c.pitch()
	return rect{c.ox + float64(f)*p, c.oy + float64(c.rows-1-r)*p, p, p}
}

// at returns the cell under (x, y), if that point is in the viewport and on
// the board.
func (c camera) at(x, y float64) (f, r int, ok bool) {
	if !c.port.contains(x, y) {
		return 0, 0, false
	}
	p := c.pitch()
	f = int(math.Floor((x - c.ox) / p))
	r = c.rows - 1 - int(math.Floor((y-c.oy)/p))
	return f, r, f >= 0 && f < c.cols && r >= 0 && r < c.rows && x >= c.ox && y >= c.oy
}

// shows tells whether the centre of the cell at file f and rank r is in
// the viewport.
func (c camera) shows(f, r int) bool {
	x, y := c.center(f, r)
	return f >= 0 && f < c.cols && r >= 0 && r < c.rows && c.port.contains(x, y)
}

// visible returns the ranges of files and ranks with some part in the
// viewport: files f0 ≤ f < f1, ranks r0 ≤ r < r1.
func (c camera) visible() (f0, f1, r0, r1 int) {
	p := c.pitch()
	f0 = max(0, int(math.Floor((c.port.x-c.ox)/p)))
	f1 = min(c.cols, int(math.Ceil((c.port.x+c.port.w-c.ox)/p)))
	top := max(0, int(math.Floor((c.port.y-c.oy)/p)))
	bottom := min(c.rows, int(math.Ceil((c.port.y+c.port.h-c.oy)/p)))
	return f0, f1, c.rows - bottom, c.rows - top
}
