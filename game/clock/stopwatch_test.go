package clock

import (
	"testing"
	"time"
)

// TestStopwatch: a turn of several steps is counted whole; a new player
// to move, a takeback or, in a game of orders, a resolved turn starts a
// new count; a pause stops it.
func TestStopwatch(t *testing.T) {
	t0 := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	at := func(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }
	var w Stopwatch
	for _, c := range []struct {
		at           float64
		steps, mover int
		paused       bool
		want         float64 // seconds counted then
	}{
		{0, 2, 2, false, 0},  // White's turn begins
		{1, 3, 2, false, 1},  // White acts: the same turn
		{2, 3, 2, true, 2},   // White's device goes away
		{5, 3, 2, true, 2},   // ... and stays away
		{6, 3, 2, false, 2},  // back
		{7, 4, 1, false, 0},  // Black's turn
		{8, 2, 1, false, 0},  // a takeback
		{9, 0, 0, false, 0},  // a game of orders
		{10, 0, 0, false, 1}, // the turn under way
		{11, 3, 0, false, 0}, // resolved: a new turn
	} {
		w.Follow(at(c.at), c.steps, c.mover, c.paused)
		if got := w.Spent(at(c.at)); got != time.Duration(c.want*float64(time.Second)) {
			t.Errorf("at %vs (%d steps, player %d, paused %v): %v counted, want %vs", c.at, c.steps, c.mover, c.paused, got, c.want)
		}
	}
}
