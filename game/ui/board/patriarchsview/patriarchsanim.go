package patriarchsview

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/patriarchs"
	"pentarchy/game/ui/input"
	"pentarchy/game/ui/kit"
)

// Durations of the animations of Patriarchs: a unit gliding to its square,
// and a captured unit flying into the captor's reserve.
const (
	glideTime = 200 * time.Millisecond
	takeTime  = 250 * time.Millisecond
)

// patriarchsAnim is the animation of the last step: the unit that moved
// or was deployed glides from where it was to its square, and a captured
// unit shrinks on its way into the captor's reserve chip (or, for a
// Patriarch, where it stood).
type patriarchsAnim struct {
	start    time.Time
	at       patriarchs.Square // where the moving unit now stands
	from, to input.Point       // its path, in device pixels
	taken    patriarchs.Unit   // the captured unit; the zero Unit if none
	takenTo  input.Point       // where it flies to
	takenEnd float64           // its radius at the end of the flight
}

// startAnim starts the animation of the step last that led to p, unless
// the system asks for reduced motion.
func (pv *PatriarchsView) startAnim(p *patriarchs.Position, last string) {
	pv.anim = nil
	kind, fromName, toName := stepSquares(last)
	if kit.ReducedMotion() || (kind != patriarchs.MoveStep && kind != patriarchs.DeployStep) {
		return
	}
	to, ok := patriarchs.ParseSquare(toName)
	if !ok {
		return
	}
	u := p.At(to)
	a := &patriarchsAnim{start: time.Now(), at: to}
	a.to.X, a.to.Y = pv.G.Center(to.File, to.Rank)
	if kind == patriarchs.DeployStep {
		a.from.X, a.from.Y = pv.res.Chip(u.Player, u.Kind).Center()
	} else {
		a.from.X, a.from.Y, _ = pv.G.Named(fromName)
	}
	if pv.took {
		pv.aimTaken(a, u.Player)
	}
	pv.anim = a
}

// aimTaken sets the flight of the unit that captor took: into the chip
// whose count grew, or, for a Patriarch, nowhere but smaller.
func (pv *PatriarchsView) aimTaken(a *patriarchsAnim, captor int) {
	a.taken = patriarchs.Unit{Kind: patriarchs.Patriarch, Player: 3 - captor}
	a.takenTo = a.to
	for _, k := range patriarchs.ReserveKinds() {
		if pv.gained[captor][k] {
			a.taken.Kind = k
			r := pv.res.Chip(captor, k)
			a.takenTo = input.Point{X: r.X + pv.v.Px(8) + r.H*0.3, Y: r.Y + r.H/2}
			a.takenEnd = r.H * 0.3
		}
	}
}

// Animating tells whether an animation is playing.
func (pv *PatriarchsView) Animating() bool { return pv.anim != nil }

// drawAnim draws the moving and the captured unit where the animation has
// them now, and ends the animation once both have arrived.
func (pv *PatriarchsView) drawAnim(dst *ebiten.Image, p *patriarchs.Position) {
	a := pv.anim
	if a == nil {
		return
	}
	t := time.Since(a.start)
	if t >= max(glideTime, takeTime) {
		pv.anim = nil
		return
	}
	r := pv.G.Pitch * 0.4
	if a.taken.Kind != patriarchs.NoKind && t < takeTime {
		f := kit.Ease(float64(t) / float64(takeTime))
		// A few sizes only, so that few shape images are made.
		step := max(1, r/4)
		size := max(step, math.Round(kit.Lerp(r, a.takenEnd, f)/step)*step)
		pv.unit(dst, kit.Lerp(a.to.X, a.takenTo.X, f), kit.Lerp(a.to.Y, a.takenTo.Y, f), size, a.taken)
	}
	if t < glideTime {
		f := kit.Ease(float64(t) / float64(glideTime))
		pv.unit(dst, kit.Lerp(a.from.X, a.to.X, f), kit.Lerp(a.from.Y, a.to.Y, f), r, p.At(a.at))
	}
}

// gliding tells whether the unit on sq is drawn by the animation, not on
// its square.
func (pv *PatriarchsView) gliding(sq patriarchs.Square) bool {
	return pv.anim != nil && pv.anim.at == sq && time.Since(pv.anim.start) < glideTime
}
