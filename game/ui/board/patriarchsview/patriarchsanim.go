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
	From, To input.Point       // its path, in device pixels
	Taken    patriarchs.Unit   // the captured unit; the zero Unit if none
	TakenTo  input.Point       // where it flies to
	TakenEnd float64           // its radius at the end of the flight
}

// startAnim starts the animation of the step last that led to p, unless
// the system asks for reduced motion.
func (pv *PatriarchsView) startAnim(p *patriarchs.Position, last string) {
	pv.Anim = nil
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
	a.To.X, a.To.Y = pv.G.Center(to.File, to.Rank)
	if kind == patriarchs.DeployStep {
		a.From.X, a.From.Y = pv.Res.Chip(u.Player, u.Kind).Center()
	} else {
		a.From.X, a.From.Y, _ = pv.G.Named(fromName)
	}
	if pv.took {
		pv.aimTaken(a, u.Player)
	}
	pv.Anim = a
}

// aimTaken sets the flight of the unit that captor took: into the chip
// whose count grew, or, for a Patriarch, nowhere but smaller.
func (pv *PatriarchsView) aimTaken(a *patriarchsAnim, captor int) {
	a.Taken = patriarchs.Unit{Kind: patriarchs.Patriarch, Player: 3 - captor}
	a.TakenTo = a.To
	for _, k := range patriarchs.ReserveKinds() {
		if pv.gained[captor][k] {
			a.Taken.Kind = k
			r := pv.Res.Chip(captor, k)
			a.TakenTo = input.Point{X: r.X + pv.v.Px(8) + r.H*0.3, Y: r.Y + r.H/2}
			a.TakenEnd = r.H * 0.3
		}
	}
}

// Animating tells whether an animation is playing.
func (pv *PatriarchsView) Animating() bool { return pv.Anim != nil }

// drawAnim draws the moving and the captured unit where the animation has
// them now, and ends the animation once both have arrived.
func (pv *PatriarchsView) drawAnim(dst *ebiten.Image, p *patriarchs.Position) {
	a := pv.Anim
	if a == nil {
		return
	}
	t := time.Since(a.start)
	if t >= max(glideTime, takeTime) {
		pv.Anim = nil
		return
	}
	r := pv.G.Pitch * 0.4
	if a.Taken.Kind != patriarchs.NoKind && t < takeTime {
		f := kit.Ease(float64(t) / float64(takeTime))
		// A few sizes only, so that few shape images are made.
		step := max(1, r/4)
		size := max(step, math.Round(kit.Lerp(r, a.TakenEnd, f)/step)*step)
		pv.unit(dst, kit.Lerp(a.To.X, a.TakenTo.X, f), kit.Lerp(a.To.Y, a.TakenTo.Y, f), size, a.Taken)
	}
	if t < glideTime {
		f := kit.Ease(float64(t) / float64(glideTime))
		pv.unit(dst, kit.Lerp(a.From.X, a.To.X, f), kit.Lerp(a.From.Y, a.To.Y, f), r, p.At(a.at))
	}
}

// gliding tells whether the unit on sq is drawn by the animation, not on
// its square.
func (pv *PatriarchsView) gliding(sq patriarchs.Square) bool {
	return pv.Anim != nil && pv.Anim.at == sq && time.Since(pv.Anim.start) < glideTime
}
