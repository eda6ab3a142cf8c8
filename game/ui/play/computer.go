package play

import (
	"strconv"
	"strings"
	"time"

	"pentarchy/game"
	"pentarchy/game/ai"
	"pentarchy/game/ui/kit"
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
// once the level's budget of playouts is spent, or "" while it goes on.
// The budget is never cut for time: a level plays alike on every device.
func (tk *thinker) think(pos game.Position) string {
	s, fresh := tk.follow(pos)
	now := time.Now()
	if fresh || tk.started.IsZero() {
		tk.started = now
	}
	for end := now.Add(thinkSlice); !s.Done() && time.Now().Before(end); {
		s.Run(4)
	}
	if !s.Done() {
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

// ComputerSeat is a seat the computer plays at one of its levels; one
// that adapts moves the level kept on the device after each game (Match
// me, see levels.go).
type ComputerSeat struct {
	thinker
	adapts bool
	asked  bool // next was called since busy last looked
}

func NewComputerSeat(level ai.Level) *ComputerSeat {
	return &ComputerSeat{thinker: thinker{level: level}}
}

func (c *ComputerSeat) Person() bool { return false }

func (c *ComputerSeat) Next(pos game.Position, _ game.Record) string {
	c.asked = true
	return c.think(pos)
}

// Busy tells whether the seat was asked for a step since the last call:
// while it thinks, and for one frame after its last step, so that a turn
// of several steps goes on without waiting for input.
func (c *ComputerSeat) Busy() bool {
	b := c.asked
	c.asked = false
	return b
}

// ID is "computer:LEVEL", with ":adapts" after it for Match me.
func (c *ComputerSeat) ID() string {
	if c.adapts {
		return "computer:" + c.level.Name + ":adapts"
	}
	return "computer:" + c.level.Name
}

// thinking tells whether the seat is searching for a step now.
func (c *ComputerSeat) thinking() bool { return !c.started.IsZero() }

// makeComputerSeat makes the seat of an id "computer:LEVEL" or
// "computer:LEVEL:adapts" (ID).
func makeComputerSeat(r game.Ruleset, arg string) (Seat, bool) {
	name, adapts := strings.CutSuffix(arg, ":adapts")
	l, err := ai.FindLevel(r.ID(), name)
	if err != nil {
		return nil, false
	}
	c := NewComputerSeat(l)
	c.adapts = adapts
	return c, true
}

// advice is what the Hint button found, or is looking for: the step the
// computer would play for the person to move.
type advice struct {
	thinker
	at     int    // the length of the record it is for
	Active bool   // still searching
	step   string // the step found, once done
}

// hintLevel is the level whose search the Hint button runs: a search of
// a second or so, which plays the best step it found.
const hintLevel = "5"

// askHint starts looking for a hint in the position now.
func (s *PlayScene) askHint() {
	if !s.ByHand() || s.Curtained() || s.advice.Active {
		return
	}
	l, _ := ai.FindLevel(s.Rules.ID(), hintLevel)
	s.advice = advice{thinker: thinker{level: l, search: s.advice.search}, at: len(s.Rec.Steps), Active: true}
}

// thinkHint goes on looking for the hint, a slice a tick, and tells
// whether it just found it. A hint for an earlier position is dropped.
func (s *PlayScene) thinkHint() bool {
	if !s.advice.Active {
		return false
	}
	if s.advice.at != len(s.Rec.Steps) || !s.ByHand() {
		s.advice.Active = false
		return true
	}
	if step := s.advice.think(s.Pos); step != "" {
		s.advice.step, s.advice.Active = step, false
		return true
	}
	return false
}

// AdviceText is what the Hint button has to say for the position shown:
// that it is looking, or the step the computer suggests; "" otherwise.
func (s *PlayScene) AdviceText() string {
	switch {
	case s.advice.at != len(s.Rec.Steps):
	case s.advice.Active:
		return kit.Tr("hint.looking")
	case s.advice.step != "":
		return kit.Tr("hint.would-play", s.advice.step)
	}
	return ""
}

// thinkingDetail is the status card's second line while a computer seat
// searches for its step, or "".
func (s *PlayScene) thinkingDetail() string {
	m := s.Pos.Mover()
	if m == 0 {
		return ""
	}
	if c, ok := s.Seats[m-1].(*ComputerSeat); ok {
		return kit.Tr("computer.thinking", LevelName(c.level))
	}
	return ""
}

// LevelName is the name of a level of the computer as players read it:
// "level 4", or a reference level's name.
func LevelName(l ai.Level) string {
	if _, err := strconv.Atoi(l.Name); err == nil {
		return kit.Tr("level.rung", l.Name)
	}
	return kit.Tr("level." + l.Name)
}
