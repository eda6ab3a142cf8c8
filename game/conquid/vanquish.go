package conquid

import (
	"fmt"
	"math/bits"

	"pentarchy/game"
)

// The Vanquish block is 4x4 and needs 4 of its surrounding cells (rules 7).
const (
	blockSide       = 4
	blockSurrounder = 4
)

// vanquish empties the 4x4 block whose lower-left cell is c (rules 7) and
// reports whether anything changed; an all-empty block makes a quiet turn.
func (p *Position) vanquish(c Cell) bool {
	mask := (uint64(1)<<blockSide - 1) << c.File
	changed := false
	for r := c.Rank; r < c.Rank+blockSide; r++ {
		if (p.cells[red][r]|p.cells[blue][r])&mask != 0 {
			p.setRank(r, p.cells[red][r]&^mask, p.cells[blue][r]&^mask)
			changed = true
		}
	}
	if changed {
		p.empty += blockSide * blockSide
	}
	return changed
}

// CheckVanquish tells whether "vanquish c" is legal for the mover now: nil if
// it is, else why not, in the rules' words. c is the block's lower-left cell.
func (p *Position) CheckVanquish(c Cell) error {
	b := p.b
	switch {
	case p.end != stillOn:
		return fmt.Errorf("game is over")
	case p.acq > 0:
		return fmt.Errorf("an Acquire is under way")
	case !b.onBoard(c.File, c.Rank):
		return p.offBoard(c)
	case !b.onBoard(c.File+blockSide-1, c.Rank+blockSide-1):
		return fmt.Errorf("the 4x4 block from %v runs off the board", c)
	}
	first := p.At(c)
	for r := c.Rank; r < c.Rank+blockSide; r++ {
		for f := c.File; f < c.File+blockSide; f++ {
			s := p.At(Cell{f, r})
			if s.IsHQ() {
				return fmt.Errorf("the block from %v holds the HQ cell %v", c, Cell{f, r})
			}
			if s != first {
				return fmt.Errorf("the block from %v is not all one colour or all empty: %v is %v but %v is %v",
					c, c, stateWord(first), Cell{f, r}, stateWord(s))
			}
		}
	}
	if n := p.surrounders(c); n < blockSurrounder {
		return fmt.Errorf("only %d of the block's surrounding cells are %s's; it needs %d",
			n, sideName(p.side), blockSurrounder)
	}
	return nil
}

// surrounders counts the mover's cells edge-adjacent to the block from
// outside: 4 below, 4 above, 4 left, 4 right; never the diagonal corners.
func (p *Position) surrounders(c Cell) int {
	mine := &p.cells[p.side]
	n := 0
	for i := range blockSide {
		for _, o := range []Cell{
			{c.File + i, c.Rank - 1}, {c.File + i, c.Rank + blockSide},
			{c.File - 1, c.Rank + i}, {c.File + blockSide, c.Rank + i},
		} {
			if p.b.onBoard(o.File, o.Rank) && mine[o.Rank]>>o.File&1 != 0 {
				n++
			}
		}
	}
	return n
}

// appendVanquishes appends "vanquish X" for every legal block of the mover.
func (p *Position) appendVanquishes(dst []game.Step) []game.Step {
	b := p.b
	mine := &p.cells[p.side]
	if count(mine) < blockSurrounder {
		return dst
	}
	var runs [3]rows // per state, the cells that start a run of 4 along the rank
	for r := 0; r < b.ranks; r++ {
		rw, bw := p.cells[red][r], p.cells[blue][r]
		runs[0][r] = run4(b.full &^ (rw | bw | b.hqAll[r]))
		runs[1][r] = run4(rw)
		runs[2][r] = run4(bw)
	}
	for r := 0; r+blockSide <= b.ranks; r++ {
		var uniform uint64
		for i := range runs {
			uniform |= runs[i][r] & runs[i][r+1] & runs[i][r+2] & runs[i][r+3]
		}
		if uniform == 0 {
			continue
		}
		for w := uniform & b.surrounded(mine, r); w != 0; w &= w - 1 {
			dst = append(dst, encode(Vanquish, bits.TrailingZeros64(w), r))
		}
	}
	return dst
}

// run4 has bit f set when bits f to f+3 of w are all set.
func run4(w uint64) uint64 {
	w &= w >> 1
	return w & (w >> 2)
}

// surrounded has bit f set when the block with lower-left cell at file f,
// rank r has at least 4 cells of mine among its surrounding cells. It adds
// the 16 surrounders bit-parallel, one word per surrounding position.
func (b *board) surrounded(mine *rows, r int) uint64 {
	var n atLeast
	if r > 0 {
		w := mine[r-1]
		n.add(w)
		n.add(w >> 1)
		n.add(w >> 2)
		n.add(w >> 3)
	}
	if r+blockSide < b.ranks {
		w := mine[r+blockSide]
		n.add(w)
		n.add(w >> 1)
		n.add(w >> 2)
		n.add(w >> 3)
	}
	for i := range blockSide {
		w := mine[r+i]
		n.add(w << 1)         // the cell left of file f
		n.add(w >> blockSide) // the cell right of file f+3
	}
	return n.four
}

// atLeast counts bit-parallel how many of the words added have each bit
// set, saturating at four.
type atLeast struct{ one, two, three, four uint64 }

func (n *atLeast) add(w uint64) {
	n.four |= n.three & w
	n.three |= n.two & w
	n.two |= n.one & w
	n.one |= w
}

// stateWord describes a cell state in an error message.
func stateWord(s State) string {
	switch s {
	case Red:
		return "Red"
	case Blue:
		return "Blue"
	}
	return "empty"
}

// sideName is a side's colour name.
func sideName(side uint8) string {
	if side == red {
		return "Red"
	}
	return "Blue"
}
