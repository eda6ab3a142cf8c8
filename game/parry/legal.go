package parry

import (
	"math/bits"

	"pentarchy/game"
)

// Legal appends the legal steps to dst: in phase P the placements of spec
// §4.1, in phase S the bonus moves of spec §4.2 and end. It appends nothing
// once the game is over, and allocates only when dst lacks room.
func (p *Position) Legal(dst []game.Step) []game.Step {
	switch {
	case p.over:
		return dst
	case p.phase == PhasePlace:
		return p.placements(dst)
	}
	return append(p.bonusMoves(dst), EndStep)
}

// placements lists the mover's controlled sites if there are any (rule
// 4.1.1), else every uncontrolled empty site (rule 4.1.2).
func (p *Position) placements(dst []game.Step) []game.Step {
	start := len(dst)
	dst = p.emptySites(dst, p.turn)
	if len(dst) > start {
		return dst
	}
	return p.emptySites(dst, 0)
}

// emptySites appends the placements on the empty sites that controller
// controls (nobody, for 0).
func (p *Position) emptySites(dst []game.Step, controller uint8) []game.Step {
	for w, word := range p.sites[0] {
		for ; word != 0; word &= word - 1 {
			s := w*64 + tz(word)
			if p.ctrl[s] == controller {
				dst = append(dst, PlaceStep(s))
			}
		}
	}
	return dst
}

// bonusMoves lists the one-site slides of the mover's pieces, other than
// the placed piece, to empty neighbours that do not repeat a board of the
// turn.
func (p *Position) bonusMoves(dst []game.Step) []game.Step {
	b := p.board
	pieces := p.sites[p.turn]
	pieces.remove(int(p.placed))
	for w, word := range pieces {
		for ; word != 0; word &= word - 1 {
			x := w*64 + tz(word)
			for _, y := range b.nbr[x][:b.deg[x]] {
				if p.cell[y] == 0 && !p.repeats(x, int(y)) {
					dst = append(dst, MoveStep(x, int(y)))
				}
			}
		}
	}
	return dst
}

// tz is the index of the lowest set bit of a word of a siteSet.
func tz(word uint64) int { return bits.TrailingZeros64(word) }

// repeats tells whether moving the mover's piece from x to y recreates a
// board seen during this turn (the in-turn repetition ban, spec §4.2). The
// current board, the last one seen, differs from any board a move makes.
func (p *Position) repeats(x, y int) bool {
	k := &p.board.keys
	h := p.hash ^ k[x][p.turn] ^ k[y][p.turn]
	for _, seen := range p.seen[:p.nmoves] {
		if seen == h {
			return true
		}
	}
	return false
}

// canPlace tells whether player has a legal placement: an empty site that
// they control or that nobody controls.
func (p *Position) canPlace(player uint8) bool {
	for w, word := range p.sites[0] {
		for ; word != 0; word &= word - 1 {
			if c := p.ctrl[w*64+tz(word)]; c == 0 || c == player {
				return true
			}
		}
	}
	return false
}

// controlsSome tells whether player controls an empty site.
func (p *Position) controlsSome(player uint8) bool {
	for w, word := range p.sites[0] {
		for ; word != 0; word &= word - 1 {
			if p.ctrl[w*64+tz(word)] == player {
				return true
			}
		}
	}
	return false
}
