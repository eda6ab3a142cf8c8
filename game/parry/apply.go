package parry

import "pentarchy/game"

// Apply plays a step that Legal listed or ParseStep accepted.
func (p *Position) Apply(s game.Step) {
	kind, from, to := DecodeStep(s)
	switch kind {
	case KindPlace:
		p.place(to)
	case KindMove:
		p.move(from, to)
	case KindEnd:
		p.endTurn()
	}
}

// place puts the mover's piece on site. The bonus is the mover's power there
// before the piece arrives (spec §4.1, A2); with none the turn ends.
func (p *Position) place(site int) {
	bonus := p.power(p.turn, site)
	p.put(site, p.turn)
	if bonus <= 0 {
		p.endTurn()
		return
	}
	p.phase = PhaseSteps
	p.left = uint8(bonus)
	p.placed = uint8(site)
	p.nmoves = 0
	p.seen[0] = p.hash
	p.seenMix = mix(p.hash)
}

// move slides the mover's piece from x to its neighbour y, using one bonus
// step; the turn ends when none are left.
func (p *Position) move(x, y int) {
	p.lift(x)
	p.put(y, p.turn)
	p.left--
	if p.left == 0 {
		p.endTurn()
		return
	}
	p.moves[p.nmoves] = [2]uint8{uint8(x), uint8(y)}
	p.nmoves++
	p.seen[p.nmoves] = p.hash
	p.seenMix ^= mix(p.hash)
}

// endTurn passes the turn to the next player, and ends the game if they
// cannot place (spec §5).
func (p *Position) endTurn() {
	p.phase = PhasePlace
	p.left, p.placed, p.nmoves, p.seenMix = 0, 0, 0, 0
	p.turn = p.turn%p.players + 1
	p.over = !p.canPlace(p.turn)
}
