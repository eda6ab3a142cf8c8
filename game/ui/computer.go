package ui

import (
	"time"

	"pentarchy/game"
	"pentarchy/game/ai"
)

// thinkSlice is how long the computer searches in one tick. The page has a
// single thread: a tick that ran longer would hold up drawing and input, so
// the search goes on a slice a tick until its level's budget is spent. Ten
// milliseconds leave a frame of a 60 Hz screen time to draw, and give the
// search 60 % of the thread.
const thinkSlice = 10 * time.Millisecond

// thinker searches the step to play in a position a slice at a time: for a
// computer seat, or for the Hint button.
type thinker struct {
	level   ai.Level
	search  *ai.Search
	started time.Time // when the search for the current step began; zero between steps
}

// think searches pos for one more slice, and returns the step to play
// once the level's budget is spent, or "" while it goes on.
func (tk *thinker) think(pos game.Position) string {
	s, fresh := tk.follow(pos)
	now := time.Now()
	if fresh || tk.started.IsZero() {
		tk.started = now
	}
	budget := time.Duration(tk.level.Millis) * time.Millisecond
	for end := now.Add(thinkSlice); !s.Done() && time.Since(tk.started) < budget && time.Now().Before(end); {
		s.Run(4)
	}
	if !s.Done() && time.Since(tk.started) < budget {
		return ""
	}
	tk.started = time.Time{}
	step, ok := s.Best()
	if !ok {
		return ""
	}
	text := pos.FormatStep(step)
	s.Advance(step)
	return text
}

// follow returns the search for pos: the one of the last step when the
// game went on from there (its tree holds what it learnt), else a new one,
// and whether it is new: the position changed under it (a takeback).
func (tk *thinker) follow(pos game.Position) (*ai.Search, bool) {
	switch {
	case tk.search == nil:
		tk.search = ai.NewSearch(pos, tk.level, uint64(time.Now().UnixNano()))
	case tk.search.Position().Hash() != pos.Hash() || tk.search.Position().String() != pos.String():
		tk.search.Reset(pos)
	default:
		return tk.search, false
	}
	return tk.search, true
}

// computerSeat is a seat the computer plays at one of its levels.
type computerSeat struct {
	thinker
	asked bool // next was called since busy last looked
}

func newComputerSeat(level ai.Level) *computerSeat {
	return &computerSeat{thinker: thinker{level: level}}
}

func (c *computerSeat) person() bool { return false }

func (c *computerSeat) next(pos game.Position, _ game.Record) string {
	c.asked = true
	return c.think(pos)
}

// busy tells whether the seat was asked for a step since the last call:
// while it thinks, and for one frame after its last step, so that a turn
// of several steps goes on without waiting for input.
func (c *computerSeat) busy() bool {
	b := c.asked
	c.asked = false
	return b
}

func (c *computerSeat) id() string { return "computer:" + c.level.Name }

// thinking tells whether the seat is searching for a step now.
func (c *computerSeat) thinking() bool { return !c.started.IsZero() }

// makeComputerSeat makes the seat of an id "computer:LEVEL".
func makeComputerSeat(_ game.Ruleset, level string) (seat, bool) {
	l, err := ai.FindLevel(level)
	if err != nil {
		return nil, false
	}
	return newComputerSeat(l), true
}

// advice is what the Hint button found, or is looking for: the step the
// computer would play for the person to move.
type advice struct {
	thinker
	at     int    // the length of the record it is for
	active bool   // still searching
	step   string // the step found, once done
}

// hintLevel is the level whose search the Hint button runs.
const hintLevel = "medium"

// askHint starts looking for a hint in the position now.
func (s *playScene) askHint() {
	if !s.byHand() || s.curtained() || s.advice.active {
		return
	}
	l, _ := ai.FindLevel(hintLevel)
	s.advice = advice{thinker: thinker{level: l, search: s.advice.search}, at: len(s.rec.Steps), active: true}
}

// thinkHint goes on looking for the hint, a slice a tick, and tells
// whether it just found it. A hint for an earlier position is dropped.
func (s *playScene) thinkHint() bool {
	if !s.advice.active {
		return false
	}
	if s.advice.at != len(s.rec.Steps) || !s.byHand() {
		s.advice.active = false
		return true
	}
	if step := s.advice.think(s.pos); step != "" {
		s.advice.step, s.advice.active = step, false
		return true
	}
	return false
}

// adviceText is what the Hint button has to say for the position shown:
// that it is looking, or the step the computer suggests; "" otherwise.
func (s *playScene) adviceText() string {
	switch {
	case s.advice.at != len(s.rec.Steps):
	case s.advice.active:
		return tr("hint.looking")
	case s.advice.step != "":
		return tr("hint.would-play", s.advice.step)
	}
	return ""
}

// thinkingDetail is the status card's second line while a computer seat
// searches for its step, or "".
func (s *playScene) thinkingDetail() string {
	m := s.pos.Mover()
	if m == 0 {
		return ""
	}
	if c, ok := s.seats[m-1].(*computerSeat); ok {
		return tr("computer.thinking", levelName(c.level))
	}
	return ""
}
