package power

import (
	"fmt"
	"slices"

	"pentarchy/game"
	"pentarchy/game/rng"
)

// Fair random maps (§12.4). A map is fair when every player sees the same
// sorted list of distances from its home base to every source, to every
// upgrade tile and to every other home base. Where a boardTurn of the board
// maps the players onto each other, the map is made invariant under it, and
// the lists are equal; otherwise a search moves features about until each
// list differs from the others' by at most 1 in any entry.

// FairLayout makes a fair map of a board for 2 to 6 players from a seed:
// the same seed gives the same map. Every player's reserve is 6/6/6/0.
func FairLayout(board string, players int, seed uint64) (*Layout, error) {
	m, err := newMap(board)
	if err != nil {
		return nil, err
	}
	if players < 2 || players > maxPlayers {
		return nil, fmt.Errorf("a map has 2 to %d players, not %d", maxPlayers, players)
	}
	g := &generator{m: m, players: players, r: rng.New(seed, 0x5eed)}
	g.sources, g.upgrades = players+1+m.Len()/45, players
	if players+g.sources+g.upgrades > m.Len() {
		return nil, fmt.Errorf("board %s is too small for %d players", board, players)
	}
	if group := symmetries(m, players); group != nil {
		if l, ok := g.symmetric(group); ok {
			return l, nil
		}
	}
	// Without a symmetry, a crowded board may need fewer features.
	for g.sources >= 1 {
		if l, ok := g.search(); ok {
			return l, nil
		}
		if g.upgrades > 0 {
			g.upgrades--
		} else {
			g.sources--
		}
	}
	return nil, fmt.Errorf("no fair map of board %s for %d players was found from seed %d", board, players, seed)
}

// generator makes one fair map.
type generator struct {
	m                 *Map
	players           int
	sources, upgrades int // how many to place
	r                 *rng.Rand
}

// A turn or mirror of the board, on axial coordinates.
type boardTurn func(q, r int) (int, int)

// symmetries returns a group of turns and mirrors that maps the board onto
// itself and has one element for each player, if the board has one: the
// left-right mirror (or a 180° turn) for 2 players, the 120° turns for 3 and
// the 60° turns for 6 on a regular hexagon a-a-a, the mirrors and the 180°
// turn for 4 on a board with b = c.
func symmetries(m *Map, players int) []boardTurn {
	a, b, c, _ := BoardSides(m.board)
	id := func(q, r int) (int, int) { return q, r }
	turn180 := func(q, r int) (int, int) { return -q, -r }
	mirror := func(q, r int) (int, int) { return -q - r, r }
	flip := func(q, r int) (int, int) { return q + r, -r }
	turn60 := func(q, r int) (int, int) { return -r, q + r }
	power := func(s boardTurn, n int) boardTurn {
		return func(q, r int) (int, int) {
			for range n {
				q, r = s(q, r)
			}
			return q, r
		}
	}
	regular := a == b && b == c
	switch {
	case players == 2 && b == c:
		return []boardTurn{id, turn180}
	case players == 2:
		return []boardTurn{id, mirror}
	case players == 3 && regular:
		return []boardTurn{id, power(turn60, 2), power(turn60, 4)}
	case players == 4 && b == c:
		return []boardTurn{id, turn180, mirror, flip}
	case players == 6 && regular:
		return []boardTurn{id, turn60, power(turn60, 2), power(turn60, 3), power(turn60, 4), power(turn60, 5)}
	}
	return nil
}

// orbit is the images of c under the group, in the group's order.
func orbit(m *Map, group []boardTurn, c Cell) []Cell {
	cells := make([]Cell, len(group))
	for i, s := range group {
		cells[i], _ = m.Cell(s(m.Hex(c)))
	}
	return cells
}

// symmetric makes a map invariant under the group: player i's home base is
// the image of player 1's under the group's i-th element, and the sources
// and upgrade tiles are whole orbits.
func (g *generator) symmetric(group []boardTurn) (*Layout, bool) {
	l := &Layout{m: g.m}
	var free []Cell // cells whose orbit has one cell per player
	best := 0
	for c := range Cell(g.m.Len()) {
		o := orbit(g.m, group, c)
		if gap := g.gap(o); gap > 0 {
			free = append(free, c)
			best = max(best, gap)
		}
	}
	// Homes far apart: an orbit whose closest pair is within 1 of the best.
	far := free[:0]
	for _, c := range free {
		if g.gap(orbit(g.m, group, c)) >= best-1 {
			far = append(far, c)
		}
	}
	free = far
	if len(free) == 0 {
		return nil, false
	}
	for _, h := range orbit(g.m, group, free[g.r.IntN(len(free))]) {
		l.Place(Home, h)
	}
	for _, k := range []FeatureKind{Source, Upgrade} {
		want := g.sources
		if k == Upgrade {
			want = g.upgrades
		}
		if !g.fillOrbits(l, group, k, want) {
			return nil, false
		}
	}
	return l, true
}

// gap is the smallest distance between two cells of an orbit, or 0 if a
// cell appears twice.
func (g *generator) gap(o []Cell) int {
	gap := 1 << 30
	for i, a := range o {
		for _, b := range o[i+1:] {
			gap = min(gap, g.m.Distance(a, b))
		}
	}
	return gap
}

// fillOrbits places whole orbits of features of kind k until there are
// about want of them: never more than want and half an orbit. Cells 2 or
// more from every home base come first. It tells whether it placed any.
func (g *generator) fillOrbits(l *Layout, group []boardTurn, k FeatureKind, want int) bool {
	placed := 0
	for _, near := range []bool{false, true} {
		for _, c := range g.shuffled() {
			o := orbit(g.m, group, c)
			game.SortSmall(o)
			o = slices.Compact(o)
			if placed+len(o) > want+(len(group)-1)/2 || !g.allFree(l, o, near) {
				continue
			}
			for _, c := range o {
				l.Place(k, c)
			}
			if placed += len(o); placed >= want {
				return true
			}
		}
	}
	return placed > 0
}

// allFree tells whether no feature stands on any of the cells, and, unless
// near, none of them is next to a home base.
func (g *generator) allFree(l *Layout, cells []Cell, near bool) bool {
	for _, c := range cells {
		if l.feat[c] != 0 || !near && g.nextToHome(l.homes, c) {
			return false
		}
	}
	return true
}

func (g *generator) nextToHome(homes []Cell, c Cell) bool {
	for _, h := range homes {
		if g.m.Distance(h, c) <= 1 {
			return true
		}
	}
	return false
}

// search looks for a fair map without a boardTurn: it scatters the features,
// then moves one at a time to a random free cell, keeping each move that
// leaves the map no less fair, until it is fair; it starts again a few
// times before it gives up.
func (g *generator) search() (*Layout, bool) {
	for range 10 {
		s := g.scatter()
		cost := s.cost()
		for range 4000 {
			if cost == 0 {
				return s.layout(), true
			}
			i, to := g.r.IntN(len(s.cells)), Cell(g.r.IntN(g.m.Len()))
			from := s.cells[i]
			if s.taken.has(to) || i < g.players && !s.apart(i, to) {
				continue
			}
			s.move(i, to)
			if c := s.cost(); c <= cost {
				cost = c
			} else {
				s.move(i, from)
			}
		}
	}
	return nil, false
}

// sketch is a map being searched for: the home bases, then the sources,
// then the upgrade tiles.
type sketch struct {
	g        *generator
	cells    []Cell
	taken    cellSet
	minApart int // the least distance between two home bases
}

// scatter places the home bases each as far as it can be from the others
// (the first at random), then the sources and upgrade tiles at random,
// away from the home bases where there is room.
func (g *generator) scatter() *sketch {
	s := &sketch{g: g, minApart: 1 << 30}
	s.put(Cell(g.r.IntN(g.m.Len())))
	for len(s.cells) < g.players {
		best, far := NoCell, -1
		for _, c := range g.shuffled() {
			if d := s.nearestHome(c); d > far {
				best, far = c, d
			}
		}
		s.minApart = min(s.minApart, far)
		s.put(best)
	}
	s.minApart = max(2, s.minApart-1)
	for len(s.cells) < g.players+g.sources+g.upgrades {
		c := Cell(g.r.IntN(g.m.Len()))
		if !s.taken.has(c) && (s.nearestHome(c) >= 2 || g.r.IntN(8) == 0) {
			s.put(c)
		}
	}
	return s
}

func (s *sketch) put(c Cell) {
	s.cells = append(s.cells, c)
	s.taken.add(c)
}

func (s *sketch) move(i int, to Cell) {
	s.taken = s.taken.without(s.cells[i]).or(cellBit(to))
	s.cells[i] = to
}

// nearestHome is the distance from c to the nearest home base.
func (s *sketch) nearestHome(c Cell) int {
	d := 1 << 30
	for _, h := range s.cells[:min(len(s.cells), s.g.players)] {
		d = min(d, s.g.m.Distance(h, c))
	}
	return d
}

// apart tells whether home base i may move to c: no nearer than minApart
// to any other.
func (s *sketch) apart(i int, c Cell) bool {
	for j, h := range s.cells[:s.g.players] {
		if j != i && s.g.m.Distance(h, c) < s.minApart {
			return false
		}
	}
	return true
}

// cost is how far the sketch is from fair: for each kind of feature and
// each place in the sorted lists of distances, how much the players' entries
// spread beyond 1.
func (s *sketch) cost() int {
	cost := 0
	for _, part := range s.parts() {
		cost += max(0, spread(s.g.m, s.cells[:s.g.players], part)-1)
	}
	return cost
}

// parts are the home bases, the sources and the upgrade tiles.
func (s *sketch) parts() [3][]Cell {
	n, k := s.g.players, s.g.sources
	return [3][]Cell{s.cells[:n], s.cells[n : n+k], s.cells[n+k:]}
}

func (s *sketch) layout() *Layout {
	l := &Layout{m: s.g.m}
	for i, part := range s.parts() {
		for _, c := range part {
			l.Place([3]FeatureKind{Home, Source, Upgrade}[i], c)
		}
	}
	return l
}

// spread is, over the places of the players' sorted lists of distances
// from their home base to the cells (other than the home itself), the
// largest difference between two players' entries.
func spread(m *Map, homes, cells []Cell) int {
	var lo, hi [maxCells]int
	n := 0
	var buf [maxCells]int
	for pl, h := range homes {
		list := buf[:0]
		for _, c := range cells {
			if c != h {
				list = append(list, m.Distance(h, c))
			}
		}
		slices.Sort(list)
		n = len(list)
		for i, d := range list {
			if pl == 0 || d < lo[i] {
				lo[i] = d
			}
			hi[i] = max(hi[i], d)
		}
	}
	worst := 0
	for i := range n {
		worst = max(worst, hi[i]-lo[i])
	}
	return worst
}

// unfairness is how far a map is from fair (§12.4): the largest difference,
// over the sources, the upgrade tiles and the other home bases, between two
// players' entries at the same place of their sorted lists of distances.
// 0 means every player's lists are equal.
func (l *Layout) unfairness() int {
	var sources, ups []Cell
	for c := range Cell(l.m.Len()) {
		switch l.feat[c].kind() {
		case Source:
			sources = append(sources, c)
		case Upgrade:
			ups = append(ups, c)
		}
	}
	return max(spread(l.m, l.homes, l.homes), spread(l.m, l.homes, sources), spread(l.m, l.homes, ups))
}

// shuffled is the board's cells in a random order.
func (g *generator) shuffled() []Cell {
	cells := make([]Cell, g.m.Len())
	for i := range cells {
		j := g.r.IntN(i + 1)
		cells[i], cells[j] = cells[j], Cell(i)
	}
	return cells
}
