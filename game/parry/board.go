package parry

import (
	"slices"
	"strings"

	"pentarchy/game"
)

// Size limits of every board, player count and bonus.
const (
	maxSites   = 147 // Hex 7-8 (147)
	maxDegree  = 8   // omni boards: the 8 king directions
	maxPlayers = 6
	maxBonus   = maxDegree // a bonus is a power measured on an empty site
)

// Family is the kind of a board. It decides the notation of the sites and
// the shape of the cells.
type Family uint8

// The board families of spec §2.
const (
	// SquareOrtho boards (Square N ortho) are N×N grids with orthogonal
	// neighbours; sites are named like chess squares (a1 bottom left).
	SquareOrtho Family = iota + 1
	// SquareOmni boards (Square N omni) are diamonds cut from a square grid,
	// with the 8 king directions as neighbours; sites named like chess squares.
	SquareOmni
	// Hex boards (Hex N, Hex a-b, Equiversi a-b) are regions of a triangular
	// lattice with 6 neighbours; sites are named "q,r".
	Hex
	// Cairo is the board Cairo 1 (dual 48): the vertices of a trimmed snub
	// square tiling, with 3 or 5 neighbours; sites are named 0 to 47.
	Cairo
)

// Point is a drawing position in board units, y pointing up. Orthogonal
// neighbours on square boards, neighbours on hexagonal boards and on the
// Cairo board are 1 apart.
type Point struct{ X, Y float64 }

// Board is the immutable graph of one board: its sites, numbered 0 to
// Len()−1, their names, neighbours and drawing geometry, and the hash keys
// of its positions. Positions of a game share one Board; nothing changes it
// once it is built.
type Board struct {
	name    string
	family  Family
	n       int
	names   []string
	index   map[string]int
	centers []Point
	cells   [][]Point
	rows    [][]int // the sites of each row of the position text, top row first
	deg     [maxSites]uint8
	nbr     [maxSites][maxDegree]uint8 // neighbours in increasing order
	keys    [maxSites][maxPlayers + 1]uint64
	turns   [maxPlayers + 1]uint64 // hash key of the mover
	lefts   [maxBonus + 1]uint64   // hash key of the steps left in phase S
	bonus   uint64                 // hash key of phase S
}

// Name is the board's full name, the value of the "board" option.
func (b *Board) Name() string { return b.name }

// Family is the board's family.
func (b *Board) Family() Family { return b.family }

// Len is the number of sites.
func (b *Board) Len() int { return b.n }

// SiteName is the name of a site in the notation (c3, 4,2 or 17).
func (b *Board) SiteName(site int) string { return b.names[site] }

// Site returns the site of a name, and whether there is one.
func (b *Board) Site(name string) (site int, ok bool) {
	site, ok = b.index[name]
	return site, ok
}

// Center is the drawing position of a site.
func (b *Board) Center(site int) Point { return b.centers[site] }

// Cell is the polygon drawn for a site, its corners counter-clockwise: a
// unit square on square boards, a pointy-top hexagon on hexagonal boards and
// a Cairo pentagon on the Cairo board. The cells of neighbours share a side
// (on omni boards, diagonal neighbours share a corner).
func (b *Board) Cell(site int) []Point { return slices.Clone(b.cells[site]) }

// Neighbours lists the neighbours of a site in increasing order.
func (b *Board) Neighbours(site int) []int {
	list := make([]int, b.deg[site])
	for i, t := range b.nbr[site][:b.deg[site]] {
		list[i] = int(t)
	}
	return list
}

// Adjacent tells whether two sites are neighbours.
func (b *Board) Adjacent(s, t int) bool {
	return slices.Contains(b.nbr[s][:b.deg[s]], uint8(t))
}

// Bounds returns the corners of the smallest rectangle around every cell.
func (b *Board) Bounds() (lo, hi Point) {
	lo, hi = b.cells[0][0], b.cells[0][0]
	for _, cell := range b.cells {
		for _, c := range cell {
			lo = Point{min(lo.X, c.X), min(lo.Y, c.Y)}
			hi = Point{max(hi.X, c.X), max(hi.Y, c.Y)}
		}
	}
	return lo, hi
}

// newBoard starts an empty board; the builders add sites and links, then
// call finish.
func newBoard(name string, family Family) *Board {
	return &Board{name: name, family: family, index: map[string]int{}}
}

func (b *Board) addSite(name string, center Point, cell []Point) int {
	s := b.n
	b.n++
	b.names = append(b.names, name)
	b.index[name] = s
	b.centers = append(b.centers, center)
	b.cells = append(b.cells, cell)
	return s
}

// link makes s and t neighbours; linking them again changes nothing.
func (b *Board) link(s, t int) {
	if b.Adjacent(s, t) {
		return
	}
	b.nbr[s][b.deg[s]] = uint8(t)
	b.deg[s]++
	b.nbr[t][b.deg[t]] = uint8(s)
	b.deg[t]++
}

// finish sorts the neighbour lists and makes the hash keys.
func (b *Board) finish() *Board {
	for s := range b.n {
		game.SortSmall(b.nbr[s][:b.deg[s]])
	}
	b.makeKeys()
	return b
}

// makeKeys fills the Zobrist keys from a fixed seed, so that every build of
// a board hashes positions alike.
func (b *Board) makeKeys() {
	x := uint64(0x5041525259) // "PARRY"
	next := func() uint64 {
		x += 0x9e3779b97f4a7c15
		return mix(x)
	}
	for s := range b.keys {
		for p := range b.keys[s] {
			b.keys[s][p] = next()
		}
	}
	for i := range b.turns {
		b.turns[i] = next()
	}
	for i := range b.lefts {
		b.lefts[i] = next()
	}
	b.bonus = next()
}

// mix is the finaliser of SplitMix64: a bijection that spreads every bit.
func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// looksLikeSite tells whether text has the form of a site name of the
// board's family, whether or not the board has that site.
func (b *Board) looksLikeSite(text string) bool {
	switch b.family {
	case SquareOrtho, SquareOmni:
		_, _, ok := game.ParseSquare(text)
		return ok
	case Hex:
		q, r, ok := strings.Cut(text, ",")
		return ok && isNumber(q) && isNumber(r)
	}
	return isNumber(text)
}

// isNumber tells whether text is a number as the notation writes it: digits,
// no sign and no leading zero.
func isNumber(text string) bool {
	if text == "" || len(text) > 6 || (text[0] == '0' && len(text) > 1) {
		return false
	}
	for _, c := range []byte(text) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
