package netgame

import (
	"errors"

	"pentarchy/game"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/play"
	"pentarchy/net/protocol"
)

// What the players say to each other over an online game beside their
// steps: offers of a takeback, a draw or a rematch and their answers, a
// resignation, chat; and how the game is left and taken up again.

// Prompts answer the friend's offer, or reconnect a lost connection; by
// move codes, they lead to the codes while the friend is to move.
func (g *OnlineGame) Prompts() []board.Action {
	if g.M.Watching() {
		return nil // no offer comes to a watcher; one whose connection is lost asks the host for a new invite
	}
	if g.codes() {
		if !g.Waiting() {
			return nil
		}
		return []board.Action{{Label: kit.Tr("online.move-codes"), Do: func() string { g.a.Show(netui.NewMailScene(g.a, g)); return "" }}}
	}
	if g.lost != nil || g.silent {
		acts := []board.Action{{Label: kit.Tr("online.reconnect"), Do: g.reconnect}, {Label: kit.Tr("online.go-on-by-codes"), Do: g.ToCodes}}
		if g.M.Devices() > 2 { // the host may be gone for good
			acts = append(acts, board.Action{Label: kit.Tr("online.take-over"), Do: g.takeOver})
		}
		return acts
	}
	switch g.offer {
	case protocol.DrawOffered:
		return g.answer(kit.Tr("online.accept-draw"), g.M.AnswerDraw)
	case protocol.TakebackRequested:
		return g.answer(kit.Tr("online.allow-takeback"), g.M.AnswerTakeback)
	}
	return nil
}

// answer is a pair of actions that accept or decline the friend's offer.
// Among several devices a yes waits for everyone else's.
func (g *OnlineGame) answer(label string, reply func(bool) ([]protocol.Message, error)) []board.Action {
	return answers(label, func(yes bool) {
		g.offer = 0
		out, err := reply(yes)
		if err == nil && yes && g.M.Devices() > 2 {
			g.note(kit.Tr("online.agreed-waiting"))
		}
		g.send(out, err)
		g.sync()
	})
}

// answers is a pair of actions, label and Decline, that call do with
// yes or no.
func answers(label string, do func(yes bool)) []board.Action {
	act := func(yes bool) func() string { return func() string { do(yes); return "" } }
	return []board.Action{{Label: label, Do: act(true)}, {Label: kit.Tr("common.decline"), Do: act(false)}}
}

// RefreshBar enables Undo (a takeback the friend must allow) while there
// is a turn of ours to take back, none is asked, and the connection holds; by move codes, Codes (the play scene would
// treat it as its Undo).
func (g *OnlineGame) RefreshBar(bar []*kit.Button) {
	if g.M.Watching() { // Chat, Leave
		bar[0].Disabled, bar[1].Disabled = g.lost != nil, false
		return
	}
	if g.codes() {
		bar[0].Disabled = false
		return
	}
	g.chat.Disabled = false
	g.takeback.Disabled = g.lost != nil || g.silent || g.asked != 0 || g.play.Over() || g.TakebackCount() == 0
}

// TakebackCount is how many steps a takeback asks for: back to before the
// last step played here (and the friend's after it); in a game of orders,
// the last whole turn. 0 when there is nothing to take back.
func (g *OnlineGame) TakebackCount() int {
	return takebackCount(g.play, g.M.Record(), g.orders.on, g.mine)
}

// takebackCount is how many steps of rec, which p shows, a takeback asks
// for: back to before the last step of a seat played here (mine), and
// every step after it; in a game of orders, the last whole turn.
func takebackCount(p *play.PlayScene, rec game.Record, orders bool, mine func(int) bool) int {
	if orders {
		return lastTurnSteps(p.Rules, rec)
	}
	movers := p.Movers()
	for i := len(movers) - 1; i >= 0 && i < len(rec.Steps); i-- {
		if mine(movers[i]) {
			return len(rec.Steps) - i
		}
	}
	return 0
}

// AskTakeback asks the friend to let this device take back its last turn.
func (g *OnlineGame) AskTakeback() {
	out, err := g.M.RequestTakeback(g.TakebackCount())
	if err == nil {
		g.asked = protocol.TakebackRequested
		g.note(kit.Tr("online.asked-takeback"))
	}
	g.send(out, err)
}

// OfferDraw offers the friend a draw.
func (g *OnlineGame) OfferDraw() {
	out, err := g.M.OfferDraw()
	if err == nil {
		g.asked = protocol.DrawOffered
		g.note(kit.Tr("online.offered-draw"))
	}
	g.send(out, err)
}

// Resign gives up the game for every seat played here.
func (g *OnlineGame) Resign() {
	g.send(g.M.Resign())
	g.sync()
}

// Chat sends a short message to the friend.
func (g *OnlineGame) Chat(text string) {
	out, err := g.M.Chat(text)
	if err == nil {
		g.note(kit.Tr("chat.from-you", text))
	}
	g.send(out, err)
}

// rematch offers a new game of the same kind, or accepts the friend's.
func (g *OnlineGame) rematch() {
	if g.offer == protocol.RematchOffered {
		g.offer = 0
		out, err := g.M.AnswerRematch(true)
		if err == nil && g.M.Result().Over { // a yes the host's word starts (RematchStarted)
			g.note(kit.Tr("online.agreed-waiting"))
		}
		if err == nil && !g.M.Result().Over {
			g.play = nil // a friend's page of an earlier version: the rematch begins at once
		}
		g.send(out, err)
		g.sync()
		return
	}
	out, err := g.M.OfferRematch()
	if err == nil {
		g.asked = protocol.RematchOffered
		g.note(kit.Tr("online.offered-rematch"))
	}
	g.send(out, err)
}

// errFriendLeft is why the connection ended when the friend left.
var errFriendLeft = errors.New(kit.Tr("online.friend-left"))

// reconnect gives up the connection, silent or lost, and offers new codes.
func (g *OnlineGame) reconnect() string {
	g.drop(errFriendSilent)
	g.a.Show(g.a.Resume())
	return ""
}

// toCodes goes on with the game by move codes from where it stands, the
// connection given up: the friend's device sees it drop and goes on by
// move codes too (the match's ToCodes says what the first code carries).
func (g *OnlineGame) ToCodes() string {
	if !g.codes() {
		g.Leave()
	}
	if err := g.M.ToCodes(); err != nil {
		g.note(netui.Sentence(err.Error()))
		return ""
	}
	g.M.TurnFrom(g.a.Now())
	g.conn, g.lost, g.silent, g.out.waiting = nil, nil, false, nil
	g.offer, g.asked = 0, 0
	g.play = nil
	g.start()
	g.note(kit.Tr("online.switched"))
	g.a.Show(g.Shown())
	return ""
}

// takeOver makes this device the host of the game on several devices,
// its host gone: the connection to it is given up, and a lobby invites
// the other friends to go on with the game as this device has it.
func (g *OnlineGame) takeOver() string {
	g.drop(errFriendSilent)
	g.save()
	g.a.Show(g.a.TakeOver(g.M))
	return ""
}

// errFriendSilent is why a silent connection was given up.
var errFriendSilent = errors.New(kit.Tr("online.friend-silent"))

// Leave says goodbye and closes the connection; the game stays on the
// device, to resume. The page may be going away: what waits in the
// outbox goes at once, since a page closed on purpose keeps its
// localStorage (only a killed browser loses it).
func (g *OnlineGame) Leave() {
	if g.lost == nil {
		g.send(g.M.Bye(), nil)
		g.sendAll()
		g.drop(errors.New(kit.Tr("online.you-left")))
	}
	g.save()
}

// talk is what the chat sheet shows and offers: offers and resigning
// only while the game goes on and the connection holds.
func (g *OnlineGame) Talk() netui.Talk {
	if g.M.Watching() {
		box := kit.Tr("watch.box")
		if !g.M.WatchChat() {
			box = kit.Tr("watch.no-chat")
		}
		return netui.Talk{Log: g.log, Box: box, Connection: g.connection(), CanSend: g.lost == nil && g.M.WatchChat(), Watcher: true}
	}
	live := g.lost == nil && !g.play.Over()
	return netui.Talk{
		Log: g.log, Box: kit.Tr("chat.box"), Connection: g.connection(),
		CanSend: g.lost == nil, CanOffer: live && g.asked == 0, CanResign: live,
		CanCodes: !g.play.Over(),
	}
}

// Board is the play scene.
func (g *OnlineGame) Board() netui.Board { return g.play }

// connection says whether the friend's device is connected.
func (g *OnlineGame) connection() string {
	if g.lost != nil {
		return kit.Tr("online.lost", netui.Sentence(g.lost.Error()))
	}
	if g.rtt > 0 {
		return kit.Tr("chat.connected-rtt", g.rtt.Milliseconds())
	}
	return kit.Tr("chat.connected")
}
