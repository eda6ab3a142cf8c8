package power

import "fmt"

// symmetry is a turn of the board that maps the default layout onto itself
// and the players onto each other (§3): on 5-3-3 with 2 players the 180°
// turn swaps players 1 and 2; on 4-4-4 with 3 players (q,r,s) -> (r,s,q)
// maps players 1→2→3.
type symmetry struct {
	turn   func(q, r int) (int, int)
	player [maxPlayers + 1]int
}

func symmetryOf(p *Position) (symmetry, bool) {
	switch {
	case p.m.board == "5-3-3" && p.players == 2:
		return symmetry{func(q, r int) (int, int) { return -q, -r }, [maxPlayers + 1]int{0, 2, 1}}, true
	case p.m.board == "4-4-4" && p.players == 3:
		return symmetry{func(q, r int) (int, int) { return r, -q - r }, [maxPlayers + 1]int{0, 2, 3, 1}}, true
	}
	return symmetry{}, false
}

func (s symmetry) cell(m *Map, c Cell) Cell {
	q, r := m.Hex(c)
	t, _ := m.Cell(s.turn(q, r))
	return t
}

func (s symmetry) order(m *Map, o order) order {
	switch o.kind() {
	case OrderSpawn:
		return spawnOrder(o.typ(), o.plus(), s.cell(m, o.cell()))
	case OrderAttack:
		return attackOrder(s.cell(m, o.cell()))
	case OrderMove:
		var path []Cell
		for i := 0; i <= o.hops(); i++ {
			path = append(path, s.cell(m, o.at(i)))
		}
		return moveOrder(path...)
	}
	return o
}

// apply returns the image of p: cells turned, players renamed, each
// player's order list given to the player's image. The mover is the lowest
// living player (apply is for positions between turns or ready to resolve).
func (s symmetry) apply(p *Position) *Position {
	q := &Position{m: p.m, settings: p.settings, turn: p.turn, players: p.players, ending: p.ending}
	q.winner = uint8(s.player[p.winner])
	for c := range Cell(p.m.Len()) {
		f, u, t := p.featAt(c), p.unitAt(c), s.cell(p.m, c)
		q.feat[t] = makeFeature(f.kind(), s.player[f.owner()])
		if u != 0 {
			q.units[t] = makeUnit(s.player[u.owner()], u.typ(), u.hp(), u.upgraded())
		}
	}
	for pl := 1; pl <= int(p.players); pl++ {
		if p.living.Has(pl) {
			q.living = q.living.With(s.player[pl])
		}
		q.reserve[s.player[pl]-1] = p.reserve[pl-1]
	}
	q.index()
	for img := 1; img <= int(p.players); img++ {
		for pl := 1; pl <= int(p.players); pl++ {
			if s.player[pl] != img {
				continue
			}
			for _, o := range p.playerOrders(pl) {
				q.enter(img, s.order(p.m, o))
			}
		}
	}
	for pl := int(p.players); pl >= 1 && p.mover != 0; pl-- {
		if q.living.Has(pl) {
			q.mover = uint8(pl)
		}
	}
	return q
}

// symmetryHolds ends the turn of p's last player, resolves it, and checks
// that resolving the turned and renamed orders gives the turned and renamed
// outcome: no player number, entry order or cell numbering favours anyone.
func symmetryHolds(p *Position) error {
	s, ok := symmetryOf(p)
	if !ok {
		return nil
	}
	a := p.Clone().(*Position)
	a.enter(int(a.mover), endOrder)
	b := s.apply(a)
	a.resolve(playerSeq{1, 2, 3})
	b.resolve(playerSeq{1, 2, 3})
	if want := s.apply(a).String(); b.String() != want {
		return fmt.Errorf("the turned orders of\n%s\nresolve to\n%s\nnot the turned outcome\n%s", p, b, want)
	}
	return nil
}
