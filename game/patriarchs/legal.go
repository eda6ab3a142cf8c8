package patriarchs

import (
	"math/bits"

	"pentarchy/game"
)

// Legal appends the legal steps to dst and returns it: every deploy (§6)
// and every move (§5) of the side to act, except moves of the unit on the
// spent square; or only "pass" when there is none; or nothing once the
// game is over. Each step is listed once. It does not allocate when dst
// has room.
func (p *Position) Legal(dst []game.Step) []game.Step {
	if p.over() {
		return dst
	}
	n := len(dst)
	dst = p.deploys(dst)
	dst = p.moves(dst)
	if len(dst) == n {
		dst = append(dst, passStep)
	}
	return dst
}

// deploys appends the deploys: one per kind in reserve and empty square
// around the core, while the Patriarch stands on the core.
func (p *Position) deploys(dst []game.Step) []game.Step {
	c := int(p.side)
	core := coreCell(c)
	if int(p.patri[c]) != core {
		return dst
	}
	for _, k := range ReserveKinds() {
		if p.reserve[c][k] == 0 {
			continue
		}
		for _, d := range around() {
			if p.at(core+d) == 0 {
				dst = append(dst, deployOf(k, core+d))
			}
		}
	}
	return dst
}

// moves appends the moves of every unit of the side to act but the spent
// one, unit by unit in cell order. The kinds' moves are written out here
// rather than in a function called for each unit: WebAssembly pays about
// ten times more than native code for a call.
func (p *Position) moves(dst []game.Step) []game.Step {
	c := int(p.side)
	units := p.own[c]
	if p.spent != 0 {
		units[p.spent>>6] &^= 1 << (p.spent & 63)
	}
	for w, word := range units {
		for word != 0 {
			from := w<<6 | bits.TrailingZeros64(word)
			word &= word - 1
			switch Kind(p.at(from) & kindMask) {
			case Patriarch:
				dst = p.patriarchSteps(dst, c, from)
			case Cardinal:
				dst = p.slides(dst, c, from, orthogonal())
				dst = p.steps(dst, c, from, diagonal())
			case Secondary:
				dst = p.slides(dst, c, from, diagonal())
				dst = p.steps(dst, c, from, orthogonal())
			default: // a Support
				dst = p.steps(dst, c, from, orthogonal())
				dst = p.steps(dst, c, from, diagonal())
			}
		}
	}
	return dst
}

// steps appends the one-step moves from cell from in the given directions
// onto squares that hold no unit of colour c.
func (p *Position) steps(dst []game.Step, c, from int, dirs [4]int) []game.Step {
	blocked := colourBit(c)
	for _, d := range dirs {
		if p.at(from+d)&blocked == 0 {
			dst = append(dst, moveOf(from, from+d))
		}
	}
	return dst
}

// slides appends the slides from cell from in the given directions: over
// empty squares, up to and including the first enemy unit.
func (p *Position) slides(dst []game.Step, c, from int, dirs [4]int) []game.Step {
	blocked := colourBit(c)
	for _, d := range dirs {
		for to := from + d; p.at(to)&blocked == 0; to += d {
			dst = append(dst, moveOf(from, to))
			if p.at(to) != 0 {
				break
			}
		}
	}
	return dst
}

// patriarchSteps appends the Patriarch's steps, which stay in its zone.
func (p *Position) patriarchSteps(dst []game.Step, c, from int) []game.Step {
	blocked := colourBit(c)
	for _, d := range around() {
		to := from + d
		if p.at(to)&blocked == 0 && inZoneCell(c, to) {
			dst = append(dst, moveOf(from, to))
		}
	}
	return dst
}
