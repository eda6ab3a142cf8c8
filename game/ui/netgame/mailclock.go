package netgame

import (
	"time"

	"pentarchy/net/protocol"
)

// A game by move codes under days per turn (net/protocol's mailclock.go):
// the turn under way counts from its start by this device's clock, not
// from when this device learnt of it. The board shows the time left; a
// player to move here whose deadline has passed is out of time; the code
// screen says the deadline and, once the friend's has passed, offers to
// claim the win.

// followMail shows the clock of a game by move codes on the board, ends
// the orders of the seat giving them here when its time is up, and has
// the judge end the game when the player to move here is past the
// deadline; it returns the judge's events. o is the link itself, for a
// game of orders.
func (l *link) followMail(o orderLink) []protocol.Event {
	k := l.judge.Clock()
	if k == nil || l.play == nil {
		return nil
	}
	now := l.a.Now()
	due, ours := l.judge.Due()
	var spent time.Duration
	if !due.IsZero() {
		spent = max(0, k.Control.Turn-due.Sub(now))
	}
	l.play.FollowClock(k, spent, !due.IsZero(), l.judge.Thinking(), l.judge.Out())
	l.orderClock(o, k, spent)
	if ours {
		return l.judge.FlagOn(now)
	}
	return nil
}

// Due is the code screen's deadline (netui.Mailer): when the turn under
// way must end, whether it is this device's, and whether the game is one
// of orders.
func (l *link) Due() (due time.Time, ours, orders bool) {
	if l.play == nil {
		return time.Time{}, false, false
	}
	due, ours = l.judge.Due()
	return due, ours, isOrdersGame(l.play.Pos)
}

// Claim ends the game, the friend out of time.
func (g *OnlineGame) Claim() { g.timedOut(g.M.FlagOn(g.a.Now())) }

// timedOut takes the events of a time-out by move codes, and keeps the
// game so.
func (g *OnlineGame) timedOut(events []protocol.Event) {
	if len(events) == 0 {
		return
	}
	for _, e := range events {
		g.event(e)
	}
	g.sync()
	g.save()
}

func (m hubMail) Due() (time.Time, bool, bool) { return m.g.Due() }

// Claim ends the game, the friend out of time.
func (m hubMail) Claim() { m.g.timedOut(m.g.H.FlagOn(m.g.a.Now())) }

// timedOut takes the events of a time-out by move codes, and keeps the
// game so.
func (g *HubGame) timedOut(events []protocol.Event) {
	if len(events) == 0 {
		return
	}
	for _, e := range events {
		g.heard(0, e)
	}
	g.sync()
	g.save()
}
