package input

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
)

// The keyboard cursor moves between points: the centres of a board's
// cells, or of the buttons on a screen without a board. One rule serves
// every board (square and go grids, hexagons, Cairo pentagons): an arrow
// goes to the nearest point in its direction, nearness counting a step
// sideways four times as much as a step ahead.

// Arrow directions on screen, y pointing down.
var (
	DirLeft  = Point{-1, 0}
	DirRight = Point{1, 0}
	DirUp    = Point{0, -1}
	DirDown  = Point{0, 1}
)

// NextPoint returns the index of the point the cursor goes to from
// pts[at] in the direction d (a unit vector), or -1 when there is none.
// A point qualifies when it lies within 75° of d. Of those it takes the one
// with the least ahead² + 4·aside²; among equals, the one nearest the line
// through goal along d, so that going up a hex board zigzags about one
// column instead of drifting off to one side; then the first.
func NextPoint(pts []Point, at int, d, goal Point) int {
	best, bestCost, bestDrift := -1, math.Inf(1), math.Inf(1)
	from := pts[at]
	for i, p := range pts {
		vx, vy := p.X-from.X, p.Y-from.Y
		ahead := vx*d.X + vy*d.Y
		aside := math.Abs(vx*d.Y - vy*d.X)
		if i == at || ahead <= 0.26*math.Hypot(vx, vy) {
			continue
		}
		cost := ahead*ahead + 4*aside*aside
		drift := math.Abs((p.X-goal.X)*d.Y - (p.Y-goal.Y)*d.X)
		tie := math.Abs(cost-bestCost) <= 1e-6*cost
		if (!tie && cost < bestCost) || (tie && drift < bestDrift-1e-9) {
			best, bestCost, bestDrift = i, cost, drift
		}
	}
	return best
}

// FollowGoal moves the goal along d to where p is, keeping it across d:
// moving left or right sets the goal's x, moving up or down its y.
func FollowGoal(goal, p, d Point) Point {
	k := (p.X-goal.X)*d.X + (p.Y-goal.Y)*d.Y
	return Point{goal.X + k*d.X, goal.Y + k*d.Y}
}

// NextRect returns the index of the rectangle (a button) the focus goes
// to from rs[at] in the direction d, or -1 for none. Buttons are wide, so
// it first looks in the beam of rs[at], among the buttons that overlap it
// across d (the button beside it in a row, the one below in a column),
// and takes the nearest; only when the beam is empty does it go by the
// buttons' centres, as the board cursor does.
func NextRect(rs []kit.Rect, at int, d Point) int {
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
	pts := make([]Point, len(rs))
	for i, r := range rs {
		pts[i].X, pts[i].Y = r.Center()
	}
	return NextPoint(pts, at, d, pts[at])
}

// beam measures r from the rectangle from in the direction d: the gap
// between them along d (negative when r is not wholly ahead), whether
// they overlap across d, and how far apart their centres are across d.
func beam(from, r kit.Rect, d Point) (gap float64, overlap bool, off float64) {
	fx, fy := from.Center()
	rx, ry := r.Center()
	switch {
	case d.X > 0:
		gap, overlap, off = r.X-(from.X+from.W), spans(from.Y, from.H, r.Y, r.H), math.Abs(ry-fy)
	case d.X < 0:
		gap, overlap, off = from.X-(r.X+r.W), spans(from.Y, from.H, r.Y, r.H), math.Abs(ry-fy)
	case d.Y > 0:
		gap, overlap, off = r.Y-(from.Y+from.H), spans(from.X, from.W, r.X, r.W), math.Abs(rx-fx)
	default:
		gap, overlap, off = from.Y-(r.Y+r.H), spans(from.X, from.W, r.X, r.W), math.Abs(rx-fx)
	}
	return gap, overlap, off
}

// spans tells whether the spans [a, a+an) and [b, b+bn) overlap.
func spans(a, an, b, bn float64) bool { return a < b+bn && b < a+an }

// NearestPoint returns the index of the point nearest to q, or -1 for no
// points.
func NearestPoint(pts []Point, q Point) int {
	best, bestD := -1, math.Inf(1)
	for i, p := range pts {
		if d := math.Hypot(p.X-q.X, p.Y-q.Y); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// Spacing is the distance from pts[at] to its nearest other point: the
// size of a cell, for the cursor's marks.
func Spacing(pts []Point, at int) float64 {
	d := math.Inf(1)
	for i, p := range pts {
		if i != at {
			d = min(d, math.Hypot(p.X-pts[at].X, p.Y-pts[at].Y))
		}
	}
	return d
}

// DrawCursor draws the board cursor on a cell of size d centred on
// (x, y), or around it if the cell is small: four corner brackets, dark with a white core, so that they show
// on every board colour and on both black and white pieces, and look like
// none of the highlights of legal steps (rings, dots, arrows, squares).
func DrawCursor(dst *ebiten.Image, x, y, d float64, v kit.View) {
	h := math.Max(d*0.48, v.Px(12)) // around a small cell, not on it
	arm := h * 0.45
	outer := min(max(d*0.09, v.Px(3.5)), v.Px(7))
	inner := outer * 0.45
	for _, c := range [][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
		cx, cy := x+c[0]*h, y+c[1]*h
		corner := []float64{cx, cy - c[1]*arm, cx, cy, cx - c[0]*arm, cy}
		kit.StrokePolyline(dst, corner, outer, kit.Th.Ink, true)
		kit.StrokePolyline(dst, corner, inner, color.White, true)
	}
}

// DrawFocusRing draws the ring around the button the keyboard is on: a
// band in the theme's focus colour just outside the button's edge.
func DrawFocusRing(dst *ebiten.Image, r kit.Rect, v kit.View) {
	w, off := v.Px(3), v.Px(2)
	kit.StrokeRoundRect(dst, r.Inset(-off-w), v.Px(kit.Radius)+off+w, w, kit.Th.Focus)
}
