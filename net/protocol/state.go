package protocol

import (
	"maps"
	"slices"

	"pentarchy/game"
	"pentarchy/game/clock"
)

// gameState is one game as a side keeps it, the same for the hub and for
// every match (a guest's, and each of the hub's links): the ruleset, the
// start, the record of public steps with the position after it and the
// hash after each step, and an end by resignation or agreement. What
// differs between the two is around it: a match talks with one other
// side, the hub polls every device.
type gameState struct {
	rules        game.Ruleset // nil for a guest until the host's hello
	rec          game.Record
	start        game.Position
	pos          game.Position  // after rec.Steps
	hashes       []uint64       // hashes[i]: the position hash after i steps
	simultaneous bool           // the game has simultaneous orders (Source of Power)
	ended        *Ending        // the game ended by resignation, agreement or time
	clock        *clock.Clock   // each player's time, when the game is timed (clocks.go); the hub's links share the hub's
	out          game.PlayerSet // the players out of time in a game that goes on without them (clocks.go)
	charged      sealCharges    // the seats charged for their orders in the turn under way (clocks.go)
	mail         mailStamps     // a game by move codes with a clock: when turns began and ended (mailclock.go)
}

// setGame starts rec's game afresh and replays rec's steps, each checked
// with the rules.
func (s *gameState) setGame(rules game.Ruleset, rec game.Record) error {
	start, err := game.Setup(rules, game.Record{Game: rec.Game, Options: rec.Options, Position: rec.Position})
	if err != nil {
		return err
	}
	pos := start.Clone()
	for i, text := range rec.Steps {
		if err := game.Play(pos, text); err != nil {
			return &game.StepError{N: i + 1, Step: text, Err: err}
		}
	}
	s.rules, s.start = rules, start
	_, s.simultaneous = start.(game.Orders)
	steps := rec.Steps
	rec.Steps = nil
	s.rec = rec
	s.setSteps(steps, pos)
	return nil
}

// setSteps makes steps, which lead from the start to pos, the record.
func (s *gameState) setSteps(steps []string, pos game.Position) {
	s.rec.Steps = slices.Clone(steps)
	s.pos = pos
	s.hashes = s.hashes[:0]
	replay := s.start.Clone()
	s.hashes = append(s.hashes, replay.Hash())
	for _, text := range steps {
		game.Play(replay, text)
		s.hashes = append(s.hashes, replay.Hash())
	}
}

// push appends a step already played on s.pos to the record.
func (s *gameState) push(text string) {
	s.rec.Steps = append(s.rec.Steps, text)
	s.hashes = append(s.hashes, s.pos.Hash())
}

// advance plays a legal step and appends it to the record.
func (s *gameState) advance(text string) {
	game.Play(s.pos, text)
	s.push(text)
}

// replay is the position after the record's first n steps.
func (s *gameState) replay(n int) game.Position {
	pos := s.start.Clone()
	for _, text := range s.rec.Steps[:n] {
		game.Play(pos, text)
	}
	return pos
}

// copy is a copy of s that shares nothing that changes.
func (s *gameState) copy() gameState {
	c := *s
	c.rec.Options = maps.Clone(s.rec.Options)
	c.rec.Steps = slices.Clone(s.rec.Steps)
	c.hashes = slices.Clone(s.hashes)
	if s.pos != nil {
		c.pos = s.pos.Clone()
	}
	return c
}

// all is the set of every seat of the game.
func (s *gameState) all() game.PlayerSet {
	var all game.PlayerSet
	for p := 1; p <= s.start.Players(); p++ {
		all = all.With(p)
	}
	return all
}

// Rules returns the game's ruleset, or nil before a guest has a game.
func (s *gameState) Rules() game.Ruleset { return s.rules }

// Record returns the game record: public steps only, never orders that
// are sealed or being entered.
func (s *gameState) Record() game.Record {
	rec := s.rec
	rec.Options = maps.Clone(rec.Options)
	rec.Steps = slices.Clone(rec.Steps)
	if rec.Steps == nil {
		rec.Steps = []string{}
	}
	return rec
}

// Result is the outcome: by the rules, or by resignation or agreement.
func (s *gameState) Result() game.Result {
	if s.ended != nil {
		var w game.PlayerSet
		for _, p := range s.ended.Winners {
			w = w.With(p)
		}
		return game.Result{Over: true, Winners: w, Reason: s.ended.Reason}
	}
	if s.pos == nil {
		return game.Result{}
	}
	if s.out != 0 {
		res, _ := clock.Outcome(s.pos, s.out)
		return res
	}
	return s.pos.Result()
}
