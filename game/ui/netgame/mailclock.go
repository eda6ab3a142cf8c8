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

// flagger ends a game by codes whose player to move is past the deadline
// at a time: the hub's or the match's FlagOn.
type flagger func(now time.Time) []protocol.Event

// followMail shows the clock of a game by move codes on the board, ends
// the orders of the seat giving them here when its time is up, and has
// flag end the game when the player to move here is past the deadline;
// it returns flag's events. o is the link itself, for a game of orders.
func (l *link) followMail(o orderLink, flag flagger) []protocol.Event {
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
	if ours && !due.IsZero() && now.After(due) {
		return flag(now)
	}
	return nil
}

// deadline is what the code screen says to do and when the turn's
// deadline is ("" when there is none), and claim, set once the friend's time has run out in a
// game of steps, ends the game so through flag and has heard take its
// events.
func (l *link) deadline(flag flagger, heard func([]protocol.Event)) (say string, claim func()) {
	due, ours := l.judge.Due()
	if due.IsZero() || l.play == nil {
		return "", nil
	}
	now := l.a.Now()
	when := due.Local().Format(kit.Tr("clock.date"))
	switch {
	case ours:
		return kit.Tr("mail.due-yours", when), nil
	case l.orders.on:
		return kit.Tr("mail.due-orders", when), nil
	case !now.After(due):
		return kit.Tr("mail.due-friend", when), nil
	}
	return kit.Tr("mail.friend-out", when), func() { heard(flag(l.a.Now())) }
}

// Deadline is what the code screen says of the turn's deadline, and how
// to claim the win once the friend's time has run out.
func (g *OnlineGame) Deadline() (string, func()) { return g.deadline(g.M.FlagOn, g.timedOut) }

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

// Deadline is what the code screen says of the turn's deadline, and how
// to claim the win once the friend's time has run out.
func (m hubMail) Deadline() (string, func()) { return m.g.deadline(m.g.H.FlagOn, m.g.timedOut) }

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
