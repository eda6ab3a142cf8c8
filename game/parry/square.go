package parry

import "pentarchy/game"

// buildSquare builds a square board (spec §2.1 and §2.2). Site (x, y), x the
// file and y the rank from 0, is drawn at (x, y) as a unit square.
//   - Square N ortho: the N×N grid, orthogonal neighbours.
//   - Square N omni: the points of the (2N−1)×(2N−1) grid with
//     |x−(N−1)| + |y−(N−1)| ≤ N−1, neighbours in the 8 king directions.
//
// Sites are numbered rank by rank from the bottom, files left to right.
func buildSquare(spec boardSpec) *Board {
	n := spec.a
	size := n
	on := func(x, y int) bool { return true }
	dirs := [][2]int{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}
	if spec.family == SquareOmni {
		size = 2*n - 1
		on = func(x, y int) bool { return abs(x-(n-1))+abs(y-(n-1)) <= n-1 }
		dirs = append(dirs, [2]int{1, 1}, [2]int{-1, 1}, [2]int{-1, -1}, [2]int{1, -1})
	}
	b := newBoard(spec.name, spec.family)
	id := make([]int, size*size)
	for y := range size {
		for x := range size {
			id[y*size+x] = -1
			if on(x, y) {
				c := Point{float64(x), float64(y)}
				id[y*size+x] = b.addSite(game.SquareName(x, y), c, square(c))
			}
		}
	}
	for y := size - 1; y >= 0; y-- {
		var row []int
		for x := range size {
			s := id[y*size+x]
			if s < 0 {
				continue
			}
			row = append(row, s)
			for _, d := range dirs {
				if x2, y2 := x+d[0], y+d[1]; x2 >= 0 && x2 < size && y2 >= 0 && y2 < size && id[y2*size+x2] >= 0 {
					b.link(s, id[y2*size+x2])
				}
			}
		}
		b.rows = append(b.rows, row)
	}
	return b.finish()
}

// square is the unit square around c, corners counter-clockwise.
func square(c Point) []Point {
	return []Point{{c.X - .5, c.Y - .5}, {c.X + .5, c.Y - .5}, {c.X + .5, c.Y + .5}, {c.X - .5, c.Y + .5}}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
