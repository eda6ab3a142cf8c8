package power

import (
	"pentarchy/game"
)

// ParseStep reads a step text and checks that the player entering orders may
// enter it now (§4.1, §4.2). Its errors are *StepError values that say why.
func (p *Position) ParseStep(text string) (game.Step, error) {
	if p.mover == 0 {
		return 0, illegal("game is over")
	}
	r, err := readStep(p.m, text)
	if err != nil {
		return 0, err
	}
	o, err := p.check(int(p.mover), r)
	return game.Step(o), err
}

// check tells whether player pl may enter the step r now, and encodes it.
func (p *Position) check(pl int, r request) (order, error) {
	switch r.kind {
	case OrderSpawn:
		return p.checkSpawn(pl, r)
	case OrderMove:
		return p.checkMove(pl, r)
	case OrderAttack:
		return p.checkAttack(pl, r.cells[0])
	}
	return endOrder, nil
}

func (p *Position) checkSpawn(pl int, r request) (order, error) {
	c, name := r.cells[0], p.m.Name(r.cells[0])
	switch {
	case !p.featAt(c).baseOf(pl):
		return 0, illegal("%s is not a base of yours", name)
	case p.units[c] != 0:
		return 0, illegal("a unit stands on %s", name)
	case p.spawned.has(c):
		return 0, illegal("you already spawn on %s this turn", name)
	case p.left(pl, r.typ) < 1:
		return 0, illegal("no %s left in your reserve", r.typ)
	case r.plus && p.left(pl, 0) < 1:
		return 0, illegal("no upgrade left in your reserve")
	}
	return spawnOrder(r.typ, r.plus, c), nil
}

func (p *Position) checkMove(pl int, r request) (order, error) {
	c0 := r.cells[0]
	u, ok := p.movable(pl, c0)
	switch {
	case u == 0 || u.owner() != pl:
		return 0, illegal("no unit of yours on %s", p.m.Name(c0))
	case !ok:
		return 0, illegal("that unit already has a move")
	case r.n-1 > u.movePoints():
		return 0, illegal("%s has only %d move point%s", article(u.typ()), u.movePoints(), plural(u.movePoints()))
	}
	reach := p.hopReach(c0, u)
	for i := 1; i < r.n; i++ {
		from, to := r.cells[i-1], r.cells[i]
		switch d := p.m.Distance(from, to); {
		case d == 0:
			return 0, illegal("a hop must leave its cell (%s)", p.m.Name(to))
		case d > reach:
			return 0, illegal("%s is more than %d cell%s from %s", p.m.Name(to), reach, plural(reach), p.m.Name(from))
		}
		if u := p.unitAt(to); u != 0 && u.owner() != pl {
			return 0, illegal("an enemy unit stands on %s", p.m.Name(to))
		}
	}
	return moveOrder(r.cells[:r.n]...), nil
}

func (p *Position) checkAttack(pl int, t Cell) (order, error) {
	if p.count[pl-1] == 0 || p.orders[p.norders-1].kind() != OrderMove {
		return 0, illegal("an attack must come right after the move of the unit that fires")
	}
	o, ok := p.lastMove(pl)
	if !ok {
		return 0, illegal("that unit has no move points left to fire")
	}
	u := p.piece(o.at(0))
	switch d := p.m.Distance(o.last(), t); {
	case d == 0:
		return 0, illegal("a unit cannot fire at its own cell")
	case d > u.typ().Range():
		return 0, illegal("%s is out of range", p.m.Name(t))
	}
	return attackOrder(t), nil
}

// article names a unit type with its article: "an infantry", "a tank".
func article(t UnitType) string {
	if t == Infantry || t == Artillery {
		return "an " + t.String()
	}
	return "a " + t.String()
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
