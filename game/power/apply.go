package power

import (
	"pentarchy/game"
)

// Apply enters a step that Legal listed or ParseStep accepted for the player
// entering orders. The player's "end" passes the turn to the next living
// player; the last living player's "end" resolves the turn (§5). Apply
// allocates nothing unless events are recorded.
func (p *Position) Apply(s game.Step) {
	pl := int(p.mover)
	p.enter(pl, order(s))
	if order(s) == endOrder {
		p.pass(pl)
	}
}

// pass follows player pl's "end": the next living player enters orders, or
// after the last the turn resolves.
func (p *Position) pass(pl int) {
	if next := p.nextPlayer(pl); next != 0 {
		p.mover = uint8(next)
	} else {
		p.resolve(playerSeq{1, 2, 3, 4, 5, 6})
	}
}

// enter adds a step to player pl's orders and keeps the order phase's
// bookkeeping: spawns per base and per type, units that have a move.
func (p *Position) enter(pl int, o order) {
	p.orders[p.norders] = o
	p.norders++
	p.count[pl-1]++
	switch o.kind() {
	case OrderSpawn:
		c := o.cell()
		p.spawned.add(c)
		p.spawnU[c&127] = freshUnit(pl, o.typ(), o.plus())
		p.spent[pl-1][o.typ()-1]++
		if o.plus() {
			p.spent[pl-1][upgrades]++
		}
	case OrderMove:
		p.moved.add(o.at(0))
	}
}

// nextPlayer is the next living player after pl, or 0 after the last.
func (p *Position) nextPlayer(pl int) int {
	for next := pl + 1; next <= int(p.players); next++ {
		if p.living.Has(next) {
			return next
		}
	}
	return 0
}

// playerOrders returns the steps player pl entered this turn.
func (p *Position) playerOrders(pl int) []order {
	start := 0
	for q := 1; q < pl; q++ {
		start += int(p.count[q-1])
	}
	return p.orders[start : start+int(p.count[pl-1])]
}

// moverOrders returns the steps the mover entered this turn: the last ones.
func (p *Position) moverOrders() []order {
	return p.orders[p.norders-p.count[p.mover-1] : p.norders]
}

// clearOrders empties every order list after a resolution.
func (p *Position) clearOrders() {
	for set := p.spawned; !set.empty(); set = set.rest() {
		p.spawnU[set.first()&127] = 0
	}
	p.spawned = cellSet{}
	p.norders, p.count, p.moved, p.spent = 0, [maxPlayers]uint16{}, cellSet{}, [maxPlayers][4]uint8{}
}
