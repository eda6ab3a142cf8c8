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
// mover's entry is outlined.
func (pv *PowerView) drawReserves(dst *ebiten.Image, p *power.Position) {
	n := p.Players()
	cols := pv.Strip.Inset(pv.v.Px(2)).Row(pv.v.Px(6), repeat(1.0, n)...)
	face := pv.f.Face(kit.Mono, math.Min(pv.Strip.H*0.4, pv.v.Px(15)))
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

// repeat returns n copies of x.
func repeat(x float64, n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = x
	}
	return out
}
