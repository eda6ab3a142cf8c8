package phalanx

import "pentarchy/game"

// Apply plays a step that Legal listed or ParseStep accepted (§4.1): it
// carries out the action, removes the dead stones of both colours, checks
// for a winner, and counts the action, passing the turn when none is left.
// "end" passes the turn at once (§4.2). It does not allocate.
func (p *Position) Apply(s game.Step) {
	kind, x, y := unpack(s)
	own := &p.stones[p.side]
	switch kind {
	case StepEnd:
		p.passTurn()
		return
	case StepAdd:
		*own = own.with(x)
	case StepMove:
		*own = own.without(x).with(y)
	case StepPush:
		p.push(x, y)
	}
	p.removeDead()
	if p.outcome = boardOutcome(p.stones); p.outcome != ongoing {
		return // a win leaves the counters as they were (§8)
	}
	if p.actions--; p.actions == 0 {
		p.passTurn()
	}
}

// push carries out "push x-y" (§5.3): the mover's run ending at x and the
// enemy's run starting at y shift one step from x towards y. Only the ends
// change: the mover's rear intersection empties, y becomes the mover's, and
// the last enemy stone lands on z just past the enemy run, unless z is off
// the board, a goal corner or a mover's stone, where it dies.
func (p *Position) push(x, y int) {
	own, opp := &p.stones[p.side], &p.stones[p.side^1]
	d, _ := between(x, y)
	back := direction{-d.df, -d.dr}
	rear := x
	for i, on := offset(x, back); on && own.has(i); i, on = offset(i, back) {
		rear = i
	}
	z, on := y, true
	for on && opp.has(z) {
		z, on = offset(z, d)
	}
	*own = own.without(rear).with(y)
	*opp = opp.without(y)
	if on && playable(z) && !own.has(z) {
		*opp = opp.with(z)
	}
}

// removeDead removes every stone with no neighbour of its colour, of both
// colours at once (§5.4). One pass is enough.
func (p *Position) removeDead() {
	p.stones[0] = p.stones[0].and(p.stones[0].neighbours())
	p.stones[1] = p.stones[1].and(p.stones[1].neighbours())
}

// passTurn ends the turn (§4.1 step 4, §4.2): the other side gets 3
// actions, or 4 in White's first turn (when the counter has just become
// 1), and the game is drawn when the counter reaches TurnLimit (§6).
func (p *Position) passTurn() {
	p.side ^= 1
	p.turns++
	p.actions = 3
	if p.side == 1 && p.turns == 1 {
		p.actions = 4
	}
	if p.turns >= TurnLimit {
		p.outcome = turnLimitDraw
	}
}
