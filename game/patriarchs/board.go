package patriarchs

import "pentarchy/game"

// Size is the number of files and of ranks of the board: it is 9×9.
const Size = 9

// The two players, numbered as the contract and the referee number them.
const (
	Blue = 1 // moves first; upper-case letters; core e2
	Red  = 2 // lower-case letters; core e8
)

// Square is a square of the board, File and Rank both from 0: a1 is
// Square{0, 0} and i9 is Square{8, 8}.
type Square struct{ File, Rank int }

// String names the square in the notation ("e2").
func (s Square) String() string { return game.SquareName(s.File, s.Rank) }

// ParseSquare reads a square name of the board ("e2"); ok is false for
// anything else.
func ParseSquare(name string) (sq Square, ok bool) {
	f, r, ok := game.ParseSquare(name)
	sq = Square{f, r}
	return sq, ok && sq.OnBoard()
}

// OnBoard tells whether the square lies on the 9×9 board.
func (s Square) OnBoard() bool {
	return uint(s.File) < Size && uint(s.Rank) < Size
}

// Core returns a player's core square: e2 for Blue, e8 for Red.
func Core(player int) Square {
	if player == Red {
		return Square{4, 7}
	}
	return Square{4, 1}
}

// InZone tells whether sq lies in the player's zone: the core and the eight
// squares around it, where that player's Patriarch stands and deploys go.
func InZone(player int, sq Square) bool {
	c := Core(player)
	return sq.OnBoard() && abs(sq.File-c.File) <= 1 && abs(sq.Rank-c.Rank) <= 1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// The board is kept as a mailbox of 11×11 cells: the 9×9 squares framed by
// one ring of wall cells, so that a step or a slide stops on a wall without
// any bounds test. Cell index i = (rank+1)*11 + file+1; a1 is 12, i9 is 108.
// The array holding the cells has room for 128, a power of two.
const (
	width     = Size + 2
	cells     = width * width
	cellsRoom = 128
)

// Direction offsets between cell indices.
const (
	east  = 1
	west  = -1
	north = width
	south = -width
	ne    = north + east
	nw    = north + west
	se    = south + east
	sw    = south + west
)

// orthogonal and diagonal list the four rook and the four bishop directions.
func orthogonal() [4]int { return [4]int{east, west, north, south} }
func diagonal() [4]int   { return [4]int{ne, nw, se, sw} }

// around lists the eight king directions.
func around() [8]int { return [8]int{east, west, north, south, ne, nw, se, sw} }

// cell returns the cell index of a square on the board.
func cell(sq Square) int { return (sq.Rank+1)*width + sq.File + 1 }

// square returns the square of a cell index inside the frame.
func square(i int) Square { return Square{i%width - 1, i/width - 1} }

// onBoard tells whether a cell index is a square rather than a wall.
func onBoard(i int) bool {
	f, r := i%width, i/width
	return i >= 0 && i < cells && f >= 1 && f <= Size && r >= 1 && r <= Size
}

// coreCell is the cell of the core of the player with colour index c
// (0 Blue, 1 Red).
func coreCell(c int) int { return cell(Core(c + 1)) }

// inZoneCell tells whether cell t is in the zone of colour c: the 3×3 block
// around the core, which never touches the frame. The block's cells lie at
// the offsets in zoneOffsets from its first cell; a set of offsets rather
// than d%width, whose division by a constant WebAssembly does in four
// multiplications.
func inZoneCell(c, t int) bool {
	d := t - coreCell(c) - south - west // 0..2*width+2 inside the block
	return zoneOffsets>>uint(d)&1 != 0  // shifts past 63 give 0, as do negative d
}

// zoneOffsets is the set of the offsets of a zone's cells from its first
// cell: three rows of three.
const zoneOffsets = 7 | 7<<width | 7<<(2*width)

// adjacent tells whether two cells are a king step apart.
func adjacent(a, b int) bool {
	switch a - b {
	case east, west, north, south, ne, nw, se, sw:
		return true
	}
	return false
}
