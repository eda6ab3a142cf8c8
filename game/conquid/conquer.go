package conquid

import "math/bits"

// conquer plays the mover's Conquer (rules 6) and reports whether any cell
// changed; a Conquer that changes nothing is a quiet turn.
func (p *Position) conquer() bool {
	before := p.cells
	mine, theirs := &p.cells[p.side], &p.cells[p.side^1]
	if !p.b.conquer(mine, theirs) {
		return false
	}
	after := p.cells
	p.cells = before
	for r := 0; r < p.b.ranks; r++ {
		if after[red][r] != before[red][r] {
			p.setRank(r, after[red][r], after[blue][r])
		}
	}
	return true
}

// ConquerCells lists the cells a Conquer by the side to move (Side) would
// take now, rank by rank from the bottom, without playing it. It is empty
// when the Conquer would be quiet.
func (p *Position) ConquerCells() []Cell {
	cells := p.cells
	mine, theirs := &cells[p.side], &cells[p.side^1]
	p.b.conquer(mine, theirs)
	var out []Cell
	for r := 0; r < p.b.ranks; r++ {
		for w := mine[r] &^ p.cells[p.side][r]; w != 0; w &= w - 1 {
			out = append(out, Cell{bits.TrailingZeros64(w), r})
		}
	}
	return out
}

// conquer turns every cell of theirs that touches at least two cells of mine
// into a cell of mine, until nothing changes, and reports whether anything
// did. HQ cells are in neither set, so they never attack and never fall.
// Conversions only add to mine, so the order does not matter: it sweeps the
// ranks up and down until a sweep converts nothing.
func (b *board) conquer(mine, theirs *rows) bool {
	changed := false
	for {
		progress := false
		for r := 0; r < b.ranks; r++ {
			progress = b.conquerRank(mine, theirs, r) || progress
		}
		for r := b.ranks - 2; r >= 0; r-- {
			progress = b.conquerRank(mine, theirs, r) || progress
		}
		if !progress {
			return changed
		}
		changed = true
	}
}

// conquerRank converts the cells of theirs on rank r that touch two cells of
// mine, repeating along the rank until it is stable.
func (b *board) conquerRank(mine, theirs *rows, r int) bool {
	if theirs[r] == 0 {
		return false
	}
	var below, above uint64
	if r > 0 {
		below = mine[r-1]
	}
	if r+1 < b.ranks {
		above = mine[r+1]
	}
	any := false
	for {
		m := mine[r]
		take := theirs[r] & atLeastTwo(below, above, m<<1, m>>1)
		if take == 0 {
			return any
		}
		mine[r] |= take
		theirs[r] &^= take
		any = true
	}
}

// atLeastTwo has the bits set in at least two of its four arguments.
func atLeastTwo(a, b, c, d uint64) uint64 {
	return a&b | c&d | (a|b)&(c|d)
}
