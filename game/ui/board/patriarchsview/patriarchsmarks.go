package patriarchsview

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/patriarchs"
	"pentarchy/game/ui/kit"
)

// drawLast marks the last step: a thick orange frame where a unit moved or
// was deployed to, a thin one where it came from, and, for a capture, a
// vermillion badge with a cross in the corner of the square.
func (pv *PatriarchsView) drawLast(dst *ebiten.Image, last string) {
	kind, from, to := stepSquares(last)
	if kind != patriarchs.MoveStep && kind != patriarchs.DeployStep {
		return
	}
	if from != "" {
		pv.Frame(dst, from, 0.06, pv.v.Px(2), kit.Th.Last)
	}
	pv.Frame(dst, to, 0.04, pv.v.Px(4), kit.Th.Last)
	if pv.took {
		pv.badge(dst, to, -1, kit.Th.Attack, pv.cross)
	}
}

// spentBadge marks the unit that acted in act 1 with a dark badge and a
// tick in the top right corner of its square.
func (pv *PatriarchsView) spentBadge(dst *ebiten.Image, sq string) {
	pv.badge(dst, sq, 1, kit.Th.Ink, pv.Tick)
}

// drawTargets marks what the selection can do: the selected unit's frame,
// rings on the squares it can move to and corner marks on the units it can
// take; green dots where a deploy can go (bigger once a kind is chosen),
// and a green frame round the square chosen to deploy on.
func (pv *PatriarchsView) drawTargets(dst *ebiten.Image, p *patriarchs.Position, legal []string) {
	w := math.Max(pv.v.Px(2.5), pv.G.Pitch*0.07)
	if pv.sel != "" {
		pv.Frame(dst, pv.sel, 0.03, w+pv.v.Px(2), kit.Th.Ink) // shows on every tint
		pv.Frame(dst, pv.sel, 0.03, w, kit.Th.Target)
		for _, to := range movesFrom(legal, pv.sel) {
			sq, _ := patriarchs.ParseSquare(to)
			pv.moveMark(dst, to, p.At(sq).Kind != patriarchs.NoKind, w)
		}
		return
	}
	if pv.dsq != "" {
		pv.Frame(dst, pv.dsq, 0.03, w+pv.v.Px(2), kit.Th.Ink)
		pv.Frame(dst, pv.dsq, 0.03, w, kit.Th.Place)
		return
	}
	r := pv.G.Pitch * 0.13
	if pv.kind != patriarchs.NoKind {
		r = pv.G.Pitch * 0.2
	}
	for _, sq := range deployTargets(legal, pv.kind) {
		x, y, _ := pv.G.Named(sq)
		kit.Disc(dst, x, y, r, kit.Th.Place, pv.v.Px(1.5), kit.Th.Ink)
	}
}

// moveMark marks a target of the selected unit: a ring on an empty square,
// four corner marks round a unit it would capture.
func (pv *PatriarchsView) moveMark(dst *ebiten.Image, to string, capture bool, w float64) {
	x, y, _ := pv.G.Named(to)
	p := pv.G.Pitch
	if capture {
		h := p / 2
		d := h * 0.5
		for _, s := range [][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			cx, cy := x+s[0]*h, y+s[1]*h
			kit.FillPolygon(dst, []float64{cx, cy, cx - s[0]*d, cy, cx, cy - s[1]*d}, kit.Th.Attack, pv.v.Px(1.5), kit.Th.Ink)
		}
		return
	}
	r := p * 0.24
	kit.Ring(dst, x, y, r, w+pv.v.Px(2), kit.Th.Ink)
	kit.Ring(dst, x, y, r, w, kit.Th.Target)
}

// Frame outlines the square sq, inset by the fraction in of a pitch, with
// a line width device pixels wide.
func (pv *PatriarchsView) Frame(dst *ebiten.Image, sq string, in, width float64, c color.Color) {
	x, y, ok := pv.G.Named(sq)
	if !ok {
		return
	}
	h := pv.G.Pitch / 2
	r := kit.Rect{X: x - h, Y: y - h, W: 2 * h, H: 2 * h}.Inset(2 * h * in)
	kit.StrokeRoundRect(dst, r.Snapped(), pv.v.Px(2), width, c)
}

// badge draws a small disc in a top corner of the square sq (side -1 the
// left, 1 the right) and a sign on it.
func (pv *PatriarchsView) badge(dst *ebiten.Image, sq string, side float64, fill color.Color, sign func(dst *ebiten.Image, x, y, r float64)) {
	x, y, ok := pv.G.Named(sq)
	if !ok {
		return
	}
	p := pv.G.Pitch
	r := max(p*0.17, pv.v.Px(7))
	x, y = x+side*(p/2-r*0.9), y-p/2+r*0.9
	kit.Disc(dst, x, y, r, fill, pv.v.Px(1.25), kit.Th.Light)
	sign(dst, x, y, r)
}

// Tick draws a check mark on a badge of radius r centred on (x, y).
func (pv *PatriarchsView) Tick(dst *ebiten.Image, x, y, r float64) {
	w := math.Max(1.5, r*0.25)
	kit.StrokePolyline(dst, []float64{x - r*0.45, y, x - r*0.1, y + r*0.4, x + r*0.5, y - r*0.4}, w, kit.Th.Light, false)
}

// cross draws an × on a badge of radius r centred on (x, y).
func (pv *PatriarchsView) cross(dst *ebiten.Image, x, y, r float64) {
	w, d := math.Max(1.5, r*0.25), r*0.42
	kit.StrokePolyline(dst, []float64{x - d, y - d, x + d, y + d}, w, kit.Th.Ink, false)
	kit.StrokePolyline(dst, []float64{x - d, y + d, x + d, y - d}, w, kit.Th.Ink, false)
}

// stepSquares is what a step text names, as the ruleset reads it
// (patriarchs.Decode): its kind and the squares it leaves and ends on, ""
// for none.
func stepSquares(step string) (kind patriarchs.StepKind, from, to string) {
	s, err := patriarchs.ParseNotation(step)
	if err != nil {
		return patriarchs.InvalidStep, "", ""
	}
	kind, f, t := patriarchs.Decode(s)
	switch kind {
	case patriarchs.MoveStep:
		return kind, f.String(), t.String()
	case patriarchs.DeployStep:
		return kind, "", t.String()
	}
	return kind, "", ""
}
