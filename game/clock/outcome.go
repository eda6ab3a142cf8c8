package clock

import "pentarchy/game"

// ReasonTime is the reason of a result the clock decided.
const ReasonTime = "time"

// Outcome is the result of the game at pos when the players of out have run
// out of time, and whether the game goes on. It follows each game's rules
// for a player who cannot act:
//
//   - With two players, the one still in wins at once, by time.
//   - In a game of orders (Source of Power) the game goes on: a player out
//     gives no orders (the page ends theirs as each turn begins), their
//     units stay on the board as those of a player who orders nothing, and
//     when the rules end the game none of them is among its winners (with
//     none left, a draw).
//   - In any other game (Parry, whose rules end the game when the next
//     player cannot place) the game ends at once, the players out ranked
//     last: the winners are the players still in with the best score (all
//     of them where the game keeps none).
//
// While the game goes on, the result is not over.
func Outcome(pos game.Position, out game.PlayerSet) (res game.Result, goesOn bool) {
	res = pos.Result()
	in := allPlayers(pos) &^ out
	_, orders := pos.(game.Orders)
	switch {
	case out == 0:
		return res, !res.Over
	case pos.Players() == 2 || len(in.List()) <= 1:
		return game.Result{Over: true, Winners: in, Reason: ReasonTime, Scores: res.Scores}, false
	case orders && !res.Over:
		return res, true
	case orders:
		res.Winners &^= out
		return res, false
	}
	return game.Result{Over: true, Winners: best(in, res.Scores), Reason: ReasonTime, Scores: res.Scores}, false
}

// best are the players of in with the highest score, or all of in where
// there are no scores.
func best(in game.PlayerSet, scores []int) game.PlayerSet {
	if len(scores) == 0 {
		return in
	}
	var top game.PlayerSet
	high := 0
	for _, p := range in.List() {
		switch s := scores[p-1]; {
		case top == 0 || s > high:
			top, high = game.PlayerSet(0).With(p), s
		case s == high:
			top = top.With(p)
		}
	}
	return top
}

// allPlayers is every player of pos.
func allPlayers(pos game.Position) game.PlayerSet {
	var all game.PlayerSet
	for p := 1; p <= pos.Players(); p++ {
		all = all.With(p)
	}
	return all
}
