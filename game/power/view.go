package power

import "slices"

// Read-only accessors for the play scene. None of them changes the game, and
// every slice they return is the caller's own.

// Map returns the board's geometry, shared by every copy of the game.
func (p *Position) Map() *Map { return p.m }

// Turn is the turn number, from 1. Once the game is over it is the number of
// the last turn played.
func (p *Position) Turn() int { return int(p.turn) }

// TurnLimit is the last turn (option turn_limit); after it the game is a draw.
func (p *Position) TurnLimit() int { return int(p.settings.limit) }

// Living tells whether player pl is still in the game.
func (p *Position) Living(pl int) bool { return p.living.Has(pl) }

// Feature returns the feature of cell c (none for NoCell).
func (p *Position) Feature(c Cell) Feature {
	if int(c) >= p.m.Len() {
		return Feature{}
	}
	return p.featAt(c).public()
}

// Unit returns the unit on cell c at the start of the turn, if any. Spawns
// ordered this turn are not on the board yet; see Orders.
func (p *Position) Unit(c Cell) (Unit, bool) {
	if int(c) >= p.m.Len() {
		return Unit{}, false
	}
	u := p.unitAt(c)
	return u.public(), u != 0
}

// Reserve is a player's reserve: units that can be spawned, and upgrades.
type Reserve struct {
	Infantry, Artillery, Tank, Upgrades int
}

// Of returns the number of units of type t in the reserve.
func (r Reserve) Of(t UnitType) int {
	switch t {
	case Infantry:
		return r.Infantry
	case Artillery:
		return r.Artillery
	case Tank:
		return r.Tank
	}
	return 0
}

// Reserve returns player pl's reserve at the start of the turn (it changes
// only in the resolution); empty for an eliminated player.
func (p *Position) Reserve(pl int) Reserve {
	if !p.living.Has(pl) {
		return Reserve{}
	}
	r := p.reserve[pl-1]
	return Reserve{int(r[0]), int(r[1]), int(r[2]), int(r[3])}
}

// Orders returns the steps player pl has entered so far this turn, taken
// apart. In hot-seat play, show only the mover's.
func (p *Position) Orders(pl int) []Order {
	if !p.living.Has(pl) {
		return nil
	}
	var list []Order
	for _, o := range p.playerOrders(pl) {
		list = append(list, o.decode())
	}
	return list
}

// OrderSteps returns the texts of the steps player pl entered this turn,
// in order: what Orders takes apart.
func (p *Position) OrderSteps(pl int) []string {
	if !p.living.Has(pl) {
		return nil
	}
	var steps []string
	for _, o := range p.playerOrders(pl) {
		steps = append(steps, string(p.appendOrder(nil, o)))
	}
	return steps
}

// Ended tells whether player pl has ended their orders this turn.
func (p *Position) Ended(pl int) bool {
	if !p.living.Has(pl) {
		return false
	}
	list := p.playerOrders(pl)
	return len(list) > 0 && list[len(list)-1] == endOrder
}

// Hops returns the cells that may come next on a move path of the player
// entering orders: path[0] is the cell of one of their units without a move
// yet, and path the cells chosen so far. It returns nil when the path cannot
// go on (no move points left) or is not a legal beginning.
func (p *Position) Hops(path []Cell) []Cell {
	pl := int(p.mover)
	if pl == 0 || len(path) == 0 || slices.ContainsFunc(path, func(c Cell) bool { return int(c) >= p.m.Len() }) {
		return nil
	}
	u, ok := p.movable(pl, path[0])
	if !ok || len(path) > u.movePoints() {
		return nil
	}
	r := request{kind: OrderMove, n: len(path)}
	copy(r.cells[:], path)
	if _, err := p.check(pl, r); err != nil {
		return nil
	}
	var next []Cell
	blocked := p.enemies(pl)
	for _, c := range p.m.within(path[len(path)-1], p.hopReach(path[0], u)) {
		if !blocked.has(c) {
			next = append(next, c)
		}
	}
	return next
}

// Reach returns every cell on which some legal move of the mover's unit on c
// ends, c itself included (holding), in cell order: the cells to highlight
// when the unit is selected, drop-off jumps included. It returns nil if the
// mover has no unit without a move on c.
func (p *Position) Reach(c Cell) []Cell {
	var set cellSet
	for _, s := range p.Legal(nil) {
		if o := order(s); o.kind() == OrderMove && o.at(0) == c {
			set.add(o.last())
		}
	}
	var cells []Cell
	for ; !set.empty(); set = set.rest() {
		cells = append(cells, set.first())
	}
	return cells
}

// InRange returns the cells a unit of type t standing on c could attack:
// those at distance 1 to its range, in cell order. There is no line of
// sight.
func (p *Position) InRange(c Cell, t UnitType) []Cell {
	if int(c) >= p.m.Len() || t < Infantry || t > Tank {
		return nil
	}
	return append([]Cell(nil), p.m.within(c, t.Range())...)
}
