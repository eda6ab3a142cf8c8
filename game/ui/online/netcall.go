package online

import "github.com/hajimehoshi/ebiten/v2"

// outcome is what a call made off the Update loop gave: a value or an
// error.
type outcome[T any] struct {
	val T
	err error
}

// netCall is a blocking network call (gathering candidates, connecting,
// reading a message) run on its own goroutine. In the page, pion's calls
// wait on JavaScript promises, so they must never run inside the Update
// loop or a js callback; their results come back through a channel that
// the scene polls on its ticks, and the call asks Ebiten for a frame so
// that the idle loop wakes up to poll.
type netCall[T any] struct{ done chan outcome[T] }

// goCall runs f on a goroutine and returns the call to poll.
func goCall[T any](f func() (T, error)) *netCall[T] {
	c := &netCall[T]{done: make(chan outcome[T], 1)}
	go func() {
		v, err := f()
		c.done <- outcome[T]{v, err}
		ebiten.ScheduleFrame()
	}()
	return c
}

// poll returns the call's outcome once it has one; ok is false while the
// call goes on (and for a nil call).
func (c *netCall[T]) poll() (o outcome[T], ok bool) {
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
