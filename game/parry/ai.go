package parry

import (
	"pentarchy/game"
	"pentarchy/game/rng"
)

// Knowledge for the computer player (package game/ai), which finds these
// methods by type assertion: the territory a step wins is what its
// playouts and priors look at.

// playoutSamples is how many legal steps a playout step weighs against
// each other; it plays the one that wins the most territory.
const playoutSamples = 3

// Winners is Result().Winners, without counting scores into a new slice,
// for the many finished playouts of a search.
func (p *Position) Winners() game.PlayerSet {
	if !p.over {
		return 0
	}
	var scores [maxPlayers]int
	for s := range p.board.n {
		if t := p.Territory(s); t != 0 {
			scores[t-1]++
		}
	}
	winners, _ := p.winnersBy(scores[:p.players])
	return winners
}

// PlayoutStep plays the best by territory gained of a few legal steps
// drawn at random.
func (p *Position) PlayoutStep(r *rng.Rand, buf *[]game.Step) game.Step {
	legal := p.Legal((*buf)[:0])
	*buf = legal
	best := legal[r.IntN(len(legal))]
	if len(legal) == 1 {
		return best
	}
	bestGain := p.stepGain(best)
	for range playoutSamples - 1 {
		s := legal[r.IntN(len(legal))]
		if g := p.stepGain(s); g > bestGain {
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

// Priors favour each step by the territory it gains.
func (p *Position) Priors(legal []game.Step, logits []float32) {
	for i, s := range legal {
		logits[i] = float32(0.8 * p.stepGain(s))
	}
}

// stepGain is what a step does for the mover: the territory they win less what
// the others win (shared among them), plus half the bonus steps a
// placement earns. The position is left as it was.
func (p *Position) stepGain(s game.Step) float64 {
	kind, from, to := DecodeStep(s)
	q := p.turn
	var sites [2 * (maxDegree + 1)]uint8
	n := 0
	switch kind {
	case KindPlace:
		n = p.around(sites[:], n, to)
		before := p.owners(sites[:n], q)
		bonus := max(0, p.power(q, to))
		p.put(to, q)
		after := p.owners(sites[:n], q)
		p.lift(to)
		return p.value(after, before) + 0.5*float64(bonus)
	case KindMove:
		n = p.around(sites[:], n, from)
		n = p.around(sites[:], n, to)
		before := p.owners(sites[:n], q)
		p.lift(from)
		p.put(to, q)
		after := p.owners(sites[:n], q)
		p.lift(to)
		p.put(from, q)
		return p.value(after, before)
	}
	return 0
}

// tally counts territory sites: the mover's and everyone else's.
type tally struct{ mine, others int }

// value is the gain from before to after, for the mover.
func (p *Position) value(after, before tally) float64 {
	others := float64(after.others - before.others)
	if p.players > 2 {
		others /= float64(p.players - 1)
	}
	return float64(after.mine-before.mine) - others
}

// around adds site and its neighbours to sites[:n], once each, and
// returns the new n.
func (p *Position) around(sites []uint8, n, site int) int {
	b := p.board
	n = addOnce(sites, n, uint8(site))
	for _, t := range b.nbr[site][:b.deg[site]] {
		n = addOnce(sites, n, t)
	}
	return n
}

func addOnce(sites []uint8, n int, s uint8) int {
	for _, t := range sites[:n] {
		if t == s {
			return n
		}
	}
	sites[n] = s
	return n + 1
}

// owners counts whose territory the sites are.
func (p *Position) owners(sites []uint8, q uint8) tally {
	var t tally
	for _, s := range sites {
		switch owner := p.Territory(int(s)); {
		case owner == int(q):
			t.mine++
		case owner != 0:
			t.others++
		}
	}
	return t
}
