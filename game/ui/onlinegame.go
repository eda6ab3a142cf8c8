package ui

import (
	"context"
	"crypto/rand"
	"errors"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/net/protocol"
)

// onlineGame is a game played with a friend on another device, over an
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
type onlineGame struct {
	a     *App
	m     *protocol.Match
	conn  peerConn // nil when played by move codes
	inbox chan received

	play     *playScene         // the game, once the seats are settled
	incoming stepQueue          // the friend's steps the play scene has not played yet
	log      []string           // the last things said: chat, refusals, offers
	fresh    bool               // the last thing said is news: the panel shows it
	offer    protocol.EventKind // the friend's offer waiting for an answer, or 0
	asked    protocol.EventKind // ours, or 0
	greeted  bool               // the friend's hello came on this connection
	lost     error              // why the connection is gone, or nil
	startErr error              // why the game could not start, or nil
	orders   ordersView         // Source of Power: the seat entering orders here
	sent     map[int]time.Time  // when each step of ours not yet acknowledged left, by its number
	rtt      time.Duration      // the last step's round trip: sent, applied there, acknowledged
	out      outbox             // messages waiting until the save before them is on disk
	silent   bool               // the friend's device has said nothing for silentAfter

	takeback, talk *button // the game bar's first two buttons
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

// logKept is how many messages the panel and the chat keep.
const logKept = 30

// startOnline plays m over conn: it says hello and reads the friend's
// messages. The game shows once the seats are settled (see
// onlineScene.starting).
func (a *App) startOnline(conn peerConn, m *protocol.Match) *onlineGame {
	g := &onlineGame{a: a, m: m, conn: conn, inbox: make(chan received, 64)}
	onPageHide(g.leave)
	go g.read()
	g.send(m.Start(), nil)
	g.sync()
	return g
}

// newHostMatch is the host's side of a new game of r with opts: the seats
// alternate between the devices, the host's from player 1 unless the
// friend moves first; a coin flip may swap them.
func newHostMatch(r game.Ruleset, opts game.Options, first firstMover, mode protocol.Mode) (*protocol.Match, error) {
	pos, err := r.Start(opts)
	if err != nil {
		return nil, err
	}
	var odd, even game.PlayerSet
	for p := 1; p <= pos.Players(); p++ {
		if p%2 == 1 {
			odd = odd.With(p)
		} else {
			even = even.With(p)
		}
	}
	seats := odd
	if first == firstGuest {
		seats = even
	}
	return protocol.Host(protocol.Config{
		App: Version, Game: r.ID(), Options: opts, Seats: seats,
		Coin: first == firstByCoin && mode == protocol.Online, Mode: mode,
	}, rand.Reader)
}

// read passes every message from the connection to the Update loop, the
// friend's silence and its end, and the error that ends the connection.
func (g *onlineGame) read() {
	silent := false
	for {
		ctx, cancel := context.WithTimeout(context.Background(), quietCheck)
		msg, err := g.conn.recv(ctx)
		cancel()
		switch {
		case err == nil:
			silent = false
			g.inbox <- received{msg: msg}
		case errors.Is(err, context.DeadlineExceeded):
			if now := g.conn.quiet() >= silentAfter; now != silent {
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

// tick sends the messages whose save is on disk, and reads the messages
// that came since the last tick.
func (g *onlineGame) tick() bool {
	g.sendSaved()
	changed := false
	for {
		select {
		case r := <-g.inbox:
			g.handle(r)
			changed = true
		default:
			return changed
		}
	}
}

// handle reads one message, the friend's silence, or the end of the
// connection. A message that comes after a silence is read like any
// other.
func (g *onlineGame) handle(r received) {
	switch {
	case r.err != nil:
		g.drop(r.err)
		return
	case r.msg == nil:
		g.silent = r.silent
		return
	}
	g.silent = false
	out, events := g.m.ReceiveBytes(r.msg)
	g.timeAcks()
	g.send(out, nil)
	for _, e := range events {
		g.event(e)
	}
	g.sync()
}

// codes tells whether the game is played by move codes.
func (g *onlineGame) codes() bool { return g.conn == nil }

// timeAcks measures the round trip of the steps the friend's device has
// just acknowledged.
func (g *onlineGame) timeAcks() {
	for n, at := range g.sent {
		if n <= g.m.Acked() {
			g.rtt = time.Since(at)
			delete(g.sent, n)
		}
	}
}

// drop notes that the connection is gone; the game stays on the device.
func (g *onlineGame) drop(err error) {
	if g.lost == nil && !g.codes() {
		g.lost = err
		g.conn.close()
	}
	if g.play == nil {
		g.startErr = err
	}
}

// event shows what happened in the match.
func (g *onlineGame) event(e protocol.Event) {
	switch e.Kind {
	case protocol.Greeted:
		g.greeted = true
		if g.play == nil {
			return // the board shows it
		}
	case protocol.StepPlayed, protocol.TurnResolved, protocol.Seated:
		return // the record shows it
	case protocol.DrawOffered, protocol.TakebackRequested, protocol.RematchOffered:
		g.offer = e.Kind
	case protocol.DrawDeclined, protocol.TakebackDeclined, protocol.RematchDeclined, protocol.TookBack:
		g.asked = 0
	case protocol.GameOver:
		g.offer, g.asked = 0, 0
	case protocol.RematchStarted:
		g.offer, g.asked = 0, 0
		g.play = nil
	case protocol.Chat:
		g.note(tr("chat.from-friend", e.Text))
		return
	case protocol.PeerLeft:
		g.drop(errFriendLeft)
	}
	g.note(e.Text)
}

// note keeps a message for the chat, and shows it in the panel until a
// step is played here.
func (g *onlineGame) note(text string) {
	g.fresh = true
	g.log = append(g.log, text)
	if len(g.log) > logKept {
		g.log = g.log[len(g.log)-logKept:]
	}
}

// sync makes the play scene show the match: the game once the friend said
// hello and the seats are settled, the friend's new steps, or the record
// the match went back to or caught up with.
func (g *onlineGame) sync() {
	if g.play == nil {
		if g.m.Settled() && (g.greeted || g.codes()) {
			g.start()
		}
		return
	}
	if g.orders.on {
		g.syncOrders()
		return
	}
	want := g.m.Record().Steps
	have := g.play.rec.Steps
	if len(want) >= len(have) && slices.Equal(want[:len(have)], have) && g.friendsOnly(want[len(have):]) {
		g.incoming.steps = slices.Clone(want[len(have):])
		return
	}
	g.replace(g.m.Record())
}

// friendsOnly tells whether steps, played after the play scene's record,
// are all the friend's: the play scene takes those from the friend's
// seats one a tick.
func (g *onlineGame) friendsOnly(steps []string) bool {
	pos := g.play.pos.Clone()
	for _, step := range steps {
		if g.mine(pos.Mover()) || game.Play(pos, step) != nil {
			return false
		}
	}
	return true
}

// start shows the game the match plays, the seats played here by hand
// and the others on the friend's device.
func (g *onlineGame) start() {
	rec := g.m.Record()
	mine := make([]bool, g.m.Position().Players())
	for i := range mine {
		mine[i] = g.m.Seats().Has(i + 1)
	}
	g.incoming = stepQueue{}
	p, err := resumePlayScene(g.a, g.m.Rules(), rec, friendSeats(mine, &g.incoming))
	if err != nil {
		g.startErr = err
		return
	}
	g.play = p
	p.link, p.saveKey = g, onlineGameKey
	g.setBar()
	g.orders = ordersView{on: isOrdersGame(p.pos)}
	if g.orders.on {
		g.syncOrders()
	}
	p.ready = p.holder()
	if cur := g.a.scene; cur != nil && (cur.name() == "play" || cur.name() == "chat") {
		g.a.show(p) // a rematch
	}
	g.save()
}

// setBar puts the online game's buttons in the play scene's game bar:
// Takeback and Chat, or Codes when played by move codes; Rematch after the
// end. Leaving for the menu says goodbye to the friend's device.
func (g *onlineGame) setBar() {
	p := g.play
	if g.codes() {
		p.bar[0] = &button{label: tr("online.codes"), action: func() { g.a.show(newMailScene(g.a, g)) }}
		p.newGame.action = g.newByCodes
		return
	}
	g.takeback = &button{label: tr("online.takeback"), action: g.askTakeback}
	g.talk = &button{label: tr("online.chat"), action: func() { g.a.show(newChatScene(g.a, g)) }}
	p.bar[0], p.bar[1] = g.takeback, g.talk
	p.newGame.label, p.newGame.action = tr("online.rematch"), g.rematch
	menu := p.menu.action
	p.menu.action = func() { g.leave(); menu() }
}

// mine tells whether player p's seat is played on this device.
func (g *onlineGame) mine(p int) bool { return g.m.Seats().Has(p) }

// replace makes the play scene show rec, after the match went back
// (a takeback, a refused step) or jumped (a resumed game).
func (g *onlineGame) replace(rec game.Record) {
	p := g.play
	pos, err := game.Replay(p.rules, rec, nil)
	if err != nil {
		g.note(tr("online.no-replay", sentence(err.Error())))
		return
	}
	p.rec, p.pos, p.legal, p.redo = rec, pos, game.LegalTexts(pos), nil
	p.board.deselect()
	g.incoming = stepQueue{}
}

// failure is why the game could not start, or nil.
func (g *onlineGame) failure() error { return g.startErr }

// played sends a step played by hand here. A step the match refuses is
// taken back, and the player is told why.
func (g *onlineGame) played(step string, player int) {
	if !g.mine(player) {
		return
	}
	g.fresh = false
	if g.orders.on {
		g.ordersPlayed(step, player)
		return
	}
	out, err := g.m.Local(step)
	if err != nil {
		g.note(sentence(err.Error()))
		g.replace(g.m.Record())
		return
	}
	if g.sent == nil {
		g.sent = map[int]time.Time{}
	}
	g.sent[len(g.m.Record().Steps)] = time.Now()
	g.send(out, nil)
	g.turnPassed()
}

// takes takes a step asked for by hand here instead of the play scene:
// when the match would refuse it (the game is over, the seats are not
// settled), saying why; and in a game of orders the last "end" of a turn,
// which seals the orders and waits for the friend's.
func (g *onlineGame) takes(step string) bool {
	if step == "" {
		return false // a tap that only changed the view
	}
	if g.orders.on {
		return g.ordersTake(step)
	}
	if err := g.m.CanPlay(); err != nil {
		g.note(sentence(err.Error()))
		return true
	}
	return false
}

// busy is false: messages wake the loop themselves.
func (g *onlineGame) busy() bool { return false }

// status is the banner of a game ended by resignation or agreement, and
// the wait for the friend's orders.
func (g *onlineGame) status() (status, bool) {
	res := g.m.Result()
	if res.Over && (res.Reason == "resignation" || res.Reason == "agreement") {
		return g.endStatus(res), true
	}
	if g.orders.on {
		return g.ordersStatus()
	}
	return status{}, false
}

// endStatus words the end of a game by resignation or agreement, from
// this device's side.
func (g *onlineGame) endStatus(res game.Result) status {
	st := status{over: true}
	switch {
	case res.Reason == "agreement":
		st.text, st.title, st.reason = tr("online.draw-agreed"), tr("result.draw"), tr("online.draw-agreed-why")
	case slices.ContainsFunc(res.Winners.List(), g.mine):
		st.text, st.title, st.reason = tr("online.friend-resigned"), tr("online.you-win"), tr("online.friend-resigned-why")
	default:
		st.text, st.title, st.reason = tr("online.you-resigned"), tr("online.friend-wins"), tr("online.you-resigned-why")
	}
	return st
}

// say is the connection's state, or the last thing said.
func (g *onlineGame) say() string {
	switch {
	case g.lost != nil:
		return tr("online.lost-kept", sentence(g.lost.Error()))
	case g.silent:
		return tr("online.silent")
	case g.fresh && len(g.log) > 0:
		return g.log[len(g.log)-1]
	case g.friendMoves() && g.codes():
		return tr("online.friend-turn-codes")
	case g.friendMoves():
		return tr("online.friend-turn")
	}
	return ""
}

// friendMoves tells whether the player to move plays on the friend's
// device.
func (g *onlineGame) friendMoves() bool {
	m := g.play.pos.Mover()
	return m > 0 && !g.mine(m)
}

// prompts answer the friend's offer, or reconnect a lost connection; by
// move codes, they lead to the codes while the friend is to move.
func (g *onlineGame) prompts() []action {
	if g.codes() {
		if !g.waiting() {
			return nil
		}
		return []action{{label: tr("online.move-codes"), do: func() string { g.a.show(newMailScene(g.a, g)); return "" }}}
	}
	if g.lost != nil || g.silent {
		return []action{{label: tr("online.reconnect"), do: g.reconnect}}
	}
	switch g.offer {
	case protocol.DrawOffered:
		return g.answer(tr("online.accept-draw"), g.m.AnswerDraw)
	case protocol.TakebackRequested:
		return g.answer(tr("online.allow-takeback"), g.m.AnswerTakeback)
	}
	return nil
}

// answer is a pair of actions that accept or decline the friend's offer.
func (g *onlineGame) answer(label string, reply func(bool) ([]protocol.Message, error)) []action {
	do := func(yes bool) func() string {
		return func() string {
			g.offer = 0
			g.send(reply(yes))
			g.sync()
			return ""
		}
	}
	return []action{{label: label, do: do(true)}, {label: tr("common.decline"), do: do(false)}}
}

// refreshBar enables Takeback while there is a turn of ours to take back
// and the connection holds.
func (g *onlineGame) refreshBar(bar []*button) {
	if g.codes() {
		return
	}
	g.talk.disabled = false
	g.takeback.disabled = g.lost != nil || g.silent || g.asked != 0 || g.play.over() || g.takebackCount() == 0
	g.takeback.label = tr("online.takeback")
	if g.asked == protocol.TakebackRequested {
		g.takeback.label = tr("online.takeback-asked")
	}
}

// takebackCount is how many steps a takeback asks for: back to before the
// last step played here (and the friend's after it); in a game of orders,
// the last whole turn. 0 when there is nothing to take back.
func (g *onlineGame) takebackCount() int {
	rec := g.m.Record()
	if g.orders.on {
		return lastTurnSteps(g.m.Rules(), rec)
	}
	movers := g.play.movers()
	for i := len(movers) - 1; i >= 0 && i < len(rec.Steps); i-- {
		if g.mine(movers[i]) {
			return len(rec.Steps) - i
		}
	}
	return 0
}

// askTakeback asks the friend to let this device take back its last turn.
func (g *onlineGame) askTakeback() {
	out, err := g.m.RequestTakeback(g.takebackCount())
	if err == nil {
		g.asked = protocol.TakebackRequested
		g.note(tr("online.asked-takeback"))
	}
	g.send(out, err)
}

// offerDraw offers the friend a draw.
func (g *onlineGame) offerDraw() {
	out, err := g.m.OfferDraw()
	if err == nil {
		g.asked = protocol.DrawOffered
		g.note(tr("online.offered-draw"))
	}
	g.send(out, err)
}

// resign gives up the game for every seat played here.
func (g *onlineGame) resign() {
	g.send(g.m.Resign())
	g.sync()
}

// chat sends a short message to the friend.
func (g *onlineGame) chat(text string) {
	out, err := g.m.Chat(text)
	if err == nil {
		g.note(tr("chat.from-you", text))
	}
	g.send(out, err)
}

// rematch offers a new game of the same kind, or accepts the friend's.
func (g *onlineGame) rematch() {
	if g.offer == protocol.RematchOffered {
		g.offer = 0
		g.send(g.m.AnswerRematch(true))
		g.play = nil
		g.sync()
		return
	}
	out, err := g.m.OfferRematch()
	if err == nil {
		g.asked = protocol.RematchOffered
		g.note(tr("online.offered-rematch"))
	}
	g.send(out, err)
}

// errFriendLeft is why the connection ended when the friend left.
var errFriendLeft = errors.New(tr("online.friend-left"))

// reconnect gives up the connection, silent or lost, and offers new codes.
func (g *onlineGame) reconnect() string {
	g.drop(errFriendSilent)
	g.a.show(newResumeScene(g.a))
	return ""
}

// errFriendSilent is why a silent connection was given up.
var errFriendSilent = errors.New(tr("online.friend-silent"))

// leave says goodbye and closes the connection; the game stays on the
// device, to resume. The page may be going away: what waits in the
// outbox goes at once, since a page closed on purpose keeps its
// localStorage (only a killed browser loses it).
func (g *onlineGame) leave() {
	if g.lost == nil {
		g.send(g.m.Bye(), nil)
		g.sendAll()
		g.drop(errors.New(tr("online.you-left")))
	}
	g.save()
}
