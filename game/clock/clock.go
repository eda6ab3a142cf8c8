// Package clock is a game's time control and the time each player has
// left. It is pure Go and has no clock of its own: the page measures how
// long a player thinks and passes it in, so that every device, and every
// test, counts the same.
//
// A player's turn is what the rules give them between two changes of the
// player to move (a whole turn of several steps; in Source of Power, the
// orders of one player). With a Fischer control each player has a time for
// the whole game and gains an increment after every turn they end in
// time; with a time per turn each turn has its own limit. A player whose
// time runs out is out (Outcome says what that does to the game).
package clock

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Kind is a kind of time control.
type Kind int

const (
	// None: no clock.
	None Kind = iota
	// Fischer: a time for the whole game, and an increment after each turn.
	Fischer
	// PerTurn: a time for each turn (Source of Power: orders are due by it).
	PerTurn
)

// Control is a time control as the players chose it.
type Control struct {
	Kind      Kind
	Base      time.Duration // Fischer: each player's time at the start
	Increment time.Duration // Fischer: added after each turn ended in time
	Turn      time.Duration // PerTurn: the time of each turn
}

// Presets are the controls the new-game screen offers, in its order: none,
// four Fischer controls from a quick game to a long one, two limits per
// turn, and days per turn for a game by move codes.
var Presets = []Control{
	{},
	{Kind: Fischer, Base: 3 * time.Minute, Increment: 2 * time.Second},
	{Kind: Fischer, Base: 5 * time.Minute, Increment: 3 * time.Second},
	{Kind: Fischer, Base: 10 * time.Minute, Increment: 5 * time.Second},
	{Kind: Fischer, Base: 30 * time.Minute, Increment: 20 * time.Second},
	{Kind: PerTurn, Turn: 30 * time.Second},
	{Kind: PerTurn, Turn: 2 * time.Minute},
	{Kind: PerTurn, Turn: 24 * time.Hour},
	{Kind: PerTurn, Turn: 72 * time.Hour},
}

// ByMail tells whether a game by move codes can keep the control: a time
// per turn of an hour or more (the presets' days per turn).
func (c Control) ByMail() bool { return c.Kind == PerTurn && c.Turn >= time.Hour }

// String is the control's text form, which Parse reads: "" for none,
// "5m0s+3s" (Fischer: base and increment), "30s/turn".
func (c Control) String() string {
	switch c.Kind {
	case Fischer:
		return c.Base.String() + "+" + c.Increment.String()
	case PerTurn:
		return c.Turn.String() + "/turn"
	}
	return ""
}

// Parse reads a control's text form. It refuses limits under a second or
// over thirty days, an increment over an hour, and anything else.
func Parse(text string) (Control, error) {
	if text == "" {
		return Control{}, nil
	}
	if turn, ok := strings.CutSuffix(text, "/turn"); ok {
		d, ok := parseDuration(turn)
		if !ok || d < time.Second || d > maxTime {
			return Control{}, fmt.Errorf("bad time per turn %q", turn)
		}
		return Control{Kind: PerTurn, Turn: d}, nil
	}
	base, inc, ok := strings.Cut(text, "+")
	b, ok1 := parseDuration(base)
	i, ok2 := parseDuration(inc)
	if !ok || !ok1 || !ok2 || b < time.Second || b > maxTime || i > time.Hour {
		return Control{}, fmt.Errorf("bad time control %q", text)
	}
	return Control{Kind: Fischer, Base: b, Increment: i}, nil
}

// parseDuration reads a whole number of seconds as Duration.String writes
// it: "72h0m0s", "5m0s", "30s". (time.ParseDuration reads more, and costs
// the page 5 KB of code for it.)
func parseDuration(s string) (time.Duration, bool) {
	if s == "" {
		return 0, false
	}
	var d time.Duration
	units := "hms" // the units that may still come, in their order
	for s != "" {
		n := 0
		for n < len(s) && n < 8 && '0' <= s[n] && s[n] <= '9' {
			n++
		}
		if n == 0 || n == len(s) || strings.IndexByte(units, s[n]) < 0 {
			return 0, false
		}
		v, _ := strconv.Atoi(s[:n])
		d += time.Duration(v) * unitLength(s[n])
		units, s = units[strings.IndexByte(units, s[n])+1:], s[n+1:]
	}
	return d, true
}

// unitLength is the length of the unit h, m or s.
func unitLength(unit byte) time.Duration {
	switch unit {
	case 'h':
		return time.Hour
	case 'm':
		return time.Minute
	}
	return time.Second
}

// maxTime is the longest time a control gives.
const maxTime = 30 * 24 * time.Hour

// Clock is the time each player has left.
type Clock struct {
	Control Control
	left    []time.Duration // Fischer: each player's time before their turn under way, player 1 first
}

// New is the clock of a game of players under c, every player's time full.
func New(c Control, players int) *Clock {
	k := &Clock{Control: c, left: make([]time.Duration, players)}
	for i := range k.left {
		k.left[i] = c.Base
	}
	return k
}

// On tells whether the game has a clock.
func (c *Clock) On() bool { return c != nil && c.Control.Kind != None }

// Left is what player p has left d into their turn (d 0 for a player not
// to move); 0 once it is out, and 0 for a game without a clock.
func (c *Clock) Left(p int, d time.Duration) time.Duration {
	switch {
	case !c.On() || p < 1 || p > len(c.left):
		return 0
	case c.Control.Kind == PerTurn:
		return max(0, c.Control.Turn-d)
	}
	return max(0, c.left[p-1]-d)
}

// Out tells whether player p has run out of time d into their turn.
func (c *Clock) Out(p int, d time.Duration) bool { return c.On() && c.Left(p, d) <= 0 }

// Ended charges player p for a turn they ended d after it began, adding
// the increment when it was in time, and tells whether it was.
func (c *Clock) Ended(p int, d time.Duration) bool {
	if !c.On() || p < 1 || p > len(c.left) {
		return true
	}
	if c.Out(p, d) {
		if c.Control.Kind == Fischer {
			c.left[p-1] = 0
		}
		return false
	}
	if c.Control.Kind == Fischer {
		c.left[p-1] += c.Control.Increment - d
	}
	return true
}

// Low tells whether player p, d into their turn, is low on time: the last
// tenth of the base (or of a turn's time), and never more than the last
// ten seconds of a game of an hour or less.
func (c *Clock) Low(p int, d time.Duration) bool {
	if !c.On() {
		return false
	}
	whole := c.Control.Base
	if c.Control.Kind == PerTurn {
		whole = c.Control.Turn
	}
	warn := whole / 10
	if whole <= time.Hour {
		warn = min(warn, 10*time.Second)
	}
	return c.Left(p, d) <= warn
}

// Times are each player's time left before their turn under way, to keep
// with a saved game; Restore sets them back.
func (c *Clock) Times() []time.Duration { return append([]time.Duration(nil), c.left...) }

// Restore sets each player's time left, as Times gave them; a list of
// another length is refused and changes nothing.
func (c *Clock) Restore(times []time.Duration) error {
	if len(times) != len(c.left) {
		return fmt.Errorf("times for %d players in a game of %d", len(times), len(c.left))
	}
	for _, t := range times {
		if t < 0 || t > maxTime+time.Hour {
			return fmt.Errorf("a time of %v left", t)
		}
	}
	copy(c.left, times)
	return nil
}

// Text is d as a clock shows it: "4:05", "1:02:03" past an hour, "2 d 3:00"
// past a day, and tenths under ten seconds ("9.4").
func Text(d time.Duration) string {
	if d < 10*time.Second {
		d = d.Truncate(100 * time.Millisecond)
		return fmt.Sprintf("%d.%d", int(d.Seconds()), int(d/(100*time.Millisecond))%10)
	}
	s := int(d / time.Second)
	days, h, m, sec := s/86400, s/3600%24, s/60%60, s%60
	switch {
	case days > 0:
		return fmt.Sprintf("%d d %d:%02d", days, h, m)
	case h > 0:
		return fmt.Sprintf("%d:%02d:%02d", h, m, sec)
	}
	return fmt.Sprintf("%d:%02d", m, sec)
}
