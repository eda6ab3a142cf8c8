package power

import (
	"fmt"
	"strconv"
)

// Cell is a cell of a board, numbered from 0 in reading order: rows from the
// top (r smallest) down, and within a row from the west (q smallest). Writers
// list features and units in this order.
type Cell uint8

// NoCell stands for "no cell" where a Cell is optional.
const NoCell Cell = 255

const (
	maxCells  = 61 // the largest board, 5-5-5
	cellWords = 8  // per-cell byte arrays are padded to 8 words of 8 bytes
	gridR     = 4  // the largest |q| and |r| of any board
	gridSide  = 2*gridR + 1
	sqrt3     = 1.7320508075688772
)

// Map is the geometry of one board: its cells, their axial coordinates,
// drawing positions, distances and neighbourhoods. A Map never changes after
// it is built, so every copy of a position shares one.
type Map struct {
	board string
	q, r  []int8    // axial coordinates by cell
	index []int8    // cell by (q+gridR)*gridSide + (r+gridR); -1 off the board
	dist  []uint8   // distance by a*len+b
	near  [2][]Cell // near[d-1][c*nearMax : …]: the cells at distance 1 to d of c (d = 1, 2)
	nearN [2][]uint8
	// nearSet[d-1][c] is the set of the cells at distance 1 to d of c (d
	// = 1, 2), bit b for cell b; an array, so that an index masked to six
	// bits needs no bounds check.
	nearSet [2][cellWords * 8]uint64
	names   []string // "q,r" by cell
}

const nearMax = 18 // cells at distance 1 or 2 of a cell

// boardShape gives the m and h of a board id (§1): the cells are those with
// |q| <= m, |s| <= m and |r| <= h.
func boardShape(board string) (m, h int, ok bool) {
	switch board {
	case "5-3-3":
		return 3, 2, true
	case "4-4-4":
		return 3, 3, true
	case "5-5-5":
		return 4, 4, true
	}
	return 0, 0, false
}

// newMap builds the map of a board id.
func newMap(board string) (*Map, error) {
	m, h, ok := boardShape(board)
	if !ok {
		return nil, fmt.Errorf("unknown board %q (want 5-3-3, 4-4-4 or 5-5-5)", board)
	}
	mp := &Map{board: board, index: make([]int8, gridSide*gridSide)}
	for i := range mp.index {
		mp.index[i] = -1
	}
	for r := -h; r <= h; r++ {
		for q := -m; q <= m; q++ {
			if s := -q - r; s < -m || s > m {
				continue
			}
			mp.index[(q+gridR)*gridSide+r+gridR] = int8(len(mp.q))
			mp.q = append(mp.q, int8(q))
			mp.r = append(mp.r, int8(r))
			mp.names = append(mp.names, strconv.Itoa(q)+","+strconv.Itoa(r))
		}
	}
	n := len(mp.q)
	mp.dist = make([]uint8, n*n)
	for a := range n {
		for b := range n {
			mp.dist[a*n+b] = uint8(hexDistance(int(mp.q[a]), int(mp.r[a]), int(mp.q[b]), int(mp.r[b])))
		}
	}
	for d := range 2 {
		mp.near[d] = make([]Cell, n*nearMax)
		mp.nearN[d] = make([]uint8, n)
		for a := range n {
			for b := range n {
				if x := int(mp.dist[a*n+b]); x >= 1 && x <= d+1 {
					mp.near[d][a*nearMax+int(mp.nearN[d][a])] = Cell(b)
					mp.nearN[d][a]++
					mp.nearSet[d][a] |= 1 << b
				}
			}
		}
	}
	return mp, nil
}

// hexDistance is dist(a,b) = max(|dq|, |dr|, |dq+dr|) of §1.
func hexDistance(q1, r1, q2, r2 int) int {
	dq, dr := abs(q1-q2), abs(r1-r2)
	ds := abs(q1 - q2 + r1 - r2)
	return max(dq, dr, ds)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// within returns the cells at distance 1 to d (1 or 2) of c, in cell order.
// The slice is the map's own: callers must not change it.
func (m *Map) within(c Cell, d int) []Cell {
	base := int(c) * nearMax
	return m.near[d-1][base : base+int(m.nearN[d-1][c])]
}

// around is the set of the cells at distance 1 to d (1 or 2) of c.
func (m *Map) around(c Cell, d int) uint64 { return m.nearSet[d-1][c] }

// Board is the board id, "5-3-3", "4-4-4" or "5-5-5".
func (m *Map) Board() string { return m.board }

// Len is the number of cells; the cells are 0 to Len()-1.
func (m *Map) Len() int { return len(m.q) }

// Hex returns the axial coordinates q, r of a cell of the map.
func (m *Map) Hex(c Cell) (q, r int) { return int(m.q[c]), int(m.r[c]) }

// Cell returns the cell at axial coordinates q, r, if it is on the board.
func (m *Map) Cell(q, r int) (Cell, bool) {
	if q < -gridR || q > gridR || r < -gridR || r > gridR {
		return NoCell, false
	}
	i := m.index[(q+gridR)*gridSide+r+gridR]
	return Cell(i), i >= 0
}

// Name is the cell's name in the notation, "q,r" (for example "-3,0"); "-"
// for NoCell or any other cell off the map.
func (m *Map) Name(c Cell) string {
	if int(c) >= len(m.names) {
		return "-"
	}
	return m.names[c]
}

// Center is the drawing position of the cell's centre for pointy-top hexes
// whose corners are 1 from their centre: x grows to the east, y downwards,
// and 0,0 is at the origin. Neighbours are √3 apart.
func (m *Map) Center(c Cell) (x, y float64) {
	q, r := float64(m.q[c]), float64(m.r[c])
	return sqrt3 * (q + r/2), 1.5 * r
}

// Distance is the number of steps between two cells of the map.
func (m *Map) Distance(a, b Cell) int { return int(m.dist[int(a)*len(m.q)+int(b)]) }

// Neighbours returns the cells next to c (distance 1), in cell order.
func (m *Map) Neighbours(c Cell) []Cell { return append([]Cell(nil), m.within(c, 1)...) }
