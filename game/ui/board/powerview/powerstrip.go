package powerview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/power"
	"pentarchy/game/ui/kit"
)

// drawReserves draws each living player's reserve under the map: the
// player's token and the number of infantry, artillery, tanks and upgrades.
// The mover's own spawns ordered this turn are already taken off; the
// mover's entry is outlined. Four players or more on a narrow strip take
// two rows.
func (pv *PowerView) drawReserves(dst *ebiten.Image, p *power.Position) {
	cols := pv.reserveRects(p.Players())
	face := pv.f.Face(kit.Mono, math.Min(cols[0].H*0.45, pv.v.Px(15)))
	for i, r := range cols {
		pl := i + 1
		if !p.Living(pl) {
			continue
		}
		kit.FillRoundRect(dst, r, pv.v.Px(kit.Radius), kit.Th.Panel)
		if pl == p.Mover() {
			kit.StrokeRoundRect(dst, r, pv.v.Px(kit.Radius), pv.v.Px(2), kit.Th.Text)
		}
		tokR := math.Min(r.H*0.28, pv.v.Px(12))
		pv.Token(dst, r.X+pv.v.Px(6)+tokR, r.Y+r.H/2, tokR, pl)
		res := p.Reserve(pl)
		if pl == p.Mover() {
			res = power.Reserve{Infantry: reserveLeft(p, pl, power.Infantry), Artillery: reserveLeft(p, pl, power.Artillery),
				Tank: reserveLeft(p, pl, power.Tank), Upgrades: reserveLeft(p, pl, 0)}
		}
		x := r.X + pv.v.Px(12) + 2*tokR
		line := kit.Tr("power.reserve", res.Infantry, res.Artillery, res.Tank, res.Upgrades)
		lf := pv.f.Face(kit.Regular, face.Size)
		if lf.Advance(line) > r.X+r.W-x-pv.v.Px(4) {
			line, lf = kit.Tr("power.reserve-short", res.Infantry, res.Artillery, res.Tank, res.Upgrades), face
		}
		kit.DrawText(dst, line, lf, x, r.Y+r.H/2, kit.AlignStart, kit.AlignCenter, kit.Th.Text)
	}
}

// reserveRects are the places of n players' reserves in the strip: one
// row, or two when a row would leave each less than 130 CSS pixels.
func (pv *PowerView) reserveRects(n int) []kit.Rect {
	rows := 1
	if n > 3 && pv.strip.W/float64(n) < pv.v.Px(130) {
		rows = 2
	}
	per := (n + rows - 1) / rows
	var rects []kit.Rect
	for row := range rows {
		r := kit.Rect{X: pv.strip.X, Y: pv.strip.Y + float64(row)*pv.strip.H/float64(rows), W: pv.strip.W, H: pv.strip.H / float64(rows)}
		rects = append(rects, r.Inset(pv.v.Px(2)).Row(pv.v.Px(6), repeat(1.0, per)...)...)
	}
	return rects[:n]
}

// repeat returns n copies of x.
func repeat(x float64, n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = x
	}
	return out
}
