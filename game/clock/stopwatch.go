package clock

import "time"

// Stopwatch counts the turn under way on one device, from when the device
// learnt of it; it stops while the device of the player to think is away.
// The zero Stopwatch starts counting at its first Follow.
type Stopwatch struct {
	steps  int           // the record's length when last followed
	mover  int           // whose turn it is; 0 in a game of orders
	since  time.Time     // when the turn began, or went on after a pause
	before time.Duration // counted before the last pause
	paused bool
}

// Follow starts counting a turn at now: the first, or a new one when the
// player to move changed, the record went back (a takeback) or, in a game
// of orders (mover 0), the record changed (a turn resolved). A step within
// a turn of several goes on counting it. It pauses or goes on as the
// thinking player's device is away or back.
func (w *Stopwatch) Follow(now time.Time, steps, mover int, paused bool) {
	if w.since.IsZero() || mover != w.mover || steps < w.steps || mover == 0 && steps != w.steps {
		*w = Stopwatch{mover: mover, since: now}
	}
	w.steps = steps
	switch {
	case paused && !w.paused:
		w.before += now.Sub(w.since)
	case !paused && w.paused:
		w.since = now
	}
	w.paused = paused
}

// Spent is the time counted in the turn under way at now.
func (w *Stopwatch) Spent(now time.Time) time.Duration {
	if w.paused {
		return w.before
	}
	return w.before + now.Sub(w.since)
}
