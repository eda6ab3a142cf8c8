package netgame

import (
	"time"

	"pentarchy/game/clock"
	"pentarchy/net/protocol"
)

// A timed game with other devices (net/protocol's clocks.go): each
// device counts the turn under way from when it learnt of it, stops
// counting while the device of the player to move is away (a drop stops
// the clock) and goes on when it is back. The device whose player moves
// sends its count with each step; the hub decides what counts and when a
// time runs out. The play scene shows the judge's times, less the count
// of the turn under way.

// stopwatch counts the turn under way on this device.
type stopwatch struct {
	steps  int           // the record's length when the turn began
	mover  int           // whose turn it is
	since  time.Time     // when it began, or went on after a pause
	before time.Duration // counted before the last pause
	paused bool
}

// follow starts counting a new turn when the record or the player to
// move changed, and pauses or goes on as the player's device is away or
// back.
func (w *stopwatch) follow(now time.Time, steps, mover int, paused bool) {
	if steps != w.steps || mover != w.mover {
		*w = stopwatch{steps: steps, mover: mover, since: now}
	}
	switch {
	case paused && !w.paused:
		w.before += now.Sub(w.since)
	case !paused && w.paused:
		w.since = now
	}
	w.paused = paused
}

// spent is the time counted in the turn under way.
func (w *stopwatch) spent(now time.Time) time.Duration {
	if w.paused {
		return w.before
	}
	return w.before + now.Sub(w.since)
}

// timed is the judge's clock, nil when the game is not timed, and where
// its game stands, read every frame without copying it.
type timed interface {
	Clock() *clock.Clock
	Steps() int
	Mover() int
}

// followClock counts the turn under way and shows the judge's times on
// the play scene; paused tells whether the device of the player to move
// is away. It returns the count of the turn.
func (l *link) followClock(paused bool) time.Duration {
	k := l.judge.Clock()
	if k == nil || l.play == nil {
		return 0
	}
	now := l.a.Now()
	l.watch.follow(now, l.judge.Steps(), l.judge.Mover(), paused)
	spent := l.watch.spent(now)
	l.play.FollowClock(k, spent, !paused && !l.judge.Result().Over)
	return spent
}

// trip is the last step the hub sent a friend's device, and how long the
// last acknowledged one took there and back.
type trip struct {
	seq int
	at  time.Time
	rtt time.Duration
}

// unknownTrip is the round trip allowed for a device none was measured
// with yet.
const unknownTrip = time.Second

// tripSlack is allowed beyond a measured round trip, for its jitter;
// longestTrip is the most a trip is taken to be (a longer one was a
// stall, not the network's delay).
const (
	tripSlack   = 250 * time.Millisecond
	longestTrip = 2 * time.Second
)

// sentStep notes when a step went to friend f.
func (g *HubGame) sentStep(f int, msg protocol.Message) {
	if msg.Kind != protocol.KindStep || f < 1 {
		return
	}
	if g.trips == nil {
		g.trips = map[int]trip{}
	}
	t := g.trips[f]
	t.seq, t.at = msg.Seq, g.a.Now()
	g.trips[f] = t
}

// forgetTrip forgets the step on its way to friend f, whose connection
// is gone: its ack, when the device is back, times no trip.
func (g *HubGame) forgetTrip(f int) {
	if t, ok := g.trips[f]; ok {
		t.seq = 0
		g.trips[f] = t
	}
}

// timeTrip measures the round trip of the last step sent to friend f,
// once its device has acknowledged it.
func (g *HubGame) timeTrip(f int) {
	t, ok := g.trips[f]
	if !ok || t.seq == 0 || f > g.H.Guests() || g.H.Link(f).Acked() < t.seq {
		return
	}
	t.rtt, t.seq = g.a.Now().Sub(t.at), 0
	g.trips[f] = t
}

// allowance is the round trip allowed for friend f's device: the last
// measured, and some, or a second when none was.
func (g *HubGame) allowance(f int) time.Duration {
	if t, ok := g.trips[f]; ok && t.rtt > 0 {
		return min(t.rtt, longestTrip) + tripSlack
	}
	return unknownTrip
}

// window is the hub's measure of the turn under way, for a message from
// friend f: its count, and its count less the round trip.
func (g *HubGame) window(f int) protocol.Window {
	spent := g.watch.spent(g.a.Now())
	return protocol.Window{Min: max(0, spent-g.allowance(f)), Max: spent}
}

// tickClock counts the turn under way, stopped while the device of the
// player to move is away, and has the hub end the game when that
// player's time has run out by its count (less the round trip, for a
// friend's player). It tells whether the game ended.
func (g *HubGame) tickClock() bool {
	if g.H.Clock() == nil || g.play == nil || g.H.Result().Over {
		g.followClock(false)
		return false
	}
	mover := g.H.Mover()
	f := g.friendOf(mover)
	away := f > 0 && f <= len(g.lost) && g.lost[f-1]
	spent := g.followClock(away)
	if f > 0 {
		spent -= g.allowance(f)
	}
	out, events := g.H.Flag(spent)
	if len(events) == 0 {
		return false
	}
	g.send(out)
	for _, e := range events {
		g.heard(0, e)
	}
	g.sync()
	return true
}
