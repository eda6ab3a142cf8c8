package netgame

import (
	"pentarchy/game"
	"pentarchy/game/ui/play"
)

// friendSeat is a seat played on the friend's device: its steps are the
// ones received from there and validated (over the connection, or in a
// move code), in order. The play scene checks each again with the ruleset
// before playing it.
type friendSeat struct{ q *stepQueue }

// stepQueue holds the friend's validated steps not yet played.
type stepQueue struct{ steps []string }

func (friendSeat) Person() bool { return false }

// Busy keeps frames coming while steps wait to be played, one a tick.
func (f friendSeat) Busy() bool { return len(f.q.steps) > 0 }

func (friendSeat) ID() string   { return "friend" }
func (friendSeat) Remote() bool { return true }

// Next hands over the friend's next step, once it has come.
func (f friendSeat) Next(game.Position, game.Record) string {
	q := f.q
	if len(q.steps) == 0 {
		return ""
	}
	step := q.steps[0]
	q.steps = q.steps[1:]
	return step
}

// friendSeats seats a person here where mine is true and the friend
// elsewhere, their steps coming from q.
func friendSeats(mine []bool, q *stepQueue) []play.Seat {
	seats := make([]play.Seat, len(mine))
	for i, here := range mine {
		seats[i] = play.PersonSeat{}
		if !here {
			seats[i] = friendSeat{q}
		}
	}
	return seats
}
