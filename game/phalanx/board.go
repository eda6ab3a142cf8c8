package phalanx

import (
	"math/bits"

	"pentarchy/game"
)

// Geometry of the 9×9 board. Intersections are numbered 0…80 by
// index = rank*Size + file, so a1 is 0, i1 is 8, a9 is 72 and i9 is 80.
const (
	// Size is the number of files and of ranks.
	Size = 9
	// Cells is the number of intersections, goal corners included.
	Cells = Size * Size

	blackGoal = 72 // a9
	whiteGoal = 8  // i1
)

// The masks below are sets of intersections written as the two words of a
// set (see set). TestMasks rebuilds each one from its definition.
const (
	allLo, allHi           = 0xffffffffffffffff, 0x1ffff // the 81 intersections
	notFileALo, notFileAHi = 0x7fbfdfeff7fbfdfe, 0x1feff // all but file a
	notFileILo, notFileIHi = 0xbfdfeff7fbfdfeff, 0xff7f  // all but file i
	playLo, playHi         = 0xfffffffffffffeff, 0x1feff // all but a9 and i1
	blackWinLo, blackWinHi = 0x8000000000000000, 0x200   // a8 and b9, next to a9
	whiteWinLo, whiteWinHi = 0x20080, 0x0                // h1 and i2, next to i1
)

// set is a set of intersections: bit i of the 128-bit value lo|hi<<64 is
// intersection i. Only bits 0…80 are ever used. Shifts of 64 or more give 0
// in Go, which the single-bit methods use to stay branch-free.
type set struct{ lo, hi uint64 }

func (s set) or(t set) set     { return set{s.lo | t.lo, s.hi | t.hi} }
func (s set) and(t set) set    { return set{s.lo & t.lo, s.hi & t.hi} }
func (s set) andNot(t set) set { return set{s.lo &^ t.lo, s.hi &^ t.hi} }
func (s set) isEmpty() bool    { return s.lo|s.hi == 0 }
func (s set) count() int       { return bits.OnesCount64(s.lo) + bits.OnesCount64(s.hi) }

// single returns the set of intersection i alone.
func single(i int) set { return set{1 << uint(i), 1 << uint(i-64)} }

// has tells whether intersection i is in the set.
func (s set) has(i int) bool { return (s.lo>>uint(i)|s.hi>>uint(i-64))&1 != 0 }

// with returns the set with intersection i added.
func (s set) with(i int) set { return s.or(single(i)) }

// without returns the set with intersection i taken out.
func (s set) without(i int) set { return s.andNot(single(i)) }

// first returns the lowest intersection of a non-empty set. Like rest, it
// works out both words' answers and picks one: the compiler makes that
// pick a select, not a jump, which is dear in WebAssembly.
func (s set) first() int {
	i := 64 + bits.TrailingZeros64(s.hi)
	if s.lo != 0 {
		i = bits.TrailingZeros64(s.lo)
	}
	return i
}

// rest returns the set without its lowest intersection: the lowest of lo,
// or when lo is empty (and stays so) the lowest of hi.
func (s set) rest() set {
	hi := s.hi & (s.hi - 1)
	if s.lo != 0 {
		hi = s.hi
	}
	return set{s.lo & (s.lo - 1), hi}
}

// up returns the set moved one rank up (towards rank 9).
func (s set) up() set {
	return set{s.lo << Size, (s.hi<<Size | s.lo>>(64-Size)) & allHi}
}

// down returns the set moved one rank down (towards rank 1).
func (s set) down() set {
	return set{s.lo>>Size | s.hi<<(64-Size), s.hi >> Size}
}

// right returns the set moved one file right (towards file i).
func (s set) right() set {
	return set{s.lo << 1 & notFileALo, (s.hi<<1 | s.lo>>63) & notFileAHi}
}

// left returns the set moved one file left (towards file a).
func (s set) left() set {
	return set{(s.lo>>1 | s.hi<<63) & notFileILo, s.hi >> 1 & notFileIHi}
}

// neighbours returns every intersection orthogonally next to one in s:
// up, down, left and right written out in one expression, cheap enough
// for the compiler to inline it (calls are dear in WebAssembly).
func (s set) neighbours() set {
	lo, hi := s.lo, s.hi
	return set{
		lo<<Size | lo>>Size | hi<<(64-Size) | (lo>>1|hi<<63)&notFileILo | lo<<1&notFileALo,
		(hi<<Size|lo>>(64-Size))&allHi | hi>>Size | hi>>1&notFileIHi | (hi<<1|lo>>63)&notFileAHi,
	}
}

// groupOf returns the phalanx of the stones in stones that holds
// intersection i, by flood fill.
func groupOf(stones set, i int) set {
	g := single(i)
	for {
		next := g.or(g.neighbours().and(stones))
		if next == g {
			return g
		}
		g = next
	}
}

// direction is one of the four orthogonal directions, as file and rank steps.
type direction struct{ df, dr int }

// directions lists the four directions: up, down, right, left.
func directions() [4]direction {
	return [4]direction{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}
}

// offset returns the intersection one step from i in direction d, and
// whether it is on the board (goal corners count as on the board).
func offset(i int, d direction) (int, bool) {
	f, r := i%Size+d.df, i/Size+d.dr
	return r*Size + f, f >= 0 && f < Size && r >= 0 && r < Size
}

// between returns the direction from i to the adjacent intersection j, or
// false when they are not orthogonal neighbours.
func between(i, j int) (direction, bool) {
	for _, d := range directions() {
		if k, ok := offset(i, d); ok && k == j {
			return d, true
		}
	}
	return direction{}, false
}

// playable tells whether intersection i may hold a stone: on the board and
// not a goal corner.
func playable(i int) bool { return i != blackGoal && i != whiteGoal }

// square returns the name of intersection i, such as "e5".
func square(i int) string { return game.SquareName(i%Size, i/Size) }

// parseSquare reads an intersection name. ok is false when the text is not
// a square name at all; onBoard is false for a name such as "j1" or "a10".
func parseSquare(name string) (i int, ok, onBoard bool) {
	f, r, ok := game.ParseSquare(name)
	if !ok {
		return 0, false, false
	}
	if f >= Size || r >= Size {
		return 0, true, false
	}
	return r*Size + f, true, true
}
