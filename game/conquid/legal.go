package conquid

import (
	"math/bits"
	"slices"

	"pentarchy/game"
)

// Legal appends the legal steps to dst (rules 4.1, 4.2): inside an Acquire
// only further acquire steps; at the start of a turn conquer, conquest when
// the mover has a winning path, acquire steps when at least 3 cells are
// empty, and every legal vanquish. Nothing once the game is over.
func (p *Position) Legal(dst []game.Step) []game.Step {
	if p.end != stillOn {
		return dst
	}
	if p.acq > 0 {
		return p.appendAcquires(dst)
	}
	dst = append(dst, encode(Conquer, 0, 0))
	if p.HasPath(p.Side()) {
		dst = append(dst, encode(Conquest, 0, 0))
	}
	if p.empty >= 3 {
		dst = p.appendAcquires(dst)
	}
	return p.appendVanquishes(dst)
}

// appendAcquires appends "acquire X" for every empty cell X. It grows dst
// once for all of them, then writes them rank by rank.
func (p *Position) appendAcquires(dst []game.Step) []game.Step {
	b := p.b
	i := len(dst)
	dst = slices.Grow(dst, p.empty)[:i+p.empty]
	for r := 0; r < b.ranks; r++ {
		base := encode(Acquire, 0, r)
		for w := b.full &^ (p.cells[red][r] | p.cells[blue][r] | b.hqAll[r]); w != 0; w &= w - 1 {
			dst[i] = base | game.Step(bits.TrailingZeros64(w))<<actionBits
			i++
		}
	}
	return dst[:i]
}
