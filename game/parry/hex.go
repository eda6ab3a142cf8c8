package parry

import (
	"math"
	"strconv"
)

// buildHex builds a hexagonal board (spec §2.3): the sites (q, r) with
// 0 ≤ q ≤ Q, 0 ≤ r ≤ R and −A ≤ q−r ≤ B, where A = a−1, B = b−1 and
// Q = R = a+b−2 for the side lengths a and b of the name. Site q,r is drawn
// at x = q − r/2, y = r·√3/2, as a pointy-top hexagon. Its neighbours are
// q±1,r, q,r+1, q+1,r+1, q−1,r−1 and q,r−1. Sites are numbered row by row
// from the bottom, q increasing.
func buildHex(spec boardSpec) *Board {
	lo, hi := spec.a-1, spec.b-1
	size := spec.a + spec.b - 1 // Q+1 = R+1
	on := func(q, r int) bool {
		return q >= 0 && q < size && r >= 0 && r < size && q-r >= -lo && q-r <= hi
	}
	b := newBoard(spec.name, Hex)
	id := make([]int, size*size)
	for r := range size {
		for q := range size {
			id[r*size+q] = -1
			if on(q, r) {
				c := Point{float64(q) - float64(r)/2, float64(r) * math.Sqrt(3) / 2}
				id[r*size+q] = b.addSite(strconv.Itoa(q)+","+strconv.Itoa(r), c, hexagon(c))
			}
		}
	}
	dirs := [][2]int{{-1, 0}, {1, 0}, {0, 1}, {1, 1}, {-1, -1}, {0, -1}}
	for r := size - 1; r >= 0; r-- {
		var row []int
		for q := range size {
			if !on(q, r) {
				continue
			}
			s := id[r*size+q]
			row = append(row, s)
			for _, d := range dirs {
				if on(q+d[0], r+d[1]) {
					b.link(s, id[(r+d[1])*size+q+d[0]])
				}
			}
		}
		b.rows = append(b.rows, row)
	}
	return b.finish()
}

// hexagon is the pointy-top hexagon around c whose sides lie halfway to the
// six neighbours, corners counter-clockwise from the upper right.
func hexagon(c Point) []Point {
	corners := make([]Point, 6)
	for k := range corners {
		a := math.Pi/6 + float64(k)*math.Pi/3
		corners[k] = Point{c.X + math.Cos(a)/math.Sqrt(3), c.Y + math.Sin(a)/math.Sqrt(3)}
	}
	return corners
}
