package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"pentarchy/game/power"
)

// drawReserves draws each living player's reserve under the map: the
// player's token and the number of infantry, artillery, tanks and upgrades.
// The mover's own spawns ordered this turn are already taken off; the
// mover's entry is outlined.
func (pv *powerView) drawReserves(dst *ebiten.Image, p *power.Position) {
	n := p.Players()
	cols := pv.strip.inset(pv.v.px(2)).row(pv.v.px(6), repeat(1.0, n)...)
	face := pv.f.face(mono, math.Min(pv.strip.h*0.4, pv.v.px(15)))
	for i, r := range cols {
		pl := i + 1
		if !p.Living(pl) {
			continue
		}
		fillRoundRect(dst, r, pv.v.px(radius), th.panel)
		if pl == p.Mover() {
			strokeRoundRect(dst, r, pv.v.px(radius), pv.v.px(2), th.text)
		}
		tokR := math.Min(r.h*0.28, pv.v.px(12))
		pv.token(dst, r.x+pv.v.px(6)+tokR, r.y+r.h/2, tokR, pl)
		res := p.Reserve(pl)
		if pl == p.Mover() {
			res = power.Reserve{Infantry: reserveLeft(p, pl, power.Infantry), Artillery: reserveLeft(p, pl, power.Artillery),
				Tank: reserveLeft(p, pl, power.Tank), Upgrades: reserveLeft(p, pl, 0)}
		}
		x := r.x + pv.v.px(12) + 2*tokR
		line := tr("power.reserve", res.Infantry, res.Artillery, res.Tank, res.Upgrades)
		lf := pv.f.face(regular, face.Size)
		if text.Advance(line, lf) > r.x+r.w-x-pv.v.px(4) {
			line, lf = tr("power.reserve-short", res.Infantry, res.Artillery, res.Tank, res.Upgrades), face
		}
		drawText(dst, line, lf, x, r.y+r.h/2, text.AlignStart, text.AlignCenter, th.text)
	}
}

// repeat returns n copies of x.
func repeat(x float64, n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = x
	}
	return out
}
