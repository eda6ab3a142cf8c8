package patriarchs

import (
	"math"
	"math/bits"

	"pentarchy/game"
	"pentarchy/game/rng"
)

// Knowledge for the computer player (package game/ai), which finds these
// methods by type assertion: material, and captures first.

// playoutSamples is how many legal steps a playout step weighs against
// each other when no step takes the enemy Patriarch.
const playoutSamples = 4

// worth is what a unit of kind k is worth, on the board or in reserve; the
// Patriarch, whose loss ends the game, is left out.
func worth(k Kind) float64 {
	switch k {
	case Cardinal:
		return 5
	case Secondary:
		return 4
	case Support:
		return 1.5
	}
	return 0
}

// Evaluate gives the side with more material the better chance.
func (p *Position) Evaluate(values []float64) {
	var material [2]float64
	for c := range 2 {
		for w, word := range p.own[c] {
			for ; word != 0; word &= word - 1 {
				i := w*64 + bits.TrailingZeros64(word)
				material[c] += worth(Kind(p.cells[i] & kindMask))
			}
		}
		for _, k := range ReserveKinds() {
			material[c] += worth(k) * float64(p.reserve[c][k])
		}
	}
	blue := 1 / (1 + math.Exp(-0.3*(material[0]-material[1])))
	values[0], values[1] = blue, 1-blue
}

// PlayoutStep takes the enemy Patriarch when it can, else plays the best
// capture among a few steps drawn at random.
func (p *Position) PlayoutStep(r *rng.Rand, buf *[]game.Step) game.Step {
	legal := p.Legal((*buf)[:0])
	*buf = legal
	king := int(p.patri[p.side^1])
	for _, s := range legal {
		if s&typeMask == moveStep && toCell(s) == king {
			return s
		}
	}
	best := legal[r.IntN(len(legal))]
	bestGain := p.gain(best)
	for range playoutSamples - 1 {
		s := legal[r.IntN(len(legal))]
		if g := p.gain(s); g > bestGain {
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

// Priors favour captures by the worth taken, the enemy Patriarch above all.
func (p *Position) Priors(legal []game.Step, logits []float32) {
	king := int(p.patri[p.side^1])
	for i, s := range legal {
		logits[i] = float32(0.5 * p.gain(s))
		if s&typeMask == moveStep && toCell(s) == king {
			logits[i] = 10
		}
	}
}

// gain is what a step takes: the worth of the unit a move captures, a
// little for a deploy.
func (p *Position) gain(s game.Step) float64 {
	switch s & typeMask {
	case moveStep:
		return worth(Kind(p.cells[toCell(s)] & kindMask))
	case deployStep:
		return 0.5
	}
	return 0
}
