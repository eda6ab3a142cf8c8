package ai

import (
	"pentarchy/game"
	"pentarchy/game/rng"
)

// greedy is a reference player of the arena: it takes the step with the
// best immediate outcome, looking no further. A step that wins comes first;
// then the mover's chance after the step by the ruleset's evaluation; then
// the ruleset's prior for the step (Parry has no evaluation: its priors
// count the territory a step gains); ties are broken at random.
type greedy struct {
	rng    *rng.Rand
	legal  []game.Step
	logits []float32
	values []float64
	work   game.Position
}

func newGreedy(seed uint64) *greedy { return &greedy{rng: rng.New(seed, 0x9eed)} }

func (g *greedy) Choose(pos game.Position) game.Step {
	g.legal = pos.Legal(g.legal[:0])
	g.logits = resize(g.logits, len(g.legal))
	if prior, ok := pos.(Prior); ok {
		prior.Priors(g.legal, g.logits)
	}
	mover := pos.Mover()
	best, bestChance, bestLogit, ties := game.Step(0), -1.0, float32(0), 0
	for j, s := range g.legal {
		g.work = cloneInto(g.work, pos)
		g.work.Apply(s)
		c, l := chanceOf(g.work, mover, &g.values), g.logits[j]
		switch {
		case c > bestChance || c == bestChance && l > bestLogit:
			best, bestChance, bestLogit, ties = s, c, l, 1
		case c == bestChance && l == bestLogit:
			if ties++; g.rng.IntN(ties) == 0 { // each of the tied steps alike
				best = s
			}
		}
	}
	return best
}

func (g *greedy) Playouts() int { return 0 }
