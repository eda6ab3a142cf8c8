package powerview

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/power"
	"pentarchy/game/ui/kit"
)

// drawOrders draws the mover's orders: spawned units faded, paths as
// arrows, and a crosshair on every target with a line from its shooter.
func (pv *PowerView) drawOrders(dst *ebiten.Image, orders []power.Order) {
	var from power.Cell = power.NoCell
	for _, o := range orders {
		switch o.Kind {
		case power.OrderSpawn:
			u, _ := moverUnit(pv.pos, o.Cell)
			x, y := pv.unitCenter(o.Cell)
			pv.drawUnit(dst, x, y, u, 0.6)
		case power.OrderMove:
			pv.drawPath(dst, o.Path, kit.Th.Light)
			from = o.Path[len(o.Path)-1]
		case power.OrderAttack:
			pv.drawAim(dst, from, o.Cell)
		}
	}
}

// drawSelection rings the selected unit or base, draws the path so far and
// marks where the path may go next (rings) or what may be fired at
// (crosshairs).
func (pv *PowerView) drawSelection(dst *ebiten.Image, legal []string) {
	s := pv.G.Size
	w := math.Max(pv.v.Px(3), s*0.08)
	switch pv.sel.kind {
	case selBase, selOrdered:
		x, y := pv.unitCenter(pv.sel.base)
		kit.Ring(dst, x, y, s*0.55, w+pv.v.Px(2), kit.Th.Ink)
		kit.Ring(dst, x, y, s*0.55, w, kit.Th.Place)
	case selUnit:
		path := pv.sel.path
		x, y := pv.unitCenter(path[0])
		kit.Ring(dst, x, y, s*0.6, w+pv.v.Px(2), kit.Th.Ink)
		kit.Ring(dst, x, y, s*0.6, w, kit.Th.Target)
		pv.drawPath(dst, path, kit.Th.Target)
		for _, c := range pv.pos.Hops(path) {
			x, y := pv.unitCenter(c)
			kit.Ring(dst, x, y, s*0.3, w+pv.v.Px(2), kit.Th.Ink)
			kit.Ring(dst, x, y, s*0.3, w, kit.Th.Target)
		}
	case selTarget:
		for _, step := range legal {
			if len(step) > 7 && step[:7] == "attack " {
				if c, ok := pv.m.CellNamed(step[7:]); ok {
					pv.crosshair(dst, c, 1)
				}
			}
		}
	}
}

// drawPath draws a path as a line through its cells with an arrowhead on
// its last cell, in colour c outlined in ink.
func (pv *PowerView) drawPath(dst *ebiten.Image, path []power.Cell, c color.RGBA) {
	if len(path) < 2 {
		return
	}
	pts := make([]float64, 0, 2*len(path))
	for _, cell := range path {
		x, y := pv.unitCenter(cell)
		pts = append(pts, x, y)
	}
	n := len(pts)
	ex, ey := pts[n-2], pts[n-1]
	dx, dy := ex-pts[n-4], ey-pts[n-3]
	l := math.Hypot(dx, dy)
	dx, dy = dx/l, dy/l
	head := pv.G.Size * 0.42
	pts[n-2], pts[n-1] = ex-dx*head*0.8, ey-dy*head*0.8
	w := pv.G.Size * 0.13
	polyline(dst, pts, w+pv.v.Px(3), kit.Th.Ink)
	polyline(dst, pts, w, c)
	tip := []float64{ex, ey, ex - dx*head - dy*head*0.6, ey - dy*head + dx*head*0.6, ex - dx*head + dy*head*0.6, ey - dy*head - dx*head*0.6}
	kit.FillPolygon(dst, tip, c, pv.v.Px(1.5), kit.Th.Ink)
}

// drawAim draws a shot from the cell from at the target cell: a line and a
// crosshair.
func (pv *PowerView) drawAim(dst *ebiten.Image, from, target power.Cell) {
	if from != power.NoCell {
		x0, y0 := pv.unitCenter(from)
		x1, y1 := pv.unitCenter(target)
		w := pv.G.Size * 0.07
		polyline(dst, []float64{x0, y0, x1, y1}, w+pv.v.Px(3), kit.Th.Ink)
		polyline(dst, []float64{x0, y0, x1, y1}, w, kit.Th.Attack)
	}
	pv.crosshair(dst, target, 1)
}

// crosshair marks a target cell: a ring with four ticks around whatever
// stands there, in the attack colour outlined in ink.
func (pv *PowerView) crosshair(dst *ebiten.Image, c power.Cell, scale float64) {
	x, y := pv.unitCenter(c)
	s := pv.G.Size * scale
	w := math.Max(pv.v.Px(2.5), s*0.07)
	kit.Ring(dst, x, y, s*0.6, w+pv.v.Px(2), kit.Th.Ink)
	kit.Ring(dst, x, y, s*0.6, w, kit.Th.Attack)
	for _, d := range [][2]float64{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		seg := []float64{x + d[0]*s*0.45, y + d[1]*s*0.45, x + d[0]*s*0.74, y + d[1]*s*0.74}
		polyline(dst, seg, w+pv.v.Px(2), kit.Th.Ink)
		polyline(dst, seg, w, kit.Th.Attack)
	}
}

// polyline strokes the line through the points xy with round joins.
func polyline(dst *ebiten.Image, xy []float64, width float64, c color.Color) {
	kit.StrokePolyline(dst, xy, width, c, false)
}
