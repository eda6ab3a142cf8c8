package power

import (
	"math"
	"math/bits"

	"pentarchy/game"
	"pentarchy/game/rng"
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
// base it is capturing is best left without orders. Steps out of the
// canonical order, and attacks on cells without an enemy, are left out.
func (p *Position) Priors(legal []game.Step, logits []float32) {
	pl := int(p.mover)
	aim := p.aim(pl)
	after, spawning := canonicalFrom(p.moverOrders())
	idle := p.nextUnit(pl, after) == NoCell
	none := float32(math.Inf(-1))
	for i, s := range legal {
		o := order(s)
		logits[i] = none
		switch o.kind() {
		case OrderEnd:
			logits[i] = -1.2
			if idle {
				logits[i] = 1.1
			}
		case OrderSpawn:
			if spawning {
				logits[i] = 0.7
				if o.plus() {
					logits[i] = 1.1
				}
			}
		case OrderAttack:
			if u := p.unitAt(o.cell()); u != 0 && u.owner() != pl {
				logits[i] = 1.4
			}
		case OrderMove:
			if o.at(0) > after || after == NoCell {
				logits[i] = p.moveLogit(pl, o, aim)
			}
		}
	}
}

// moveLogit is the prior of a move: more the nearer it brings its unit to
// a goal; a hold only to fire; little for leaving a base being captured.
func (p *Position) moveLogit(pl int, o order, aim *cellBytes) float32 {
	from, to := o.at(0), o.last()
	u := p.piece(from)
	switch {
	case p.capturing(pl, from):
		return -3
	case o.hops() == 0:
		if p.enemyInRange(pl, from, u) {
			return 0.7
		}
		return -2.3
	}
	return 0.8 * float32(int(aim[from])-int(aim[to]))
}

// PlayoutStep follows the canonical order: fire at an enemy after a move
// when one is in range; spawn on free bases; then each unit in turn moves
// towards the nearest goal, or holds and fires at an enemy in range, or
// stays to capture the base it stands on; then end. It never needs the
// list of legal steps.
func (p *Position) PlayoutStep(r *rng.Rand, _ *[]game.Step) game.Step {
	pl, orders := int(p.mover), p.moverOrders()
	if t, ok := p.attackTarget(pl, orders); ok && r.Bits(3) != 0 { // 7 in 8
		return game.Step(attackOrder(t))
	}
	after, spawning := canonicalFrom(orders)
	if spawning && r.Bits(3) != 0 {
		if o, ok := p.randomSpawn(pl, r); ok {
			return game.Step(o)
		}
	}
	c := p.nextUnit(pl, after)
	if c == NoCell {
		return game.Step(endOrder)
	}
	u := p.piece(c)
	if p.enemyInRange(pl, c, u) && r.Bits(2) != 0 { // 3 in 4
		return game.Step(order(OrderMove) | order(c)<<8)
	}
	return game.Step(p.moveTowards(pl, c, u, r))
}

// PlayPlayoutTurn enters the orders PlayoutStep chooses for the player
// entering orders, up to their end, and returns who moves next and the
// turn (see game/ai's PlayoutPolicy). It does what Apply does, with a call
// less a step.
func (p *Position) PlayPlayoutTurn(r *rng.Rand, buf *[]game.Step) (mover, turn int) {
	pl := int(p.mover)
	if pl == 0 {
		return 0, p.Turn()
	}
	for {
		o := order(p.PlayoutStep(r, buf))
		p.enter(pl, o)
		if o == endOrder {
			break
		}
	}
	p.pass(pl)
	return p.Mover(), p.Turn()
}

// canonicalFrom returns, from a player's orders this turn, the cell of
// their last move (NoCell before any) and whether they may still spawn:
// only before any move.
func canonicalFrom(orders []order) (after Cell, spawning bool) {
	for i := len(orders) - 1; i >= 0; i-- {
		if orders[i].kind() == OrderMove {
			return orders[i].at(0), false
		}
	}
	return NoCell, true
}

// nextUnit is the first unit of pl, in cell order after the cell after,
// that has no move yet and is not capturing a base; NoCell if none.
func (p *Position) nextUnit(pl int, after Cell) Cell {
	capturing := p.anyBase.minus(p.bases[pl-1]).and(p.own[pl-1]) // see capturing
	free := p.own[pl-1].or(p.spawned.and(p.bases[pl-1])).minus(p.moved).minus(capturing)
	if after != NoCell {
		free = free.after(after)
	}
	if free.empty() {
		return NoCell
	}
	return free.first()
}

// capturing tells whether pl's unit on c, there since the start of the
// turn, stands on a base pl does not own: left without orders it takes it.
func (p *Position) capturing(pl int, c Cell) bool {
	f := p.featAt(c)
	return f.isBase() && f.owner() != pl && p.own[pl-1].has(c)
}

// enemyInRange tells whether an enemy unit stands, at the start of the
// turn, within range of pl's unit u on c.
func (p *Position) enemyInRange(pl int, c Cell, u unit) bool {
	return p.enemies(pl).meets(p.m.around(c, u.typ().Range()))
}

// attackTarget is the weakest enemy unit the unit of pl's last move can
// fire at, if that move, the last of pl's orders, leaves it move points to
// fire.
func (p *Position) attackTarget(pl int, orders []order) (Cell, bool) {
	if len(orders) == 0 {
		return NoCell, false
	}
	o := orders[len(orders)-1]
	u := p.piece(o.at(0))
	if o.kind() != OrderMove || o.hops() >= u.movePoints() {
		return NoCell, false
	}
	best, bestHP := NoCell, 1<<30
	targets := p.enemies(pl).and(p.m.around(o.last(), u.typ().Range()))
	for ; !targets.empty(); targets = targets.rest() {
		t := targets.first()
		if hp := p.unitAt(t).hp(); hp < bestHP {
			best, bestHP = t, hp
		}
	}
	return best, best != NoCell
}

// randomSpawn orders a spawn on a free base of pl's, of a type left in
// the reserve, spending an upgrade when one is left; false when none can.
func (p *Position) randomSpawn(pl int, r *rng.Rand) (order, bool) {
	free := p.bases[pl-1].minus(p.occupied.or(p.spawned))
	if free.empty() { // most of the time
		return 0, false
	}
	var types [3]UnitType
	n := 0
	for t := Infantry; t <= Tank; t++ {
		if p.left(pl, t) >= 1 {
			types[n] = t
			n++
		}
	}
	if n == 0 {
		return 0, false
	}
	for k := r.IntN(free.count()); k > 0; k-- {
		free = free.rest()
	}
	c := free.first()
	return spawnOrder(types[r.IntN(n)], p.left(pl, 0) >= 1, c), true
}

// moveTowards orders a move of pl's unit u on c that ends nearest a goal,
// or now and then any move. Cells are tried from a random place in each
// ring of neighbours, so that ties fall out at random: the move is the
// first, in that order, of those that end nearest (and nearer than c).
func (p *Position) moveTowards(pl int, c Cell, u unit, r *rng.Rand) order {
	blocked := p.enemies(pl)
	reach, two := p.hopReach(c, u), u.movePoints() >= 2
	hold := order(OrderMove) | order(c)<<8
	if r.IntN(6) == 0 {
		return p.anyMove(hold, c, reach, two, blocked, r)
	}
	ring := p.m.within(c, reach)
	turn := r.IntN(len(ring))
	nearest := p.nearestEnds(pl, c, reach, two, blocked)
	if nearest.empty() {
		return hold
	}
	// Each ring is read from index turn (modulo its length) on, wrapping
	// round; i and j step on without a division, dear in WebAssembly.
	i := turn
	for range ring {
		c1 := ring[i]
		if i++; i == len(ring) {
			i = 0
		}
		if blocked.has(c1) {
			continue
		}
		one := hold | 1<<2 | order(c1)<<16
		if nearest.has(c1) {
			return one
		}
		if !two || !p.m.around(c1, reach).meets(nearest) {
			continue
		}
		next := p.m.within(c1, reach) // holds a cell of nearest: the loop ends
		for j := turn % len(next); ; {
			if c2 := next[j]; nearest.has(c2) {
				return one + 1<<2 | order(c2)<<24
			}
			if j++; j == len(next) {
				j = 0
			}
		}
	}
	return hold // not reached: a cell of nearest is one or two hops away
}

// nearestEnds is the set of the cells where a move of pl's unit on c may
// end (with hops of reach, two of them when two, never through blocked)
// that are nearest a goal, if they are nearer than c; else empty.
func (p *Position) nearestEnds(pl int, c Cell, reach int, two bool, blocked cellSet) cellSet {
	around := &p.m.nearSet[reach-1]
	ends := around[c&127].minus(blocked)
	if two {
		hop := ends
		for w := range 2 {
			for set := hop[w]; set != 0; set &= set - 1 {
				ends = ends.or(around[w<<6|bits.TrailingZeros64(set)].minus(blocked))
			}
		}
	}
	aim := p.aim(pl)
	var nearest cellSet
	best := aim[c&127]
	for w := range 2 {
		for set := ends[w]; set != 0; set &= set - 1 {
			x := w<<6 | bits.TrailingZeros64(set)
			switch d := aim[x&127]; {
			case d < best:
				best, nearest = d, cellSet{}
				nearest[w] = set & -set
			case d == best && best < aim[c&127]:
				nearest[w] |= set & -set
			}
		}
	}
	return nearest
}

// anyMove orders a move drawn at random (not evenly) from those of the unit
// on c: each hop goes to a random unblocked neighbour, if it has one.
func (p *Position) anyMove(hold order, c Cell, reach int, two bool, blocked cellSet, r *rng.Rand) order {
	o, at := hold, c
	for hop := range 2 {
		if hop == 1 && !two || r.IntN(3) == 0 {
			break
		}
		ring := p.m.within(at, reach)
		next := ring[r.IntN(len(ring))]
		if blocked.has(next) {
			break
		}
		o += 1 << 2
		o |= order(next) << (16 + 8*hop)
		at = next
	}
	return o
}

// aim returns how far each cell is from the nearest of pl's goals, the
// cells pl's units head for: bases pl does not own, and one cell beyond
// each enemy unit (it may have moved); 0 everywhere without goals. The
// goals stay the same through the order phase, so the distances are
// worked out once a turn for each player, when first asked for.
func (p *Position) aim(pl int) *cellBytes {
	if p.aimed&(1<<pl) == 0 {
		p.fillAim(pl)
	}
	return &p.aims[pl-1]
}

// fillAim works out pl's aim (see aim) a ring of cells at a time out from
// the goals: the boards are convex, so the steps between two cells through
// the board are their distance.
func (p *Position) fillAim(pl int) {
	p.aimed |= 1 << pl
	aim := &p.aims[pl-1]
	bases := p.anyBase.minus(p.bases[pl-1])
	beyond := p.enemies(pl).minus(bases)
	if bases.or(beyond).empty() {
		*aim = cellBytes{}
		return
	}
	// Every cell gets its distance (the board is connected): aim needs no
	// clearing first.
	adjacent := &p.m.nearSet[0] // read once: the stores to aim make the compiler read p.m again
	reached, ring := cellSet{}, bases
	for d := uint8(0); ; d++ {
		if d == 1 {
			ring = ring.or(beyond.minus(reached))
		}
		if ring.empty() && d > 0 {
			return
		}
		reached = reached.or(ring)
		var next cellSet
		for w := range 2 {
			for set := ring[w]; set != 0; set &= set - 1 {
				c := (w<<6 | bits.TrailingZeros64(set)) & 127 // < 128: no bounds checks
				aim[c] = d
				next = next.or(adjacent[c])
			}
		}
		ring = next.minus(reached)
	}
}
