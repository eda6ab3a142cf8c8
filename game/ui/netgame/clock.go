package netgame

import (
	"slices"
	"time"

	"pentarchy/game"
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

// timed is the judge's clock, nil when the game is not timed, and where
// its game stands, read every frame without copying it.
type timed interface {
	Clock() *clock.Clock
	Steps() int
	Mover() int
	Thinking() game.PlayerSet
	Out() game.PlayerSet
	Due() (time.Time, bool)            // by move codes (mailclock.go)
	FlagOn(time.Time) []protocol.Event // by move codes (mailclock.go)
}

// followClock counts the turn under way and shows the judge's times on
// the play scene; paused tells whether the device of the player to move
// is away. o is the link itself, for a game of orders. It returns the
// count of the turn.
func (l *link) followClock(o orderLink, paused bool) time.Duration {
	k := l.judge.Clock()
	if k == nil || l.play == nil {
		return 0
	}
	now := l.a.Now()
	mover := l.judge.Mover()
	if isOrdersGame(l.play.Pos) {
		mover = 0 // every player thinks at once: a turn ends when it resolves
	}
	l.watch.Follow(now, l.judge.Steps(), mover, paused)
	spent := l.watch.Spent(now)
	l.play.FollowClock(k, spent, !paused && !l.judge.Result().Over, l.judge.Thinking(), l.judge.Out())
	l.orderClock(o, k, spent)
	return spent
}

// orderClock ends the orders of the seat giving them here when its time
// is up: as entered when a time per turn ran out, with none at once when
// its player is out of time.
func (l *link) orderClock(o orderLink, k *clock.Clock, spent time.Duration) {
	seat := l.orders.seat
	if !l.orders.on || seat == 0 || l.judge.Result().Over {
		return
	}
	switch {
	case l.judge.Out().Has(seat):
		l.orders.seal(o, []string{"end"})
	case k.Control.Kind == clock.PerTurn && k.Out(seat, spent):
		l.orders.seal(o, append(slices.Clone(l.play.Rec.Steps[l.orders.base:]), "end"))
	}
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
	spent := g.friendSpent(f)
	return protocol.Window{Min: max(0, spent-g.allowance(f)), Max: spent}
}

// friendSpent is the hub's count of the turn under way for friend f's
// player: in a game of orders, stopped while f's device is away.
func (g *HubGame) friendSpent(f int) time.Duration {
	now := g.a.Now()
	if !g.orders.on || f < 1 || f > len(g.lost) {
		return g.watch.Spent(now)
	}
	for len(g.turns) < f {
		g.turns = append(g.turns, clock.Stopwatch{})
	}
	w := &g.turns[f-1]
	w.Follow(now, g.H.Steps(), 0, g.lost[f-1])
	return w.Spent(now)
}

// seatSpent is the hub's count of the turn under way for seat in a game
// of orders, less the round trip for a friend's seat: what may flag it.
func (g *HubGame) seatSpent(seat int) time.Duration {
	f := g.friendOf(seat)
	if f == 0 {
		return g.watch.Spent(g.a.Now())
	}
	return g.friendSpent(f) - g.allowance(f)
}

// tickClock counts the turn under way, stopped while the device of the
// player to move is away, and has the hub end the game when that
// player's time has run out by its count (less the round trip, for a
// friend's player). It tells whether the game ended.
func (g *HubGame) tickClock() bool {
	if g.H.Codes() {
		events := g.followMail(g)
		g.timedOut(events)
		return len(events) > 0
	}
	if g.H.Clock() == nil || g.play == nil || g.H.Result().Over {
		g.followClock(g, false)
		return false
	}
	var out protocol.Outbox
	var events []protocol.Event
	if g.orders.on {
		g.followClock(g, false)
		out, events = g.H.FlagOrders(g.seatSpent)
	} else {
		mover := g.H.Mover()
		f := g.friendOf(mover)
		away := f > 0 && f <= len(g.lost) && g.lost[f-1]
		spent := g.followClock(g, away)
		if f > 0 {
			spent -= g.allowance(f)
		}
		out, events = g.H.Flag(spent)
	}
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
