package conquid

import (
	"fmt"

	"pentarchy/game"
)

// maxRanks is the number of ranks of the largest board.
const maxRanks = 21

// rows is a set of cells as bitboards, one word per rank: bit f of word r is
// the cell at file f, rank r (both from 0). Words of ranks beyond the board
// and bits of files beyond it are always zero.
type rows [maxRanks]uint64

// Size is one of the three board sizes of the option size.
type Size int

// The board sizes: ranks x files 7x14, 14x28 and 21x42.
const (
	Small Size = iota
	Medium
	Large
)

// String is the size's option value: "small", "medium" or "large".
func (s Size) String() string {
	switch s {
	case Small:
		return "small"
	case Medium:
		return "medium"
	case Large:
		return "large"
	}
	return fmt.Sprintf("Size(%d)", int(s))
}

// Ranks is the number of ranks (rows) of the board: 7, 14 or 21.
func (s Size) Ranks() int { return 7 * (int(s) + 1) }

// Files is the number of files (columns) of the board: twice its ranks.
func (s Size) Files() int { return 2 * s.Ranks() }

// HQSize is the side of each square HQ: 1, 2 or 3 cells.
func (s Size) HQSize() int { return int(s) + 1 }

// parseSize reads a size option value.
func parseSize(name string) (Size, bool) {
	for s := Small; s <= Large; s++ {
		if s.String() == name {
			return s, true
		}
	}
	return 0, false
}

// Cell names a cell by file and rank, both from 0: Cell{0, 0} is a1, the
// bottom-left cell, and Cell{27, 13} is ab14.
type Cell struct{ File, Rank int }

// String is the cell's name in the notation: file letters, then rank.
func (c Cell) String() string { return game.SquareName(c.File, c.Rank) }

// ParseCell reads a cell name such as "f7" or "ab14". It does not check that
// the cell is on any particular board.
func ParseCell(name string) (Cell, error) {
	f, r, ok := game.ParseSquare(name)
	if !ok {
		return Cell{}, fmt.Errorf("%q is not a cell name", name)
	}
	return Cell{f, r}, nil
}

// board is the immutable geometry of one size, shared by every position of
// that size and by their copies.
type board struct {
	size         Size
	ranks, files int
	full         uint64  // the files of one rank
	hq           [2]rows // the HQ cells of Red and of Blue
	hqAll        rows    // both HQs
	near         [2]rows // the non-HQ cells edge-adjacent to each HQ
	turnCap      int     // R x C: the turn count that ends the game
}

// newBoard builds the geometry of a size: the HQs are vertically centred,
// with four empty files between each HQ and its side wall (rules 3.1).
func newBoard(s Size) *board {
	b := &board{size: s, ranks: s.Ranks(), files: s.Files()}
	b.full = 1<<b.files - 1
	b.turnCap = b.ranks * b.files
	n := s.HQSize()
	low := (b.ranks - n) / 2
	block := uint64(1)<<n - 1
	for r := low; r < low+n; r++ {
		b.hq[red][r] = block << 4
		b.hq[blue][r] = block << (b.files - 4 - n)
		b.hqAll[r] = b.hq[red][r] | b.hq[blue][r]
	}
	for side := range b.near {
		b.near[side] = b.neighbours(&b.hq[side])
	}
	return b
}

// neighbours returns the non-HQ cells edge-adjacent to a cell of set.
func (b *board) neighbours(set *rows) rows {
	var out rows
	for r := 0; r < b.ranks; r++ {
		w := set[r]<<1 | set[r]>>1
		if r > 0 {
			w |= set[r-1]
		}
		if r+1 < b.ranks {
			w |= set[r+1]
		}
		out[r] = w & b.full &^ b.hqAll[r]
	}
	return out
}

// onBoard tells whether file f, rank r is a cell of the board.
func (b *board) onBoard(f, r int) bool {
	return f >= 0 && f < b.files && r >= 0 && r < b.ranks
}

// hqOwner is the side whose HQ holds the cell, or -1.
func (b *board) hqOwner(f, r int) int {
	for side := range b.hq {
		if b.hq[side][r]>>f&1 != 0 {
			return side
		}
	}
	return -1
}
