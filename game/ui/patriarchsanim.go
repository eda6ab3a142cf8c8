package ui

import (
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/patriarchs"
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
	from, to point             // its path, in device pixels
	taken    patriarchs.Unit   // the captured unit; the zero Unit if none
	takenTo  point             // where it flies to
	takenEnd float64           // its radius at the end of the flight
}

// startAnim starts the animation of the step last that led to p, unless
// the system asks for reduced motion.
func (pv *patriarchsView) startAnim(p *patriarchs.Position, last string) {
	pv.anim = nil
	verb, rest, _ := strings.Cut(last, " ")
	if reducedMotion() || (verb != "move" && verb != "deploy") {
		return
	}
	fromName, toName, _ := strings.Cut(rest, "-")
	if verb == "deploy" {
		_, toName, _ = strings.Cut(rest, " ")
	}
	to, ok := patriarchs.ParseSquare(toName)
	if !ok {
		return
	}
	u := p.At(to)
	a := &patriarchsAnim{start: time.Now(), at: to}
	a.to.x, a.to.y = pv.g.center(to.File, to.Rank)
	if verb == "deploy" {
		a.from.x, a.from.y = pv.res.chip(u.Player, u.Kind).center()
	} else {
		a.from.x, a.from.y, _ = pv.g.named(fromName)
	}
	if pv.took {
		pv.aimTaken(a, u.Player)
	}
	pv.anim = a
}

// aimTaken sets the flight of the unit that captor took: into the chip
// whose count grew, or, for a Patriarch, nowhere but smaller.
func (pv *patriarchsView) aimTaken(a *patriarchsAnim, captor int) {
	a.taken = patriarchs.Unit{Kind: patriarchs.Patriarch, Player: 3 - captor}
	a.takenTo = a.to
	for _, k := range patriarchs.ReserveKinds() {
		if pv.gained[captor][k] {
			a.taken.Kind = k
			r := pv.res.chip(captor, k)
			a.takenTo = point{r.x + pv.v.px(8) + r.h*0.3, r.y + r.h/2}
			a.takenEnd = r.h * 0.3
		}
	}
}

// animating tells whether an animation is playing.
func (pv *patriarchsView) animating() bool { return pv.anim != nil }

// drawAnim draws the moving and the captured unit where the animation has
// them now, and ends the animation once both have arrived.
func (pv *patriarchsView) drawAnim(dst *ebiten.Image, p *patriarchs.Position) {
	a := pv.anim
	if a == nil {
		return
	}
	t := time.Since(a.start)
	if t >= max(glideTime, takeTime) {
		pv.anim = nil
		return
	}
	r := pv.g.pitch * 0.4
	if a.taken.Kind != patriarchs.NoKind && t < takeTime {
		f := ease(float64(t) / float64(takeTime))
		// A few sizes only, so that few sprites are made.
		step := max(1, r/4)
		size := max(step, math.Round(lerp(r, a.takenEnd, f)/step)*step)
		pv.unit(dst, lerp(a.to.x, a.takenTo.x, f), lerp(a.to.y, a.takenTo.y, f), size, a.taken)
	}
	if t < glideTime {
		f := ease(float64(t) / float64(glideTime))
		pv.unit(dst, lerp(a.from.x, a.to.x, f), lerp(a.from.y, a.to.y, f), r, p.At(a.at))
	}
}

// gliding tells whether the unit on sq is drawn by the animation, not on
// its square.
func (pv *patriarchsView) gliding(sq patriarchs.Square) bool {
	return pv.anim != nil && pv.anim.at == sq && time.Since(pv.anim.start) < glideTime
}
