package conquid

import "pentarchy/game"

// ending tells whether and how the game is over.
type ending uint8

const (
	stillOn ending = iota
	byConquest
	byQuietDraw
	byTurnCap
)

// The result reasons, as the rules word them (section 9).
const (
	ReasonConquest  = "conquest"
	ReasonQuietDraw = "two consecutive quiet turns"
	ReasonTurnCap   = "turn cap"
)

// Result is the outcome: the player who played conquest wins; the quiet draw
// and the turn cap are draws with no winner. Conquid keeps no score.
func (p *Position) Result() game.Result {
	switch p.end {
	case byConquest:
		return game.Result{Over: true, Winners: game.PlayerSet(0).With(p.Side()), Reason: ReasonConquest}
	case byQuietDraw:
		return game.Result{Over: true, Reason: ReasonQuietDraw}
	case byTurnCap:
		return game.Result{Over: true, Reason: ReasonTurnCap}
	}
	return game.Result{}
}

// endTurn completes a turn that did not end in Conquest (rules 4.4, 9): the
// turn counter and the quiet counter move on, the other side moves, and the
// draws are checked, the quiet draw first.
func (p *Position) endTurn(quiet bool) {
	p.turns++
	p.acq = 0
	if quiet {
		p.quiet++
	} else {
		p.quiet = 0
	}
	p.side ^= 1
	p.end = p.drawn()
}

// drawn tells whether the counters of a position whose mover field agrees
// with its turn count end the game in a draw.
func (p *Position) drawn() ending {
	switch {
	case p.quiet >= 2:
		return byQuietDraw
	case p.turns >= p.b.turnCap:
		return byTurnCap
	}
	return stillOn
}

// conquest ends the game: the mover wins. The turn counter moves on, the
// mover field stays the winner's and the quiet counter is left as it was
// (rules 10), so the mover field no longer agrees with the turn count's
// parity; that is how the position text tells a won game.
func (p *Position) conquest() {
	p.turns++
	p.end = byConquest
}
