package netgame

import (
	"time"

	"pentarchy/game/ui/kit"
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

// Deadline says what to do and when the turn's deadline is on the code
// screen ("" when there is none), and whether the friend's time has run
// out in a game of steps, so that the win may be claimed.
func (l *link) Deadline() (string, bool) {
	due, ours := l.judge.Due()
	if due.IsZero() || l.play == nil {
		return "", false
	}
	key, out := "mail.due-friend", false
	switch {
	case ours:
		key = "mail.due-yours"
	case l.orders.on:
		key = "mail.due-orders"
	case l.a.Now().After(due):
		key, out = "mail.friend-out", true
	}
	return kit.Tr(key, due.Local().Format(kit.Tr("clock.date"))), out
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

func (m hubMail) Deadline() (string, bool) { return m.g.Deadline() }

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
