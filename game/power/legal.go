package power

import (
	"pentarchy/game"
)

// The legal steps of §4.2: they depend only on the position at the start of
// the turn and on the mover's own earlier steps this turn.

// Legal appends the legal steps of the player entering orders to dst: end,
// then the spawns, the attacks and the moves. It appends nothing once the
// game is over, and it allocates nothing when dst has room.
func (p *Position) Legal(dst []game.Step) []game.Step {
	if p.mover == 0 {
		return dst
	}
	pl := int(p.mover)
	dst = append(dst, game.Step(endOrder))
	dst = p.appendSpawns(dst, pl)
	dst = p.appendAttacks(dst, pl)
	return p.appendMoves(dst, pl)
}

// left is how many units of type t (or upgrades, t = 0) player pl may still
// spawn this turn: the start-of-turn reserve minus this turn's spawns.
func (p *Position) left(pl int, t UnitType) int {
	i := upgrades
	if t != 0 {
		i = int(t) - 1
	}
	return int(p.reserve[pl-1][i]) - int(p.spent[pl-1][i])
}

func (p *Position) appendSpawns(dst []game.Step, pl int) []game.Step {
	plus := p.left(pl, 0) >= 1
	for free := p.bases[pl-1].minus(p.occupied.or(p.spawned)); !free.empty(); free = free.rest() {
		c := free.first()
		for t := Infantry; t <= Tank; t++ {
			if p.left(pl, t) >= 1 {
				dst = append(dst, game.Step(spawnOrder(t, false, c)))
				if plus {
					dst = append(dst, game.Step(spawnOrder(t, true, c)))
				}
			}
		}
	}
	return dst
}

// lastMove returns the mover's last step if it is a move that leaves its
// unit move points to fire (§4.2 attack).
func (p *Position) lastMove(pl int) (order, bool) {
	if p.count[pl-1] == 0 {
		return 0, false
	}
	o := p.orders[p.norders-1]
	return o, o.kind() == OrderMove && o.hops() < p.piece(o.at(0)).movePoints()
}

func (p *Position) appendAttacks(dst []game.Step, pl int) []game.Step {
	o, ok := p.lastMove(pl)
	if !ok {
		return dst
	}
	for _, t := range p.m.within(o.last(), p.piece(o.at(0)).typ().Range()) {
		dst = append(dst, game.Step(attackOrder(t)))
	}
	return dst
}

// enemies is the set of cells where another player's unit stands at the
// start of the turn: no path of pl's may enter them.
func (p *Position) enemies(pl int) cellSet { return p.occupied.minus(p.own[pl-1]) }

// hopReach is how far each hop of the unit u on c may go: 2 for an Infantry
// on a base of its owner (drop-off, §4.3; a spawned unit stands on one),
// else 1.
func (p *Position) hopReach(c Cell, u unit) int {
	if u.dropOff() && p.bases[u.owner()-1].has(c) {
		return 2
	}
	return 1
}

// movable tells whether c holds a unit of pl (there at the start of the turn
// or spawned) that has no move yet.
func (p *Position) movable(pl int, c Cell) (unit, bool) {
	u := p.piece(c)
	return u, u != 0 && u.owner() == pl && !p.moved.has(c)
}

func (p *Position) appendMoves(dst []game.Step, pl int) []game.Step {
	blocked := p.enemies(pl)
	mine := p.own[pl-1].or(p.spawned.and(p.bases[pl-1])).minus(p.moved)
	for ; !mine.empty(); mine = mine.rest() {
		c := mine.first()
		u := p.piece(c)
		reach, two := p.hopReach(c, u), u.movePoints() >= 2
		hold := order(OrderMove) | order(c)<<8
		dst = append(dst, game.Step(hold))
		for _, c1 := range p.m.within(c, reach) {
			if blocked.has(c1) {
				continue
			}
			one := hold | 1<<2 | order(c1)<<16
			dst = append(dst, game.Step(one))
			if !two {
				continue
			}
			for _, c2 := range p.m.within(c1, reach) {
				if !blocked.has(c2) {
					dst = append(dst, game.Step(one+1<<2|order(c2)<<24))
				}
			}
		}
	}
	return dst
}
