package netui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/ui/kit"
)

// outcome is what a call made off the Update loop gave: a value or an
// error.
type Outcome[T any] struct {
	Val T
	Err error
}

// netCall is a blocking network call (gathering candidates, connecting,
// reading a message) run on its own goroutine. In the page, pion's calls
// wait on JavaScript promises, so they must never run inside the Update
// loop or a js callback; their results come back through a channel that
// the scene polls on its ticks, and the call asks Ebiten for a frame so
// that the idle loop wakes up to poll.
type NetCall[T any] struct{ done chan Outcome[T] }

// goCall runs f on a goroutine and returns the call to poll.
func GoCall[T any](f func() (T, error)) *NetCall[T] {
	c := &NetCall[T]{done: make(chan Outcome[T], 1)}
	go func() {
		v, err := f()
		c.done <- Outcome[T]{v, err}
		ebiten.ScheduleFrame()
	}()
	return c
}

// poll returns the call's outcome once it has one; ok is false while the
// call goes on (and for a nil call).
func (c *NetCall[T]) Poll() (o Outcome[T], ok bool) {
	if c == nil {
		return o, false
	}
	select {
	case o = <-c.done:
		return o, true
	default:
		return o, false
	}
}

// goWords are what only Go's runtime and syscall/js say in an error: a
// text with one of them is no sentence for a player.
var goWords = []string{"syscall/js", "Value.", "runtime error", "goroutine", "nil pointer"}

// Sentence starts s with a capital letter and ends it with a full stop;
// an error in Go's own words becomes a plain sentence.
func Sentence(s string) string {
	if s == "" {
		return s
	}
	for _, inner := range goWords {
		if strings.Contains(s, inner) {
			return kit.Tr("online.browser-error") // Go's own words mean nothing to a player
		}
	}
	if c := s[0]; c >= 'a' && c <= 'z' {
		s = string(c-'a'+'A') + s[1:]
	}
	if end := s[len(s)-1]; end != '.' && end != '!' && end != '?' {
		s += "."
	}
	return s
}
