package powerview

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/power"
	"pentarchy/game/ui/kit"
)

// drawFrame draws a moment of the resolution's playback: the features as
// changed so far, the units where they are, and the event under way.
func (pv *PowerView) drawFrame(dst *ebiten.Image, fr frame) {
	before := pv.show.prev
	for c := range power.Cell(pv.m.Len()) {
		pv.drawFeature(dst, c, fr.feature(before, c))
	}
	pv.drawNames(dst)
	for c := range power.Cell(pv.m.Len()) {
		if u := fr.Units[c]; u != nil && u.Alpha > 0 {
			x0, y0 := pv.unitCenter(u.from)
			x1, y1 := pv.unitCenter(u.To)
			t := kit.Ease(u.T)
			pv.drawUnit(dst, x0+(x1-x0)*t, y0+(y1-y0)*t, u.U, u.Alpha)
		}
	}
	if fr.Fx != nil {
		pv.drawEffect(dst, fr.Fx.Ev, fr.fxT)
	}
}

// drawEffect draws what an event does besides moving units: a shot flying,
// a hit flashing, a cut or a capture marked.
func (pv *PowerView) drawEffect(dst *ebiten.Image, ev power.Event, t float64) {
	s := pv.G.Size
	x, y := pv.unitCenter(ev.To)
	switch ev.Kind {
	case power.EventFire:
		x0, y0 := pv.unitCenter(ev.From)
		bx, by := x0+(x-x0)*t, y0+(y-y0)*t
		polyline(dst, []float64{x0, y0, bx, by}, s*0.07, kit.Th.Attack)
		kit.Disc(dst, bx, by, s*0.14, kit.Th.Last, pv.v.Px(1.5), kit.Th.Ink)
		pv.crosshair(dst, ev.To, 1)
	case power.EventHit, power.EventDeath, power.EventCut:
		pv.pulse(dst, x, y, t, kit.Th.Attack)
	case power.EventCapture, power.EventNeutralise, power.EventUpgrade, power.EventDowngrade:
		pv.pulse(dst, x, y, t, kit.Th.Last)
	case power.EventFallBack:
		pv.crosshair(dst, ev.From, 0.6)
	}
}

// pulse draws a ring around (x, y) that grows and fades as t goes from 0
// to 1. Its radius grows a whole pixel at a time, so that each size is a
// shape painted once for every pulse.
func (pv *PowerView) pulse(dst *ebiten.Image, x, y, t float64, c color.Color) {
	s := pv.G.Size
	defer kit.Fade(1 - t*0.6)()
	kit.Ring(dst, x, y, math.Round(s*(0.4+0.3*t)), math.Max(pv.v.Px(3), s*0.1), c)
}
