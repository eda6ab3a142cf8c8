package netgame

import (
	"context"
	"encoding/json"
	"errors"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
	"pentarchy/net/protocol"
)

// HubGame is a game with friends on several devices, this device the hub
// (net/protocol's Hub): the play scene's link. Every step played here goes
// through the hub before it is sent; every message from a friend's device
// is read by the hub, which checks it on that device's link and passes it
// on to the others. The friends' steps reach the play scene through their
// seats, one a tick, and the ruleset checks them once more. As for a game
// of two, the hub is saved, and the save flushed to disk, before anything
// it made goes out.
type HubGame struct {
	link
	H     *protocol.Hub
	conns []netui.PeerConn // conns[g-1]: friend g's device, then each watcher's (protocol's device numbers)
	inbox chan hubReceived

	lost  []bool            // lost[g-1]: device g's connection is gone
	trips map[int]trip      // the last step sent to each friend, and the round trip it took
	turns []clock.Stopwatch // turns[g-1]: in a timed game of orders, the turn under way for device g (clock.go)
	here  []play.Seat       // how each seat is played if here: by hand, or by the computer
	round int               // the rematch the play scene shows (net/protocol's Hub.Round)
}

// hubReceived is a message from friend from's device over conn, or why
// there are no more.
type hubReceived struct {
	from int
	conn netui.PeerConn
	msg  []byte
	err  error
}

// Keys of the game the hub keeps on the device.
const (
	HubKey     = "pentarchy.hub"
	hubGameKey = "pentarchy.hub.game"
)

// HubSave is the hub's game as kept on the device.
type HubSave struct {
	Hub    []byte      `json:"hub"` // net/protocol's Hub.Save
	Record game.Record `json:"record"`
	Seats  []string    `json:"seats"` // how each seat played here is played (play.Seat's ID)
}

// StartHub plays the hub's game with the devices connected: each friend's
// page gets the game. The board is ready (Play) once the seats are
// settled: at once, unless a coin flip with the one friend settles them.
func StartHub(a Host, conns []netui.PeerConn, h *protocol.Hub, here []play.Seat) *HubGame {
	ForgetOnline(a) // one online game kept at a time
	g := newHubGame(a, h, conns)
	g.here = here
	onPageHide(g.Leave)
	for i, c := range conns {
		go g.read(i+1, c)
	}
	g.start()
	out := make(protocol.Outbox, len(conns)+1)
	for f := 1; f <= len(conns); f++ {
		out[f] = h.Start(f)
	}
	g.send(out)
	return g
}

// StillToJoin is 0: the hub's friends have all joined.
func (g *HubGame) StillToJoin() int { return 0 }

// newHubGame is the hub's game over conns, conns[g-1] friend g's device
// (nil while away).
func newHubGame(a Host, h *protocol.Hub, conns []netui.PeerConn) *HubGame {
	g := &HubGame{link: link{a: a, judge: h}, H: h, conns: conns, inbox: make(chan hubReceived, 64), lost: make([]bool, len(conns))}
	for f, c := range conns {
		g.lost[f] = c == nil
	}
	return g
}

// read passes every message from friend from's device to the Update loop,
// and the error that ends the connection, or the friend's silence: a
// device killed says no goodbye, but stops its heartbeat.
func (g *HubGame) read(from int, c netui.PeerConn) {
	for {
		ctx, cancel := netui.WithTimeout(quietCheck)
		msg, err := c.Recv(ctx)
		cancel()
		if errors.Is(err, context.DeadlineExceeded) {
			if c.Quiet() < silentAfter {
				continue
			}
			err = errFriendSilent
		}
		g.inbox <- hubReceived{from: from, conn: c, msg: msg, err: err}
		ebiten.ScheduleFrame()
		if err != nil {
			return
		}
	}
}

// start makes the play scene of the hub's game once the seats are
// settled: its own seats played here as chosen, the others on the
// friends' devices.
func (g *HubGame) start() {
	if !g.H.Settled() {
		return
	}
	pos := g.H.Position()
	seats := make([]play.Seat, pos.Players())
	for i := range seats {
		seats[i] = friendSeat{&g.incoming}
		if g.mine(i + 1) {
			seats[i] = g.here[i]
		}
	}
	p, err := play.ResumePlayScene(g.a, g.H.Rules(), g.H.Record(), seats)
	if err != nil {
		g.note(netui.Sentence(err.Error()))
		return
	}
	g.play, g.round = p, g.H.Round()
	p.LinkTo(g, g.linked())
	g.orders = ordersView{on: isOrdersGame(p.Pos)}
	if g.orders.on {
		g.orders.sync(g)
	}
}

// friendOf is the friend whose device plays seat p.
func (g *HubGame) friendOf(p int) int {
	return slices.IndexFunc(g.H.Devices(), func(d game.PlayerSet) bool { return d.Has(p) })
}

// Tick sends the messages whose save is on disk, and reads what the
// friends' devices sent since the last tick.
func (g *HubGame) Tick() bool {
	g.sendSaved()
	changed := drain(g.inbox, g.handle)
	return g.tickClock() || changed
}

// handle reads one message, or the end of a friend's connection.
func (g *HubGame) handle(r hubReceived) {
	if r.conn != g.conns[r.from-1] {
		return // from a connection given up for a new one
	}
	if r.err != nil {
		g.drop(r.from, r.err)
		return
	}
	out, events := g.H.ReceiveAt(r.from, r.msg, g.window(r.from))
	g.timeTrip(r.from)
	g.send(out)
	for _, e := range events {
		g.heard(r.from, e)
	}
	g.sync()
}

// heard notes what happened on friend f's link that a player should read.
func (g *HubGame) heard(f int, e protocol.Event) {
	switch {
	case e.Kind == protocol.Chat && e.Watcher > 0:
		g.note(kit.Tr("watch.chat", e.Watcher, e.Text))
	case e.Kind == protocol.Refused && f > g.H.Guests():
		g.note(kit.Tr("watch.refused", f-g.H.Guests(), e.Text))
	case e.Kind == protocol.Chat && g.H.Guests() == 1:
		g.note(kit.Tr("chat.from-friend", e.Text))
	case e.Kind == protocol.Chat:
		g.note(kit.Tr("lobby.chat", f, e.Text))
	case e.Kind == protocol.Refused:
		g.note(kit.Tr("lobby.refused", f, e.Text))
	case noted(e.Kind):
		if view, ok := g.a.BoardView(g.H.Rules().ID()); ok {
			g.note(eventWords(e, view, g.H.Guests() > 1))
		}
	}
}

// noted tells whether the hub's player reads an event of a friend's link
// of this kind.
func noted(k protocol.EventKind) bool {
	switch k {
	case protocol.Desync, protocol.OtherVersion, protocol.EndingRefused, protocol.GameOver, protocol.TookBack,
		protocol.DrawOffered, protocol.DrawDeclined, protocol.TakebackRequested, protocol.TakebackDeclined,
		protocol.RematchOffered, protocol.RematchDeclined, protocol.PlayerOut:
		return true
	}
	return false
}

// drop gives up friend f's connection, lost for err, and tells the other
// friends.
func (g *HubGame) drop(f int, err error) {
	if g.lost[f-1] {
		return
	}
	if f > g.H.Guests() {
		g.unwatch(f)
		return
	}
	if g.play == nil {
		g.startErr = err
	}
	g.lost[f-1] = true
	g.conns[f-1].Close()
	g.forgetTrip(f)
	if g.H.Guests() == 1 {
		g.note(kit.Tr("online.lost-kept", netui.Sentence(err.Error())))
	} else {
		g.note(kit.Tr("lobby.lost", f))
	}
	g.send(g.H.Away(f, false))
}

// AddWatcher lets the device over c watch the game: its page gets the
// game so far, then every step as it is played.
func (g *HubGame) AddWatcher(c netui.PeerConn) error {
	f, err := g.H.Watch()
	if err != nil {
		return err
	}
	for len(g.conns) < f {
		g.conns, g.lost = append(g.conns, nil), append(g.lost, true)
	}
	g.conns[f-1], g.lost[f-1] = c, false
	go g.read(f, c)
	out := make(protocol.Outbox, f+1)
	out[f] = g.H.Start(f)
	g.send(out)
	g.note(kit.Tr("watch.joined", f-g.H.Guests(), g.H.Watchers()))
	return nil
}

// unwatch gives up watcher device f's connection: it left, or was lost.
func (g *HubGame) unwatch(f int) {
	g.lost[f-1] = true
	g.conns[f-1].Close()
	g.H.Unwatch(f)
	g.note(kit.Tr("watch.left", f-g.H.Guests(), g.H.Watchers()))
}

// friendsLost is, for each friend's device (not the watchers'), whether
// its connection is gone.
func (g *HubGame) friendsLost() []bool { return g.lost[:g.H.Guests()] }

// Rejoin takes friend f's device back over a new connection: its page
// takes the game from the hub's hello, every step it missed checked with
// the rules, and the other friends are told.
func (g *HubGame) Rejoin(f int, c netui.PeerConn) {
	g.conns[f-1], g.lost[f-1] = c, false
	go g.read(f, c)
	out := g.H.Away(f, true)
	out[f] = g.H.Start(f)
	g.send(out)
	g.note(kit.Tr("lobby.back", f))
}

// sync makes the play scene show the hub's game: the friends' new steps,
// one a tick, or the whole record when it went elsewhere.
func (g *HubGame) sync() {
	if g.play == nil {
		g.start()
		return
	}
	if g.H.Round() != g.round { // a rematch began: a new board
		g.play = nil
		g.start()
		if cur := g.a.Scene(); cur != nil && (cur.Name() == "play" || cur.Name() == "chat") {
			g.a.Show(g.play)
		}
		return
	}
	g.follow(g)
}

// sealOrders plays a seat's orders on the hub and sends them (orderLink).
func (g *HubGame) sealOrders(orders []string) error {
	all := make(protocol.Outbox, len(g.conns)+1)
	for _, step := range orders {
		out, err := g.localAt(step)
		if err != nil {
			return err
		}
		for f := range out {
			all[f] = append(all[f], out[f]...)
		}
	}
	g.send(all)
	return nil
}

// Shown is the scene of the hub's game: its board (nil until the seats
// are settled), or by move codes with one friend, on the friend's turn,
// the codes.
func (g *HubGame) Shown() scene.Scene {
	if g.H.Codes() && g.H.Guests() == 1 {
		return hubMail{g, 1}.Shown()
	}
	if g.play == nil {
		return nil
	}
	return g.play
}

// Played sends each step of a seat played here through the hub.
func (g *HubGame) Played(step string, player int) {
	if g.played(g, step, player, g.local) {
		g.turnPassed()
	}
}

// local plays a step of ours on the hub and sends what it makes.
func (g *HubGame) local(step string) error {
	out, err := g.localAt(step)
	if err == nil {
		g.send(out)
	}
	return err
}

// localAt plays a step of ours on the hub, timed by the hub's count
// online, and stamped by this device's clock by move codes (net/protocol's
// mailclock.go).
func (g *HubGame) localAt(step string) (protocol.Outbox, error) {
	now := g.a.Now()
	if g.H.Codes() {
		return g.H.LocalOn(step, now)
	}
	return g.H.LocalAt(step, g.watch.Spent(now))
}

// Takes holds a step the hub would not play now, and says why.
func (g *HubGame) Takes(step string) bool { return g.takes(g, step) }

// Prompts show the codes traded with each friend, by move codes; online,
// they answer the offer waiting for this device's answer, invite again
// each friend whose connection is gone, and offer to go on by move codes
// then.
func (g *HubGame) Prompts() []board.Action {
	switch {
	case g.H.Codes() && g.H.Guests() == 1:
		if !(hubMail{g, 1}).Waiting() {
			return nil
		}
		return []board.Action{{Label: kit.Tr("online.move-codes"), Do: func() string { g.a.Show(netui.NewMailScene(g.a, hubMail{g, 1})); return "" }}}
	case g.H.Codes():
		return g.codePrompts()
	}
	acts := g.answerPoll()
	for f, lost := range g.friendsLost() {
		switch {
		case lost && g.H.Guests() == 1:
			acts = append(acts, board.Action{Label: kit.Tr("online.reconnect"), Do: func() string {
				g.a.Show(g.a.Reconnect(g))
				return ""
			}})
		case lost:
			acts = append(acts, board.Action{Label: kit.Tr("lobby.invite-again", f+1), Do: func() string {
				g.a.Show(g.a.Rejoin(g, f+1))
				return ""
			}})
		}
	}
	if g.away() && !g.play.Over() {
		acts = append(acts, board.Action{Label: kit.Tr("online.go-on-by-codes"), Do: g.ToCodes})
	}
	return acts
}

// Status is the end by resignation or agreement, the wait for a device
// whose connection is lost, or the wait for the others' orders once the
// hub's are sealed.
func (g *HubGame) Status() (board.Status, bool) {
	why := ""
	if away := g.awaySeats(); away != 0 && !g.H.Codes() {
		why = kit.Tr("online.device-away", board.Names(g.play.Board, away))
	}
	return g.status(g, why)
}

// awaySeats are the seats of the friends' devices whose connection is
// lost.
func (g *HubGame) awaySeats() game.PlayerSet {
	var away game.PlayerSet
	for f, lost := range g.friendsLost() {
		if lost {
			away |= g.H.Devices()[f+1]
		}
	}
	return away
}

// Say is the last news, or whose turn it is.
func (g *HubGame) Say() string {
	if news := g.news(); news != "" {
		return news
	}
	switch m := g.play.Pos.Mover(); {
	case m == 0 || g.mine(m):
	case g.H.Guests() == 1 && g.H.Codes():
		return kit.Tr("online.friend-turn-codes")
	case g.H.Guests() == 1:
		return kit.Tr("online.friend-turn")
	case g.H.Codes():
		return kit.Tr("hubmail.waiting", g.friendOf(m))
	default:
		return kit.Tr("lobby.waiting", g.friendOf(m))
	}
	return ""
}

// save keeps the hub on the device and has it flushed to disk; messages
// sent after it wait for that.
func (g *HubGame) save() {
	if !g.H.Settled() {
		return // no game to keep before the coin has fallen
	}
	state, err := g.H.Save()
	if err != nil {
		return
	}
	kept := HubSave{Hub: state, Record: g.H.Record()}
	for _, st := range g.here {
		kept.Seats = append(kept.Seats, st.ID())
	}
	if text, err := json.Marshal(kept); err == nil {
		g.a.Store().Set(HubKey, string(text))
	}
	g.a.Store().Flush(g.out.saving())
}

// send saves the hub, then sends each friend its messages once the save
// is on disk.
func (g *HubGame) send(out protocol.Outbox) {
	g.save()
	for to, msgs := range out {
		for _, msg := range msgs {
			g.sentStep(to, msg)
			data, err := protocol.Encode(msg)
			if err != nil {
				g.note(kit.Tr("online.send-failed", netui.Sentence(err.Error())))
				continue
			}
			g.out.queue(to, data)
		}
	}
	g.sendSaved()
}

// sendSaved sends, in order, the waiting messages whose save is on disk;
// those for a friend whose connection is gone are dropped (the friend's
// page takes the game again when it comes back).
func (g *HubGame) sendSaved() {
	for _, q := range g.out.ready(false) {
		if !g.lost[q.to-1] {
			if err := g.conns[q.to-1].Send(q.data); err != nil {
				g.note(kit.Tr("online.send-failed", netui.Sentence(err.Error())))
			}
		}
	}
}

// Leave says goodbye to every friend's device and closes the connections.
func (g *HubGame) Leave() {
	for f, c := range g.conns {
		if !g.lost[f] {
			if data, err := protocol.Encode(protocol.Message{Kind: protocol.KindBye}); err == nil {
				c.Send(data)
			}
			c.Close()
			g.lost[f] = true
		}
	}
}
