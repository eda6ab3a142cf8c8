package parry

import (
	"slices"

	"pentarchy/game"
)

// Territory is the player whose territory a site is, or 0 (spec §1): the
// player with positive power there, or else the site's occupant.
func (p *Position) Territory(site int) int {
	if c := p.ctrl[site]; c != 0 {
		return int(c)
	}
	return int(p.cell[site])
}

// Scores are the sizes of the players' territories now, player 1 first.
// They are live at any time (spec A5); the final ones decide the game.
func (p *Position) Scores() []int {
	scores := make([]int, p.players)
	for s := range p.board.n {
		if t := p.Territory(s); t != 0 {
			scores[t-1]++
		}
	}
	return scores
}

// Result is the outcome (spec §5): once the player to place cannot, the
// players with the highest score win, reason "score". In a 2-player game
// with equal scores the last placer wins alone, reason "tie: last placer
// wins" (OUR RULE, A1).
func (p *Position) Result() game.Result {
	if !p.over {
		return game.Result{}
	}
	scores := p.Scores()
	winners, reason := p.winnersBy(scores)
	return game.Result{Over: true, Winners: winners, Reason: reason, Scores: scores}
}

// winnersBy returns the winners of a finished game with these scores
// (player 1 first), and the reason.
func (p *Position) winnersBy(scores []int) (game.PlayerSet, string) {
	if p.players == 2 && scores[0] == scores[1] {
		return game.PlayerSet(0).With(int(p.turn)%2 + 1), "tie: last placer wins"
	}
	var winners game.PlayerSet
	best := slices.Max(scores)
	for i, s := range scores {
		if s == best {
			winners = winners.With(i + 1)
		}
	}
	return winners, "score"
}
