package power

import (
	"fmt"
	"strconv"
	"strings"
)

// Cell is a cell of a board, numbered from 0 in reading order: rows from the
// top (r smallest) down, and within a row from the west (q smallest). Writers
// list features and units in this order.
type Cell uint8

// NoCell stands for "no cell" where a Cell is optional.
const NoCell Cell = 255

const (
	maxCells = 91 // the most cells a board may have (§12.1), as on 6-6-6
	// cellSlots is the length of the arrays indexed by cell: an index
	// masked to 7 bits needs no bounds check.
	cellSlots = 128
	sqrt3     = 1.7320508075688772
)

// Map is the geometry of one board: its cells, their axial coordinates,
// drawing positions, distances and neighbourhoods. A Map never changes after
// it is built, so every copy of a position shares one.
type Map struct {
	board string
	span  int       // the largest |q| and |s|: m of §12.1
	top   int       // the smallest r
	q, r  []int8    // axial coordinates by cell
	index []int8    // cell by (r-top)*(2*span+1) + q+span; -1 off the board
	dist  []uint8   // distance by a*len+b
	near  [2][]Cell // near[d-1][c*nearMax : …]: the cells at distance 1 to d of c (d = 1, 2)
	nearN [2][]uint8
	// nearSet[d-1][c] is the set of the cells at distance 1 to d of c (d
	// = 1, 2), bit b for cell b; an array, so that an index masked to six
	// bits needs no bounds check.
	nearSet [2][cellSlots]cellSet
	names   []string // "q,r" by cell
}

const nearMax = 18 // cells at distance 1 or 2 of a cell

// BoardSides reads a board id "a-b-c" (§12.1): a is the top row's length,
// b the rows from the top row to the widest inclusive, c the rows from the
// widest to the bottom row inclusive. Its error says which limit is broken.
func BoardSides(board string) (a, b, c int, err error) {
	parts := strings.Split(board, "-")
	var n [3]int
	ok := len(parts) == 3
	for i := 0; ok && i < 3; i++ {
		n[i], ok = readInt(parts[i])
	}
	a, b, c = n[0], n[1], n[2]
	switch {
	case !ok:
		err = fmt.Errorf("board %q: want three side lengths a-b-c, such as 5-3-3", board)
	case a < 2 || b < 2:
		err = fmt.Errorf("board %s: the top row and the upper half have at least 2 (a, b >= 2)", board)
	case c < 2 || c > a+b-2:
		err = fmt.Errorf("board %s: the lower half has 2 to %d rows (2 <= c <= a+b-2)", board, max(a+b-2, 2))
	case (a+b)%2 != 0:
		err = fmt.Errorf("board %s: a+b must be even, so that the widest row has a centre", board)
	case boardCells(a, b, c) > maxCells:
		err = fmt.Errorf("board %s has %d cells, more than %d", board, boardCells(a, b, c), maxCells)
	}
	return a, b, c, err
}

// boardCells is the number of cells of board a-b-c: row r has a+b-1-|r|.
func boardCells(a, b, c int) int {
	n := 0
	for r := -(b - 1); r <= c-1; r++ {
		n += a + b - 1 - abs(r)
	}
	return n
}

// newMap builds the map of a board id.
func newMap(board string) (*Map, error) {
	a, b, c, err := BoardSides(board)
	if err != nil {
		return nil, err
	}
	m, top, bottom := (a+b-2)/2, -(b - 1), c-1
	width := 2*m + 1
	mp := &Map{board: board, span: m, top: top, index: make([]int8, width*(bottom-top+1))}
	for i := range mp.index {
		mp.index[i] = -1
	}
	for r := top; r <= bottom; r++ {
		for q := -m; q <= m; q++ {
			if s := -q - r; s < -m || s > m {
				continue
			}
			mp.index[(r-top)*width+q+m] = int8(len(mp.q))
			mp.q = append(mp.q, int8(q))
			mp.r = append(mp.r, int8(r))
			mp.names = append(mp.names, strconv.Itoa(q)+","+strconv.Itoa(r))
		}
	}
	mp.measure()
	return mp, nil
}

// measure works out the distances and neighbourhoods of the map's cells.
func (mp *Map) measure() {
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
					mp.nearSet[d][a].add(Cell(b))
				}
			}
		}
	}
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
func (m *Map) around(c Cell, d int) cellSet { return m.nearSet[d-1][c&127] }

// Board is the board id, such as "5-3-3".
func (m *Map) Board() string { return m.board }

// Len is the number of cells; the cells are 0 to Len()-1.
func (m *Map) Len() int { return len(m.q) }

// Hex returns the axial coordinates q, r of a cell of the map.
func (m *Map) Hex(c Cell) (q, r int) { return int(m.q[c]), int(m.r[c]) }

// Cell returns the cell at axial coordinates q, r, if it is on the board.
func (m *Map) Cell(q, r int) (Cell, bool) {
	width := 2*m.span + 1
	if q < -m.span || q > m.span || r < m.top || (r-m.top)*width >= len(m.index) {
		return NoCell, false
	}
	i := m.index[(r-m.top)*width+q+m.span]
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

// CellNamed is the cell of the map with the name "q,r", if there is one.
func (m *Map) CellNamed(name string) (Cell, bool) {
	c, err := readCell(m, name)
	return c, err == nil
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
