package powerview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/power"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
)

// Zoom and pan, for maps whose cells would be small on the screen: the
// wheel and a pinch zoom about a point, a drag pans, and the buttons − + 0
// (keys too) zoom out, in and back to the whole map. A map whose fitted
// cells are smaller than legibleRadius opens zoomed to it.

const (
	legibleRadius = 16.0 // CSS pixels: a cell's corner radius at which its badges read
	zoomRadius    = 24.0 // CSS pixels: below this fitted radius the map can be zoomed
	largestRadius = 40.0 // CSS pixels: the most a cell is zoomed to
)

// hexZoom is how the map is shown in its port: fitted (scale 1) or zoomed
// about a point of the map.
type hexZoom struct {
	fit            HexGrid  // the map fitted into the port
	port           kit.Rect // where the map is shown
	scale, most    float64  // the zoom over the fitted map, and its largest
	cx, cy         float64  // the map's point at the port's centre, in corner radii from 0,0's centre
	moved          bool     // the player zoomed or panned: a new layout keeps the zoom
	out, in, whole *kit.Button
}

// zoomRow is the height of the row of zoom buttons, under the map.
func zoomRow(v kit.View) float64 { return v.Px(kit.TouchMin + kit.Gap/2) }

// fitZoom fits the map into port and shows it as the player zoomed it, or,
// until they do, zoomed just enough for its cells to read. The zoom
// buttons go in row, when it has room for them.
func (pv *PowerView) fitZoom(port, row kit.Rect) {
	z := &pv.zoom
	z.fit, z.port = NewHexGrid(pv.m, port), port
	z.most = 1.0
	if row.H > 0 {
		z.most = max(1, pv.v.Px(largestRadius)/z.fit.Size)
	}
	if !z.moved {
		x0, y0, x1, y1 := HexExtent(pv.m)
		z.scale, z.cx, z.cy = min(z.most, max(1, pv.v.Px(legibleRadius)/z.fit.Size)), (x0+x1)/2, (y0+y1)/2
	}
	z.scale = min(z.scale, z.most)
	pv.placeZoom(row)
	pv.showZoom()
}

// showZoom works out the grid of the zoom: the map's point (cx, cy) at
// the port's centre, moved so that the map covers the port where it is
// larger, and centred where it is smaller.
func (pv *PowerView) showZoom() {
	z := &pv.zoom
	size := z.fit.Size * z.scale
	x0, y0, x1, y1 := HexExtent(pv.m)
	clamp := func(c, lo, hi, half float64) float64 {
		if hi-lo <= 2*half {
			return (lo + hi) / 2
		}
		return min(max(c, lo+half), hi-half)
	}
	z.cx = clamp(z.cx, x0, x1, z.port.W/2/size)
	z.cy = clamp(z.cy, y0, y1, z.port.H/2/size)
	ox, oy := z.port.X+z.port.W/2-z.cx*size, z.port.Y+z.port.H/2-z.cy*size
	if pv.G.Size != size {
		pv.layers.Reset() // the map's layer is drawn anew at the new size
	}
	pv.G = HexGrid{m: pv.m, Size: size, Ox: ox, Oy: oy,
		Bounds: kit.Rect{X: ox + x0*size, Y: oy + y0*size, W: (x1 - x0) * size, H: (y1 - y0) * size}}
}

// zoomAt zooms by f about the point (x, y) of the screen, which stays over
// the same point of the map.
func (pv *PowerView) zoomAt(f, x, y float64) {
	z := &pv.zoom
	z.moved = true
	mx, my := (x-pv.G.Ox)/pv.G.Size, (y-pv.G.Oy)/pv.G.Size
	z.scale = min(max(z.scale*f, 1), z.most)
	size := z.fit.Size * z.scale
	z.cx, z.cy = mx-(x-z.port.X-z.port.W/2)/size, my-(y-z.port.Y-z.port.H/2)/size
	pv.showZoom()
}

// zoomed tells whether the map shows only part of itself.
func (pv *PowerView) zoomed() bool { return pv.zoom.scale > 1.001 }

// placeZoom makes the zoom buttons, at the right of row, when the map can
// be zoomed.
func (pv *PowerView) placeZoom(row kit.Rect) {
	z, v := &pv.zoom, pv.v
	if z.most == 1 {
		z.out, z.in, z.whole = nil, nil, nil
		return
	}
	g := v.Px(kit.Gap / 2)
	w := min(v.Px(96), (row.W-2*g)/3)
	x := row.X + row.W - 3*w - 2*g
	mk := func(i int, label string, key ebiten.Key, do func()) *kit.Button {
		return &kit.Button{Label: label, Keys: []ebiten.Key{key}, Action: do,
			R: kit.Rect{X: x + float64(i)*(w+g), Y: row.Y, W: w, H: row.H}}
	}
	cx, cy := z.port.Center()
	z.out = mk(0, kit.Tr("zoom.out"), ebiten.KeyMinus, func() { pv.zoomAt(1/board.ZoomStep, cx, cy) })
	z.in = mk(1, kit.Tr("zoom.in"), ebiten.KeyEqual, func() { pv.zoomAt(board.ZoomStep, cx, cy) })
	z.whole = mk(2, kit.Tr("zoom.fit"), ebiten.Key0, func() { pv.zoomAt(1/z.scale, cx, cy) })
}

// Controls are the zoom buttons, when the map can be zoomed.
func (pv *PowerView) Controls() []*kit.Button {
	z := &pv.zoom
	if z.in == nil {
		return nil
	}
	z.in.Disabled = z.scale >= z.most-0.001
	z.out.Disabled, z.whole.Disabled = !pv.zoomed(), !pv.zoomed()
	return []*kit.Button{z.out, z.in, z.whole}
}

// Gesture pans the map (a drag that began on it) and zooms it (about a
// point on it), and tells whether it changed.
func (pv *PowerView) Gesture(g input.Gesture) bool {
	before := pv.G
	if g.Pan != (input.Point{}) && pv.zoom.port.Contains(g.From.X, g.From.Y) {
		pv.zoom.cx -= g.Pan.X / pv.G.Size
		pv.zoom.cy -= g.Pan.Y / pv.G.Size
		pv.zoom.moved = true
		pv.showZoom()
	}
	if g.Zoom != 1 && pv.zoom.port.Contains(g.Focus.X, g.Focus.Y) {
		pv.zoomAt(g.Zoom, g.Focus.X, g.Focus.Y)
	}
	return pv.G != before
}

// CellAt is the cell shown at (x, y), if any.
func (pv *PowerView) CellAt(x, y float64) (power.Cell, bool) {
	c, ok := pv.G.At(x, y)
	return c, ok && pv.zoom.port.Contains(x, y)
}

// Places gives the centre of every cell, off screen too (board.Panner).
func (pv *PowerView) Places() func(name string) (x, y float64, ok bool) { return pv.G.Named }

// Cells gives the centre of the cells on screen.
func (pv *PowerView) Cells() func(name string) (x, y float64, ok bool) {
	g, port := pv.G, pv.zoom.port
	return func(name string) (float64, float64, bool) {
		x, y, ok := g.Named(name)
		return x, y, ok && port.Contains(x, y)
	}
}

// Reveal pans the map until the named cell is on screen, with a cell's
// margin (board.Panner).
func (pv *PowerView) Reveal(name string) {
	x, y, ok := pv.G.Named(name)
	if !ok {
		return
	}
	port, m := pv.zoom.port, pv.G.Size*1.8
	dx := math.Max(0, port.X+m-x) + math.Min(0, port.X+port.W-m-x)
	dy := math.Max(0, port.Y+m-y) + math.Min(0, port.Y+port.H-m-y)
	pv.zoom.cx -= dx / pv.G.Size
	pv.zoom.cy -= dy / pv.G.Size
	pv.showZoom()
}
