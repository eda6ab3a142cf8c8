package power

import (
	"math"
	"math/rand/v2"

	"pentarchy/game"
)

// Knowledge for the computer player (package game/ai), which finds these
// methods by type assertion.
//
// A player's orders are searched in one canonical order: spawns first,
// then the units' moves in increasing cell order, each move perhaps
// followed by its attack, then end. Every set of orders has such an order
// (only the rank among one's own units claiming the same cell is lost), and
// it spares the search the many orders of the same set.

// Evaluate shares the chance of winning by strength: sources count most,
// then home bases, units on the board (by HP) and units in reserve.
func (p *Position) Evaluate(values []float64) {
	var strength [maxPlayers]float64
	for c := range Cell(p.m.Len()) {
		if f := p.featAt(c); f.isBase() && f.owner() != 0 {
			if f.kind() == Source {
				strength[f.owner()-1] += 4
			} else {
				strength[f.owner()-1] += 2
			}
		}
		if u := p.unitAt(c); u != 0 {
			strength[u.owner()-1] += 0.6 + 0.4*float64(u.hp())
		}
	}
	sum := 0.0
	for pl := range values {
		values[pl] = 0
		if !p.living.Has(pl + 1) {
			continue
		}
		r := p.reserve[pl]
		s := strength[pl] + 0.15*float64(min(int(r[0]+r[1]+r[2]), 12))
		values[pl] = math.Exp(s / 3)
		sum += values[pl]
	}
	for pl := range values {
		values[pl] /= sum
	}
}

// Priors keep to the canonical order and favour spawning, attacking cells
// where enemy units stand, and moves towards bases to capture; a unit on a
// base it is capturing is best left without orders.
func (p *Position) Priors(legal []game.Step, weights []float32) {
	pl := int(p.mover)
	g := p.goals(pl)
	after, spawning := p.canonicalFrom(pl)
	idle := p.nextUnit(pl, after) == NoCell
	for i, s := range legal {
		o := order(s)
		switch o.kind() {
		case OrderEnd:
			weights[i] = 0.3
			if idle {
				weights[i] = 3
			}
		case OrderSpawn:
			if spawning {
				weights[i] = 2
				if o.plus() {
					weights[i] = 3
				}
			}
		case OrderAttack:
			if u := p.unitAt(o.cell()); u != 0 && u.owner() != pl {
				weights[i] = 4
			}
		case OrderMove:
			if o.at(0) > after || after == NoCell {
				weights[i] = p.moveWeight(pl, o, &g)
			}
		}
	}
}

// moveWeight is the prior of a move: more the nearer it brings its unit
// to a goal; a hold only to fire; little for leaving a base being captured.
func (p *Position) moveWeight(pl int, o order, g *goals) float32 {
	from, to := o.at(0), o.last()
	u := p.piece(from)
	switch {
	case p.capturing(pl, from):
		return 0.05
	case o.hops() == 0:
		if p.enemyInRange(pl, from, u) {
			return 2
		}
		return 0.1
	}
	gain := g.distance(p.m, from) - g.distance(p.m, to)
	return float32(math.Exp(0.8 * float64(gain)))
}

// PlayoutStep follows the canonical order: fire at an enemy after a move
// when one is in range; spawn on free bases; then each unit in turn moves
// towards the nearest goal, or holds and fires at an enemy in range, or
// stays to capture the base it stands on; then end.
func (p *Position) PlayoutStep(legal []game.Step, rng *rand.Rand) game.Step {
	pl := int(p.mover)
	if t, ok := p.attackTarget(pl); ok && rng.IntN(8) != 0 {
		return game.Step(attackOrder(t))
	}
	after, spawning := p.canonicalFrom(pl)
	if spawning {
		if s, ok := p.randomSpawn(legal, rng); ok {
			return s
		}
	}
	c := p.nextUnit(pl, after)
	if c == NoCell {
		return game.Step(endOrder)
	}
	u := p.piece(c)
	if p.enemyInRange(pl, c, u) && rng.IntN(4) != 0 {
		return game.Step(moveOrder(c))
	}
	g := p.goals(pl)
	return p.moveTowards(legal, c, &g, rng)
}

// canonicalFrom returns the cell of the mover's last move this turn
// (NoCell before any) and whether the mover may still spawn: only before
// any move.
func (p *Position) canonicalFrom(pl int) (after Cell, spawning bool) {
	after = NoCell
	for _, o := range p.playerOrders(pl) {
		if o.kind() == OrderMove {
			after = o.at(0)
		}
	}
	return after, after == NoCell
}

// nextUnit is the first unit of pl, in cell order after the cell after,
// that has no move yet and is not capturing a base; NoCell if none.
func (p *Position) nextUnit(pl int, after Cell) Cell {
	mine := (p.own[pl-1] | p.spawned&p.bases[pl-1]) &^ p.moved
	start := Cell(0)
	if after != NoCell {
		start = after + 1
	}
	for c := start; c < Cell(p.m.Len()); c++ {
		if mine&(1<<c) != 0 && !p.capturing(pl, c) {
			return c
		}
	}
	return NoCell
}

// capturing tells whether pl's unit on c, there since the start of the
// turn, stands on a base pl does not own: left without orders it takes it.
func (p *Position) capturing(pl int, c Cell) bool {
	f := p.featAt(c)
	return f.isBase() && f.owner() != pl && p.own[pl-1]&(1<<c) != 0
}

// enemyInRange tells whether an enemy unit stands, at the start of the
// turn, within range of pl's unit u on c.
func (p *Position) enemyInRange(pl int, c Cell, u unit) bool {
	enemies := p.enemies(pl)
	for _, t := range p.m.within(c, u.typ().Range()) {
		if enemies&(1<<t) != 0 {
			return true
		}
	}
	return false
}

// attackTarget is the weakest enemy unit the unit of the mover's last
// move can fire at, if that move leaves it move points to fire.
func (p *Position) attackTarget(pl int) (Cell, bool) {
	o, ok := p.lastMove(pl)
	if !ok {
		return NoCell, false
	}
	best, bestHP := NoCell, 1<<30
	enemies := p.enemies(pl)
	for _, t := range p.m.within(o.last(), p.piece(o.at(0)).typ().Range()) {
		if enemies&(1<<t) != 0 && p.unitAt(t).hp() < bestHP {
			best, bestHP = t, p.unitAt(t).hp()
		}
	}
	return best, best != NoCell
}

// randomSpawn picks one of the spawns of legal at random, preferring those
// that spend an upgrade; none now and then, to keep units in reserve.
func (p *Position) randomSpawn(legal []game.Step, rng *rand.Rand) (game.Step, bool) {
	n, plus := 0, false
	for _, s := range legal {
		if o := order(s); o.kind() == OrderSpawn {
			n++
			plus = plus || o.plus()
		}
	}
	if n == 0 || rng.IntN(8) == 0 {
		return 0, false
	}
	for {
		s := legal[rng.IntN(len(legal))]
		if o := order(s); o.kind() == OrderSpawn && o.plus() == plus {
			return s, true
		}
	}
}

// moveTowards picks, among the moves of legal for the unit on c, one whose
// last cell is nearest a goal (ties at random), or now and then any.
func (p *Position) moveTowards(legal []game.Step, c Cell, g *goals, rng *rand.Rand) game.Step {
	var best game.Step
	bestDist, ties := 1<<30, 0
	wild := rng.IntN(6) == 0
	for _, s := range legal {
		o := order(s)
		if o.kind() != OrderMove || o.at(0) != c {
			continue
		}
		d := 0
		if !wild {
			d = g.distance(p.m, o.last())
		}
		switch {
		case d < bestDist:
			best, bestDist, ties = s, d, 1
		case d == bestDist:
			if ties++; rng.IntN(ties) == 0 {
				best = s
			}
		}
	}
	return best
}

// goals are the cells pl's units head for: bases pl does not own, and the
// cells of enemy units (one cell further, as they may have moved).
type goals struct {
	cells [maxCells]Cell
	extra [maxCells]uint8
	n     int
}

func (p *Position) goals(pl int) goals {
	var g goals
	enemies := p.enemies(pl)
	for c := range Cell(p.m.Len()) {
		f := p.featAt(c)
		switch {
		case f.isBase() && f.owner() != pl:
			g.cells[g.n], g.extra[g.n] = c, 0
			g.n++
		case enemies&(1<<c) != 0:
			g.cells[g.n], g.extra[g.n] = c, 1
			g.n++
		}
	}
	return g
}

// distance is how far c is from the nearest goal; 0 without goals.
func (g *goals) distance(m *Map, c Cell) int {
	if g.n == 0 {
		return 0
	}
	best := 1 << 30
	for i, t := range g.cells[:g.n] {
		best = min(best, m.Distance(c, t)+int(g.extra[i]))
	}
	return best
}
