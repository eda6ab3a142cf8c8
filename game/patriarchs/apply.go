package patriarchs

import "pentarchy/game"

// Apply plays a step that Legal listed or ParseStep accepted (anything else
// has undefined effect), then follows §7: a captured Patriarch ends the
// game with nothing else changed; the last act of a turn, or a pass, ends
// the turn; act 1 of a later turn leaves its square spent for act 2.
// It does not allocate.
func (p *Position) Apply(s game.Step) {
	switch s & typeMask {
	case moveStep:
		if p.move(fromCell(s), toCell(s)) {
			return
		}
	case deployStep:
		p.deploy(kindOf(s), toCell(s))
	case passStep:
		p.endTurn()
		return
	}
	p.endAct(toCell(s))
}

// move moves the unit on cell from to cell to, capturing what stands there
// (§5). It reports whether the captured unit was a Patriarch.
func (p *Position) move(from, to int) (patriarchTaken bool) {
	c := int(p.side)
	if p.cells[to] != 0 {
		k := Kind(p.lift(to) & kindMask)
		if k == Patriarch {
			patriarchTaken = true
		} else {
			p.addReserve(c, k, +1)
		}
	}
	p.put(to, p.lift(from))
	return patriarchTaken
}

// deploy puts a unit of kind k from the reserve onto the empty cell to (§6).
func (p *Position) deploy(k Kind, to int) {
	c := int(p.side)
	p.addReserve(c, k, -1)
	p.put(to, code(c, k))
}

// endAct ends the act that left its unit on cell at: act 1 of turn 1 and
// act 2 end the turn; any other act 1 makes at the spent square.
func (p *Position) endAct(at int) {
	if p.act == 1 && p.turn != 1 {
		p.act, p.spent = 2, uint8(at)
		return
	}
	p.endTurn()
}

// endTurn hands the turn to the other side.
func (p *Position) endTurn() {
	p.side ^= 1
	p.act, p.spent = 1, 0
	p.turn++
}
