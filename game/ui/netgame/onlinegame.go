package netgame

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
	"pentarchy/net/protocol"
)

// OnlineGame is a game played with a friend on another device, over an
// open connection or by move codes (correspondence.go): the play scene's
// link (playLink). The match
// (net/protocol) is the judge: every step played by hand here goes through
// it before it is sent, and every message from the friend is read by it,
// which refuses anything illegal, malformed, replayed, out of order,
// oversized or hash-mismatched and changes nothing then. The play scene
// follows the match's record: the friend's steps reach it through their
// seats (friendSeat), one a tick, and the ruleset checks them once more.
//
// In a game of orders (Source of Power) the orders of a seat played here
// stay on this device until its "end", then go to the match at once, which
// seals them with a commitment; the turn resolves when both sides have
// revealed theirs (orders.go).
type OnlineGame struct {
	link
	M     *protocol.Match
	conn  netui.PeerConn // nil when played by move codes
	inbox chan received

	offer   protocol.EventKind // the friend's offer waiting for an answer, or 0
	asked   protocol.EventKind // ours, or 0
	greeted bool               // the friend's hello came on this connection
	lost    error              // why the connection is gone, or nil
	sent    map[int]time.Time  // when each step of ours not yet acknowledged left, by its number
	rtt     time.Duration      // the last step's round trip: sent, applied there, acknowledged
	silent  bool               // the friend's device has said nothing for silentAfter
	away    game.PlayerSet     // the seats of the devices the hub says lost their connection
	joining int                // before the game starts: how many devices the hub says are still to join
}

// received is a message read from the connection, or why there are no
// more; with neither, news of the friend's silence.
type received struct {
	msg    []byte
	err    error
	silent bool // the friend's device fell silent (true) or is heard again
}

// silentAfter is how long the friend's device may say nothing, not even
// the heartbeat it sends every second (net/session), before the game says
// the connection is lost. A browser that is killed says no goodbye.
const silentAfter = 4 * time.Second

// quietCheck is how often read looks at the friend's silence while no
// message comes.
const quietCheck = 500 * time.Millisecond

// StartOnline plays m over conn: it says hello and reads the friend's
// messages. The game shows once the seats are settled (see
// package online's OnlineScene.starting).
func StartOnline(a Host, conn netui.PeerConn, m *protocol.Match) *OnlineGame {
	a.Store().Delete(HubKey) // one online game kept at a time
	return startOnline(a, conn, m)
}

// startOnline plays m over conn, as StartOnline does, keeping what the
// device keeps as it is.
func startOnline(a Host, conn netui.PeerConn, m *protocol.Match) *OnlineGame {
	g := &OnlineGame{link: link{a: a, judge: m}, M: m, conn: conn, inbox: make(chan received, 64)}
	onPageHide(g.Leave)
	go g.read()
	g.send(m.Start(), nil)
	g.sync()
	return g
}

// StillToJoin is how many devices the hub says are still to join, before
// the game starts.
func (g *OnlineGame) StillToJoin() int { return g.joining }

// read passes every message from the connection to the Update loop, the
// friend's silence and its end, and the error that ends the connection.
func (g *OnlineGame) read() {
	silent := false
	for {
		ctx, cancel := netui.WithTimeout(quietCheck)
		msg, err := g.conn.Recv(ctx)
		cancel()
		switch {
		case err == nil:
			silent = false
			g.inbox <- received{msg: msg}
		case errors.Is(err, context.DeadlineExceeded):
			if now := g.conn.Quiet() >= silentAfter; now != silent {
				silent = now
				g.inbox <- received{silent: now}
			}
		default:
			select {
			case g.inbox <- received{err: err}:
			default: // nobody reads any more: the game was left
			}
			ebiten.ScheduleFrame()
			return
		}
		ebiten.ScheduleFrame()
	}
}

// Tick sends the messages whose save is on disk, and reads the messages
// that came since the last tick.
func (g *OnlineGame) Tick() bool {
	g.sendSaved()
	changed := drain(g.inbox, g.handle)
	if g.play != nil && g.M.Clock() != nil && g.codes() {
		events := g.followMail(g)
		g.timedOut(events)
		changed = changed || len(events) > 0
	} else if g.play != nil && g.M.Clock() != nil {
		away := g.away.Has(g.M.Mover()) && !g.orders.on // in a game of orders every player thinks at once
		g.followClock(g, g.lost != nil || g.silent || away)
	}
	return changed
}

// drain handles what waits in ch, and tells whether there was anything.
func drain[T any](ch chan T, handle func(T)) bool {
	changed := false
	for {
		select {
		case r := <-ch:
			handle(r)
			changed = true
		default:
			return changed
		}
	}
}

// handle reads one message, the friend's silence, or the end of the
// connection. A message that comes after a silence is read like any
// other.
func (g *OnlineGame) handle(r received) {
	switch {
	case r.err != nil:
		g.drop(r.err)
		return
	case r.msg == nil:
		g.silent = r.silent
		return
	}
	g.silent = false
	out, events := g.M.ReceiveBytes(r.msg)
	g.timeAcks()
	g.send(out, nil)
	for _, e := range events {
		g.event(e)
	}
	g.sync()
}

// codes tells whether the game is played by move codes.
func (g *OnlineGame) codes() bool { return g.conn == nil }

// timeAcks measures the round trip of the steps the friend's device has
// just acknowledged.
func (g *OnlineGame) timeAcks() {
	for n, at := range g.sent {
		if n <= g.M.Acked() {
			g.rtt = time.Since(at)
			delete(g.sent, n)
		}
	}
}

// drop notes that the connection is gone; the game stays on the device.
func (g *OnlineGame) drop(err error) {
	if g.lost == nil && !g.codes() {
		g.lost = err
		g.conn.Close()
	}
	if g.play == nil {
		g.startErr = err
	}
}

// event shows what happened in the match.
func (g *OnlineGame) event(e protocol.Event) {
	switch e.Kind {
	case protocol.Greeted:
		g.greeted = true
		if g.play == nil { // the board shows the game; who plays where, among several devices
			if where := g.whoPlaysWhere(); where != "" {
				g.note(where)
			}
			return
		}
		if g.M.Watching() {
			return // a watcher takes the game from every hello of the host's: the board shows it
		}
	case protocol.StepPlayed, protocol.TurnResolved, protocol.Seated:
		return // the record shows it
	case protocol.DrawOffered, protocol.TakebackRequested, protocol.RematchOffered:
		g.offer = e.Kind
	case protocol.DrawDeclined, protocol.TakebackDeclined, protocol.RematchDeclined, protocol.TookBack:
		g.offer, g.asked = 0, 0 // among several devices, another's no ends an offer to answer too
	case protocol.GameOver:
		g.offer, g.asked = 0, 0
	case protocol.RematchStarted:
		g.offer, g.asked = 0, 0
		g.play = nil
	case protocol.PeerLeft:
		g.drop(errFriendLeft)
	case protocol.Joining:
		g.joining = e.Count
		return // the screen that waits for the game says it
	case protocol.DeviceAway:
		g.away |= g.deviceSeats(e.Seat)
	case protocol.DeviceBack:
		g.away &^= g.deviceSeats(e.Seat)
	}
	if view, ok := g.a.BoardView(g.M.Rules().ID()); ok {
		g.note(eventWords(e, view, g.M.Devices() > 2 || g.M.Watching()))
	}
}

// sync makes the play scene show the match: the game once the friend said
// hello and the seats are settled, the friend's new steps, or the record
// the match went back to or caught up with.
func (g *OnlineGame) sync() {
	if g.play == nil {
		if g.M.Settled() && (g.greeted || g.codes()) {
			g.start()
		}
		return
	}
	g.follow(g)
}

// start shows the game the match plays, the seats played here by hand
// and the others on the friend's device.
func (g *OnlineGame) start() {
	rec := g.M.Record()
	mine := make([]bool, g.M.Position().Players())
	for i := range mine {
		mine[i] = g.M.Seats().Has(i + 1)
	}
	g.incoming = stepQueue{}
	p, err := play.ResumePlayScene(g.a, g.M.Rules(), rec, friendSeats(mine, &g.incoming))
	if err != nil {
		g.startErr = err
		return
	}
	g.play = p
	p.LinkTo(g, g.linked())
	g.orders = ordersView{on: isOrdersGame(p.Pos)}
	if g.orders.on {
		g.orders.sync(g)
	}
	if cur := g.a.Scene(); cur != nil && (cur.Name() == "play" || cur.Name() == "chat") {
		g.a.Show(p) // a rematch
	}
	g.save()
}

// linked is how the online game fits the play scene: Takeback and Chat
// in the game bar, or Codes when played by move codes; Rematch after the
// end. Leaving for the menu says goodbye to the friend's device.
func (g *OnlineGame) linked() play.Linked {
	if g.M.Watching() {
		return g.watcherLinked()
	}
	with := play.Linked{Key: onlineGameKey, Held: true}
	if g.codes() {
		with.Bar = []*kit.Button{kit.Act("online.codes", func() { g.a.Show(netui.NewMailScene(g.a, g)) })}
		with.EndAction = func() { newByCodes(g.a, g.M.Rules(), g.M.Record(), g.M.Clock(), g.note) }
		return with
	}
	g.takeback = kit.Act("online.takeback", g.AskTakeback)
	g.chat = kit.Act("online.chat", func() { g.a.Show(netui.NewChatScene(g.a, g)) })
	with.Bar = []*kit.Button{g.takeback, g.chat}
	with.EndLabel, with.EndAction, with.Leave = kit.Tr("online.rematch"), g.rematch, g.Leave
	return with
}

// Played sends a step played by hand here. A step the match refuses is
// taken back, and the player is told why.
func (g *OnlineGame) Played(step string, player int) {
	if g.played(g, step, player, g.local) {
		g.turnPassed()
	}
}

// local plays a step of ours on the match and sends it, timed until the
// friend's device acknowledges it.
func (g *OnlineGame) local(step string) error {
	out, err := g.localAt(step)
	if err != nil {
		return err
	}
	if g.sent == nil {
		g.sent = map[int]time.Time{}
	}
	g.sent[len(g.M.Record().Steps)] = time.Now()
	g.send(out, nil)
	return nil
}

// localAt plays a step of ours on the match, timed by this device's count
// online, and stamped by its clock by move codes (net/protocol's
// mailclock.go).
func (g *OnlineGame) localAt(step string) ([]protocol.Message, error) {
	now := g.a.Now()
	if g.codes() {
		return g.M.LocalOn(step, now)
	}
	return g.M.LocalAt(step, g.watch.Spent(now))
}

// Takes holds a step the match would not play now, and says why.
func (g *OnlineGame) Takes(step string) bool { return g.takes(g, step) }

// Status is the banner of a game ended by resignation or agreement, the
// wait for a device whose connection is lost, and the wait for the
// friend's orders.
func (g *OnlineGame) Status() (board.Status, bool) { return g.status(g, g.waitsFor()) }

// waitsFor says why the game waits for another device, or "": the
// connection is lost, or the hub says a device is.
func (g *OnlineGame) waitsFor() string {
	switch {
	case g.codes():
	case g.lost != nil || g.silent:
		return kit.Tr("online.connection-away", board.Names(g.play.Board, g.others()))
	case g.away != 0:
		return kit.Tr("online.device-away", board.Names(g.play.Board, g.away))
	}
	return ""
}

// others are the seats played on other devices.
func (g *OnlineGame) others() game.PlayerSet {
	var all game.PlayerSet
	for p := 1; p <= g.play.Pos.Players(); p++ {
		all = all.With(p)
	}
	return all &^ g.M.Seats()
}

// deviceSeats are the seats of the device that plays seat, as the hub
// said in its hello.
func (g *OnlineGame) deviceSeats(seat int) game.PlayerSet {
	where := g.M.Where()
	if seat < 1 || seat > len(where) {
		return game.PlayerSet(0).With(seat)
	}
	var set game.PlayerSet
	for p, d := range where {
		if d == where[seat-1] {
			set = set.With(p + 1)
		}
	}
	return set
}

// twoEnd words the end of a game of two players by resignation or
// agreement, from the side of this device, which plays the seats mine.
func twoEnd(res game.Result, mine func(int) bool) board.Status {
	st := board.Status{Over: true}
	switch {
	case res.Reason == "agreement":
		st.Text, st.Title, st.Reason = kit.Tr("online.draw-agreed"), kit.Tr("result.draw"), kit.Tr("online.draw-agreed-why")
	case slices.ContainsFunc(res.Winners.List(), mine):
		st.Text, st.Title, st.Reason = kit.Tr("online.friend-resigned"), kit.Tr("online.you-win"), kit.Tr("online.friend-resigned-why")
	default:
		st.Text, st.Title, st.Reason = kit.Tr("online.you-resigned"), kit.Tr("online.friend-wins"), kit.Tr("online.you-resigned-why")
	}
	return st
}

// Say is the connection's state, or the last thing said.
func (g *OnlineGame) Say() string {
	switch {
	case g.lost != nil && g.M.Watching():
		return kit.Tr("watch.lost", netui.Sentence(g.lost.Error()))
	case g.lost != nil:
		return kit.Tr("online.lost-kept", netui.Sentence(g.lost.Error()))
	case g.silent:
		return kit.Tr("online.silent")
	case g.news() != "":
		return g.news()
	case g.friendMoves() && g.codes():
		return kit.Tr("online.friend-turn-codes")
	case g.M.Watching():
		return kit.Tr("watch.watching")
	case g.friendMoves():
		return kit.Tr("online.friend-turn")
	}
	return ""
}

// friendMoves tells whether the player to move plays on the friend's
// device.
func (g *OnlineGame) friendMoves() bool {
	m := g.play.Pos.Mover()
	return m > 0 && !g.mine(m)
}
