package phalanx

import (
	"math"

	"pentarchy/game"
	"pentarchy/game/rng"
)

// Knowledge for the computer player (package game/ai), which finds these
// methods by type assertion: how near each side's front stone is to the
// intersections next to its goal, and pushes.

// playoutSamples is how many legal steps a playout step weighs against
// each other.
const playoutSamples = 3

// goalDistance is how many steps of a stone separate intersection i from
// the nearest intersection next to side's goal (b9 or a8 for Black, h1 or
// i2 for White).
func goalDistance(side uint8, i int) int {
	f, r := i%Size, i/Size
	if side == 1 { // White: the mirror image
		f, r = Size-1-f, Size-1-r
	}
	return min(f+abs(r-7), abs(f-1)+abs(r-8))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// front is the goal distance of side's stone nearest its goal.
func (p *Position) front(side uint8) int {
	best := 2 * Size
	for s := p.stones[side]; !s.isEmpty(); s = s.rest() {
		best = min(best, goalDistance(side, s.first()))
	}
	return best
}

// Evaluate weighs the race to the goals (each side has 3 actions a turn,
// the mover plays first) and the stones each side has.
func (p *Position) Evaluate(values []float64) {
	me, other := p.side, p.side^1
	margin := float64(p.front(other)-p.front(me)) + 1.5 +
		0.7*float64(p.stones[me].count()-p.stones[other].count())
	chance := 1 / (1 + math.Exp(-0.45*margin))
	values[me], values[other] = chance, 1-chance
}

// PlayoutStep plays the best of a few steps drawn at random: steps that win
// or bring a stone nearer the goal, and pushes.
func (p *Position) PlayoutStep(r *rng.Rand, buf *[]game.Step) game.Step {
	legal := p.Legal((*buf)[:0])
	*buf = legal
	front := p.front(p.side)
	best := legal[r.IntN(len(legal))]
	bestGain := p.gain(best, front)
	for range playoutSamples - 1 {
		s := legal[r.IntN(len(legal))]
		if g := p.gain(s, front); g > bestGain {
			best, bestGain = s, g
		}
	}
	return best
}

// PlayPlayoutTurn plays the steps PlayoutStep chooses while the same
// player is to move, and returns who moves next (see game/ai's
// PlayoutPolicy).
func (p *Position) PlayPlayoutTurn(r *rng.Rand, buf *[]game.Step) (mover, turn int) {
	for m := p.Mover(); m != 0 && p.Mover() == m; {
		p.Apply(p.PlayoutStep(r, buf))
	}
	return p.Mover(), 0
}

// Priors favour each step by its gain.
func (p *Position) Priors(legal []game.Step, logits []float32) {
	front := p.front(p.side)
	for i, s := range legal {
		logits[i] = float32(0.7 * p.gain(s, front))
	}
}

// gain scores a step for the mover, whose front stone is at goal distance
// front: a stone that reaches the goal wins; one that lands nearer than the
// front gains by how much; pushes are worth a stone; end is worth least.
func (p *Position) gain(s game.Step, front int) float64 {
	kind, from, to := unpack(s)
	switch kind {
	case StepEnd:
		return -1
	}
	d := goalDistance(p.side, to)
	switch {
	case d == 0:
		return 20
	case kind == StepPush:
		return 1.5
	case d < front:
		return 1 + 1.5*float64(front-d)
	case kind == StepMove && goalDistance(p.side, from) == front && d > front:
		return -0.5 // the front stone falls back
	}
	return 0.3
}
