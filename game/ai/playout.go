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
	m, t := mover, turn
	turns := 0
	for {
		if m == 0 {
			s.scoreResult()
			return
		}
		if m != mover && s.simul == nil || t != turn {
			mover, turn = m, t
			if turns++; cut > 0 && turns >= cut {
				s.know.eval.Evaluate(s.reward)
				return
			}
		}
		m, t = s.playoutTurn()
	}
}

// turn is the turn number of a game with simultaneous orders, else 0.
func (s *Search) turn() int {
	if s.simul == nil {
		return 0
	}
	return s.know.simul.Turn()
}

// playoutTurn plays the steps in work, chosen by the ruleset's policy or
// uniformly at random, while the same player is to move in the same turn,
// and returns who moves next and the turn.
func (s *Search) playoutTurn() (mover, turn int) {
	if s.know.policy != nil {
		return s.know.policy.PlayPlayoutTurn(s.rng, &s.legal)
	}
	m, t := s.work.Mover(), s.turn()
	for mover, turn = m, t; mover == m && turn == t; {
		s.legal = s.work.Legal(s.legal[:0])
		s.work.Apply(s.legal[s.rng.IntN(len(s.legal))])
		mover, turn = s.work.Mover(), s.turn()
	}
	return mover, turn
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
