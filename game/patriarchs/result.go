package patriarchs

import "pentarchy/game"

// The reasons a game ends, as §8 words them.
const (
	ReasonCapture = "patriarch captured" // §8.1: the winner took the enemy Patriarch
	ReasonMoveCap = "move cap"           // §8.3: turn max_turns ended, a draw
)

// over tells whether the game has ended: a Patriarch is missing, or the
// turn number has passed the move cap.
func (p *Position) over() bool {
	return p.patri[0] == 0 || p.patri[1] == 0 || p.maxTurns != 0 && p.turn > p.maxTurns
}

// Result tells whether the game is over (§8). The player whose Patriarch
// is left has won by capture; past the move cap it is a draw, with no
// winners. Patriarchs keeps no score.
func (p *Position) Result() game.Result {
	switch {
	case p.patri[1] == 0:
		return game.Result{Over: true, Winners: game.PlayerSet(0).With(Blue), Reason: ReasonCapture}
	case p.patri[0] == 0:
		return game.Result{Over: true, Winners: game.PlayerSet(0).With(Red), Reason: ReasonCapture}
	case p.over():
		return game.Result{Over: true, Reason: ReasonMoveCap}
	}
	return game.Result{}
}
