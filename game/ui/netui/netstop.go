package netui

import (
	"context"
	"sync"
	"time"
)

// The page's network calls take a context only to be stopped: they wait
// on its Done and return its Err. These make such contexts without the
// context package's WithCancel and WithTimeout, whose code (children told
// of their parent's end, causes, names) is about 20 KB of the page that
// nothing here uses.

// stop is a context that ends once, for a reason.
type stop struct {
	done chan struct{}
	once sync.Once
	err  error
}

func newStop() *stop { return &stop{done: make(chan struct{})} }

// end ends the context for the reason err, the first time.
func (s *stop) end(err error) {
	s.once.Do(func() {
		s.err = err
		close(s.done)
	})
}

func (s *stop) Deadline() (time.Time, bool) { return time.Time{}, false }

func (s *stop) Done() <-chan struct{} { return s.done }

func (s *stop) Err() error {
	select {
	case <-s.done:
		return s.err
	default:
		return nil
	}
}

func (s *stop) Value(any) any { return nil }

// WithCancel is context.WithCancel of the background context.
func WithCancel() (context.Context, context.CancelFunc) {
	s := newStop()
	return s, func() { s.end(context.Canceled) }
}

// WithTimeout is context.WithTimeout of the background context.
func WithTimeout(d time.Duration) (context.Context, context.CancelFunc) {
	s := newStop()
	t := time.AfterFunc(d, func() { s.end(context.DeadlineExceeded) })
	return s, func() {
		t.Stop()
		s.end(context.Canceled)
	}
}
