package phalanx

import (
	"strings"

	"pentarchy/game"
)

// outcome is how the game stands: still going, or how it ended (§6).
type outcome uint8

const (
	ongoing outcome = iota
	blackGoalWin
	whiteGoalWin
	blackEliminationWin
	whiteEliminationWin
	turnLimitDraw
)

// text returns the result string of §6, such as "black goal", or "" while
// the game goes on.
func (o outcome) text() string {
	switch o {
	case blackGoalWin:
		return "black goal"
	case whiteGoalWin:
		return "white goal"
	case blackEliminationWin:
		return "black elimination"
	case whiteEliminationWin:
		return "white elimination"
	case turnLimitDraw:
		return "draw turnlimit"
	}
	return ""
}

// winner returns the winning player, or 0 for a draw or a game going on.
func (o outcome) winner() int {
	switch o {
	case blackGoalWin, blackEliminationWin:
		return Black
	case whiteGoalWin, whiteEliminationWin:
		return White
	}
	return 0
}

// boardOutcome checks the board for a winner, in the order of §6:
// elimination first, then the goals. A board with no stone at all, or with
// both sides at their goals, cannot arise in play; it reads as a Black win
// here and Parse refuses it.
func boardOutcome(stones [2]set) outcome {
	switch {
	case stones[1].isEmpty():
		return blackEliminationWin
	case stones[0].isEmpty():
		return whiteEliminationWin
	case !stones[0].and(set{blackWinLo, blackWinHi}).isEmpty():
		return blackGoalWin
	case !stones[1].and(set{whiteWinLo, whiteWinHi}).isEmpty():
		return whiteGoalWin
	}
	return ongoing
}

// Result returns the outcome in the referee's terms (§6): Black is player
// 1, White player 2; the reason is "goal", "elimination" or "turnlimit"; a
// draw has no winner; no score is kept.
func (p *Position) Result() game.Result {
	if p.outcome == ongoing {
		return game.Result{}
	}
	r := game.Result{Over: true}
	if w := p.outcome.winner(); w != 0 {
		r.Winners = r.Winners.With(w)
	}
	_, r.Reason, _ = strings.Cut(p.outcome.text(), " ")
	return r
}

// ResultText returns the result string of the rules (§6) as traces write
// it: "black goal", "white goal", "black elimination", "white elimination"
// or "draw turnlimit"; "" while the game goes on.
func (p *Position) ResultText() string { return p.outcome.text() }
