package play

import (
	"strconv"
	"time"

	"pentarchy/game"
	"pentarchy/game/ai"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/scene"
)

// The computer's level as a player picks it: a rung of the game's ladder
// (1 to 8), or Match me, which plays the level kept on the device for the
// game and moves it a rung up after a game the computer lost to a person
// here and a rung down after one it won. The last choice is kept too, so
// that the new-game screen offers it again.

// LevelChoice is a choice of the computer's level.
type LevelChoice struct {
	Rung   int  // 1 to 8; for Match me, unused
	Adapts bool // Match me
}

// rungs is the number of rungs of every game's ladder.
const rungs = 8

// firstMatch is the rung Match me starts at in a game not played before.
const firstMatch = 3

// ChosenLevel is the level last chosen for game's computer on this
// device; Match me at first.
func ChosenLevel(a scene.Host, game string) LevelChoice {
	v, _ := a.Store().Get(chosenKey(game))
	if n, err := strconv.Atoi(v); err == nil && n >= 1 && n <= rungs {
		return LevelChoice{Rung: n}
	}
	return LevelChoice{Adapts: true}
}

// Keep remembers c as game's chosen level on this device.
func (c LevelChoice) Keep(a scene.Host, game string) {
	v := "match"
	if !c.Adapts {
		v = strconv.Itoa(c.Rung)
	}
	a.Store().Set(chosenKey(game), v)
}

func chosenKey(game string) string { return "computer-level." + game }
func matchKey(game string) string  { return "match-level." + game }

// MatchRung is the rung Match me plays now in game on this device.
func MatchRung(a scene.Host, game string) int {
	v, _ := a.Store().Get(matchKey(game))
	if n, err := strconv.Atoi(v); err == nil && n >= 1 && n <= rungs {
		return n
	}
	return firstMatch
}

// Next is the choice after c: the rungs upwards, then Match me.
func (c LevelChoice) Next() LevelChoice {
	switch {
	case c.Adapts:
		return LevelChoice{Rung: 1}
	case c.Rung >= rungs:
		return LevelChoice{Adapts: true}
	}
	return LevelChoice{Rung: c.Rung + 1}
}

// Prev is the choice before c.
func (c LevelChoice) Prev() LevelChoice {
	switch {
	case c.Adapts:
		return LevelChoice{Rung: rungs}
	case c.Rung <= 1:
		return LevelChoice{Adapts: true}
	}
	return LevelChoice{Rung: c.Rung - 1}
}

// Label names the choice: "level 4", or "level 4, it adapts" for Match me
// at its rung now.
func (c LevelChoice) Label(a scene.Host, game string) string {
	if c.Adapts {
		return kit.Tr("level.adapts", MatchRung(a, game))
	}
	return kit.Tr("level.rung", c.Rung)
}

// Level is the level the choice plays now in r.
func (c LevelChoice) Level(a scene.Host, r game.Ruleset) ai.Level {
	rung := c.Rung
	if c.Adapts {
		rung = MatchRung(a, r.ID())
	}
	return ai.Levels(r.ID())[rung-1]
}

// Seat is a computer seat playing the choice in r.
func (c LevelChoice) Seat(a scene.Host, r game.Ruleset) *ComputerSeat {
	seat := NewComputerSeat(c.Level(a, r))
	seat.adapts = c.Adapts
	return seat
}

// choiceOf is the choice a computer seat plays.
func choiceOf(c *ComputerSeat) LevelChoice {
	n, err := strconv.Atoi(c.level.Name)
	if err != nil {
		n = firstMatch // a reference level of an older version
	}
	return LevelChoice{Rung: n, Adapts: c.adapts}
}

// adapt moves Match me's rung after a game that just ended: up when a
// person here won it and no computer seat that adapts did, down when such
// a seat won and no person did.
func (s *PlayScene) adapt() {
	res := s.Pos.Result()
	if !res.Over {
		return
	}
	personWon, computerWon, adapts := false, false, false
	for i, seat := range s.Seats {
		c, isComputer := seat.(*ComputerSeat)
		switch won := res.Winners.Has(i + 1); {
		case seat.Person():
			personWon = personWon || won
		case isComputer && c.adapts:
			adapts, computerWon = true, computerWon || won
		}
	}
	if !adapts || personWon == computerWon {
		return
	}
	rung := MatchRung(s.a, s.Rules.ID())
	if personWon {
		rung = min(rungs, rung+1)
	} else {
		rung = max(1, rung-1)
	}
	s.a.Store().Set(matchKey(s.Rules.ID()), strconv.Itoa(rung))
}

// StepTime estimates how long level takes to choose a step of pos's game
// in this page on this device: it searches pos for a moment, measuring how
// many playouts this device runs, and scales that to the level's budget
// and the share of each frame the page gives the search.
func StepTime(pos game.Position, level ai.Level) time.Duration {
	probe := ai.Level{Name: "probe", Iterations: 1 << 30, PlayoutTurns: level.PlayoutTurns}
	s := ai.NewSearch(pos, probe, 1)
	start := time.Now()
	n := 0
	for time.Since(start) < probeTime && !s.Decided() {
		n += s.Run(16)
	}
	if n == 0 {
		return 0
	}
	perPlayout := float64(time.Since(start)) / float64(n)
	return time.Duration(perPlayout * float64(level.Iterations) * frameShare)
}

const (
	// probeTime is how long StepTime searches.
	probeTime = 60 * time.Millisecond
	// frameShare is the page's wall time per unit of search: the search
	// runs thinkSlice a frame of about 16.7 ms.
	frameShare = 1000.0 / 60 / 10
)

// SlowStep is how long a level may take for a step before the page says so.
const SlowStep = 8 * time.Second

// offerLevels gives a game against the computer, once over, a button that
// steps through the levels for the next game, starting at the level the
// computer plays now.
func (s *PlayScene) offerLevels() {
	for _, seat := range s.Seats {
		if c, ok := seat.(*ComputerSeat); ok {
			s.nextLevel = choiceOf(c)
			s.levelB = &kit.Button{Action: func() {
				s.nextLevel = s.nextLevel.Next()
				s.nextLevel.Keep(s.a, s.Rules.ID())
				s.Layout(s.v)
			}}
			return
		}
	}
}

// endButtons are the buttons over a finished game: New game, Analysis,
// and the next game's level when the computer played on this device.
func (s *PlayScene) endButtons() []*kit.Button {
	bs := []*kit.Button{s.NewGame, s.Review}
	if _, here := s.Link.(local); here && s.levelB != nil {
		s.levelB.Label = kit.Tr("play.next-level", s.nextLevel.Label(s.a, s.Rules.ID()))
		bs = append(bs, s.levelB)
	}
	return append(bs, s.shareB)
}

// nextSeats are the seats of the next game: the same players, the
// computer at the level chosen over this one (Match me at its new rung).
func (s *PlayScene) nextSeats() []Seat {
	seats := make([]Seat, len(s.Seats))
	for i, seat := range s.Seats {
		seats[i] = seat
		if _, ok := seat.(*ComputerSeat); ok {
			seats[i] = s.nextLevel.Seat(s.a, s.Rules)
		}
	}
	return seats
}
