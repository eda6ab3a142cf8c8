package ui

import (
	"errors"
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game"
	"pentarchy/game/registry"
)

// onlineGame is a game played with a friend on another device over an
// open connection. It is the play scene's link (playLink): it sends the
// steps played by hand here through the match, reads the friend's
// messages on a goroutine, hands their validated steps to the seats played
// there (netSeat), and keeps the match on the device after every step.
type onlineGame struct {
	a     *App
	m     match
	conn  peerConn
	inbox chan received
	host  bool

	play     *playScene // the game, once both sides agree on it
	mine     []bool     // which seats are played on this device
	incoming stepQueue  // the friend's validated steps, not yet played
	log      []string   // the last messages: chat, refusals, offers
	offer    eventKind  // the friend's open offer (evDrawOffered, …), or -1
	asked    eventKind  // our open offer, or -1
	end      *status    // the game ended by resignation or agreement
	lost     error      // the connection is gone: why
	startErr error      // the game could not start: why

	takeback, chat *button // the game bar's first two buttons
}

// received is a message read from the connection, or why there are no
// more.
type received struct {
	msg []byte
	err error
}

// logKept is how many messages the panel and the chat keep.
const logKept = 30

// startOnline starts a game over conn: it sends the hello and reads the
// friend's messages. The game shows once both sides agree on it (see
// onlineScene.starting).
func (a *App) startOnline(conn peerConn, m match) *onlineGame {
	g := &onlineGame{a: a, m: m, conn: conn, inbox: make(chan received, 64), offer: -1, asked: -1}
	go g.read()
	g.send(m.open())
	return g
}

// read passes every message from the connection to the Update loop, and
// the error that ends it.
func (g *onlineGame) read() {
	for {
		msg, err := g.conn.recv()
		g.inbox <- received{msg, err}
		ebiten.ScheduleFrame()
		if err != nil {
			return
		}
	}
}

// send sends a message made by the match; a message it could not make,
// or that cannot be sent, is told to the player.
func (g *onlineGame) send(msg []byte, err error) {
	if err == nil && g.lost == nil {
		err = g.conn.send(msg)
	}
	if err != nil {
		g.note("Not sent: " + sentence(err.Error()))
	}
}

// tick reads the messages that came since the last tick.
func (g *onlineGame) tick() bool {
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

// handle reads one message, or the end of the connection.
func (g *onlineGame) handle(r received) {
	if r.err != nil {
		g.lost = r.err
		if g.play == nil {
			g.startErr = r.err
		}
		g.conn.close()
		return
	}
	events, replies := g.m.receive(r.msg)
	for _, reply := range replies {
		g.send(reply, nil)
	}
	for _, e := range events {
		g.event(e)
	}
	g.save()
}

// event shows what happened in the match.
func (g *onlineGame) event(e matchEvent) {
	switch e.kind {
	case evStarted, evRematch:
		g.start(e.rec, e.mine)
	case evStep:
		g.incoming.steps = append(g.incoming.steps, e.step)
	case evRejected:
		g.note(sentence(e.text))
	case evChat:
		g.note("Friend: " + e.text)
	case evResigned:
		g.resigned(e.player)
	case evDrawOffered, evTakebackAsked, evRematchOffered:
		g.offer = e.kind
		g.note(offerWords[e.kind])
	case evDrawAgreed:
		g.end = &status{over: true, text: "Draw by agreement", title: "Draw", reason: "You and your friend agreed to a draw."}
		g.asked, g.offer = -1, -1
	case evDrawDeclined, evTakebackDeclined:
		g.asked = -1
		g.note(offerWords[e.kind])
	case evTakeback:
		g.asked, g.offer = -1, -1
		g.replace(e.rec)
		g.note("Takeback done: the last turn is taken back.")
	}
}

// offerWords tell the player what the friend did.
var offerWords = map[eventKind]string{
	evDrawOffered:      "Your friend offers a draw.",
	evTakebackAsked:    "Your friend asks to take back their last turn.",
	evRematchOffered:   "Your friend offers a rematch.",
	evDrawDeclined:     "Your friend declined the draw.",
	evTakebackDeclined: "Your friend declined the takeback.",
}

// note keeps a message for the panel and the chat.
func (g *onlineGame) note(text string) {
	g.log = append(g.log, text)
	if len(g.log) > logKept {
		g.log = g.log[len(g.log)-logKept:]
	}
}

// start shows the game both sides agreed on, with the seats played here
// by hand and the others played on the friend's device.
func (g *onlineGame) start(rec game.Record, mine []bool) {
	r, ok := registry.Find(rec.Game)
	if !ok {
		g.startErr = fmt.Errorf("the game %q is unknown to this version of Pentarchy", rec.Game)
		return
	}
	p, err := resumePlayScene(g.a, r, rec, friendSeats(mine, &g.incoming))
	if err != nil {
		g.startErr = err
		return
	}
	g.play, g.mine, g.incoming, g.end = p, mine, stepQueue{}, nil
	g.offer, g.asked = -1, -1
	p.link, p.saveKey, p.ready = g, onlineGameKey, p.holder()
	g.takeback = &button{label: "Takeback", action: g.askTakeback}
	g.chat = &button{label: "Online", action: func() { g.a.show(newChatScene(g.a, g)) }}
	p.bar[0], p.bar[1] = g.takeback, g.chat
	p.newGame.label = "Rematch"
	p.newGame.action = g.rematch
	if g.a.scene != nil && g.a.scene.name() == "play" {
		g.a.show(p)
	}
}

// failure is why the game could not start, or nil.
func (g *onlineGame) failure() error { return g.startErr }

// replace goes on from rec, after a takeback both sides agreed on.
func (g *onlineGame) replace(rec game.Record) {
	p := g.play
	pos, err := game.Replay(p.rules, rec, nil)
	if err != nil {
		g.note("The takeback could not be replayed: " + err.Error())
		return
	}
	p.rec, p.pos, p.legal, p.redo = rec, pos, game.LegalTexts(pos), nil
	p.board.deselect()
	g.incoming = stepQueue{}
}

// resigned ends the game: player resigned for their device.
func (g *onlineGame) resigned(player int) {
	g.end = &status{over: true, text: "Your friend resigned", title: "You win", reason: "Your friend resigned."}
	if player > 0 && player <= len(g.mine) && g.mine[player-1] {
		g.end = &status{over: true, text: "You resigned", title: "Your friend wins", reason: "You resigned."}
	}
	g.offer, g.asked = -1, -1
}

// played sends the steps played by hand here; the friend's are known.
func (g *onlineGame) played(step string, player int) {
	if player > 0 && g.mine[player-1] {
		g.send(g.m.local(step))
	}
	g.save()
}

// allows lets a step be played here while the game goes on.
func (g *onlineGame) allows(string) bool { return g.end == nil }

// busy is false: messages wake the loop themselves.
func (g *onlineGame) busy() bool { return false }

// ended is the end by resignation or agreement.
func (g *onlineGame) ended() (status, bool) {
	if g.end == nil {
		return status{}, false
	}
	return *g.end, true
}

// say is the connection's state and the last message.
func (g *onlineGame) say() string {
	if g.lost != nil {
		return "Connection lost: " + sentence(g.lost.Error()) + " The game is kept: reconnect with new codes, or play by move codes."
	}
	if len(g.log) > 0 {
		return g.log[len(g.log)-1]
	}
	if g.friendMoves() {
		return "Your friend's turn: their moves show here as they play."
	}
	return ""
}

// friendMoves tells whether the player to move plays on the friend's
// device.
func (g *onlineGame) friendMoves() bool {
	m := g.play.pos.Mover()
	return m > 0 && !g.mine[m-1]
}

// prompts answer the friend's open offer, or reconnect a lost connection.
func (g *onlineGame) prompts() []action {
	if g.lost != nil {
		return []action{
			{label: "Reconnect", do: func() string { g.reconnect(); return "" }},
		}
	}
	switch g.offer {
	case evDrawOffered:
		return g.answer("Accept draw", actAcceptDraw, actDeclineDraw)
	case evTakebackAsked:
		return g.answer("Allow takeback", actAcceptTakeback, actDeclineTakeback)
	}
	return nil
}

// answer is a pair of actions that accept or decline the friend's offer.
func (g *onlineGame) answer(label string, yes, no matchAct) []action {
	reply := func(a matchAct) func() string {
		return func() string {
			g.offer = -1
			g.send(g.m.act(a, ""))
			return ""
		}
	}
	return []action{{label: label, do: reply(yes)}, {label: "Decline", do: reply(no)}}
}

// refreshBar enables Takeback when there is a turn of ours to take back.
func (g *onlineGame) refreshBar(bar []*button) {
	g.takeback.disabled = g.lost != nil || g.asked != -1 || !g.hasOwnStep()
	if g.asked == evTakebackAsked {
		g.takeback.label = "Takeback asked"
	} else {
		g.takeback.label = "Takeback"
	}
}

// hasOwnStep tells whether a step of this device's is in the record.
func (g *onlineGame) hasOwnStep() bool {
	return slices.ContainsFunc(g.play.movers(), func(m int) bool { return g.mine[m-1] })
}

// askTakeback asks the friend to let this device take back its last turn.
func (g *onlineGame) askTakeback() {
	g.asked = evTakebackAsked
	g.send(g.m.act(actAskTakeback, ""))
	g.note("You asked to take back your last turn.")
}

// offerDraw offers the friend a draw.
func (g *onlineGame) offerDraw() {
	g.asked = evDrawOffered
	g.send(g.m.act(actOfferDraw, ""))
	g.note("You offered a draw.")
}

// resign gives up the game for every seat played here.
func (g *onlineGame) resign() {
	g.send(g.m.act(actResign, ""))
	g.end = &status{over: true, text: "You resigned", title: "Your friend wins", reason: "You resigned."}
	g.save()
}

// say sends a chat message.
func (g *onlineGame) sayText(text string) {
	g.send(g.m.act(actChat, text))
	g.note("You: " + text)
}

// rematch offers a new game of the same kind, or accepts the friend's.
func (g *onlineGame) rematch() {
	if g.offer == evRematchOffered {
		g.offer = -1
		g.send(g.m.act(actAcceptRematch, ""))
		return
	}
	g.asked = evRematchOffered
	g.send(g.m.act(actOfferRematch, ""))
	g.note("You offered a rematch; the new game starts when your friend accepts.")
}

// reconnect goes to the screens that make a new connection for this
// game.
func (g *onlineGame) reconnect() {
	g.a.show(newResumeScene(g.a))
}

// errClosed is the reason for a connection this device closed.
var errClosed = errors.New("you left the game")

// leave closes the connection; the game stays on the device.
func (g *onlineGame) leave() {
	if g.lost == nil {
		g.lost = errClosed
		g.conn.close()
	}
}
