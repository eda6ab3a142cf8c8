package power

import "math/bits"

// cellSet is a set of cells of a board: bit c&63 of word c>>6 for cell c.
// A board has at most maxCells (91) cells, so two words hold any set.
type cellSet [2]uint64

// cellBit is the set of the one cell c.
func cellBit(c Cell) cellSet {
	var s cellSet
	s[c>>6&1] = 1 << (c & 63)
	return s
}

func (s cellSet) has(c Cell) bool         { return s[c>>6&1]>>(c&63)&1 != 0 }
func (s *cellSet) add(c Cell)             { s[c>>6&1] |= 1 << (c & 63) }
func (s cellSet) or(t cellSet) cellSet    { return cellSet{s[0] | t[0], s[1] | t[1]} }
func (s cellSet) and(t cellSet) cellSet   { return cellSet{s[0] & t[0], s[1] & t[1]} }
func (s cellSet) minus(t cellSet) cellSet { return cellSet{s[0] &^ t[0], s[1] &^ t[1]} }
func (s cellSet) meets(t cellSet) bool    { return s[0]&t[0]|s[1]&t[1] != 0 }
func (s cellSet) empty() bool             { return s[0]|s[1] == 0 }
func (s cellSet) count() int              { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }
func (s cellSet) without(c Cell) cellSet  { return s.minus(cellBit(c)) }

// first is the lowest cell of a set that is not empty.
func (s cellSet) first() Cell {
	if s[0] != 0 {
		return Cell(bits.TrailingZeros64(s[0]))
	}
	return Cell(64 + bits.TrailingZeros64(s[1])&63)
}

// rest is the set without its lowest cell. A loop over a set reads
//
//	for set := s; !set.empty(); set = set.rest() { c := set.first(); … }
func (s cellSet) rest() cellSet {
	if s[0] != 0 {
		return cellSet{s[0] & (s[0] - 1), s[1]}
	}
	return cellSet{0, s[1] & (s[1] - 1)}
}

// after is the set of its cells above c.
func (s cellSet) after(c Cell) cellSet {
	if c >= 64 {
		return cellSet{0, s[1] &^ (2<<(c&63) - 1)}
	}
	return cellSet{s[0] &^ (2<<c - 1), s[1]}
}
