package conquid

import "math/bits"

// HasPath tells whether player (1 Red, 2 Blue) has a winning path (rules 8):
// an edge-connected chain of the player's cells, HQ cells excluded, from a
// cell next to the player's HQ to a cell next to the opponent's HQ. The
// mover may play conquest at the start of a turn exactly when HasPath holds.
func (p *Position) HasPath(player int) bool {
	side := player - 1
	if side != red && side != blue {
		return false
	}
	return p.b.connected(&p.cells[side], &p.b.near[side], &p.b.near[side^1])
}

// connected tells whether a cell of mine next to from (one HQ) is joined by
// edge-adjacent cells of mine to a cell of mine next to to (the other HQ).
// It floods the cells of mine from from, a whole run of a rank at a time:
// a rank is filled again whenever a rank beside it grew, so the work follows
// the growth of the flood, near-linear in the board.
func (b *board) connected(mine, from, to *rows) bool {
	var seen rows
	var seeds uint32 // the ranks that hold seeds
	reachable := false
	for r := 0; r < b.ranks; r++ {
		seen[r] = mine[r] & from[r]
		if seen[r] != 0 {
			seeds |= 1 << r
		}
		reachable = reachable || mine[r]&to[r] != 0
	}
	if seeds == 0 || !reachable {
		return false
	}
	all := uint32(1)<<b.ranks - 1
	todo := (seeds | seeds<<1 | seeds>>1) & all // the ranks to fill again
	for todo != 0 {
		r := bits.TrailingZeros32(todo)
		todo &= todo - 1
		s := seen[r]
		if r > 0 {
			s |= seen[r-1] & mine[r]
		}
		if r+1 < b.ranks {
			s |= seen[r+1] & mine[r]
		}
		if s == 0 {
			continue
		}
		s = fillRuns(mine[r], s)
		if s&to[r] != 0 {
			return true
		}
		if s != seen[r] {
			seen[r] = s
			todo |= (1<<(r+1) | 1<<r>>1) & all
		}
	}
	return false
}

// fillRuns returns the runs of set bits of m that hold a bit of s (s ⊆ m).
// Upwards a carry does it: adding s to m clears each run from its seeds up
// to its top. Downwards it doubles the reach (a Kogge-Stone fill).
func fillRuns(m, s uint64) uint64 {
	up := (m ^ (m + s) | s) & m
	g, q := s, m
	g |= q & (g >> 1)
	q &= q >> 1
	g |= q & (g >> 2)
	q &= q >> 2
	g |= q & (g >> 4)
	q &= q >> 4
	g |= q & (g >> 8)
	q &= q >> 8
	g |= q & (g >> 16)
	q &= q >> 16
	g |= q & (g >> 32)
	return up | g
}

// ConquestPath returns one shortest winning path of player (1 Red, 2 Blue),
// from the cell next to the player's HQ to the cell next to the opponent's
// HQ, for the UI to paint; nil when the player has none.
func (p *Position) ConquestPath(player int) []Cell {
	if !p.HasPath(player) {
		return nil
	}
	side := player - 1
	b := p.b
	mine := &p.cells[side]
	from := make(map[Cell]Cell) // each reached cell's predecessor
	var queue []Cell
	for r := 0; r < b.ranks; r++ {
		for f := 0; f < b.files; f++ {
			if c := (Cell{f, r}); b.near[side][r]&mine[r]>>f&1 != 0 {
				from[c] = c
				queue = append(queue, c)
			}
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if b.near[side^1][c.Rank]>>c.File&1 != 0 {
			return pathTo(from, c)
		}
		for _, n := range []Cell{{c.File, c.Rank - 1}, {c.File - 1, c.Rank}, {c.File + 1, c.Rank}, {c.File, c.Rank + 1}} {
			if _, done := from[n]; !done && b.onBoard(n.File, n.Rank) && mine[n.Rank]>>n.File&1 != 0 {
				from[n] = c
				queue = append(queue, n)
			}
		}
	}
	return nil
}

// pathTo follows the predecessors back from end and returns the path in
// order from its start (a cell that is its own predecessor) to end.
func pathTo(from map[Cell]Cell, end Cell) []Cell {
	path := []Cell{end}
	for c := end; from[c] != c; c = from[c] {
		path = append(path, from[c])
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}
