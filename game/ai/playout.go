package ai

import "pentarchy/game"

// playout plays on from the position in work to the end of the game, or
// until the level's number of turns has passed when the ruleset can
// evaluate positions, and leaves each player's reward in s.reward.
func (s *Search) playout() {
	pos := s.work
	cut := s.level.PlayoutTurns
	if s.know.eval == nil {
		cut = 0
	}
	mover, turn := pos.Mover(), s.turn()
	turns := 0
	for {
		m := pos.Mover()
		if m == 0 {
			s.scoreResult()
			return
		}
		if t := s.turn(); m != mover && s.simul == nil || t != turn {
			mover, turn = m, t
			if turns++; cut > 0 && turns >= cut {
				s.know.eval.Evaluate(s.reward)
				return
			}
		}
		pos.Apply(s.playoutStep())
	}
}

// turn is the turn number of a game with simultaneous orders, else 0.
func (s *Search) turn() int {
	if s.simul == nil {
		return 0
	}
	return s.know.simul.Turn()
}

// playoutStep chooses a step for the position in work: by the ruleset's
// policy, or uniformly at random.
func (s *Search) playoutStep() game.Step {
	if s.know.policy != nil {
		return s.know.policy.PlayoutStep(s.rng, &s.legal)
	}
	s.legal = s.work.Legal(s.legal[:0])
	return s.legal[s.rng.IntN(len(s.legal))]
}

// scoreResult turns the result of the finished game in work into rewards
// (see share), and notes a sole winner in s.terminalAt.
func (s *Search) scoreResult() {
	var winners game.PlayerSet
	if s.know.winner != nil {
		winners = s.know.winner.Winners()
	} else {
		winners = s.work.Result().Winners
	}
	for p := range s.reward {
		s.reward[p] = share(winners, p+1, s.players)
		if s.reward[p] == 1 {
			s.terminalAt = int8(p + 1)
		}
	}
}
