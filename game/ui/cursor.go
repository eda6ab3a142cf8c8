package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The keyboard cursor moves between points: the centres of a board's
// cells, or of the buttons on a screen without a board. One rule serves
// every board (square and go grids, hexagons, Cairo pentagons): an arrow
// goes to the nearest point in its direction, nearness counting a step
// sideways four times as much as a step ahead.

// Arrow directions on screen, y pointing down.
var (
	dirLeft  = point{-1, 0}
	dirRight = point{1, 0}
	dirUp    = point{0, -1}
	dirDown  = point{0, 1}
)

// nextPoint returns the index of the point the cursor goes to from
// pts[at] in the direction d (a unit vector), or -1 when there is none.
// A point qualifies when it lies within 75° of d. Of those it takes the one
// with the least ahead² + 4·aside²; among equals, the one nearest the line
// through goal along d, so that going up a hex board zigzags about one
// column instead of drifting off to one side; then the first.
func nextPoint(pts []point, at int, d, goal point) int {
	best, bestCost, bestDrift := -1, math.Inf(1), math.Inf(1)
	from := pts[at]
	for i, p := range pts {
		vx, vy := p.x-from.x, p.y-from.y
		ahead := vx*d.x + vy*d.y
		aside := math.Abs(vx*d.y - vy*d.x)
		if i == at || ahead <= 0.26*math.Hypot(vx, vy) {
			continue
		}
		cost := ahead*ahead + 4*aside*aside
		drift := math.Abs((p.x-goal.x)*d.y - (p.y-goal.y)*d.x)
		tie := math.Abs(cost-bestCost) <= 1e-6*cost
		if (!tie && cost < bestCost) || (tie && drift < bestDrift-1e-9) {
			best, bestCost, bestDrift = i, cost, drift
		}
	}
	return best
}

// followGoal moves the goal along d to where p is, keeping it across d:
// moving left or right sets the goal's x, moving up or down its y.
func followGoal(goal, p, d point) point {
	k := (p.x-goal.x)*d.x + (p.y-goal.y)*d.y
	return point{goal.x + k*d.x, goal.y + k*d.y}
}

// nextRect returns the index of the rectangle (a button) the focus goes
// to from rs[at] in the direction d, or -1 for none. Buttons are wide, so
// it first looks in the beam of rs[at], among the buttons that overlap it
// across d (the button beside it in a row, the one below in a column),
// and takes the nearest; only when the beam is empty does it go by the
// buttons' centres, as the board cursor does.
func nextRect(rs []rect, at int, d point) int {
	from := rs[at]
	best, bestGap, bestOff := -1, math.Inf(1), math.Inf(1)
	for i, r := range rs {
		gap, overlap, off := beam(from, r, d)
		if i == at || gap < 0 || !overlap {
			continue
		}
		if gap < bestGap-1e-9 || (gap < bestGap+1e-9 && off < bestOff) {
			best, bestGap, bestOff = i, gap, off
		}
	}
	if best >= 0 {
		return best
	}
	pts := make([]point, len(rs))
	for i, r := range rs {
		pts[i].x, pts[i].y = r.center()
	}
	return nextPoint(pts, at, d, pts[at])
}

// beam measures r from the rectangle from in the direction d: the gap
// between them along d (negative when r is not wholly ahead), whether
// they overlap across d, and how far apart their centres are across d.
func beam(from, r rect, d point) (gap float64, overlap bool, off float64) {
	fx, fy := from.center()
	rx, ry := r.center()
	switch {
	case d.x > 0:
		gap, overlap, off = r.x-(from.x+from.w), spans(from.y, from.h, r.y, r.h), math.Abs(ry-fy)
	case d.x < 0:
		gap, overlap, off = from.x-(r.x+r.w), spans(from.y, from.h, r.y, r.h), math.Abs(ry-fy)
	case d.y > 0:
		gap, overlap, off = r.y-(from.y+from.h), spans(from.x, from.w, r.x, r.w), math.Abs(rx-fx)
	default:
		gap, overlap, off = from.y-(r.y+r.h), spans(from.x, from.w, r.x, r.w), math.Abs(rx-fx)
	}
	return gap, overlap, off
}

// spans tells whether the spans [a, a+an) and [b, b+bn) overlap.
func spans(a, an, b, bn float64) bool { return a < b+bn && b < a+an }

// nearestPoint returns the index of the point nearest to q, or -1 for no
// points.
func nearestPoint(pts []point, q point) int {
	best, bestD := -1, math.Inf(1)
	for i, p := range pts {
		if d := math.Hypot(p.x-q.x, p.y-q.y); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// spacing is the distance from pts[at] to its nearest other point: the
// size of a cell, for the cursor's marks.
func spacing(pts []point, at int) float64 {
	d := math.Inf(1)
	for i, p := range pts {
		if i != at {
			d = min(d, math.Hypot(p.x-pts[at].x, p.y-pts[at].y))
		}
	}
	return d
}

// drawCursor draws the board cursor on a cell of size d centred on
// (x, y), or around it if the cell is small: four corner brackets, dark with a white core, so that they show
// on every board colour and on both black and white pieces, and look like
// none of the highlights of legal steps (rings, dots, arrows, squares).
func drawCursor(dst *ebiten.Image, x, y, d float64, v view) {
	h := math.Max(d*0.48, v.px(12)) // around a small cell, not on it
	arm := h * 0.45
	outer := min(max(d*0.09, v.px(3.5)), v.px(7))
	inner := outer * 0.45
	for _, c := range [][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
		cx, cy := x+c[0]*h, y+c[1]*h
		p := &vector.Path{}
		p.MoveTo(float32(cx), float32(cy-c[1]*arm))
		p.LineTo(float32(cx), float32(cy))
		p.LineTo(float32(cx-c[0]*arm), float32(cy))
		for _, line := range []struct {
			w float64
			c color.Color
		}{{outer, th.ink}, {inner, color.White}} {
			op := &vector.StrokeOptions{Width: float32(line.w), LineJoin: vector.LineJoinMiter, LineCap: vector.LineCapSquare}
			vector.StrokePath(dst, p, op, pathOptions(line.c))
		}
	}
}

// drawFocusRing draws the ring around the button the keyboard is on: a
// band in the theme's focus colour just outside the button's edge.
func drawFocusRing(dst *ebiten.Image, r rect, v view) {
	w, off := v.px(3), v.px(2)
	strokeRoundRect(dst, r.inset(-off-w), v.px(radius)+off+w, w, th.focus)
}
